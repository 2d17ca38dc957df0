import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const AudioSHForm = defineForm({
  fields: [
    { name: 'file', kind: 'media', media: 'audio', label: m.editor_field_file, required: true },
    { name: 'title', kind: 'text', label: m.editor_field_title },
  ],
})
