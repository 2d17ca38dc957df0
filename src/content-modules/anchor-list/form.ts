import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const AnchorListForm = defineForm({
  fields: [
    { name: 'sticky', kind: 'checkbox', label: m.editor_field_sticky },
  ],
  items: {
    model: 'AnchorItem',
    label: m.editor_model_anchor_item,
    fields: [
      { name: 'link_text', kind: 'text', label: m.editor_field_link_text },
      { name: 'anchor', kind: 'text', label: m.editor_field_anchor },
      { name: 'link_url', kind: 'link', label: m.editor_field_link, hint: m.editor_link_hint },
      { name: 'level', kind: 'select', label: m.editor_field_level, options: [1, 2, 3, 4, 5, 6].map((value) => ({ value, label: () => String(value) })) },
      { name: 'link_open_in_new_window', kind: 'checkbox', label: m.editor_field_link_open_in_new_window },
    ],
  },
})
