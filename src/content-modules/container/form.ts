import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const ContainerForm = defineForm({
  fields: [
    { name: 'slug', kind: 'text', label: m.editor_field_slug, required: true },
  ],
})
