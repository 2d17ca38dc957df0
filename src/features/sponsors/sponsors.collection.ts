import { m } from '~/paraglide/messages'
import { defineCollection } from '~/features/collections/collection'
import { field } from '~/features/collections/fields'

/** Sponsors and partners (decision 0031): the first record type described once, shown in the footer and a module. */
export const sponsorsCollection = defineCollection({
  names: { one: 'Sponsor', many: 'Sponsors' },
  path: 'sponsors',
  labels: {
    many: m.sponsors_nav,
    new: m.sponsors_new,
    create: m.sponsors_create,
    edit: m.sponsors_edit,
    deleted: m.sponsors_deleted,
    deleteLabel: m.sponsors_delete,
    deleteConfirm: m.sponsors_delete_confirm,
    empty: m.sponsors_empty,
    count: m.sponsors_count,
  },
  fields: {
    name: field.text(m.backoffice_field_name, { required: true }),
    logo: field.image(m.sponsors_field_logo, { required: true }),
    link: field.link(m.sponsors_field_link),
    level: field.choice(
      m.sponsors_field_level,
      [
        { value: 'main', label: m.sponsors_level_main },
        { value: 'sponsor', label: m.sponsors_level_sponsor },
        { value: 'partner', label: m.sponsors_level_partner },
        { value: 'media', label: m.sponsors_level_media },
      ],
      'sponsor',
    ),
    position: field.number(m.sponsors_field_position, { required: true, min: 0, max: 999 }),
  },
  title: 'name',
  columns: ['level', 'position'],
  filters: ['level'],
  search: ['name'],
  order: ['level', 'position', 'name'],
  access: 'editors',
  group: 'website',
})
