import { m } from '~/paraglide/messages'
import { SECTION_LAYOUT_OPTIONS } from '../shared/section-layouts'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const SectionForm = defineForm({
  fields: [
    { name: 'layout', kind: 'select', label: m.editor_field_layout, required: true, options: SECTION_LAYOUT_OPTIONS },
    { name: 'extra_class', kind: 'select', label: m.editor_field_extra_class, options: [{ value: '', label: m.editor_option_theme_none }, { value: 'cc01', label: m.editor_option_theme_cc01 }, { value: 'cc02', label: m.editor_option_theme_cc02 }, { value: 'cc03', label: m.editor_option_theme_cc03 }] },
    { name: 'image', kind: 'image', label: m.editor_field_image },
  ],
})
