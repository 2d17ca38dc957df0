import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const LogoListForm = defineForm({
  fields: [
    { name: 'extra_class', kind: 'select', label: m.editor_field_extra_class, options: [{ value: '', label: m.editor_option_theme_none }, { value: 'cc01', label: m.editor_option_theme_cc01 }, { value: 'cc02', label: m.editor_option_theme_cc02 }, { value: 'cc03', label: m.editor_option_theme_cc03 }] },
  ],
  items: {
    model: 'LogoItem',
    label: m.editor_model_logo_item,
    fields: [
      { name: 'image', kind: 'image', label: m.editor_field_image, required: true },
      { name: 'text', kind: 'text', label: m.editor_field_text },
      { name: 'link', kind: 'link', label: m.editor_field_link, hint: m.editor_link_hint },
    ],
  },
})
