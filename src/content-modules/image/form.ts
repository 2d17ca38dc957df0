import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const ImageForm = defineForm({
  fields: [
    { name: 'image', kind: 'image', label: m.editor_field_image, required: true },
    { name: 'format', kind: 'select', label: m.editor_field_format, required: true, options: [{ value: 'horizontal', label: m.editor_option_alias_horizontal }, { value: 'vertical', label: m.editor_option_alias_vertical }] },
    { name: 'description', kind: 'text', label: m.editor_field_description },
    { name: 'link', kind: 'link', label: m.editor_field_link, hint: m.editor_link_hint },
  ],
})
