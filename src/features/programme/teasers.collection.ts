import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { defineCollection } from '~/features/collections/collection'
import { field } from '~/features/collections/fields'

const Both = v.object({ de: v.string(), en: v.string() })
/** A link text without a link would be a button to nowhere. */
const linkTextHasLink = (language: 'de' | 'en') => (values: Readonly<Record<string, unknown>>) => {
  const link = v.parse(v.fallback(Both, { de: '', en: '' }), values.link)
  const text = v.parse(v.fallback(Both, { de: '', en: '' }), values.link_text)
  return link[language] !== '' || text[language] === ''
}

/** Teasers between the programme's events: each sits at the end of its day (a festival, a subscription, a notice). */
export const teasersCollection = defineCollection({
  names: { one: 'Teaser', many: 'Teasers' },
  path: 'teasers',
  labels: {
    many: m.backoffice_nav_teasers,
    new: m.backoffice_new_teaser,
    create: m.backoffice_create_teaser,
    edit: m.backoffice_edit_teaser,
    deleted: m.backoffice_teaser_deleted,
    deleteLabel: m.backoffice_delete_teaser,
    deleteConfirm: m.backoffice_delete_teaser_confirm,
    empty: m.backoffice_teasers_empty,
    count: m.backoffice_teasers_count,
    staleCopy: m.backoffice_teaser_stale_copy,
    search: m.backoffice_filter_name,
    intro: m.backoffice_teasers_intro,
  },
  fields: {
    position: field.day(m.backoffice_field_day),
    name: field.text(m.backoffice_field_internal_name, { required: true, max: 120 }),
    preline: field.translated(m.backoffice_field_preline),
    headline: field.translated(m.backoffice_field_headline, { required: true }),
    subline: field.translated(m.backoffice_field_subline, { max: 300 }),
    link: field.translated(m.backoffice_field_link, { format: 'link', hint: m.backoffice_link_hint }),
    link_text: field.translated(m.backoffice_field_link_text, { max: 80 }),
    image: field.image(m.backoffice_field_image),
  },
  checks: [
    { path: 'link.de', test: linkTextHasLink('de'), message: m.backoffice_link_text_without_link },
    { path: 'link.en', test: linkTextHasLink('en'), message: m.backoffice_link_text_without_link },
  ],
  title: 'name',
  columns: ['position', 'headline'],
  range: 'position',
  search: ['name', 'headline'],
  order: ['position'],
  access: 'editors',
  group: 'programme',
})
