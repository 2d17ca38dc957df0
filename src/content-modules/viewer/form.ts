import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const ViewerForm = defineForm({
  fields: [
    { name: 'embed_code', kind: 'embed', label: m.editor_field_embed_code, required: true },
  ],
})
