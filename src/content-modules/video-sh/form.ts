import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const VideoSHForm = defineForm({
  fields: [
    { name: 'file', kind: 'media', media: 'video', label: m.editor_field_file, required: true },
    { name: 'image', kind: 'image', label: m.editor_field_poster, required: true },
    { name: 'title', kind: 'text', label: m.editor_field_title },
  ],
})
