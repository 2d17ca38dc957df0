import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { defineCollection } from '~/features/collections/collection'
import { field } from '~/features/collections/fields'
import { creditsField } from '~/features/team/credits.field'
import { localizePathname } from '~/lib/i18n/localized-paths'
import { EVENT_STATUSES } from '~/server/db/values'
import type { EventStatus } from '~/server/db/values'

/** The most seats a seat group holds. */
export const MAX_CAPACITY = 100_000
/** A timeslot's start on the event's day, "HH:MM". */
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/
const STATUS: Record<EventStatus, typeof m.backoffice_status_scheduled> = {
  scheduled: m.backoffice_status_scheduled,
  cancelled: m.backoffice_status_cancelled,
  rescheduled: m.backoffice_status_rescheduled,
  soldout: m.backoffice_status_soldout,
  postponed: m.backoffice_status_postponed,
}
const Prices = v.array(v.looseObject({ sale_type_id: v.nullable(v.number()) }))
/** Whether no price category stands twice among a seat group's prices. */
const oncePerCategory = (prices: unknown) => {
  const found = v.safeParse(Prices, prices)
  return !found.success || new Set(found.output.map((price) => price.sale_type_id)).size === found.output.length
}
const time = field.text(m.backoffice_field_time, { required: true, max: 5 })

/**
 * The events of the programme: their texts and day, where they take place, what they belong to, the people credited,
 * and what the box office sells — seat groups with their prices, and timeslots (tickets name them: keyed rows).
 */
export const eventsCollection = defineCollection({
  names: { one: 'Event', many: 'Events' },
  path: 'events',
  labels: {
    many: m.backoffice_nav_events,
    new: m.backoffice_new_event,
    create: m.backoffice_create,
    edit: m.backoffice_edit_title,
    deleted: m.backoffice_deleted,
    deleteLabel: m.backoffice_delete,
    deleteConfirm: m.backoffice_delete_confirm,
    empty: m.backoffice_empty,
    count: m.backoffice_count,
    staleCopy: m.backoffice_stale_copy,
    search: m.backoffice_filter_search,
    bulk: { select: m.backoffice_select_event, done: m.backoffice_bulk_done },
  },
  fields: {
    title: field.translated(m.backoffice_field_title, { required: true, max: 200 }),
    subtitle: field.translated(m.backoffice_field_subtitle, { max: 300 }),
    // the address carries the id: a guided tour every week has one title
    slug: field.slug(m.backoffice_field_slug, 'title', { unique: false }),
    teaser: field.translated(m.backoffice_field_teaser, { max: 2000, multiline: true }),
    info: field.translated(m.backoffice_field_info, { max: 300 }),
    description: field.richText(m.backoffice_field_description),
    image: field.image(m.backoffice_field_image),
    date_start: field.datetime(m.backoffice_field_start, { required: true }),
    date_end: field.datetime(m.backoffice_field_end),
    status: field.choice(m.backoffice_field_status, EVENT_STATUSES.map((value) => ({ value, label: STATUS[value] })), 'scheduled', { sqlType: 'event_status' }),
    room_id: field.reference(m.backoffice_field_room, 'rooms', { unknown: m.backoffice_unknown_room }),
    production_id: field.reference(m.backoffice_field_production, 'productions', { unknown: m.backoffice_unknown_production }),
    event_type_id: field.reference(m.backoffice_field_event_type, 'event-types', { unknown: m.backoffice_unknown_choice }),
    series_id: field.reference(m.backoffice_field_series, 'series', { unknown: m.backoffice_unknown_choice }),
    genre_ids: field.terms(m.backoffice_field_genres, 'genres', { unknown: m.backoffice_unknown_choice }),
    tag_ids: field.terms(m.backoffice_field_event_tags, 'event-tags', { unknown: m.backoffice_unknown_choice }),
    label_ids: field.terms(m.backoffice_field_labels, 'labels', { unknown: m.backoffice_unknown_choice }),
    credits: creditsField(),
    is_bookable: field.checkbox(m.backoffice_field_bookable, true),
    price_from: field.text(m.backoffice_field_price_from, { max: 60, orNull: true }),
    seat_groups: field.rows(
      m.backoffice_offer,
      {
        name: field.translated(m.backoffice_field_name, { required: true, max: 100 }),
        capacity: field.number(m.backoffice_field_capacity, { required: true, min: 0, max: MAX_CAPACITY, initial: 0, invalid: m.backoffice_capacity_invalid }),
        taken: field.count(m.backoffice_field_taken),
        prices: field.rows(
          m.backoffice_prices,
          {
            // a new price offers the first category its seat group does not have yet (the full price first)
            sale_type_id: field.reference(m.backoffice_field_price_category, 'sale-types', { required: true, unknown: m.backoffice_unknown_sale_type, firstFree: true }),
            amount: field.money(m.backoffice_field_amount, { required: true }),
            sold: field.count(m.backoffice_field_sold),
          },
          { keyed: true, max: 20, item: m.backoffice_price, add: m.backoffice_add_price, unordered: true },
        ),
      },
      {
        keyed: true,
        max: 20,
        item: m.backoffice_seat_group,
        add: m.backoffice_add_seat_group,
        none: m.backoffice_no_seat_groups,
        entryChecks: [{ path: 'prices', test: (group) => oncePerCategory(group.prices), message: m.backoffice_price_twice }],
      },
    ),
    timeslots: field.rows(
      m.backoffice_timeslots,
      {
        // a time of the day, stored as one; its seconds are left out
        time_start: {
          ...time,
          sqlType: 'time',
          rules: (lang) => v.pipe(time.rules(lang), v.check((value) => TIME.test(value), m.backoffice_time_invalid({}, { locale: lang }))),
          read: (stored) => (typeof stored === 'string' ? stored.slice(0, 5) : ''),
        },
        // stored as the box office's status: 0 hides it
        visible: { ...field.checkbox(m.backoffice_field_visible, true), stored: 'status', sqlType: 'smallint', write: (value) => (value ? 1 : 0), read: (stored) => stored !== 0 && stored !== null && stored !== undefined },
        taken: field.count(m.backoffice_field_taken),
      },
      { keyed: true, max: 48, item: m.backoffice_timeslot, add: m.backoffice_add_timeslot, hint: m.backoffice_timeslots_hint, unordered: true, distinct: { field: 'time_start', message: m.backoffice_timeslot_twice } },
    ),
  },
  title: 'title',
  columns: ['date_start', 'status', 'room_id', 'is_bookable'],
  filters: ['status', 'room_id'],
  range: 'date_start',
  checks: [{ path: 'date_end', test: (values) => !values.date_end || Date.parse(String(values.date_end)) >= Date.parse(String(values.date_start)), message: m.backoffice_end_before_start }],
  search: ['title'],
  order: ['date_start'],
  sections: [{ label: m.backoffice_classification, fields: ['event_type_id', 'series_id', 'genre_ids', 'tag_ids', 'label_ids'] }],
  actions: [
    { name: 'cancel', label: m.backoffice_bulk_cancel, set: { status: 'cancelled' } },
    { name: 'schedule', label: m.backoffice_bulk_schedule, set: { status: 'scheduled' } },
    { name: 'bookable', label: m.backoffice_bulk_bookable, set: { is_bookable: true } },
    { name: 'not-bookable', label: m.backoffice_bulk_not_bookable, set: { is_bookable: false } },
  ],
  copy: { field: 'date_start', legend: m.backoffice_duplicate, label: m.backoffice_duplicate_start, submit: m.backoffice_duplicate_submit },
  access: 'editors',
  group: 'programme',
  // the id keeps the address unique whatever the slug
  address: (lang, record) => localizePathname(`/${lang}/events/${record.slug[lang]}/${record.id}`),
})
