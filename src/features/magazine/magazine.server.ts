import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Db } from '~/server/db/client.server'
import { pagedAnswer } from '~/server/api/paged'
import { articleCategories, articleTags, articleTagsArticles, articles, persons, relatedArticles } from '~/server/db/schema'
import type { Locale } from '~/contract/shared'
import type { ArticleCategory, ArticleDetail, ArticleListItem, ArticleTag } from '~/contract/sections'
import { HttpError } from '~/server/api/http-error'
import { recordExpiry } from '~/server/static/render-tags.server'
import { ARTICLES_PAGE_SIZE, ARTICLE_TEASER_COUNT } from './magazine.shared'
import type { ArticleFilter } from './magazine.shared'

type ArticleRow = typeof articles.$inferSelect

/** Drafts (no publication date) and articles scheduled for later stay hidden. */
function published(): SQL {
  return and(isNotNull(articles.publishedAt), lte(articles.publishedAt, new Date())) ?? sql`false`
}

/**
 * Records, for the page rendering, when the next article scheduled for later comes out — of these articles or
 * categories, else of all: a list of published articles changes by itself then.
 */
export async function recordNextPublication(db: Db, of: { ids?: readonly number[]; categoryIds?: readonly number[]; now?: Date } = {}): Promise<void> {
  const [next] = await db
    .select({ at: articles.publishedAt })
    .from(articles)
    .where(
      and(
        gt(articles.publishedAt, of.now ?? new Date()),
        of.ids ? inArray(articles.id, [...of.ids]) : undefined,
        of.categoryIds ? inArray(articles.categoryId, [...of.categoryIds]) : undefined,
      ),
    )
    .orderBy(asc(articles.publishedAt))
    .limit(1)
  if (next?.at) recordExpiry(next.at.getTime())
}

function filterConditions(filter: ArticleFilter): SQL[] {
  const conditions = [published()]
  if (filter.category !== undefined) conditions.push(eq(articles.categoryId, filter.category))
  if (filter.tag !== undefined) {
    conditions.push(sql`exists (select 1 from ${articleTagsArticles} where ${articleTagsArticles.articleId} = ${articles.id} and ${articleTagsArticles.tagId} = ${filter.tag})`)
  }
  return conditions
}

function category(row: typeof articleCategories.$inferSelect, lang: Locale): ArticleCategory {
  return { id: row.id, name: row.name[lang], style_name: row.styleName, slug: row.slug[lang], slugs: row.slug }
}

function tag(row: typeof articleTags.$inferSelect, lang: Locale): ArticleTag {
  return { id: row.id, name: row.name[lang], slug: row.slug[lang], slugs: row.slug }
}

/** List items for a set of article rows: two batched look-ups, whatever the number of rows. */
async function toArticleItems(db: Db, lang: Locale, rows: ArticleRow[]): Promise<ArticleListItem[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const categoryIds = rows.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId]))
  const [categoryRows, tagRows] = await Promise.all([
    categoryIds.length ? db.select().from(articleCategories).where(inArray(articleCategories.id, categoryIds)) : Promise.resolve([]),
    db
      .select({ articleId: articleTagsArticles.articleId, tag: articleTags })
      .from(articleTagsArticles)
      .innerJoin(articleTags, eq(articleTags.id, articleTagsArticles.tagId))
      .where(inArray(articleTagsArticles.articleId, ids))
      .orderBy(asc(articleTags.id)),
  ])
  return rows.map((row) => {
    const categoryRow = categoryRows.find((entry) => entry.id === row.categoryId)
    return {
      id: row.id,
      slug: row.slug[lang],
      slugs: row.slug,
      title: row.title[lang],
      teaser: row.teaser?.[lang] || null,
      published_at: (row.publishedAt ?? row.createdAt).toISOString(),
      category: categoryRow ? category(categoryRow, lang) : null,
      tags: tagRows.filter((entry) => entry.articleId === row.id).map((entry) => tag(entry.tag, lang)),
      image: row.image ? { url: row.image, alt: '' } : null,
    }
  })
}


/** Newest first. */
export async function listArticles(db: Db, lang: Locale, filter: ArticleFilter, page = 1, pageSize = ARTICLES_PAGE_SIZE) {
  const where = and(...filterConditions(filter))
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(articles).where(where),
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    // the page changes when the next article scheduled for later comes out
    recordNextPublication(db),
  ])
  return pagedAnswer({ path: `/${lang}/api/articles/`, filter, page, pageSize, total: total?.total ?? 0, results: await toArticleItems(db, lang, rows) })
}

/** Teasers of the given articles in the given order, or the newest few. */
export async function listArticleTeasers(db: Db, lang: Locale, ids: number[]): Promise<ArticleListItem[]> {
  if (ids.length === 0) {
    const [rows] = await Promise.all([
      db.select().from(articles).where(published()).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(ARTICLE_TEASER_COUNT),
      recordNextPublication(db),
    ])
    return toArticleItems(db, lang, rows)
  }
  const [rows] = await Promise.all([db.select().from(articles).where(and(published(), inArray(articles.id, ids))), recordNextPublication(db, { ids })])
  const ordered = ids.flatMap((id) => rows.filter((row) => row.id === id))
  return toArticleItems(db, lang, ordered)
}

export async function getArticle(db: Db, lang: Locale, id: number): Promise<ArticleDetail> {
  const [row] = await db.select().from(articles).where(and(eq(articles.id, id), published())).limit(1)
  if (!row) throw new HttpError(404, '404 Not Found')
  const [[item], authorRows, relatedRows] = await Promise.all([
    toArticleItems(db, lang, [row]),
    row.authorId === null ? Promise.resolve([]) : db.select().from(persons).where(eq(persons.id, row.authorId)).limit(1),
    db
      .select({ article: articles })
      .from(relatedArticles)
      .innerJoin(articles, eq(articles.id, relatedArticles.relatedId))
      .where(and(eq(relatedArticles.articleId, id), published()))
      .orderBy(asc(relatedArticles.position)),
  ])
  if (!item) throw new HttpError(404, '404 Not Found')
  const author = authorRows[0]
  return {
    ...item,
    body: row.body?.[lang] ?? null,
    author: author ? { id: author.id, name: `${author.firstName} ${author.lastName}`, slug: author.slug, role: author.role?.[lang] ?? '' } : null,
    related: await toArticleItems(
      db,
      lang,
      relatedRows.map((entry) => entry.article),
    ),
  }
}

export async function listArticleCategories(db: Db, lang: Locale): Promise<ArticleCategory[]> {
  const rows = await db.select().from(articleCategories).orderBy(asc(articleCategories.position), asc(articleCategories.id))
  return rows.map((row) => category(row, lang))
}

/** All tags, by name in the visitor's language. */
export async function listArticleTags(db: Db, lang: Locale): Promise<ArticleTag[]> {
  const rows = await db.select().from(articleTags)
  return rows.map((row) => tag(row, lang)).sort((a, b) => a.name.localeCompare(b.name, lang))
}
