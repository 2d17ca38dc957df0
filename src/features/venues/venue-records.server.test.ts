import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/server/db/client.server'
import { contentChanges, events, redirects, rooms, searchDocuments, venues } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { addChild, createRecord, deleteRecord, listRecords, readRecord, removeChild, updateChild, updateRecord } from '~/features/collections/service.server'
import type { ChildWriteOf, CreateOf, QueryOf, UpdateOf } from '~/features/collections/collection'
import type { Locale } from '~/contract/shared'
import { venuesServer } from './venue-records.server'

// Venues on the collection description (decision 0031): decimal coordinates, checked contact fields, rooms as
// sub-records with their own writes (each a new version of the venue), and no delete while rooms or events need them.
type Fields = typeof venuesServer.collection.fields
const listVenuesForBackOffice = (db: Db, lang: Locale, query: QueryOf<Fields>) => listRecords(db, lang, venuesServer, query)
const venueForBackOffice = (db: Db, _lang: Locale, id: number) => readRecord(db, venuesServer, id)
const createVenue = (db: Db, lang: Locale, body: CreateOf<Fields>) => createRecord(db, lang, venuesServer, body)
const updateVenue = (db: Db, lang: Locale, id: number, patch: UpdateOf<Fields>) => updateRecord(db, lang, venuesServer, id, patch)
const deleteVenue = (db: Db, lang: Locale, id: number) => deleteRecord(db, lang, venuesServer, id)
const addRoom = (db: Db, lang: Locale, id: number, body: ChildWriteOf) => addChild(db, lang, venuesServer, 'rooms', id, body)
const updateRoom = (db: Db, lang: Locale, id: number, room: number, body: ChildWriteOf) => updateChild(db, lang, venuesServer, 'rooms', id, room, body)
const removeRoom = (db: Db, lang: Locale, id: number, room: number) => removeChild(db, lang, venuesServer, 'rooms', id, room)

const both = (de: string, en: string) => ({ de, en })

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`back-office venues and rooms on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let house = 0
    let stage = 0
    let eventId = 0
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      // an empty venue first, so that no venue's id is one of a room's by chance
      await db.insert(venues).values({ name: both('Xanten-Halle', 'Xanten hall'), slug: both('xanten-halle', 'xanten-hall'), street: 'Weg 2', postcode: '12345', city: 'Xanten' })
      const [venue] = await db.insert(venues).values({ name: both('Haupthaus', 'Main house'), slug: both('haupthaus', 'main-house'), street: 'Uferweg 1', postcode: '12345', city: 'Auenstadt' }).returning()
      house = venue?.id ?? 0
      const [room] = await db.insert(rooms).values({ venueId: house, name: both('Große Bühne', 'Main stage'), position: 0 }).returning()
      stage = room?.id ?? 0
      const [event] = await db.insert(events).values({ roomId: stage, title: both('Die Möwe', 'The Seagull'), slug: both('die-moewe', 'the-seagull'), dateStart: new Date('2026-12-04T18:30:00Z') }).returning()
      eventId = event?.id ?? 0
    }, 60_000)
    afterAll(async () => {
      await database?.dispose()
    })

    const lastTags = async () => (await db.select().from(contentChanges).orderBy(contentChanges.id)).at(-1)?.tags
    const current = async (id: number) => {
      const copy = await venueForBackOffice(db, 'de', id)
      if (!copy) throw new Error(`no venue ${id}`)
      return copy
    }
    const newVenue = (overrides: CreateOf<Fields> = {}): CreateOf<Fields> => ({
      name: both('Zollhof', 'Customs house'),
      slug: both('zollhof', 'customs-house'),
      street: 'Hafenstraße 3',
      postcode: '12346',
      city: 'Auenstadt',
      lat: 50.11,
      lng: 8.68,
      email: 'zollhof@example.org',
      website: 'https://example.org/zollhof',
      accessibility: both('Stufenlos', 'Step-free'),
      ...overrides,
    })
    const searchRefs = async (id: number) => (await db.select().from(searchDocuments).where(eq(searchDocuments.refId, id))).filter((doc) => doc.kind === 'venue')

    it('lists by name or city, with their rooms counted', async () => {
      expect((await listVenuesForBackOffice(db, 'en', {})).results).toEqual([
        { id: house, name: both('Haupthaus', 'Main house'), slug: both('haupthaus', 'main-house'), city: 'Auenstadt', room_count: 1, url: `/en/venues/main-house/${house}` },
        expect.objectContaining({ city: 'Xanten', room_count: 0 }),
      ])
      expect((await listVenuesForBackOffice(db, 'de', { q: 'auen' })).total).toBe(1)
      expect((await listVenuesForBackOffice(db, 'de', { q: '_' })).total).toBe(0)
      expect((await current(house)).rooms).toEqual([{ id: stage, name: both('Große Bühne', 'Main stage'), show_in_filter: true, event_count: 1 }])
    })

    it('creates a venue with its address, on its page and in the search', async () => {
      const result = await createVenue(db, 'de', newVenue())
      if (!result.ok) throw new Error(result.message)
      const venue = result.record
      expect(venue).toMatchObject({ name: both('Zollhof', 'Customs house'), street: 'Hafenstraße 3', lat: 50.11, lng: 8.68, phone: '', email: 'zollhof@example.org', accessibility: both('Stufenlos', 'Step-free'), description: both('', ''), rooms: [], urls: { de: `/de/venues/zollhof/${venue.id}`, en: `/en/venues/customs-house/${venue.id}` } })
      expect(await lastTags()).toEqual([`venue:${venue.id}`, 'venues', 'taxonomy'])
      expect((await searchRefs(venue.id)).length).toBe(2)
    })

    it('refuses invalid fields in the editor’s language and stores nothing', async () => {
      const before = (await listVenuesForBackOffice(db, 'de', {})).total
      expect(before).toBe(3)
      expect(await createVenue(db, 'de', newVenue({ street: ' ', lat: 91, email: 'kein', website: 'example.org', slug: both('Zoll Hof', 'x') }))).toMatchObject({
        ok: false,
        status: 400,
        errors: {
          street: ['Dieses Feld ist erforderlich!'],
          lat: [expect.stringContaining('zwischen -90 und 90')],
          email: [expect.stringContaining('E-Mail-Adresse')],
          website: [expect.stringContaining('https://')],
          'slug.de': [expect.stringContaining('Nur Kleinbuchstaben')],
        },
      })
      expect((await listVenuesForBackOffice(db, 'de', {})).total).toBe(before)
    })

    it('updates and patches only the fields named; the pages of its events are regenerated', async () => {
      const copy = await current(house)
      const updated = await updateVenue(db, 'de', house, { updated_at: copy.updated_at, name: { en: 'Main House' }, phone: '+49 1' })
      expect(updated).toMatchObject({ ok: true, record: { name: both('Haupthaus', 'Main House'), phone: '+49 1', street: 'Uferweg 1' } })
      expect(await lastTags()).toEqual([`venue:${house}`, 'venues', 'taxonomy', `event:${eventId}`])
    })

    it('refuses an update made on an outdated copy; of two concurrent saves one is applied', async () => {
      const copy = await current(house)
      expect((await updateVenue(db, 'de', house, { updated_at: copy.updated_at, city: 'Auenburg' })).ok).toBe(true)
      expect(await updateVenue(db, 'en', house, { updated_at: copy.updated_at, city: 'Elsewhere' })).toEqual({ ok: false, status: 409, message: expect.stringContaining('Someone else changed this venue') })
      expect((await current(house)).city).toBe('Auenburg')
      const fresh = await current(house)
      const answers = await Promise.all(['Eins', 'Zwei'].map((city) => updateVenue(db, 'de', house, { updated_at: fresh.updated_at, city })))
      expect(answers.map((answer) => (answer.ok ? 200 : answer.status)).toSorted()).toEqual([200, 409])
      expect(await updateVenue(db, 'de', 987_654, { updated_at: fresh.updated_at })).toMatchObject({ ok: false, status: 404 })
    })

    it('a slug change leaves a redirect from the old address of that language', async () => {
      const copy = await current(house)
      const changed = await updateVenue(db, 'de', house, { updated_at: copy.updated_at, slug: { de: 'grosses-haus' } })
      if (!changed.ok) throw new Error(changed.message)
      const rows = (await db.select({ oldPath: redirects.oldPath, newPath: redirects.newPath }).from(redirects)).filter((row) => row.oldPath.endsWith(`/${house}`))
      expect(rows.map((row) => [row.oldPath, row.newPath])).toEqual([[`/de/venues/haupthaus/${house}`, `/de/venues/grosses-haus/${house}`]])
      expect(await lastTags()).toEqual([`venue:${house}`, 'venues', 'taxonomy', `event:${eventId}`, 'redirects'])
    })

    it('adds, renames and removes rooms on the current copy; a room with events stays, and so does a venue with rooms', async () => {
      const copy = await current(house)
      const added = await addRoom(db, 'de', house, { updated_at: copy.updated_at, name: both('Studio', 'Studio') })
      if (!added.ok) throw new Error(added.message)
      const studio = added.record.rooms.find((room) => room.name.de === 'Studio')
      if (!studio) throw new Error('no studio')
      expect(added.record.rooms.map((room) => room.name.en)).toEqual(['Main stage', 'Studio'])
      expect(await addRoom(db, 'de', house, { updated_at: copy.updated_at, name: both('Foyer', 'Foyer') })).toMatchObject({ ok: false, status: 409 })
      expect(await addRoom(db, 'en', house, { updated_at: added.record.updated_at, name: both('', 'Foyer') })).toMatchObject({ ok: false, status: 400, errors: { 'name.de': ['This field is required!'] } })
      const renamed = await updateRoom(db, 'de', house, studio.id, { updated_at: added.record.updated_at, name: { en: 'Studio stage' }, show_in_filter: false })
      expect(renamed).toMatchObject({ ok: true, record: { rooms: [expect.anything(), { id: studio.id, name: both('Studio', 'Studio stage'), show_in_filter: false, event_count: 0 }] } })
      expect(await lastTags()).toEqual([`venue:${house}`, 'venues', 'taxonomy', `event:${eventId}`])

      expect(await removeRoom(db, 'de', house, stage)).toEqual({ ok: false, status: 409, message: expect.stringContaining('Im Raum „Große Bühne“ findet noch 1 Veranstaltung statt: Die Möwe (04.12.2026).') })
      expect(await deleteVenue(db, 'en', house)).toEqual({ ok: false, status: 409, message: expect.stringContaining('This venue still has 2 rooms: Main stage, Studio stage.') })
      expect(await removeRoom(db, 'de', house, studio.id)).toMatchObject({ ok: true, record: { rooms: [{ id: stage }] } })
      expect(await removeRoom(db, 'de', house, studio.id)).toMatchObject({ ok: false, status: 404 })
      await db.delete(events)
      expect(await removeRoom(db, 'de', house, stage)).toMatchObject({ ok: true, record: { rooms: [] } })
      expect(await deleteVenue(db, 'de', house)).toEqual({ ok: true })
      expect(await lastTags()).toEqual([`venue:${house}`, 'venues', 'taxonomy'])
      expect(await venueForBackOffice(db, 'de', house)).toBeNull()
      expect(await searchRefs(house)).toEqual([])
      expect(await deleteVenue(db, 'de', house)).toMatchObject({ ok: false, status: 404 })
    })
  })
}
