import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/server/db/client.server'
import { articleCategories, articles, articleTags, contentChanges, pages, pageTranslations, persons, redirects, relatedArticles, searchDocuments } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { createRecord, deleteRecord, listRecords, publishRecords, readRecord, updateRecord } from '~/features/collections/service.server'
import type { BulkPublishing, CreateOf, QueryOf, UpdateOf } from '~/features/collections/collection'
import type { Locale } from '~/contract/shared'
import { richTextJson } from '~/features/back-office/rich-text-json'
import { articlesServer } from './article-records.server'

// Articles on the collection description (decisions 0031, 0037): their tags in their join table, written in the
// article's save; the publishing state worked out from the moment; drafts first in the list; bulk publishing.
type Fields = typeof articlesServer.collection.fields
const listArticlesForBackOffice = (db: Db, lang: Locale, query: QueryOf<Fields>) => listRecords(db, lang, articlesServer, query)
const articleForBackOffice = (db: Db, _lang: Locale, id: number) => readRecord(db, articlesServer, id)
const createArticle = async (db: Db, lang: Locale, body: CreateOf<Fields>) => {
  const result = await createRecord(db, lang, articlesServer, body)
  return result.ok ? { ok: true as const, article: result.record } : result
}
const updateArticle = async (db: Db, lang: Locale, id: number, patch: UpdateOf<Fields>) => {
  const result = await updateRecord(db, lang, articlesServer, id, patch)
  return result.ok ? { ok: true as const, article: result.record } : result
}
const deleteArticle = (db: Db, lang: Locale, id: number) => deleteRecord(db, lang, articlesServer, id)
const bulkPublishArticles = (db: Db, ids: number[], action: BulkPublishing['action']) => publishRecords(db, articlesServer, { ids, action })

const both = (de: string, en: string) => ({ de, en })
const paragraph = (text: string) =>
  richTextJson({
    root: {
      type: 'root',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: [{ type: 'paragraph', version: 1, direction: null, format: '', indent: 0, children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }] }],
    },
  })

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`back-office articles on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let essays = 0
    let news = 0
    let tagId = 0
    let author = 0
    let teased = 0
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      const categories = await db
        .insert(articleCategories)
        .values([
          { name: both('Essays', 'Essays'), slug: both('essays', 'essays'), position: 0 },
          { name: both('Neuigkeiten', 'News'), slug: both('neuigkeiten', 'news'), position: 1 },
        ])
        .returning()
      essays = categories[0]?.id ?? 0
      news = categories[1]?.id ?? 0
      const [tag] = await db.insert(articleTags).values({ name: both('Oper', 'Opera'), slug: both('oper', 'opera') }).returning()
      tagId = tag?.id ?? 0
      const [person] = await db.insert(persons).values({ firstName: 'Dora', lastName: 'Dramaturg', slug: 'dora-dramaturg' }).returning()
      author = person?.id ?? 0
      const [article] = await db
        .insert(articles)
        .values({ title: both('Hinter der Bühne', 'Backstage'), slug: both('hinter-der-buehne', 'backstage'), categoryId: essays, publishedAt: new Date('2026-10-01T08:00:00Z') })
        .returning()
      teased = article?.id ?? 0
    }, 60_000)
    afterAll(async () => {
      await database?.dispose()
    })

    const lastTags = async () => (await db.select().from(contentChanges).orderBy(contentChanges.id)).at(-1)?.tags
    const current = async (id: number) => {
      const copy = await articleForBackOffice(db, 'de', id)
      if (!copy) throw new Error(`no article ${id}`)
      return copy
    }
    const newArticle = (overrides: CreateOf<Fields> = {}): CreateOf<Fields> => ({
      title: both('Premiere im Dezember', 'Premiere in December'),
      slug: both('premiere-im-dezember', 'premiere-in-december'),
      teaser: both('Kurz gesagt', 'In short'),
      body: { de: paragraph('Ein Text.'), en: paragraph('A text.') },
      category_id: news,
      tag_ids: [tagId],
      author_id: author,
      published_at: '2026-11-20T09:00:00.000Z',
      ...overrides,
    })
    const searchRefs = async (id: number) => (await db.select().from(searchDocuments).where(eq(searchDocuments.refId, id))).filter((doc) => doc.kind === 'article')

    it('lists by category, tag, status and title', async () => {
      expect((await listArticlesForBackOffice(db, 'en', {})).results).toEqual([
        expect.objectContaining({ id: teased, title: both('Hinter der Bühne', 'Backstage'), category_id: essays, author_id: null, status: 'published', published_at: '2026-10-01T08:00:00.000Z', url: `/en/mediathek-en/backstage/${teased}` }),
      ])
      expect((await listArticlesForBackOffice(db, 'de', { q: 'bühne' })).total).toBe(1)
      expect((await listArticlesForBackOffice(db, 'de', { q: '%' })).total).toBe(0)
      expect((await listArticlesForBackOffice(db, 'de', { category_id: String(essays) })).total).toBe(1)
      expect((await listArticlesForBackOffice(db, 'de', { category_id: String(news) })).total).toBe(0)
      expect((await listArticlesForBackOffice(db, 'de', { tag_ids: String(tagId) })).total).toBe(0)
      expect((await listArticlesForBackOffice(db, 'de', { status: 'draft' })).total).toBe(0)
      expect((await listArticlesForBackOffice(db, 'de', { status: 'published' })).total).toBe(1)
      expect((await listArticlesForBackOffice(db, 'de', { status: 'scheduled' })).total).toBe(0)
    })

    it('creates an article with its body, tags and author, in the magazine and the search', async () => {
      const result = await createArticle(db, 'de', newArticle())
      if (!result.ok) throw new Error(result.message)
      const { article } = result
      expect(article).toMatchObject({
        title: both('Premiere im Dezember', 'Premiere in December'),
        teaser: both('Kurz gesagt', 'In short'),
        category_id: news,
        tag_ids: [tagId],
        author_id: author,
        status: 'published',
        published_at: '2026-11-20T09:00:00.000Z',
        urls: { de: `/de/mediathek-de/premiere-im-dezember/${article.id}`, en: `/en/mediathek-en/premiere-in-december/${article.id}` },
      })
      expect(JSON.stringify(article.body.en)).toContain('A text.')
      expect(await lastTags()).toEqual([`article:${article.id}`, 'articles'])
      expect((await searchRefs(article.id)).length).toBe(2)
      expect((await listArticlesForBackOffice(db, 'de', { tag_ids: String(tagId) })).results.map((row) => row.id)).toEqual([article.id])
      // a draft: no date, not in the search
      const draft = await createArticle(db, 'de', newArticle({ slug: both('entwurf', 'draft'), published_at: null, body: undefined }))
      if (!draft.ok) throw new Error(draft.message)
      expect(draft.article).toMatchObject({ status: 'draft', published_at: null, body: { de: null, en: null } })
      expect(await searchRefs(draft.article.id)).toEqual([])
      expect((await listArticlesForBackOffice(db, 'de', { status: 'draft' })).results.map((row) => row.id)).toEqual([draft.article.id])
      // drafts first, then the newest
      expect((await listArticlesForBackOffice(db, 'de', {})).results.map((row) => row.id)).toEqual([draft.article.id, article.id, teased])
    })

    it('refuses invalid fields and unknown references, in the editor’s language, and stores nothing', async () => {
      const before = (await listArticlesForBackOffice(db, 'de', {})).total
      expect(await createArticle(db, 'de', newArticle({ title: both(' ', 'Fine'), slug: both('Mit Leerzeichen', 'fine') }))).toMatchObject({
        ok: false,
        status: 400,
        errors: { 'title.de': ['Dieses Feld ist erforderlich!'], 'slug.de': [expect.stringContaining('Nur Kleinbuchstaben')] },
      })
      expect(await createArticle(db, 'en', newArticle({ category_id: 999_999, tag_ids: [999_998], author_id: 999_997 }))).toMatchObject({
        ok: false,
        status: 400,
        errors: { category_id: ['This category does not exist.'], tag_ids: [expect.stringContaining('tags')], author_id: ['This person does not exist.'] },
      })
      expect((await listArticlesForBackOffice(db, 'de', {})).total).toBe(before)
    })

    it('updates and patches only the fields named, regenerating its pages', async () => {
      const copy = await current(teased)
      const updated = await updateArticle(db, 'de', teased, { updated_at: copy.updated_at, teaser: { en: 'Behind the scenes' }, body: { de: paragraph('Neu.') }, author_id: author })
      expect(updated).toMatchObject({ ok: true, article: { teaser: both('', 'Behind the scenes'), author_id: author, category_id: essays, title: both('Hinter der Bühne', 'Backstage') } })
      if (!updated.ok) throw new Error(updated.message)
      expect(JSON.stringify(updated.article.body.de)).toContain('Neu.')
      expect(await lastTags()).toEqual([`article:${teased}`, 'articles'])
      const unpublished = await updateArticle(db, 'de', teased, { updated_at: updated.article.updated_at, published_at: null })
      expect(unpublished).toMatchObject({ ok: true, article: { status: 'draft' } })
      expect(await searchRefs(teased)).toEqual([])
      if (!unpublished.ok) throw new Error(unpublished.message)
      expect((await updateArticle(db, 'de', teased, { updated_at: unpublished.article.updated_at, published_at: '2026-10-01T08:00:00.000Z' })).ok).toBe(true)
    })

    it('refuses an update made on an outdated copy; of two concurrent saves one is applied', async () => {
      const copy = await current(teased)
      expect((await updateArticle(db, 'de', teased, { updated_at: copy.updated_at, title: { de: 'Hinter den Kulissen' } })).ok).toBe(true)
      expect(await updateArticle(db, 'en', teased, { updated_at: copy.updated_at, title: { en: 'Other' } })).toEqual({ ok: false, status: 409, message: expect.stringContaining('Someone else changed this article') })
      expect((await current(teased)).title).toEqual(both('Hinter den Kulissen', 'Backstage'))
      const fresh = await current(teased)
      const answers = await Promise.all(['Eins', 'Zwei'].map((title) => updateArticle(db, 'de', teased, { updated_at: fresh.updated_at, title: { de: title } })))
      expect(answers.map((answer) => (answer.ok ? 200 : answer.status)).toSorted()).toEqual([200, 409])
      expect(await updateArticle(db, 'de', 987_654, { updated_at: fresh.updated_at })).toMatchObject({ ok: false, status: 404 })
    })

    it('a slug change leaves a redirect from the old address of that language only', async () => {
      const copy = await current(teased)
      const changed = await updateArticle(db, 'de', teased, { updated_at: copy.updated_at, slug: { en: 'behind-the-scenes' } })
      if (!changed.ok) throw new Error(changed.message)
      const rows = (await db.select({ oldPath: redirects.oldPath, newPath: redirects.newPath }).from(redirects)).filter((row) => row.oldPath.endsWith(`/${teased}`))
      expect(rows.map((row) => [row.oldPath, row.newPath])).toEqual([[`/en/mediathek-en/backstage/${teased}`, `/en/mediathek-en/behind-the-scenes/${teased}`]])
      expect(await lastTags()).toEqual([`article:${teased}`, 'articles', 'redirects'])
    })

    it('publishes drafts and scheduled articles at once and takes them back to draft; open copies become outdated', async () => {
      const draft = await createArticle(db, 'de', newArticle({ slug: both('entwurf-sammel', 'draft-bulk'), published_at: null }))
      const scheduled = await createArticle(db, 'de', newArticle({ slug: both('geplant-sammel', 'scheduled-bulk'), published_at: '2099-01-01T09:00:00.000Z' }))
      if (!draft.ok || !scheduled.ok) throw new Error('articles not created')
      expect([draft.article.status, scheduled.article.status]).toEqual(['draft', 'scheduled'])
      expect(await searchRefs(draft.article.id)).toEqual([])
      const ids = [draft.article.id, scheduled.article.id, teased]
      // the published one stays as it is: two change
      expect(await bulkPublishArticles(db, ids, 'publish')).toBe(2)
      expect((await current(draft.article.id)).status).toBe('published')
      expect((await current(scheduled.article.id)).status).toBe('published')
      expect((await current(teased)).published_at).toBe('2026-10-01T08:00:00.000Z')
      expect(await lastTags()).toEqual([`article:${draft.article.id}`, 'articles', `article:${scheduled.article.id}`])
      expect((await searchRefs(draft.article.id)).length).toBeGreaterThan(0)
      // a copy opened before the bulk change is outdated
      expect(await updateArticle(db, 'de', draft.article.id, { updated_at: draft.article.updated_at, teaser: { de: 'Älter' } })).toMatchObject({ ok: false, status: 409 })

      expect(await bulkPublishArticles(db, [draft.article.id, scheduled.article.id], 'unpublish')).toBe(2)
      expect((await current(draft.article.id)).status).toBe('draft')
      expect(await searchRefs(draft.article.id)).toEqual([])
      expect(await bulkPublishArticles(db, [draft.article.id], 'unpublish')).toBe(0)
    })

    it('refuses to delete an article a teaser list or another article names, saying where; deletes it once free', async () => {
      const [page] = await db.insert(pages).values({}).returning()
      const pageId = page?.id ?? 0
      const teaserList = { id: 'm1', model: 'BlogTeaserListModule', order: 0, data: { items: [String(teased)] } }
      await db.insert(pageTranslations).values({ pageId, locale: 'de', title: 'Magazin-Start', slug: 'magazin-start', path: 'magazin-start', modules: [{ id: 's1', model: 'SectionModule', order: 0, data: {}, columns: [{ index: 0, classes: '', children: [teaserList] }] }] })
      const other = await createArticle(db, 'de', newArticle({ slug: both('anderer', 'other'), title: both('Ein anderer', 'Another') }))
      if (!other.ok) throw new Error(other.message)
      await db.insert(relatedArticles).values({ articleId: other.article.id, relatedId: teased })
      expect(await deleteArticle(db, 'de', teased)).toEqual({ ok: false, status: 409, message: expect.stringContaining('noch verwendet (2×): Seite „Magazin-Start“ (Deutsch), verwandter Artikel in „Ein anderer“.') })
      await db.delete(relatedArticles)
      await db.update(pageTranslations).set({ modules: [], draftModules: [teaserList] }).where(eq(pageTranslations.pageId, pageId))
      expect(await deleteArticle(db, 'en', teased)).toEqual({ ok: false, status: 409, message: expect.stringContaining('still used (1×): page “Magazin-Start” (German).') })
      await db.update(pageTranslations).set({ draftModules: null }).where(eq(pageTranslations.pageId, pageId))
      expect(await deleteArticle(db, 'de', teased)).toEqual({ ok: true })
      expect(await lastTags()).toEqual([`article:${teased}`, 'articles'])
      expect(await articleForBackOffice(db, 'de', teased)).toBeNull()
      expect(await deleteArticle(db, 'de', teased)).toMatchObject({ ok: false, status: 404 })
    })
  })
}
