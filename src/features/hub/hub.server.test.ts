import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/server/db/client.server'
import { contentChanges, notFoundLog, redirects } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { collectRenderTags } from '~/server/static/render-tags.server'
import { getRedirectMap, getTopAlerts, logNotFound } from '~/features/site/site.server'
import {
  addHoursException,
  checkRedirect,
  dashboardSite,
  deleteRedirect,
  listMissingPages,
  openingHoursForHub,
  saveRedirect,
  saveTopAlert,
  saveWeeklyHours,
} from './hub.server'

describe('checkRedirect', () => {
  const errorsOf = (old_path: string, new_path: string) => {
    const result = checkRedirect({ old_path, new_path }, 'en')
    return result.ok ? null : result.errors
  }

  it('accepts two paths of the site and normalises the old one', () => {
    expect(checkRedirect({ old_path: '/de/alt/', new_path: '/de/neu?x=1#a' }, 'de')).toEqual({ ok: true, value: { oldPath: '/de/alt', newPath: '/de/neu?x=1#a' } })
  })

  it('keeps every target on the site', () => {
    for (const target of ['//evil.example', '/\\evil.example/', 'https://evil.example/', 'evil.example', '/de/a b', '/de/\u0000x']) {
      expect(errorsOf('/de/alt', target)?.new_path, target).toHaveLength(1)
    }
  })

  it('refuses old paths that are not a page of the site', () => {
    expect(errorsOf('de/alt', '/de/neu')?.old_path).toEqual(['The path must start with /.'])
    expect(errorsOf('/', '/de/neu')?.old_path).toEqual(['The home page cannot be redirected.'])
    expect(errorsOf('/de', '/de/neu')?.old_path).toEqual(['The home page cannot be redirected.'])
    expect(errorsOf('/cms-hub', '/de')?.old_path).toEqual(['This path belongs to the application and cannot be redirected.'])
    expect(errorsOf('/de/api/events/', '/de')?.old_path).toHaveLength(1)
    expect(errorsOf('/de/alt?x=1', '/de/neu')?.old_path).toEqual(['The old path must not contain ? or #.'])
    expect(errorsOf('/de/alt', '/de/alt/')?.new_path).toEqual(['The target is the same path.'])
  })

  it('answers in the editor language', () => {
    const result = checkRedirect({ old_path: 'x', new_path: '//y' }, 'de')
    expect(result.ok ? null : result.errors).toEqual({ old_path: ['Der Pfad muss mit / beginnen.'], new_path: ['Nur Pfade dieser Website sind erlaubt.'] })
  })
})

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`hub on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
    }, 60_000)
    afterAll(async () => {
      await database?.dispose()
    })

    const lastTags = async () => (await db.select().from(contentChanges).orderBy(contentChanges.id)).at(-1)?.tags

    it('counts a missing page once per address and turns it into a redirect that leaves the log', async () => {
      await logNotFound(db, '/de/alte-seite')
      await logNotFound(db, '/de/alte-seite')
      await logNotFound(db, '/de/andere')
      const log = await listMissingPages(db, { page: 1, order: 'hits' })
      expect(log.count).toBe(2)
      expect(log.results[0]).toMatchObject({ url: '/de/alte-seite', hits: 2 })

      const missing = log.results[0]?.id
      const saved = await saveRedirect(db, 'de', { old_path: '/de/alte-seite', new_path: '/de/programm', missing_page: missing })
      expect(saved).toMatchObject({ ok: true, value: { old_path: '/de/alte-seite', new_path: '/de/programm' } })
      expect(await lastTags()).toEqual(['redirects'])
      expect((await listMissingPages(db, { page: 1, order: 'hits' })).results.map((entry) => entry.url)).toEqual(['/de/andere'])
      expect((await getRedirectMap(db)).get('/de/alte-seite')).toBe('/de/programm')
    })

    it('refuses a second redirect for the same path, chains and loops', async () => {
      expect(await saveRedirect(db, 'en', { old_path: '/de/alte-seite/', new_path: '/de/anders' })).toEqual({
        ok: false,
        errors: { old_path: ['There is already a redirect for this path.'] },
      })
      // /de/x → /de/alte-seite would send visitors through two redirects
      expect(await saveRedirect(db, 'en', { old_path: '/de/x', new_path: '/de/alte-seite' })).toMatchObject({ ok: false, errors: { new_path: [expect.any(String)] } })
      // /de/programm → … would make /de/alte-seite a chain
      expect(await saveRedirect(db, 'en', { old_path: '/de/programm', new_path: '/de/y' })).toMatchObject({ ok: false, errors: { old_path: [expect.any(String)] } })
      expect(await db.select().from(redirects)).toHaveLength(1)
    })

    it('updates and deletes a redirect, recording the change', async () => {
      const [row] = await db.select().from(redirects)
      if (!row) throw new Error('no redirect')
      expect(await saveRedirect(db, 'de', { old_path: '/de/alte-seite', new_path: '/de/magazin' }, row.id)).toMatchObject({ ok: true, value: { new_path: '/de/magazin' } })
      expect(await saveRedirect(db, 'de', { old_path: '/de/a', new_path: '/de/b' }, row.id + 1000)).toBeNull()
      expect(await deleteRedirect(db, row.id)).toBe(true)
      expect(await lastTags()).toEqual(['redirects'])
      expect(await deleteRedirect(db, row.id)).toBe(false)
      expect((await getRedirectMap(db)).has('/de/alte-seite')).toBe(false)
    })

    it('schedules a top alert: pages showing the alerts expire when it starts', async () => {
      const now = new Date()
      const starts = new Date(now.getTime() + 3600_000)
      const alert = {
        title: { de: 'Heute geschlossen', en: 'Closed today' },
        text: { de: 'Wegen Sturm', en: 'Due to a storm' },
        link: { de: '/de/kontakt', en: '' },
        link_title: { de: 'Kontakt', en: '' },
        is_active: true,
        online_from: starts.toISOString(),
        online_to: null,
      }
      expect(await saveTopAlert(db, 'en', { ...alert, title: { de: '', en: 'x' } })).toMatchObject({ ok: false, errors: { 'title.de': ['This field is required!'] } })
      expect(await saveTopAlert(db, 'en', { ...alert, link: { de: 'javascript:alert(1)', en: '' } })).toMatchObject({ ok: false, errors: { 'link.de': [expect.any(String)] } })
      expect(await saveTopAlert(db, 'en', { ...alert, online_to: now.toISOString() })).toMatchObject({ ok: false, errors: { online_to: [expect.any(String)] } })
      const saved = await saveTopAlert(db, 'de', alert)
      expect(saved?.ok).toBe(true)
      expect(await lastTags()).toEqual(['breaking-news'])

      const { result, collected } = await collectRenderTags(() => getTopAlerts(db, 'de', now))
      expect(result).toEqual([])
      expect(collected.expiresAt).toBe(starts.getTime())
      expect(await getTopAlerts(db, 'en', new Date(starts.getTime() + 1))).toEqual([{ id: expect.any(Number), title: 'Closed today', text: 'Due to a storm', link: null, link_title: null }])
    })

    it('keeps weekly hours consistent and refuses a second exception for a day', async () => {
      const week = Array.from({ length: 7 }, (_, weekday) => ({ weekday, closed: weekday === 0, time_from: weekday === 0 ? null : '10:00', time_to: weekday === 0 ? null : '18:00' }))
      expect(await saveWeeklyHours(db, 'en', week.map((day, index) => (index === 2 ? { ...day, time_to: '09:00' } : day)))).toMatchObject({
        ok: false,
        errors: { 'weekly.2': ['The closing time must be after the opening time.'] },
      })
      expect(await saveWeeklyHours(db, 'en', week)).toEqual({ ok: true, value: null })
      expect(await lastTags()).toEqual(['opening-hours'])
      const hours = await openingHoursForHub(db)
      expect(hours.weekly[0]).toEqual({ weekday: 0, closed: true, time_from: null, time_to: null })
      expect(hours.weekly[3]).toEqual({ weekday: 3, closed: false, time_from: '10:00', time_to: '18:00' })

      const exception = { date: '2026-12-24', closed: true, time_from: null, time_to: null, alternative_text: { de: 'Heiligabend', en: '' } }
      expect((await addHoursException(db, 'de', exception)).ok).toBe(true)
      expect(await addHoursException(db, 'en', exception)).toEqual({ ok: false, errors: { date: ['There is already an exception for this day.'] } })
      expect(await addHoursException(db, 'en', { ...exception, date: '2026-12-31', closed: false })).toMatchObject({ ok: false, errors: { time_from: [expect.any(String)] } })
    })

    it('counts what the site holds for the dashboard', async () => {
      const site = await dashboardSite(db)
      expect(site.counts.redirects).toBe(0)
      expect(site.counts.missing_pages_7_days).toBe(1)
      expect(site.last_change_at).not.toBeNull()
      await db.delete(notFoundLog).where(eq(notFoundLog.url, '/de/andere'))
      expect((await dashboardSite(db)).counts.missing_pages_7_days).toBe(0)
    })
  })
}
