import { m } from '~/paraglide/messages'
import { defineForm } from '../form-definition'

/** The editor's form of this module; the rules are the schema's (schema.ts). */
export const EventListForm = defineForm({
  fields: [
    { name: 'date_from', kind: 'datetime', label: m.editor_field_date_from },
    { name: 'date_to', kind: 'datetime', label: m.editor_field_date_to },
    { name: 'filters', kind: 'select', label: m.editor_field_filters, options: [{ value: 'none', label: m.editor_option_filter_none }, { value: 'next_3_days', label: m.editor_option_filter_next_3_days }, { value: 'weekend', label: m.editor_option_filter_weekend }] },
    { name: 'tag', kind: 'number', label: m.editor_field_tag },
  ],
  // events chosen by hand, in their order: the list then shows exactly these (the dates, filter and tag step back)
  items: { model: 'EventItem', label: m.editor_field_picked_events, fields: [], picker: 'events' },
})
