import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const VideoForm = defineForm({
  fields: [
    { name: 'video_url', kind: 'text', label: m.editor_field_video_url, required: true },
    { name: 'image', kind: 'image', label: m.editor_field_poster, required: true },
    { name: 'title', kind: 'text', label: m.editor_field_title },
    { name: 'length', kind: 'text', label: m.editor_field_length },
  ],
})
