import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const TwoColumnsForm = defineForm({
  fields: [
    { name: 'extra_class', kind: 'select', label: m.editor_field_extra_class, required: true, options: [{ value: 'image-text', label: m.editor_option_order_image_text }, { value: 'text-image', label: m.editor_option_order_text_image }] },
    { name: 'text', kind: 'richtext', label: m.editor_field_text, required: true },
    { name: 'image', kind: 'image', label: m.editor_field_image, required: true },
  ],
})
