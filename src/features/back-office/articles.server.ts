import { and, asc, count, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import * as v from 'valibot'
import type {
  BackOfficeArticle,
  BackOfficeArticleCreate,
  BackOfficeArticleListItem,
  BackOfficeArticleOptions,
  BackOfficeArticleQuery,
  BackOfficeArticleUpdate,
} from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { referenceId } from '~/content-modules/fields'
import type { Db } from '~/server/db/client.server'
import { walkModules } from '~/server/db/module-tree'
import type { ModuleNode } from '~/server/db/module-tree'
import { articleCategories, articles, articleTags, articleTagsArticles, containers, pageTranslations, persons, relatedArticles } from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { recordContentChange } from '~/server/static/revalidation.server'
import { reindexSearchDocuments } from '~/server/search/index.server'
import { forgetRedirects } from '~/features/site/site.server'
import { articleFieldsSchema, articlePath, articleStatus } from './article-input'
import type { ArticleFields, ArticleFieldsInput } from './article-input'
import { both, fieldErrors, invalid, nextVersion, notFound, optional, redirectOldPaths, richTextColumn } from './write-results.server'
import type { Both, Refusal } from './write-results.server'
import { tag } from '~/server/static/tags'
import type { Tag } from '~/server/static/tags'

export const ARTICLES_PAGE_SIZE = 25

type ArticleRow = typeof articles.$inferSelect

function articleUrls(row: { id: number; slug: Both }): Both {
  return { de: articlePath('de', row.slug.de, row.id), en: articlePath('en', row.slug.en, row.id) }
}

/**
 * What a change to an article makes stale: its page and every teaser naming it carry `article:<id>`; the magazine's
 * lists, category and tag pages and the newest-article teasers carry `articles`.
 */
const articleTagsOf = (id: number): Tag[] => [tag.article(id), tag.collection('articles')]

const personName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim()

export async function listArticlesForBackOffice(db: Db, lang: Locale, query: BackOfficeArticleQuery) {
  const page = query.page ?? 1
  const now = new Date()
  const conditions: SQL[] = []
  if (query.category) conditions.push(eq(articles.categoryId, query.category))
  if (query.tag) {
    conditions.push(sql`exists (select 1 from ${articleTagsArticles} where ${articleTagsArticles.articleId} = ${articles.id} and ${articleTagsArticles.tagId} = ${query.tag})`)
  }
  if (query.status === 'draft') conditions.push(isNull(articles.publishedAt))
  if (query.status === 'scheduled') conditions.push(gt(articles.publishedAt, now))
  if (query.status === 'published') {
    const published = and(isNotNull(articles.publishedAt), lte(articles.publishedAt, now))
    if (published) conditions.push(published)
  }
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    const either = or(ilike(sql`${articles.title}->>'de'`, pattern), ilike(sql`${articles.title}->>'en'`, pattern))
    if (either) conditions.push(either)
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const [rows, total] = await Promise.all([
    db
      .select({ article: articles, category: articleCategories, author: persons })
      .from(articles)
      .leftJoin(articleCategories, eq(articles.categoryId, articleCategories.id))
      .leftJoin(persons, eq(articles.authorId, persons.id))
      .where(where)
      // drafts first (they are being worked on), then the newest
      .orderBy(sql`${articles.publishedAt} desc nulls first`, sql`${articles.id} desc`)
      .limit(ARTICLES_PAGE_SIZE)
      .offset((page - 1) * ARTICLES_PAGE_SIZE),
    db.select({ value: count() }).from(articles).where(where),
  ])
  const results: BackOfficeArticleListItem[] = rows.map(({ article, category, author }) => ({
    id: article.id,
    title: article.title,
    category: category ? { id: category.id, name: category.name[lang] } : null,
    author: author ? { id: author.id, name: personName(author) } : null,
    published_at: article.publishedAt?.toISOString() ?? null,
    status: articleStatus(article.publishedAt, now),
    url: articleUrls(article)[lang],
  }))
  return { page, total: total[0]?.value ?? 0, results }
}

/** The categories, tags and possible authors the article form offers. */
export async function articleOptions(db: Db, lang: Locale): Promise<BackOfficeArticleOptions> {
  const [categoryRows, tagRows, personRows] = await Promise.all([
    db.select().from(articleCategories).orderBy(asc(articleCategories.position), asc(articleCategories.id)),
    db.select().from(articleTags).orderBy(sql`${articleTags.name}->>${lang}`, asc(articleTags.id)),
    db.select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName }).from(persons).orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id)),
  ])
  return {
    categories: categoryRows.map((category) => ({ id: category.id, name: category.name[lang] })),
    tags: tagRows.map((tag) => ({ id: tag.id, name: tag.name[lang] })),
    authors: personRows.map((person) => ({ id: person.id, name: personName(person) })),
  }
}

async function backOfficeArticle(db: Db, row: ArticleRow): Promise<BackOfficeArticle> {
  const tagRows = await db.select({ id: articleTagsArticles.tagId }).from(articleTagsArticles).where(eq(articleTagsArticles.articleId, row.id)).orderBy(asc(articleTagsArticles.tagId))
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    teaser: both(row.teaser),
    body: { de: row.body?.de ?? null, en: row.body?.en ?? null },
    category_id: row.categoryId,
    tag_ids: tagRows.map((tag) => tag.id),
    author_id: row.authorId,
    published_at: row.publishedAt?.toISOString() ?? null,
    status: articleStatus(row.publishedAt),
    updated_at: row.updatedAt.toISOString(),
    urls: articleUrls(row),
  }
}

/** The language is the caller's habit for every back-office read; the form shows both languages anyway. */
export async function articleForBackOffice(db: Db, _lang: Locale, id: number): Promise<BackOfficeArticle | null> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id))
  return row ? backOfficeArticle(db, row) : null
}

export type ArticleWriteResult = { ok: true; article: BackOfficeArticle } | Refusal

function checkFields(lang: Locale, input: ArticleFieldsInput): { ok: true; fields: ArticleFields } | { ok: false; errors: Record<string, string[]> } {
  const result = v.safeParse(articleFieldsSchema(lang), input)
  return result.success ? { ok: true, fields: result.output } : { ok: false, errors: fieldErrors(result.issues) }
}

/** What the database has to say about valid fields: the category, tags and author exist. */
async function checkReferences(tx: Db, lang: Locale, fields: ArticleFields): Promise<Record<string, string[]>> {
  const locale = { locale: lang }
  const errors: Record<string, string[]> = {}
  if (fields.category_id !== null) {
    const [category] = await tx.select({ id: articleCategories.id }).from(articleCategories).where(eq(articleCategories.id, fields.category_id))
    if (!category) errors.category_id = [m.backoffice_unknown_category({}, locale)]
  }
  if (fields.tag_ids.length > 0) {
    const known = await tx.select({ id: articleTags.id }).from(articleTags).where(inArray(articleTags.id, fields.tag_ids))
    if (known.length !== fields.tag_ids.length) errors.tag_ids = [m.backoffice_unknown_tag({}, locale)]
  }
  if (fields.author_id !== null) {
    const [author] = await tx.select({ id: persons.id }).from(persons).where(eq(persons.id, fields.author_id))
    if (!author) errors.author_id = [m.backoffice_unknown_author({}, locale)]
  }
  return errors
}

const articleColumns = (fields: ArticleFields) => ({
  title: fields.title,
  slug: fields.slug,
  teaser: optional(fields.teaser),
  // a language without text stores an empty document (the column holds both or none)
  body: richTextColumn(fields.body),
  categoryId: fields.category_id,
  authorId: fields.author_id,
  publishedAt: fields.published_at,
})

async function writeTags(tx: Db, articleId: number, tagIds: number[]): Promise<void> {
  await tx.delete(articleTagsArticles).where(eq(articleTagsArticles.articleId, articleId))
  if (tagIds.length) await tx.insert(articleTagsArticles).values(tagIds.map((tagId) => ({ articleId, tagId })))
}

const instant = (value: string | null | undefined) => (value ? new Date(value) : null)

/** Creates an article from both languages at once; the magazine and the search know it on commit (once published). */
export async function createArticle(db: Db, lang: Locale, input: BackOfficeArticleCreate): Promise<ArticleWriteResult> {
  const checked = checkFields(lang, {
    title: input.title,
    slug: input.slug,
    teaser: input.teaser ?? { de: '', en: '' },
    body: input.body ?? { de: null, en: null },
    category_id: input.category_id ?? null,
    tag_ids: input.tag_ids ?? [],
    author_id: input.author_id ?? null,
    published_at: instant(input.published_at),
  })
  if (!checked.ok) return invalid(lang, checked.errors)
  const { fields } = checked
  return db.transaction(async (tx): Promise<ArticleWriteResult> => {
    const errors = await checkReferences(tx, lang, fields)
    if (Object.keys(errors).length > 0) return invalid(lang, errors)
    const [row] = await tx.insert(articles).values(articleColumns(fields)).returning()
    if (!row) throw new Error('article insert returned nothing')
    await writeTags(tx, row.id, fields.tag_ids)
    await reindexSearchDocuments(tx, [{ kind: 'article', id: row.id }])
    await recordContentChange(tx, articleTagsOf(row.id))
    return { ok: true, article: await backOfficeArticle(tx, row) }
  })
}

/**
 * Applies an editor's changes (POST and PATCH alike: the fields named), if the copy they edited is still the current
 * one: an older copy is refused (409), never merged over it. A changed slug leaves a redirect from the old address.
 */
export async function updateArticle(db: Db, lang: Locale, id: number, patch: BackOfficeArticleUpdate): Promise<ArticleWriteResult> {
  let redirected = false
  const result = await db.transaction(async (tx): Promise<ArticleWriteResult> => {
    const [current] = await tx.select().from(articles).where(eq(articles.id, id)).for('update')
    if (!current) return notFound(lang)
    if (current.updatedAt.getTime() !== Date.parse(patch.updated_at)) {
      return { ok: false, status: 409, message: m.backoffice_article_stale_copy({}, { locale: lang }) }
    }
    const storedTags = (await tx.select({ id: articleTagsArticles.tagId }).from(articleTagsArticles).where(eq(articleTagsArticles.articleId, id))).map((tag) => tag.id)
    const checked = checkFields(lang, {
      title: { ...current.title, ...patch.title },
      slug: { ...current.slug, ...patch.slug },
      teaser: { ...both(current.teaser), ...patch.teaser },
      body: { de: current.body?.de ?? null, en: current.body?.en ?? null, ...patch.body },
      category_id: patch.category_id === undefined ? current.categoryId : patch.category_id,
      tag_ids: patch.tag_ids ?? storedTags,
      author_id: patch.author_id === undefined ? current.authorId : patch.author_id,
      published_at: patch.published_at === undefined ? current.publishedAt : instant(patch.published_at),
    })
    if (!checked.ok) return invalid(lang, checked.errors)
    const { fields } = checked
    const errors = await checkReferences(tx, lang, fields)
    if (Object.keys(errors).length > 0) return invalid(lang, errors)
    const [row] = await tx
      .update(articles)
      .set({ ...articleColumns(fields), updatedAt: nextVersion(current.updatedAt) })
      .where(eq(articles.id, id))
      .returning()
    if (!row) return notFound(lang)
    if (patch.tag_ids) await writeTags(tx, id, fields.tag_ids)
    redirected = await redirectOldPaths(tx, articleUrls(current), articleUrls(row))
    // found under its new title at once (or no longer, back to draft)
    await reindexSearchDocuments(tx, [{ kind: 'article', id }])
    await recordContentChange(tx, [...articleTagsOf(id), ...(redirected ? [tag.site('redirects')] : [])])
    return { ok: true, article: await backOfficeArticle(tx, row) }
  })
  if (redirected) forgetRedirects()
  return result
}

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

/** Where an article is used: blog teaser lists of pages (published or draft) and shared blocks, and other articles' related lists. */
async function articleUses(tx: Db, lang: Locale, id: number): Promise<string[]> {
  const locale = { locale: lang }
  const mentions = sql`'%BlogTeaserListModule%'`
  const [pageRows, containerRows, relatedRows] = await Promise.all([
    tx
      .select({ title: pageTranslations.title, locale: pageTranslations.locale, modules: pageTranslations.modules, draft: pageTranslations.draftModules })
      .from(pageTranslations)
      .where(or(sql`${pageTranslations.modules}::text like ${mentions}`, sql`${pageTranslations.draftModules}::text like ${mentions}`))
      .orderBy(asc(pageTranslations.pageId), asc(pageTranslations.locale)),
    tx
      .select({ slug: containers.slug, locale: containers.locale, modules: containers.modules })
      .from(containers)
      .where(sql`${containers.modules}::text like ${mentions}`)
      .orderBy(asc(containers.id)),
    tx
      .select({ title: articles.title })
      .from(relatedArticles)
      .innerJoin(articles, eq(articles.id, relatedArticles.articleId))
      .where(eq(relatedArticles.relatedId, id))
      .orderBy(asc(articles.id)),
  ])
  const language = (code: 'de' | 'en') => (code === 'de' ? m.hub_lang_de({}, locale) : m.hub_lang_en({}, locale))
  return [
    ...pageRows.filter((row) => teasesArticle(row.modules, id) || teasesArticle(row.draft, id)).map((row) => m.backoffice_used_on_page({ title: row.title, language: language(row.locale) }, locale)),
    ...containerRows.filter((row) => teasesArticle(row.modules, id)).map((row) => m.backoffice_used_in_container({ title: row.slug, language: language(row.locale) }, locale)),
    ...relatedRows.map((row) => m.backoffice_used_as_related({ title: row.title[lang] || row.title.de }, locale)),
  ]
}

export type ArticleDeleteResult = { ok: true } | Refusal

/**
 * Deletes an article nothing points to; one a teaser list or another article's related list names is refused, and
 * the answer says where (it can be set to draft meanwhile).
 */
export async function deleteArticle(db: Db, lang: Locale, id: number): Promise<ArticleDeleteResult> {
  return db.transaction(async (tx): Promise<ArticleDeleteResult> => {
    const [current] = await tx.select().from(articles).where(eq(articles.id, id)).for('update')
    if (!current) return notFound(lang)
    const places = await articleUses(tx, lang, id)
    if (places.length > 0) {
      const named = places.slice(0, NAMED_PLACES).join(', ')
      return { ok: false, status: 409, message: m.backoffice_article_delete_refused({ count: places.length, places: places.length > NAMED_PLACES ? `${named} …` : named }, { locale: lang }) }
    }
    await tx.delete(articles).where(eq(articles.id, id))
    await reindexSearchDocuments(tx, [{ kind: 'article', id }])
    await recordContentChange(tx, articleTagsOf(id))
    return { ok: true }
  })
}

/**
 * Publishes (now: drafts and scheduled ones) or takes back to draft many articles at once. Each changed article
 * gets a new version stamp (open copies become outdated), its search entry follows, and one change record names
 * them all. Answers how many changed.
 */
export async function bulkPublishArticles(db: Db, ids: number[], action: 'publish' | 'unpublish'): Promise<number> {
  return db.transaction(async (tx) => {
    const now = new Date()
    const which = action === 'publish' ? or(isNull(articles.publishedAt), gt(articles.publishedAt, now)) : isNotNull(articles.publishedAt)
    const changed = await tx
      .update(articles)
      .set({
        publishedAt: action === 'publish' ? now : null,
        updatedAt: sql`greatest(${now.toISOString()}::timestamptz, ${articles.updatedAt} + interval '1 millisecond')`,
      })
      .where(and(inArray(articles.id, ids), which))
      .returning({ id: articles.id })
    if (changed.length === 0) return 0
    await reindexSearchDocuments(tx, changed.map((row) => ({ kind: 'article' as const, id: row.id })))
    await recordContentChange(tx, changed.flatMap((row) => articleTagsOf(row.id)))
    return changed.length
  })
}
