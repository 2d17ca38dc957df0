import { asc, eq, or, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Locale } from '~/contract/shared'
import { referenceId } from '~/content-modules/fields'
import type { Db } from '~/server/db/client.server'
import { walkModules } from '~/server/db/module-tree'
import type { ModuleNode } from '~/server/db/module-tree'
import { articles, containers, pageTranslations, relatedArticles } from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { tag } from '~/server/static/tags'
import type { CollectionServer } from '~/features/collections/service.server'
import { articlesCollection } from './articles.collection'

/** Whether a module tree has a blog teaser list naming the article. */
function teasesArticle(nodes: ModuleNode[] | null, id: number): boolean {
  for (const node of walkModules(nodes ?? [])) {
    if (node.model !== 'BlogTeaserListModule') continue
    const items = v.safeParse(v.array(referenceId), node.data.items)
    if (items.success && items.output.includes(id)) return true
  }
  return false
}

/** How many places to name in a refusal; the count says how many there are in all. */
const NAMED_PLACES = 3

/**
 * An article a blog teaser list of a page (published or draft) or a shared block names, or another article's related
 * list, stays; the refusal says where (it can be set to draft meanwhile).
 */
async function articleUses(tx: Db, lang: Locale, id: number): Promise<string | null> {
  const locale = { locale: lang }
  const mentions = sql`'%BlogTeaserListModule%'`
  const [pageRows, containerRows, relatedRows] = await Promise.all([
    tx
      .select({ title: pageTranslations.title, locale: pageTranslations.locale, modules: pageTranslations.modules, draft: pageTranslations.draftModules })
      .from(pageTranslations)
      .where(or(sql`${pageTranslations.modules}::text like ${mentions}`, sql`${pageTranslations.draftModules}::text like ${mentions}`))
      .orderBy(asc(pageTranslations.pageId), asc(pageTranslations.locale)),
    tx.select({ slug: containers.slug, locale: containers.locale, modules: containers.modules }).from(containers).where(sql`${containers.modules}::text like ${mentions}`).orderBy(asc(containers.id)),
    tx.select({ title: articles.title }).from(relatedArticles).innerJoin(articles, eq(articles.id, relatedArticles.articleId)).where(eq(relatedArticles.relatedId, id)).orderBy(asc(articles.id)),
  ])
  const language = (code: 'de' | 'en') => (code === 'de' ? m.hub_lang_de({}, locale) : m.hub_lang_en({}, locale))
  const places = [
    ...pageRows.filter((row) => teasesArticle(row.modules, id) || teasesArticle(row.draft, id)).map((row) => m.backoffice_used_on_page({ title: row.title, language: language(row.locale) }, locale)),
    ...containerRows.filter((row) => teasesArticle(row.modules, id)).map((row) => m.backoffice_used_in_container({ title: row.slug, language: language(row.locale) }, locale)),
    ...relatedRows.map((row) => m.backoffice_used_as_related({ title: row.title[lang] || row.title.de }, locale)),
  ]
  if (places.length === 0) return null
  const named = places.slice(0, NAMED_PLACES).join(', ')
  return m.backoffice_article_delete_refused({ count: places.length, places: places.length > NAMED_PLACES ? `${named} …` : named }, locale)
}

/**
 * Where articles and their tags live, and what a change makes stale: its page and every teaser naming it carry
 * `article:<id>`; the magazine's lists, category and tag pages and the newest-article teasers carry `articles`.
 */
export const articlesServer = {
  collection: articlesCollection,
  table: 'articles',
  tags: (id) => [tag.article(id), tag.collection('articles')],
  // found under its new title at once (or no longer: back to draft, or gone)
  documents: async (_tx, id) => [{ kind: 'article', id }],
  blocksDelete: articleUses,
  joins: { tag_ids: { table: 'article_tags_articles', parent: 'article_id', term: 'tag_id' } },
  references: { persons: 'persons' },
} satisfies CollectionServer<'Article', 'Articles', 'articles', typeof articlesCollection.fields>
