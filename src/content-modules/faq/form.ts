import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const FaqForm = defineForm({
  fields: [
    { name: 'anchor', kind: 'text', label: m.editor_field_anchor },
  ],
  items: {
    model: 'FaqItem',
    label: m.editor_model_faq_item,
    fields: [
      { name: 'title', kind: 'text', label: m.editor_field_title, required: true },
      { name: 'content', kind: 'richtext', label: m.editor_field_content },
    ],
  },
})
