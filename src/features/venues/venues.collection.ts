import { m } from '~/paraglide/messages'
import { defineCollection } from '~/features/collections/collection'
import { field } from '~/features/collections/fields'
import { venuePath } from '~/content-modules/venue/venue-path'

/** The venue's houses and stages: their pages, the programme's room filter and every event's place. */
export const venuesCollection = defineCollection({
  names: { one: 'Venue', many: 'Venues' },
  path: 'venues',
  labels: {
    many: m.backoffice_nav_venues,
    new: m.backoffice_new_venue,
    create: m.backoffice_create_venue,
    edit: m.backoffice_edit_venue,
    deleted: m.backoffice_venue_deleted,
    deleteLabel: m.backoffice_delete_venue,
    deleteConfirm: m.backoffice_delete_venue_confirm,
    empty: m.backoffice_venue_empty,
    count: m.backoffice_venue_count,
    staleCopy: m.backoffice_venue_stale_copy,
    search: m.backoffice_filter_name_city,
    title: m.backoffice_col_name,
  },
  fields: {
    name: field.translated(m.backoffice_field_name, { required: true }),
    slug: field.slug(m.backoffice_field_slug, 'name'),
    description: field.translated(m.backoffice_field_description, { max: 4000, multiline: true }),
    accessibility: field.translated(m.backoffice_field_accessibility, { max: 4000, multiline: true }),
    street: field.text(m.backoffice_field_street, { required: true }),
    postcode: field.text(m.backoffice_field_postcode, { required: true, max: 20 }),
    city: field.text(m.backoffice_field_city, { required: true, max: 100 }),
    lat: field.decimal(m.backoffice_field_lat, { min: -90, max: 90, invalid: m.backoffice_coordinate_invalid }),
    lng: field.decimal(m.backoffice_field_lng, { min: -180, max: 180, invalid: m.backoffice_coordinate_invalid }),
    phone: field.text(m.backoffice_field_phone, { max: 50, format: 'phone' }),
    email: field.text(m.backoffice_field_email, { format: 'email' }),
    website: field.text(m.backoffice_field_website, { max: 300, format: 'web' }),
    // while a venue has rooms, it stays
    room_count: field.count(m.backoffice_col_rooms),
    rooms: field.children(m.backoffice_rooms, {
      one: 'Room',
      path: 'rooms',
      title: 'name',
      fields: {
        name: field.translated(m.backoffice_field_name, { required: true, max: 100 }),
        show_in_filter: field.checkbox(m.backoffice_col_in_filter, true),
        // while events take place in a room, it stays
        event_count: field.count(m.backoffice_col_events),
      },
      labels: {
        empty: m.backoffice_no_rooms,
        add: m.backoffice_add_room,
        added: m.backoffice_room_added,
        saved: m.backoffice_room_saved,
        removed: m.backoffice_room_removed,
        removeConfirm: m.backoffice_remove_room_confirm,
        newTitle: m.backoffice_new_room_name,
        fieldIn: { name: m.backoffice_room_name_in, show_in_filter: m.backoffice_room_in_filter },
        count: m.backoffice_room_events,
      },
    }),
  },
  title: 'name',
  columns: ['city', 'room_count'],
  search: ['name', 'city'],
  order: ['name'],
  access: 'editors',
  group: 'programme',
  address: (lang, record) => venuePath(lang, { id: record.id, slug: record.slug[lang] }),
})
