import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const HtmlForm = defineForm({
  fields: [
    { name: 'html_code', kind: 'html', label: m.editor_field_html_code },
  ],
})
