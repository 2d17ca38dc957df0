import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/server/db/client.server'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { contentChanges, pages, pageTranslations, searchDocuments } from '~/server/db/schema'
import { getCmsPage } from '~/features/cms-pages/cms-pages.server'
import { pageSettings, updatePageSettings } from './page-settings.server'

// A page's settings per language against a real database: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.

const empty = { headline: '', meta_title: '', meta_description: '', og_title: '', og_description: '' }

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`page settings on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let pageId: number

    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      const [page] = await db.insert(pages).values({}).returning()
      if (!page) throw new Error('no page')
      pageId = page.id
      await db.insert(pageTranslations).values([
        { pageId, locale: 'de', title: 'Probe', slug: 'probe', path: 'probe', headline: 'Die Probe' },
        { pageId, locale: 'en', title: 'Rehearsal', slug: 'rehearsal', path: 'rehearsal' },
      ])
    }, 120_000)

    afterAll(async () => {
      await database?.dispose()
    })

    it('reads and changes one language at once: the page, its search entry and its regeneration follow; the other language stays', async () => {
      const before = await pageSettings(db, 'de', pageId)
      expect(before).toEqual({
        page: pageId,
        path: 'probe',
        revision: 1,
        title: 'Probe',
        headline: 'Die Probe',
        meta_title: '',
        meta_description: '',
        og_title: '',
        og_description: '',
        slug_fixed: false,
        structure: expect.objectContaining({ slug: 'probe', in_menu: true, page_class: '' }),
      })
      const saved = await updatePageSettings(db, 'de', pageId, { ...empty, revision: 1, title: 'Generalprobe', meta_description: 'Die letzte Probe vor der Premiere.' })
      expect(saved).toMatchObject({ revision: 2, title: 'Generalprobe', headline: '', meta_description: 'Die letzte Probe vor der Premiere.' })
      const page = await getCmsPage(db, 'de', 'probe', { user: null })
      // an emptied headline falls back to the title
      expect(page).toMatchObject({ title: 'Generalprobe', headline: 'Generalprobe', meta_description: 'Die letzte Probe vor der Premiere.' })
      expect((await db.select().from(contentChanges)).at(-1)?.tags).toEqual([`page:${pageId}`])
      const [document] = await db.select().from(searchDocuments).where(and(eq(searchDocuments.kind, 'page'), eq(searchDocuments.refId, pageId), eq(searchDocuments.locale, 'de')))
      expect(document?.title).toBe('Generalprobe')
      expect((await pageSettings(db, 'en', pageId)).title).toBe('Rehearsal')
    })

    it('refuses an outdated copy (409) and an empty title (400, at the field, in the language of the page), changing nothing', async () => {
      const current = await pageSettings(db, 'en', pageId)
      await expect(updatePageSettings(db, 'en', pageId, { ...empty, revision: current.revision + 5, title: 'Late' })).rejects.toMatchObject({ status: 409 })
      await expect(updatePageSettings(db, 'en', pageId, { ...empty, revision: current.revision, title: '' })).rejects.toMatchObject({ status: 400, errors: { title: ['This field is required!'] } })
      expect(await pageSettings(db, 'en', pageId)).toEqual(current)
      await expect(pageSettings(db, 'en', pageId + 1000)).rejects.toMatchObject({ status: 404 })
    })
  })
}
