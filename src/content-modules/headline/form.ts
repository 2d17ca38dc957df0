import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const HeadlineForm = defineForm({
  fields: [
    { name: 'headline_level', kind: 'select', label: m.editor_field_headline_level, required: true, options: [2, 3, 4, 5, 6].map((value) => ({ value, label: () => `H${value}` })) },
    { name: 'preline', kind: 'text', label: m.editor_field_preline },
    { name: 'content', kind: 'text', label: m.editor_field_content, required: true },
    { name: 'subline', kind: 'text', label: m.editor_field_subline },
    { name: 'anchor', kind: 'text', label: m.editor_field_anchor },
  ],
})
