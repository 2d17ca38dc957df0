import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const ImageListForm = defineForm({
  fields: [
    { name: 'format', kind: 'select', label: m.editor_field_format, options: [{ value: 'standard', label: m.editor_option_style_default }, { value: 'vertical', label: m.editor_option_alias_vertical }] },
    { name: 'anchor', kind: 'text', label: m.editor_field_anchor },
  ],
  items: {
    model: 'ImageItem',
    label: m.editor_model_image_item,
    fields: [
      { name: 'image', kind: 'image', label: m.editor_field_image, required: true },
      { name: 'text', kind: 'text', label: m.editor_field_text },
      { name: 'link', kind: 'link', label: m.editor_field_link, hint: m.editor_link_hint },
    ],
  },
})
