import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const VenueListForm = defineForm({
  fields: [
    { name: 'anchor', kind: 'text', label: m.editor_field_anchor },
  ],
  items: {
    model: 'VenueItem',
    label: m.editor_model_venue_item,
    fields: [
      { name: 'venue', kind: 'venue', label: m.editor_field_venue, required: true },
    ],
  },
})
