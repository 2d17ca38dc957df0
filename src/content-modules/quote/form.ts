import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const QuoteForm = defineForm({
  fields: [
    { name: 'content', kind: 'textarea', label: m.editor_field_content },
    { name: 'author', kind: 'text', label: m.editor_field_author },
    { name: 'anchor', kind: 'text', label: m.editor_field_anchor },
  ],
})
