import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const TextForm = defineForm({
  fields: [
    { name: 'content', kind: 'richtext', label: m.editor_field_content },
    { name: 'anchor', kind: 'text', label: m.editor_field_anchor },
    { name: 'decrease_distance', kind: 'checkbox', label: m.editor_field_decrease_distance },
  ],
})
