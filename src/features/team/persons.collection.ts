import { m } from '~/paraglide/messages'
import { defineCollection } from '~/features/collections/collection'
import { field } from '~/features/collections/fields'

/** The people of the venue and its productions: their team pages, and the credits of events, productions and articles. */
export const personsCollection = defineCollection({
  names: { one: 'Person', many: 'Persons' },
  path: 'persons',
  labels: {
    many: m.backoffice_nav_persons,
    new: m.backoffice_new_person,
    create: m.backoffice_create_person,
    edit: m.backoffice_edit_person,
    deleted: m.backoffice_person_deleted,
    deleteLabel: m.backoffice_delete_person,
    deleteConfirm: m.backoffice_delete_person_confirm,
    empty: m.backoffice_person_empty,
    count: m.backoffice_person_count,
    slugTaken: m.backoffice_slug_taken,
    staleCopy: m.backoffice_person_stale_copy,
    search: m.backoffice_filter_name,
    title: m.backoffice_col_name,
  },
  fields: {
    // an ensemble or a choir has a name but no first name
    first_name: field.text(m.backoffice_field_first_name, { max: 100 }),
    last_name: field.text(m.backoffice_field_last_name, { required: true, max: 100 }),
    slug: field.oneSlug(m.backoffice_field_slug, ['first_name', 'last_name']),
    role: field.translated(m.backoffice_field_role),
    category_id: field.term(m.backoffice_field_category, 'person-categories', { unknown: m.backoffice_unknown_category }),
    position: field.number(m.backoffice_field_position, { required: true, min: 0, max: 100_000 }),
    // the events, productions and articles that name the person: while there are any, they stay
    credits: field.count(m.backoffice_col_credits),
  },
  title: ['first_name', 'last_name'],
  columns: ['role', 'category_id', 'credits'],
  filters: ['category_id'],
  search: ['first_name', 'last_name'],
  order: ['last_name', 'first_name'],
  access: 'editors',
  group: 'content',
  address: (lang, record) => `/${lang}/team/${record.slug[lang]}/${record.id}`,
})
