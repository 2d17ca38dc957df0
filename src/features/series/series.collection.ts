import { m } from '~/paraglide/messages'
import { defineCollection } from '~/features/collections/collection'
import { field } from '~/features/collections/fields'

/** Series (subscriptions) of events: their page, the programme's series filter and the events that belong to one. */
export const seriesCollection = defineCollection({
  names: { one: 'Series', many: 'SeriesList' },
  path: 'series',
  labels: {
    many: m.backoffice_nav_series,
    new: m.backoffice_new_series,
    create: m.backoffice_create_series,
    edit: m.backoffice_edit_series,
    deleted: m.backoffice_series_deleted,
    deleteLabel: m.backoffice_delete_series,
    // the events stay, in no series: the question says how many
    deleteConfirm: { message: m.backoffice_delete_series_confirm, count: 'event_count' },
    empty: m.backoffice_series_empty,
    count: m.backoffice_series_count,
    slugTaken: m.backoffice_series_slug_taken,
    staleCopy: m.backoffice_series_stale_copy,
    search: m.backoffice_filter_name,
  },
  fields: {
    name: field.translated(m.backoffice_field_name, { required: true }),
    slug: field.slug(m.backoffice_field_slug, 'name'),
    description: field.translated(m.backoffice_field_description, { max: 4000, multiline: true }),
    price_text: field.translated(m.backoffice_field_price_text),
    image: field.image(m.backoffice_field_image),
    show_in_filter: field.checkbox(m.backoffice_series_in_filter, true, { heading: m.backoffice_col_in_filter }),
    event_count: field.count(m.backoffice_col_events),
  },
  title: 'name',
  columns: ['event_count', 'show_in_filter'],
  search: ['name'],
  order: ['name'],
  access: 'editors',
  group: 'programme',
  address: (lang, record) => `/${lang}/series/${record.slug[lang]}/${record.id}`,
})
