import { m } from '~/paraglide/messages'
import { defineCollection } from '~/features/collections/collection'
import { field } from '~/features/collections/fields'
import { articleUrl } from './magazine.urls'

/** The magazine's articles: drafts, scheduled and published ones, with their category, tags and author. */
export const articlesCollection = defineCollection({
  names: { one: 'Article', many: 'Articles' },
  path: 'articles',
  labels: {
    many: m.backoffice_nav_articles,
    new: m.backoffice_new_article,
    create: m.backoffice_create_article,
    edit: m.backoffice_edit_article,
    deleted: m.backoffice_article_deleted,
    deleteLabel: m.backoffice_delete_article,
    deleteConfirm: m.backoffice_delete_article_confirm,
    empty: m.backoffice_article_empty,
    count: m.backoffice_article_count,
    staleCopy: m.backoffice_article_stale_copy,
    search: m.backoffice_filter_search,
    bulk: { select: m.backoffice_select_article, done: m.backoffice_bulk_articles_done },
  },
  fields: {
    title: field.translated(m.backoffice_field_title, { required: true }),
    // the address carries the id: two articles may share a title
    slug: field.slug(m.backoffice_field_slug, 'title', { unique: false }),
    teaser: field.translated(m.backoffice_field_teaser, { max: 2000, multiline: true }),
    body: field.richText(m.backoffice_field_body),
    category_id: field.term(m.backoffice_field_category, 'article-categories', { unknown: m.backoffice_unknown_category }),
    author_id: field.reference(m.backoffice_field_author, 'persons', { unknown: m.backoffice_unknown_author }),
    ...field.publishing({
      at: m.backoffice_field_published_at,
      status: m.backoffice_field_status,
      draft: m.backoffice_article_status_draft,
      scheduled: m.backoffice_article_status_scheduled,
      published: m.backoffice_article_status_published,
      hint: m.backoffice_published_at_hint,
      heading: m.backoffice_col_published,
    }),
    image: field.image(m.backoffice_field_image),
    tag_ids: field.terms(m.backoffice_field_tags, 'article-tags', { unknown: m.backoffice_unknown_tag }),
  },
  title: 'title',
  columns: ['category_id', 'author_id', 'status', 'published_at'],
  filters: ['category_id', 'tag_ids', 'status'],
  search: ['title'],
  // drafts first (they are being worked on), then the newest
  order: [{ desc: 'published_at', nulls: 'first' }],
  access: 'editors',
  group: 'content',
  address: (lang, record) => articleUrl(lang, { id: record.id, slugs: record.slug }),
})
