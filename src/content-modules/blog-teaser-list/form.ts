import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const BlogTeaserListForm = defineForm({
  fields: [
    { name: 'items', kind: 'ids', label: m.editor_field_items, required: true, hint: m.editor_ids_hint },
  ],
})
