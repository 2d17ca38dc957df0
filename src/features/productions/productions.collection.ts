import { m } from '~/paraglide/messages'
import { defineCollection } from '~/features/collections/collection'
import { field } from '~/features/collections/fields'
import { creditsField } from '~/features/team/credits.field'
import { productionUrl } from './productions.urls'

/** The productions (shows and exhibitions): their pages, the events that belong to them and the people credited. */
export const productionsCollection = defineCollection({
  names: { one: 'Production', many: 'Productions' },
  path: 'productions',
  labels: {
    many: m.backoffice_nav_productions,
    new: m.backoffice_new_production,
    create: m.backoffice_create_production,
    edit: m.backoffice_edit_production,
    deleted: m.backoffice_production_deleted,
    deleteLabel: m.backoffice_delete_production,
    deleteConfirm: m.backoffice_delete_production_confirm,
    empty: m.backoffice_production_empty,
    count: m.backoffice_production_count,
    staleCopy: m.backoffice_production_stale_copy,
    search: m.backoffice_filter_search,
  },
  fields: {
    title: field.translated(m.backoffice_field_title, { required: true }),
    subtitle: field.translated(m.backoffice_field_subtitle, { max: 300 }),
    // the address carries the id: two productions may share a title
    slug: field.slug(m.backoffice_field_slug, 'title', { unique: false }),
    teaser: field.translated(m.backoffice_field_teaser, { max: 2000, multiline: true }),
    duration: field.translated(m.backoffice_field_duration),
    description: field.richText(m.backoffice_field_description),
    image: field.image(m.backoffice_field_image),
    kind: field.choice(
      m.backoffice_field_kind,
      [
        { value: 'show', label: m.backoffice_kind_show },
        { value: 'exhibition', label: m.backoffice_kind_exhibition },
      ],
      'show',
      { sqlType: 'production_kind' },
    ),
    season_id: field.term(m.backoffice_field_season, 'seasons', { unknown: m.backoffice_unknown_season }),
    exhibition_type_id: field.term(m.backoffice_field_exhibition_type, 'exhibition-types', { unknown: m.backoffice_unknown_exhibition_type }),
    date_from: field.day(m.backoffice_field_date_from, { required: false }),
    date_to: field.day(m.backoffice_field_date_to, { required: false }),
    tag_ids: field.terms(m.backoffice_field_tags, 'production-tags', { unknown: m.backoffice_unknown_tag }),
    credits: creditsField(),
    // while events belong to a production, it stays
    event_count: field.count(m.backoffice_col_events),
  },
  title: 'title',
  columns: ['kind', 'season_id', 'date_from', 'date_to', 'event_count'],
  filters: ['kind', 'season_id'],
  checks: [{ path: 'date_to', test: (values) => !values.date_from || !values.date_to || String(values.date_to) >= String(values.date_from), message: m.backoffice_end_before_start }],
  search: ['title'],
  order: [{ desc: 'date_from' }],
  access: 'editors',
  group: 'programme',
  address: (lang, record) => productionUrl(lang, { id: record.id, slugs: record.slug }),
})
