import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const LinkForm = defineForm({
  fields: [
    { name: 'link_text', kind: 'text', label: m.editor_field_link_text, required: true },
    { name: 'link', kind: 'link', label: m.editor_field_link, required: true, hint: m.editor_link_hint },
    { name: 'extra_class', kind: 'select', label: m.editor_field_extra_class, required: true, options: [{ value: 'default', label: m.editor_option_style_default }, { value: 'button-primary', label: m.editor_option_style_button_primary }, { value: 'button-secondary', label: m.editor_option_style_button_secondary }] },
    { name: 'anchor', kind: 'text', label: m.editor_field_anchor },
    { name: 'sticky', kind: 'checkbox', label: m.editor_field_sticky },
  ],
})
