import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/server/db/client.server'
import { contentChanges, events, redirects, rooms, searchDocuments, series, venues } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { createRecord, deleteRecord, listRecords, readRecord, updateRecord } from '~/features/collections/service.server'
import type { CreateOf, QueryOf, UpdateOf } from '~/features/collections/collection'
import type { Locale } from '~/contract/shared'
import { seriesServer } from './series.server'

// Series on the collection description (decision 0031): the generic service with the series' server part — its
// events counted, their pages and search documents kept current, its own wording of a taken slug and a stale copy.
type Fields = typeof seriesServer.collection.fields
const listSeriesForBackOffice = (db: Db, lang: Locale, query: QueryOf<Fields>) => listRecords(db, lang, seriesServer, query)
const seriesForBackOffice = (db: Db, _lang: Locale, id: number) => readRecord(db, seriesServer, id)
const createSeries = (db: Db, lang: Locale, body: CreateOf<Fields>) => createRecord(db, lang, seriesServer, body)
const updateSeries = (db: Db, lang: Locale, id: number, patch: UpdateOf<Fields>) => updateRecord(db, lang, seriesServer, id, patch)
const deleteSeries = (db: Db, lang: Locale, id: number) => deleteRecord(db, lang, seriesServer, id)

const both = (de: string, en: string) => ({ de, en })

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`back-office series on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let cycle = 0
    let eventId = 0
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      // an empty series first, so that no series' id is an event's by chance
      await db.insert(series).values({ name: both('Zyklus Z', 'Zodiac cycle'), slug: both('zyklus-z', 'zodiac-cycle'), showInFilter: false })
      const [row] = await db.insert(series).values({ name: both('Sinfoniekonzerte', 'Symphony concerts'), slug: both('sinfoniekonzerte', 'symphony-concerts'), priceText: both('4 Konzerte ab 96 €', '4 concerts from €96') }).returning()
      cycle = row?.id ?? 0
      const [venue] = await db.insert(venues).values({ name: both('Haupthaus', 'Main house'), slug: both('haupthaus', 'main-house'), street: 'Uferweg 1', postcode: '12345', city: 'Auenstadt' }).returning()
      const [room] = await db.insert(rooms).values({ venueId: venue?.id ?? 0, name: both('Große Bühne', 'Main stage'), position: 0 }).returning()
      const [event] = await db
        .insert(events)
        .values({ roomId: room?.id ?? 0, seriesId: cycle, title: both('Erstes Konzert', 'First concert'), slug: both('erstes-konzert', 'first-concert'), dateStart: new Date('2026-12-04T18:30:00Z') })
        .returning()
      eventId = event?.id ?? 0
    }, 60_000)
    afterAll(async () => {
      await database?.dispose()
    })

    const lastTags = async () => (await db.select().from(contentChanges).orderBy(contentChanges.id)).at(-1)?.tags
    const current = async (id: number) => {
      const copy = await seriesForBackOffice(db, 'de', id)
      if (!copy) throw new Error(`no series ${id}`)
      return copy
    }
    const newSeries = (overrides: CreateOf<Fields> = {}): CreateOf<Fields> => ({
      name: both('Kammermusik', 'Chamber music'),
      slug: both('kammermusik', 'chamber-music'),
      description: both('Vier Abende im Foyer.', 'Four evenings in the foyer.'),
      image: '/media/library/7/file.jpg',
      ...overrides,
    })
    const searchRefs = async (id: number) => (await db.select().from(searchDocuments).where(eq(searchDocuments.refId, id))).filter((doc) => doc.kind === 'series')

    it('lists by name in either language, with their events counted', async () => {
      expect((await listSeriesForBackOffice(db, 'en', {})).results).toEqual([
        { id: cycle, name: both('Sinfoniekonzerte', 'Symphony concerts'), slug: both('sinfoniekonzerte', 'symphony-concerts'), show_in_filter: true, event_count: 1, url: `/en/series/symphony-concerts/${cycle}` },
        expect.objectContaining({ name: both('Zyklus Z', 'Zodiac cycle'), show_in_filter: false, event_count: 0 }),
      ])
      expect((await listSeriesForBackOffice(db, 'de', { q: 'symph' })).total).toBe(1)
      expect((await listSeriesForBackOffice(db, 'de', { q: '%' })).total).toBe(0)
      expect(await current(cycle)).toMatchObject({ price_text: both('4 Konzerte ab 96 €', '4 concerts from €96'), description: both('', ''), image: null, event_count: 1 })
    })

    it('creates a series in both languages, on its page and in the search', async () => {
      const result = await createSeries(db, 'de', newSeries())
      if (!result.ok) throw new Error(result.message)
      const created = result.record
      expect(created).toMatchObject({
        name: both('Kammermusik', 'Chamber music'),
        description: both('Vier Abende im Foyer.', 'Four evenings in the foyer.'),
        price_text: both('', ''),
        image: '/media/library/7/file.jpg',
        show_in_filter: true,
        event_count: 0,
        urls: { de: `/de/series/kammermusik/${created.id}`, en: `/en/series/chamber-music/${created.id}` },
      })
      expect(await lastTags()).toEqual([`series:${created.id}`, 'series'])
      expect((await searchRefs(created.id)).length).toBe(2)
    })

    it('refuses invalid fields and a short name another series has in that language, in the editor’s language, and stores nothing', async () => {
      const before = (await listSeriesForBackOffice(db, 'de', {})).total
      expect(before).toBe(3)
      expect(await createSeries(db, 'de', newSeries({ name: both(' ', 'Chamber'), slug: both('Kammer Musik', 'chamber'), image: 'javascript:alert(1)' }))).toMatchObject({
        ok: false,
        status: 400,
        errors: {
          'name.de': ['Dieses Feld ist erforderlich!'],
          'slug.de': [expect.stringContaining('Nur Kleinbuchstaben')],
          image: [expect.stringContaining('Mediathek')],
        },
      })
      // the German short name is another series', the English one is free
      expect(await createSeries(db, 'en', newSeries({ slug: both('sinfoniekonzerte', 'symphonies') }))).toEqual({
        ok: false,
        status: 400,
        message: expect.any(String),
        errors: { 'slug.de': ['Another series already has this short name. Choose another one.'] },
      })
      expect((await listSeriesForBackOffice(db, 'de', {})).total).toBe(before)
      const copy = await current(cycle)
      expect(await updateSeries(db, 'de', cycle, { updated_at: copy.updated_at, slug: { en: 'chamber-music' } })).toMatchObject({ ok: false, status: 400, errors: { 'slug.en': [expect.stringContaining('Reihe')] } })
    })

    it('updates only the fields named; the pages of its events are regenerated, and a slug change leaves a redirect', async () => {
      const copy = await current(cycle)
      const updated = await updateSeries(db, 'de', cycle, { updated_at: copy.updated_at, name: { en: 'Symphony Concerts' }, show_in_filter: false, image: '/media/library/3/file.jpg' })
      expect(updated).toMatchObject({ ok: true, record: { name: both('Sinfoniekonzerte', 'Symphony Concerts'), show_in_filter: false, image: '/media/library/3/file.jpg', price_text: both('4 Konzerte ab 96 €', '4 concerts from €96') } })
      expect(await lastTags()).toEqual([`series:${cycle}`, 'series', `event:${eventId}`])

      const fresh = await current(cycle)
      const moved = await updateSeries(db, 'de', cycle, { updated_at: fresh.updated_at, slug: { de: 'sinfonien' }, image: null })
      if (!moved.ok) throw new Error(moved.message)
      expect(moved.record.image).toBeNull()
      const rows = (await db.select({ oldPath: redirects.oldPath, newPath: redirects.newPath }).from(redirects)).filter((row) => row.oldPath.endsWith(`/${cycle}`))
      expect(rows.map((row) => [row.oldPath, row.newPath])).toEqual([[`/de/series/sinfoniekonzerte/${cycle}`, `/de/series/sinfonien/${cycle}`]])
      expect(await lastTags()).toEqual([`series:${cycle}`, 'series', `event:${eventId}`, 'redirects'])
    })

    it('refuses an update made on an outdated copy; of two concurrent saves one is applied', async () => {
      const copy = await current(cycle)
      expect((await updateSeries(db, 'de', cycle, { updated_at: copy.updated_at, price_text: { de: '5 Konzerte' } })).ok).toBe(true)
      expect(await updateSeries(db, 'en', cycle, { updated_at: copy.updated_at, price_text: { de: '6 Konzerte' } })).toEqual({ ok: false, status: 409, message: expect.stringContaining('Someone else changed this series') })
      expect((await current(cycle)).price_text.de).toBe('5 Konzerte')
      const fresh = await current(cycle)
      const answers = await Promise.all(['Eins', 'Zwei'].map((de) => updateSeries(db, 'de', cycle, { updated_at: fresh.updated_at, description: { de } })))
      expect(answers.map((answer) => (answer.ok ? 200 : answer.status)).toSorted()).toEqual([200, 409])
      expect(await updateSeries(db, 'de', 987_654, { updated_at: fresh.updated_at })).toMatchObject({ ok: false, status: 404 })
    })

    it('deletes a series: its events stay, with no series, and their pages and documents follow', async () => {
      const eventDocs = async () => (await db.select().from(searchDocuments).where(eq(searchDocuments.refId, eventId))).filter((doc) => doc.kind === 'event')
      // its name is in its events' documents (the updates before wrote them), until it goes
      expect(JSON.stringify(await eventDocs())).toContain('sinfoni')
      expect(await deleteSeries(db, 'de', cycle)).toEqual({ ok: true })
      expect(await lastTags()).toEqual([`series:${cycle}`, 'series', `event:${eventId}`])
      expect(await seriesForBackOffice(db, 'de', cycle)).toBeNull()
      expect(await searchRefs(cycle)).toEqual([])
      const [event] = await db.select({ id: events.id, seriesId: events.seriesId }).from(events).where(eq(events.id, eventId))
      expect(event).toEqual({ id: eventId, seriesId: null })
      // the event's documents were written again, without the series' name
      expect(await eventDocs()).toHaveLength(2)
      expect(JSON.stringify(await eventDocs())).not.toContain('sinfoni')
      expect(await deleteSeries(db, 'de', cycle)).toMatchObject({ ok: false, status: 404 })
    })
  })
}
