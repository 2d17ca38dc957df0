import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ModuleNode } from '~/server/db/module-tree'
import type { Db } from '~/server/db/client.server'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import type { SessionUser } from '~/server/auth/session.server'
import { staffSession } from './editor-test-support'
import { HttpError } from '~/server/api/http-error'
import { contentChanges, navItems, pageLocks, pageSchedules, pages, pageTranslations, searchDocuments, users } from '~/server/db/schema'
import { getCmsPage, getNavigation } from '~/features/cms-pages/cms-pages.server'
import { berlinLocalToDate } from '~/server/api/handlers/versions.server'
import { editSection } from './sections.server'
import {
  LOCK_STALE_MS,
  compareVersion,
  discardDraft,
  pageVersionState,
  publishPage,
  recentActivities,
  releaseLock,
  restoreVersion,
  runDueSchedules,
  schedulePage,
  startScheduleRunner,
  takeLock,
  takePageOffline,
  versionsDashboard,
} from './versions.server'

// The version model against a real database: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.

const headline = (id: string, content: string): ModuleNode => ({ id, model: 'HeadlineModule', order: 0, data: { headline_level: 2, content } })

async function errorOf(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof HttpError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

describe('Berlin wall-clock times of planned publications', () => {
  it('reads ordinary times with the summer and winter offsets', () => {
    expect(berlinLocalToDate('2026-07-01T12:00')?.toISOString()).toBe('2026-07-01T10:00:00.000Z')
    expect(berlinLocalToDate('2026-12-01T12:00')?.toISOString()).toBe('2026-12-01T11:00:00.000Z')
    expect(berlinLocalToDate('2026-12-01T12:00:07')?.toISOString()).toBe('2026-12-01T11:00:07.000Z')
  })
  it('moves a time the spring change skips on by the gap, and takes the earlier of a time the autumn change repeats', () => {
    // 29 March 2026: 02:00 → 03:00
    expect(berlinLocalToDate('2026-03-29T02:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z')
    expect(berlinLocalToDate('2026-03-29T03:00')?.toISOString()).toBe('2026-03-29T01:00:00.000Z')
    // 25 October 2026: 03:00 → 02:00, so 02:30 happens twice
    expect(berlinLocalToDate('2026-10-25T02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z')
    expect(berlinLocalToDate('2026-10-25T03:30')?.toISOString()).toBe('2026-10-25T02:30:00.000Z')
  })
  it('refuses what is not a wall-clock time', () => {
    for (const value of ['2026-02-30T10:00', '2026-01-01T24:00', '2026-01-01 10:00', '2026-01-01T10:60', '2026-01-01T10:00:60', 'morgen']) expect(berlinLocalToDate(value), value).toBeNull()
  })
})

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`drafts, publications and versions on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let editor: SessionUser
    let other: SessionUser
    let pageId: number

    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      const made = await db
        .insert(users)
        .values([
          { email: 'a@foyer.example', username: 'anna', firstName: 'Anna', lastName: 'Albers', passwordHash: 'x', isStaff: true },
          { email: 'b@foyer.example', username: 'ben', firstName: 'Ben', lastName: 'Berg', passwordHash: 'x', isStaff: true },
        ])
        .returning()
      const [a, b] = made
      if (!a || !b) throw new Error('no users')
      editor = staffSession(a)
      other = staffSession(b)
    }, 120_000)

    afterAll(async () => {
      await database?.dispose()
    })

    beforeEach(async () => {
      const [page] = await db.insert(pages).values({}).returning()
      if (!page) throw new Error('no page')
      pageId = page.id
      await db.insert(pageTranslations).values([
        { pageId, locale: 'de', title: 'Probe', slug: `p${pageId}`, path: `p${pageId}`, modules: [headline('h1', 'Alt')] },
        { pageId, locale: 'en', title: 'Rehearsal', slug: `r${pageId}`, path: `r${pageId}`, modules: [headline('h1', 'Old')] },
      ])
    })

    const section = () => ({ kind: 'page' as const, id: pageId })
    const published = async (lang: 'de' | 'en') => {
      const [row] = await db.select().from(pageTranslations).where(and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.locale, lang)))
      if (!row) throw new Error('no translation')
      return row
    }
    const changeHeadline = (revision: number, text: string, lang: 'de' | 'en' = 'de') =>
      editSection(db, lang, editor, section(), revision, { op: 'save', module: headline('h1', text), placement: null })

    it('publishes German only: English stays as it was; the publication is a version, the page is revalidated', async () => {
      await changeHeadline(1, 'Neu')
      const en = await editSection(db, 'en', editor, section(), 1, { op: 'save', module: headline('h1', 'New'), placement: null })
      expect(en.has_draft).toBe(true)
      const before = (await db.select().from(contentChanges)).length
      const revision = await publishPage(db, 'de', editor, pageId, 2, 'Premiere')
      expect(revision).toBe(3)
      const de = await published('de')
      expect(de.modules[0]?.data.content).toBe('Neu')
      expect(de.draftModules).toBeNull()
      expect(de.publishedBy).toBe(editor.id)
      const english = await published('en')
      expect(english.modules[0]?.data.content).toBe('Old')
      expect(english.draftModules?.[0]?.data.content).toBe('New')
      const changes = await db.select().from(contentChanges)
      expect(changes).toHaveLength(before + 1)
      expect(changes.at(-1)?.tags).toEqual([`page:${pageId}`])
      const state = await pageVersionState(db, 'de', pageId)
      expect(state.has_draft).toBe(false)
      expect(state.published_by).toBe('Anna Albers')
      expect(state.versions.map((version) => [version.kind, version.live, version.note])).toEqual([
        ['publish', true, 'Premiere'],
        ['save', false, null],
      ])
      expect((await pageVersionState(db, 'en', pageId)).has_draft).toBe(true)
    })

    it('refuses a publication based on an outdated revision', async () => {
      await changeHeadline(1, 'Neu')
      expect((await errorOf(publishPage(db, 'de', editor, pageId, 1, null))).status).toBe(409)
      expect((await published('de')).modules[0]?.data.content).toBe('Alt')
    })

    it('restores an old version as the draft without touching the published page, then publishes it', async () => {
      await changeHeadline(1, 'Zwei')
      await publishPage(db, 'de', editor, pageId, 2, null)
      await changeHeadline(3, 'Drei')
      await publishPage(db, 'de', editor, pageId, 4, null)
      const versions = (await pageVersionState(db, 'de', pageId)).versions
      const first = versions.find((version) => version.kind === 'publish' && !version.live)
      if (!first) throw new Error('no older publication')
      const changes = (await db.select().from(contentChanges)).length
      const revision = await restoreVersion(db, 'de', other, pageId, first.id, 5)
      const row = await published('de')
      expect(row.modules[0]?.data.content).toBe('Drei')
      expect(row.draftModules?.[0]?.data.content).toBe('Zwei')
      expect(await db.select().from(contentChanges)).toHaveLength(changes)
      const state = await pageVersionState(db, 'de', pageId)
      expect(state.versions[0]).toMatchObject({ kind: 'restore', author: 'Ben Berg', note: `#${first.id}` })
      // the restore against the published tree: the headline changed from "Drei" to "Zwei"
      const diff = await compareVersion(db, 'de', state.versions[0]?.id ?? 0, 'live')
      expect(diff).toEqual([{ kind: 'changed', id: 'h1', model: 'HeadlineModule', summary: 'Zwei', moved: false, fields: [{ field: 'content', before: 'Drei', after: 'Zwei', words: [{ kind: 'removed', text: 'Drei' }, { kind: 'added', text: 'Zwei' }] }] }])
      await publishPage(db, 'de', other, pageId, revision, null)
      expect((await published('de')).modules[0]?.data.content).toBe('Zwei')
      // a stale restore is refused
      expect((await errorOf(restoreVersion(db, 'de', other, pageId, first.id, revision))).status).toBe(409)
    })

    it('discards a draft: the editor works on the published tree again', async () => {
      const saved = await changeHeadline(1, 'Verworfen')
      await discardDraft(db, 'de', pageId, saved.revision)
      const row = await published('de')
      expect(row.draftModules).toBeNull()
      expect(row.modules[0]?.data.content).toBe('Alt')
    })

    it('carries out a planned publication when it is due, once, with the draft as it is then', async () => {
      await changeHeadline(1, 'Geplant')
      const runAt = new Date(Date.now() + 60_000)
      await schedulePage(db, 'de', editor, { pageId, action: 'publish', runAt, versionId: null })
      expect((await errorOf(schedulePage(db, 'de', editor, { pageId, action: 'publish', runAt: new Date(Date.now() - 1000), versionId: null }))).status).toBe(400)
      const dashboard = await versionsDashboard(db)
      expect(dashboard.scheduled.some((row) => row.page_id === pageId && row.author === 'Anna Albers')).toBe(true)
      expect(dashboard.drafts.filter((row) => row.page_id === pageId)).toEqual([expect.objectContaining({ lang: 'de', changed_by: 'Anna Albers' })])
      // not yet due
      await runDueSchedules(db, new Date(runAt.getTime() - 1000))
      expect((await published('de')).modules[0]?.data.content).toBe('Alt')
      // the draft changes once more before the time: that is what goes live
      await changeHeadline(2, 'Geplant und ergänzt')
      // two instances look at the same moment: the job runs once
      const ran = await Promise.all([runDueSchedules(db, runAt), runDueSchedules(db, runAt)])
      expect(ran[0] + ran[1]).toBe(1)
      const row = await published('de')
      expect(row.modules[0]?.data.content).toBe('Geplant und ergänzt')
      const publications = (await pageVersionState(db, 'de', pageId)).versions.filter((version) => version.kind === 'publish')
      expect(publications).toHaveLength(1)
      const [job] = await db.select().from(pageSchedules).where(eq(pageSchedules.pageId, pageId))
      expect(job?.doneAt).not.toBeNull()
      expect((await pageVersionState(db, 'de', pageId)).schedules).toEqual([])
    })

    it('the runner reads the database when a planned publication is due, not every second while none is', async () => {
      let looks = 0
      const stop = startScheduleRunner(async () => {
        looks++
        return db
      }, 10)
      try {
        await expect.poll(() => looks).toBe(1)
        // nothing open: a hundred ticks later it has not looked again
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        expect(looks).toBe(1)
        await changeHeadline(1, 'Vom Läufer')
        await schedulePage(db, 'de', editor, { pageId, action: 'publish', runAt: new Date(Date.now() + 300), versionId: null })
        await expect.poll(async () => (await published('de')).modules[0]?.data.content, { timeout: 5_000 }).toBe('Vom Läufer')
        // one look when it was due (and at most one more if a tick came before the planning returned)
        expect(looks).toBeLessThanOrEqual(3)
      } finally {
        stop()
      }
    })

    it('lists as many of the newest versions as asked and counts them all; a planned publication of one chosen version puts that one live', async () => {
      await changeHeadline(1, 'Eins')
      await changeHeadline(2, 'Zwei')
      await changeHeadline(3, 'Drei')
      const two = await pageVersionState(db, 'de', pageId, 2)
      expect(two.versions.map((version) => version.revision)).toEqual([4, 3])
      expect(two.version_count).toBe(3)
      const all = await pageVersionState(db, 'de', pageId)
      const oldest = all.versions.at(-1)
      if (!oldest) throw new Error('no versions')
      const runAt = new Date(Date.now() + 60_000)
      await schedulePage(db, 'de', editor, { pageId, action: 'publish', runAt, versionId: oldest.id })
      expect((await pageVersionState(db, 'de', pageId)).schedules).toEqual([expect.objectContaining({ action: 'publish', version_id: oldest.id })])
      await runDueSchedules(db, runAt)
      expect((await published('de')).modules[0]?.data.content).toBe('Eins')
    })

    it('takes a page offline in the planned language at the planned time', async () => {
      const runAt = new Date(Date.now() + 5_000)
      await schedulePage(db, 'en', editor, { pageId, action: 'unpublish', runAt, versionId: null })
      await runDueSchedules(db, runAt)
      expect((await published('en')).isOnline).toBe(false)
      expect((await published('de')).isOnline).toBe(true)
      const [page] = await db.select().from(pages).where(eq(pages.id, pageId))
      expect(page?.isOnline).toBe(true)
    })

    it('takes a page offline in one language: visitors get 404 and no search hit there, the other language stays; publishing brings it back', async () => {
      await db.insert(navItems).values([
        { locale: 'en', area: 'menu', title: 'Rehearsal', url: `/en/r${pageId}`, pageId, position: 90 },
        { locale: 'de', area: 'menu', title: 'Probe', url: `/de/p${pageId}`, pageId, position: 90 },
      ])
      await takePageOffline(db, 'en', pageId)
      // the English menu no longer leads there, the German one does
      expect((await getNavigation(db, 'en')).menu.map((entry) => entry.url)).not.toContain(`/en/r${pageId}`)
      expect((await getNavigation(db, 'de')).menu.map((entry) => entry.url)).toContain(`/de/p${pageId}`)
      expect((await db.select().from(contentChanges)).at(-1)?.tags).toEqual([`page:${pageId}`, 'nav:en'])
      await expect(getCmsPage(db, 'en', `r${pageId}`, { user: null })).rejects.toMatchObject({ status: 404 })
      const german = await getCmsPage(db, 'de', `p${pageId}`, { user: null })
      expect(german.is_online).toBe(true)
      // the German page's language switch no longer offers English
      expect(Object.keys(german.urls)).toEqual(['de'])
      // an editor still opens it, marked offline
      expect((await getCmsPage(db, 'en', `r${pageId}`, { user: editor })).is_online).toBe(false)
      const documents = await db.select({ locale: searchDocuments.locale }).from(searchDocuments).where(and(eq(searchDocuments.kind, 'page'), eq(searchDocuments.refId, pageId)))
      expect(documents.map((row) => row.locale)).toEqual(['de'])
      expect((await editSection(db, 'en', editor, section(), 1, { op: 'save', module: headline('h1', 'New'), placement: null })).online).toBe(false)
      // publishing in English puts it online again
      await publishPage(db, 'en', editor, pageId, 2, null)
      expect((await getCmsPage(db, 'en', `r${pageId}`, { user: null })).modules[0]?.data.content).toBe('New')
      expect((await getNavigation(db, 'en')).menu.map((entry) => entry.url)).toContain(`/en/r${pageId}`)
      // coming online also names its address, which the generator makes even when no generated page carries it yet
      expect((await db.select().from(contentChanges)).at(-1)?.tags).toEqual([`page:${pageId}`, 'nav:en', `path:/en/r${pageId}`])
    })

    it('a soft lock: the second editor is told who edits since when, can take over; a stale lock is free', async () => {
      const mine = await takeLock(db, 'de', editor, pageId, false)
      expect(mine).toMatchObject({ mine: true, holder: 'Anna Albers' })
      const refused = await takeLock(db, 'de', other, pageId, false)
      expect(refused).toEqual({ mine: false, holder: 'Anna Albers', since: mine.since })
      // another language is another lock
      expect((await takeLock(db, 'en', other, pageId, false)).mine).toBe(true)
      const taken = await takeLock(db, 'de', other, pageId, true)
      expect(taken).toMatchObject({ mine: true, holder: 'Ben Berg' })
      // the first editor's renewal now reports the new holder
      expect(await takeLock(db, 'de', editor, pageId, false)).toMatchObject({ mine: false, holder: 'Ben Berg' })
      // releasing someone else's lock does nothing; the holder's release frees it
      await releaseLock(db, 'de', editor, pageId)
      expect((await takeLock(db, 'de', editor, pageId, false)).mine).toBe(false)
      await releaseLock(db, 'de', other, pageId)
      expect((await takeLock(db, 'de', editor, pageId, false)).mine).toBe(true)
      // a lock nobody renewed is free again
      await db.update(pageLocks).set({ seenAt: new Date(Date.now() - LOCK_STALE_MS - 1000) }).where(eq(pageLocks.pageId, pageId))
      expect((await takeLock(db, 'de', other, pageId, false)).mine).toBe(true)
    })

    it('lists page activities newest first, filtered by kind', async () => {
      await changeHeadline(1, 'A')
      await publishPage(db, 'de', other, pageId, 2, 'los')
      const all = await recentActivities(db, { limit: 2, offset: 0 })
      expect(all.results.map((row) => [row.page_id, row.kind, row.author])).toEqual([
        [pageId, 'publish', 'Ben Berg'],
        [pageId, 'save', 'Anna Albers'],
      ])
      const publications = await recentActivities(db, { limit: 50, offset: 0, kind: 'publish' })
      expect(publications.results.every((row) => row.kind === 'publish')).toBe(true)
      expect(publications.count).toBeGreaterThanOrEqual(1)
    })
  })
}
