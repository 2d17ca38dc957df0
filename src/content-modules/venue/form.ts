import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const VenueForm = defineForm({
  fields: [
    { name: 'venue', kind: 'venue', label: m.editor_field_venue, required: true },
  ],
})
