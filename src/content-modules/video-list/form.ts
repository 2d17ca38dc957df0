import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const VideoListForm = defineForm({
  fields: [
    { name: 'anchor', kind: 'text', label: m.editor_field_anchor },
  ],
  items: {
    model: 'VideoItem',
    label: m.editor_model_video_item,
    fields: [
      { name: 'video_url', kind: 'text', label: m.editor_field_video_url, required: true },
      { name: 'title', kind: 'text', label: m.editor_field_title },
      { name: 'content', kind: 'textarea', label: m.editor_field_content },
      { name: 'image', kind: 'image', label: m.editor_field_poster },
    ],
  },
})
