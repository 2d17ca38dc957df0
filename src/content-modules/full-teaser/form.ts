import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const FullTeaserForm = defineForm({
  fields: [
    { name: 'preline', kind: 'text', label: m.editor_field_preline },
    { name: 'headline', kind: 'text', label: m.editor_field_headline, required: true },
    { name: 'subline', kind: 'text', label: m.editor_field_subline },
    { name: 'text', kind: 'textarea', label: m.editor_field_text },
    { name: 'image', kind: 'image', label: m.editor_field_image },
    { name: 'link', kind: 'link', label: m.editor_field_link, hint: m.editor_link_hint },
    { name: 'link_text', kind: 'text', label: m.editor_field_link_text },
    { name: 'extra_class', kind: 'select', label: m.editor_field_extra_class, options: [{ value: 'default', label: m.editor_option_style_default }, { value: 'cc01', label: m.editor_option_theme_cc01 }, { value: 'cc02', label: m.editor_option_theme_cc02 }, { value: 'cc03', label: m.editor_option_theme_cc03 }] },
  ],
})
