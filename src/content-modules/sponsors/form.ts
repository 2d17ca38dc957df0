import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the sponsors themselves are edited in the hub (Förderer und Partner). */
export const SponsorsForm = defineForm({
  fields: [
    { name: 'headline', kind: 'text', label: m.editor_field_headline },
    { name: 'anchor', kind: 'text', label: m.editor_field_anchor },
  ],
})
