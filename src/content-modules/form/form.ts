import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const FormForm = defineForm({
  fields: [
    { name: 'hubspot_id', kind: 'text', label: m.editor_field_hubspot_id, required: true },
  ],
})
