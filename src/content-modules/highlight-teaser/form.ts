import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const HighlightTeaserForm = defineForm({
  fields: [
    { name: 'categories', kind: 'ids', label: m.editor_field_categories, hint: m.editor_ids_hint },
  ],
})
