import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const HeroMediaForm = defineForm({
  fields: [
    { name: 'headline', kind: 'text', label: m.editor_field_headline, required: true },
    { name: 'text', kind: 'richtext', label: m.editor_field_text },
    { name: 'button_text', kind: 'text', label: m.editor_field_button_text },
    { name: 'button_link', kind: 'link', label: m.editor_field_button_link, hint: m.editor_link_hint },
    { name: 'image', kind: 'image', label: m.editor_field_image },
    { name: 'video', kind: 'media', media: 'video', label: m.editor_field_video },
    { name: 'sticky', kind: 'checkbox', label: m.editor_field_sticky },
    { name: 'online_from', kind: 'datetime', label: m.editor_field_online_from, required: true },
    { name: 'online_to', kind: 'datetime', label: m.editor_field_online_to },
  ],
})
