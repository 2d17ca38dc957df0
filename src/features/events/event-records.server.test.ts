import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/server/db/client.server'
import { contentChanges, eventTags, eventTypes, events, genres, inventory, labels, persons, productions, redirects, rooms, saleTypes, searchDocuments, series, siteSettings, venues } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { builtInBoxOffice } from '~/server/shop/box-office.server'
import { findMatches } from '~/server/search/query.server'
import { applyAction, copyRecord, createRecord, deleteRecord, listRecords, readRecord, updateRecord } from '~/features/collections/service.server'
import type { CreateOf } from '~/features/collections/collection'
import { eventsServer } from './event-records.server'

const both = (de: string, en: string) => ({ de, en })
type Fields = typeof eventsServer.collection.fields

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`events on the collection description on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let roomId = 0
    let productionId = 0
    let full = 0
    let reduced = 0
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      await db.insert(siteSettings).values({ id: 1, isSiteOnline: true, isShopOnline: true })
      const [venue] = await db.insert(venues).values({ name: both('Haus', 'House'), slug: both('haus', 'house'), street: 'Ufer 1', postcode: '10000', city: 'Berlin' }).returning()
      const [room] = await db.insert(rooms).values({ venueId: venue?.id ?? 0, name: both('Großer Saal', 'Main hall') }).returning()
      roomId = room?.id ?? 0
      const [production] = await db.insert(productions).values({ kind: 'show', title: both('Die Möwe', 'The Seagull'), slug: both('die-moewe', 'the-seagull') }).returning()
      productionId = production?.id ?? 0
      const types = await db
        .insert(saleTypes)
        .values([
          { name: both('Vollpreis', 'Full price'), isFullPrice: true, position: 0 },
          { name: both('Ermäßigt', 'Reduced'), position: 1 },
        ])
        .returning()
      full = types[0]?.id ?? 0
      reduced = types[1]?.id ?? 0
    }, 60_000)
    afterAll(async () => {
      await database?.dispose()
    })

    const lastTags = async () => (await db.select().from(contentChanges).orderBy(contentChanges.id)).at(-1)?.tags
    const current = async (id: number) => {
      const copy = await readRecord(db, eventsServer, id)
      if (!copy) throw new Error(`no event ${id}`)
      return copy
    }
    const searchRefs = async (id: number) => (await db.select().from(searchDocuments).where(eq(searchDocuments.refId, id))).filter((doc) => doc.kind === 'event')
    const newEvent = (overrides: CreateOf<Fields> = {}): CreateOf<Fields> => ({
      title: both('Der Kirschgarten', 'The Cherry Orchard'),
      slug: both('der-kirschgarten', 'the-cherry-orchard'),
      date_start: '2027-01-15T18:30:00.000Z',
      date_end: '2027-01-15T21:00:00.000Z',
      room_id: roomId,
      production_id: productionId,
      seat_groups: [{ name: both('Parkett', 'Stalls'), capacity: 100, taken: 0, prices: [{ sale_type_id: full, amount: '38.00', sold: 0 }, { sale_type_id: reduced, amount: '19.50', sold: 0 }] }],
      ...overrides,
    })
    const create = async (overrides: CreateOf<Fields> = {}) => {
      const created = await createRecord(db, 'de', eventsServer, newEvent(overrides))
      if (!created.ok) throw new Error(JSON.stringify(created))
      const [row] = await db.select().from(events).where(eq(events.id, created.record.id))
      return { record: created.record, shopEventId: row?.shopEventId ?? 0, ticketUrl: row?.ticketUrl }
    }

    it('creates an event with its offer, ready to sell: a shop event id, the stock, the reduced price a discount of the full one', async () => {
      const { record, shopEventId, ticketUrl } = await create()
      expect(record).toMatchObject({
        status: 'scheduled',
        room_id: roomId,
        urls: { de: `/de/programm/der-kirschgarten/${record.id}`, en: `/en/events/the-cherry-orchard/${record.id}` },
        seat_groups: [{ id: expect.any(Number), name: both('Parkett', 'Stalls'), capacity: 100, taken: 0, prices: [{ id: expect.any(Number), sale_type_id: full, amount: '38.00', sold: 0 }, { id: expect.any(Number), sale_type_id: reduced, amount: '19.50', sold: 0 }] }],
      })
      expect(await lastTags()).toEqual([`event:${record.id}`, 'events'])
      expect(ticketUrl).toBe(`/webshop/events/${shopEventId}`)
      const shop = builtInBoxOffice(db)
      const offer = await shop.offer(shopEventId, 'en')
      expect(offer?.seat_groups).toEqual([expect.objectContaining({ seat_group: 'Stalls', prices: [expect.objectContaining({ name: 'Full price', price: '38.00', has_discounts: true }), expect.objectContaining({ name: 'Reduced', price: '19.50' })] })])
      expect(await shop.availability(shopEventId)).toEqual([expect.objectContaining({ capacity: 100, available: 100 })])
    })

    it('a new event is found by the site search in both languages at once, under a new title too and no more under the old', async () => {
      const { record } = await create({ title: both('Die Wildente', 'The Wild Duck'), slug: both('die-wildente', 'the-wild-duck') })
      // its documents are written in the save's transaction: there when the save answers
      expect((await searchRefs(record.id)).map((doc) => [doc.locale, doc.title, doc.url]).toSorted()).toEqual([
        ['de', 'Die Wildente', record.urls?.de],
        ['en', 'The Wild Duck', record.urls?.en],
      ])
      const before = { now: new Date('2027-01-01T00:00:00Z') }
      const found = async (lang: 'de' | 'en', query: string) => (await findMatches(db, lang, query, 'events', 1, before)).map((hit) => [hit.id, hit.url])
      expect(await found('de', 'Wildente')).toEqual([[`event-${record.id}`, record.urls?.de]])
      expect(await found('en', 'wild duck')).toEqual([[`event-${record.id}`, record.urls?.en]])
      const renamed = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: record.updated_at, title: { en: 'The Wild Goose' } })
      if (!renamed.ok) throw new Error(JSON.stringify(renamed))
      expect(await found('en', 'wild goose')).toEqual([[`event-${record.id}`, record.urls?.en]])
      expect(await found('en', 'duck')).toEqual([])
      expect(await found('de', 'Wildente')).toEqual([[`event-${record.id}`, record.urls?.de]])
    })

    it('refuses an end before the start, an unknown room and a price category twice, in the editor’s language', async () => {
      const refused = await createRecord(db, 'de', eventsServer, newEvent({ date_end: '2027-01-15T17:00:00.000Z', seat_groups: [{ name: both('Parkett', 'Stalls'), capacity: 10, taken: 0, prices: [{ sale_type_id: full, amount: '1.00', sold: 0 }, { sale_type_id: full, amount: '2.00', sold: 0 }] }] }))
      expect(refused).toMatchObject({ ok: false, status: 400, errors: { 'seat_groups.0.prices': ['Jede Preiskategorie kann in einer Platzgruppe nur einmal vorkommen.'] } })
      const later = await createRecord(db, 'de', eventsServer, newEvent({ date_end: '2027-01-15T17:00:00.000Z', room_id: 999_999 }))
      expect(later).toMatchObject({ ok: false, status: 400, errors: { date_end: [expect.any(String)] } })
      const room = await createRecord(db, 'en', eventsServer, newEvent({ room_id: 999_999 }))
      expect(room).toMatchObject({ ok: false, status: 400, errors: { room_id: [expect.any(String)] } })
    })

    it('refuses a new event field by field in the editor’s language and stores nothing: title, slug, seat group name, capacity, amount, production, price category', async () => {
      const before = (await db.select().from(events)).length
      const refused = await createRecord(
        db,
        'de',
        eventsServer,
        newEvent({
          title: both('', 'Untitled'),
          slug: both('Mit Leerzeichen', 'fine'),
          production_id: 999_999,
          seat_groups: [{ name: both('', 'Stalls'), capacity: -1, taken: 0, prices: [{ sale_type_id: 999_999, amount: '12,5x', sold: 0 }] }],
        }),
      )
      expect(refused).toMatchObject({
        ok: false,
        status: 400,
        errors: {
          'title.de': [expect.any(String)],
          'slug.de': [expect.any(String)],
          'seat_groups.0.name.de': [expect.any(String)],
          'seat_groups.0.capacity': [expect.any(String)],
          'seat_groups.0.prices.0.amount': ['Bitte einen Betrag wie 24,50 angeben.'],
        },
      })
      // the references are checked once every field passes on its own
      const unknown = await createRecord(db, 'en', eventsServer, newEvent({ production_id: 999_999, seat_groups: [{ name: both('Parkett', 'Stalls'), capacity: 10, taken: 0, prices: [{ sale_type_id: 999_999, amount: '12.50', sold: 0 }] }] }))
      expect(unknown).toMatchObject({ ok: false, status: 400, errors: { production_id: [expect.any(String)], 'seat_groups.0.prices.0.sale_type_id': [expect.any(String)] } })
      expect((await db.select().from(events)).length).toBe(before)
    })

    it('updates both languages from the current copy and names the event page for regeneration', async () => {
      const { record } = await create({ title: both('Die Möwe', 'The Seagull'), slug: both('die-moewe', 'the-seagull') })
      const copy = await current(record.id)
      const result = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: copy.updated_at, title: { en: 'The Gull' }, subtitle: { de: 'Komödie in vier Akten' } })
      expect(result).toMatchObject({ ok: true, record: { title: both('Die Möwe', 'The Gull'), subtitle: both('Komödie in vier Akten', '') } })
      expect(await lastTags()).toEqual([`event:${record.id}`])
    })

    it('refuses an update made on an outdated copy and keeps the newer one', async () => {
      const { record } = await create({ slug: both('veraltet', 'outdated') })
      const copy = await current(record.id)
      expect((await updateRecord(db, 'de', eventsServer, record.id, { updated_at: copy.updated_at, title: { de: 'Erste Änderung' } })).ok).toBe(true)
      const late = await updateRecord(db, 'en', eventsServer, record.id, { updated_at: copy.updated_at, title: { de: 'Zweite Änderung' } })
      expect(late).toEqual({ ok: false, status: 409, message: expect.stringContaining('Someone else changed this event') })
      expect((await current(record.id)).title.de).toBe('Erste Änderung')
    })

    it('of two concurrent saves from the same copy exactly one is applied', async () => {
      const { record } = await create({ slug: both('gleichzeitig', 'concurrent') })
      const copy = await current(record.id)
      const answers = await Promise.all(['Eins', 'Zwei'].map((title) => updateRecord(db, 'de', eventsServer, record.id, { updated_at: copy.updated_at, title: { de: title } })))
      expect(answers.map((answer) => (answer.ok ? 200 : answer.status)).toSorted()).toEqual([200, 409])
      const winner = answers.find((answer) => answer.ok)
      expect((await current(record.id)).title.de).toBe(winner?.ok ? winner.record.title.de : 'none')
    })

    it('checks dates and rooms on an update, and a new date makes the lists stale too', async () => {
      const { record } = await create({ slug: both('termine', 'dates'), date_start: '2026-12-04T18:30:00.000Z', date_end: null })
      const copy = await current(record.id)
      expect(await updateRecord(db, 'en', eventsServer, record.id, { updated_at: copy.updated_at, date_end: '2026-12-01T00:00:00.000Z' })).toMatchObject({
        ok: false,
        status: 400,
        errors: { date_end: ['The end must be after the start.'] },
      })
      expect(await updateRecord(db, 'en', eventsServer, record.id, { updated_at: copy.updated_at, room_id: 999_999 })).toMatchObject({ ok: false, status: 400, errors: { room_id: ['This room does not exist.'] } })
      expect(await updateRecord(db, 'en', eventsServer, record.id, { updated_at: copy.updated_at, title: { de: '   ' } })).toMatchObject({ ok: false, status: 400, errors: { 'title.de': [expect.any(String)] } })
      expect(await updateRecord(db, 'en', eventsServer, 987_654, { updated_at: copy.updated_at })).toMatchObject({ ok: false, status: 404 })
      const moved = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: copy.updated_at, date_start: '2026-12-05T18:30:00.000Z', date_end: '2026-12-05T21:00:00.000Z' })
      expect(moved).toMatchObject({ ok: true, record: { date_start: '2026-12-05T18:30:00.000Z', date_end: '2026-12-05T21:00:00.000Z', room_id: roomId } })
      expect(await lastTags()).toEqual([`event:${record.id}`, 'events'])
    })

    it('a price keeps its id through a save, two seat groups reorder, never below the seats sold or held; a price with tickets cannot go', async () => {
      const { record, shopEventId } = await create({ slug: both('kirschgarten-zwei', 'cherry-orchard-two') })
      const shop = builtInBoxOffice(db)
      const [stalls] = record.seat_groups
      if (!stalls) throw new Error('no seat group')
      const added = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: record.updated_at, seat_groups: [stalls, { name: both('Rang', 'Circle'), capacity: 30, prices: [{ sale_type_id: full, amount: '25.00' }] }] })
      if (!added.ok) throw new Error(JSON.stringify(added))
      const [, circle] = added.record.seat_groups
      if (!circle) throw new Error('no circle')
      // a visitor holds 3 seats at the full price of the stalls
      expect(await shop.createCart('visitor-a', { event_jet_id: shopEventId, sale_type_ids: [full], quantities: [3], seat_group: stalls.id }, 'de')).toMatchObject({ tickets_quantity: 3 })
      const copy = await readRecord(db, eventsServer, record.id)
      if (!copy) throw new Error('no event')
      const [held, other] = copy.seat_groups
      if (!held || !other) throw new Error('no seat groups')
      expect(held.taken).toBe(3)
      expect(held.prices.map((price) => price.sold)).toEqual([3, 0])

      const tooSmall = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: copy.updated_at, seat_groups: [{ ...held, capacity: 2 }, other] })
      expect(tooSmall).toMatchObject({ ok: false, status: 400, errors: { 'seat_groups.0.capacity': ['Es sind schon 3 Plätze verkauft oder reserviert: Die Kapazität kann nicht kleiner sein.'] } })
      const withoutFull = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: copy.updated_at, seat_groups: [{ ...held, prices: held.prices.slice(1) }, other] })
      expect(withoutFull).toMatchObject({ ok: false, status: 400, errors: { 'seat_groups.0.prices': ['Der Preis „Vollpreis“ ist schon 3-mal verkauft und kann nicht entfernt werden.'] } })
      const withoutStalls = await updateRecord(db, 'en', eventsServer, record.id, { updated_at: copy.updated_at, seat_groups: [other] })
      expect(withoutStalls).toMatchObject({ ok: false, status: 400, errors: { seat_groups: ['The seat group “Stalls” has 3 sold or reserved seats and cannot be removed.'] } })

      // the circle first, the stalls' full price dearer: the same rows, the same ids
      const dearer = { ...held, prices: held.prices.map((price) => (price.sale_type_id === full ? { ...price, amount: '42.00' } : price)) }
      const saved = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: copy.updated_at, seat_groups: [other, dearer] })
      if (!saved.ok) throw new Error(JSON.stringify(saved))
      expect(saved.record.seat_groups.map((group) => group.id)).toEqual([other.id, held.id])
      expect(saved.record.seat_groups[1]?.prices).toEqual([{ ...held.prices[0], amount: '42.00' }, held.prices[1]])
      const offer = await shop.offer(shopEventId, 'de')
      expect(offer?.prices.map((entry) => [entry.seat_group, entry.price])).toEqual(expect.arrayContaining([[held.id, '42.00']]))
      // an empty seat group can go, and its stock with it
      const withoutCircle = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: saved.record.updated_at, seat_groups: [saved.record.seat_groups[1] ?? dearer] })
      expect(withoutCircle).toMatchObject({ ok: true, record: { seat_groups: [{ id: held.id }] } })
      expect((await db.select().from(inventory).where(eq(inventory.eventId, record.id))).map((stock) => stock.seatGroupId)).toEqual([held.id])
    })

    it('timeslots: the first takes over the seats sold, one with tickets can be hidden but not removed, and the same time twice is refused', async () => {
      const { record, shopEventId } = await create({ slug: both('fuehrung', 'tour'), seat_groups: [{ name: both('Führung', 'Tour'), capacity: 20, taken: 0, prices: [{ sale_type_id: full, amount: '8.00', sold: 0 }] }] })
      await db.update(inventory).set({ sold: 5 }).where(eq(inventory.eventId, record.id))
      const twice = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: record.updated_at, timeslots: [{ time_start: '18:00', visible: true }, { time_start: '18:00', visible: true }] })
      expect(twice).toMatchObject({ ok: false, errors: { 'timeslots.1.time_start': ['Jede Uhrzeit nur einmal.'] } })
      const badTime = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: record.updated_at, timeslots: [{ time_start: '25:00', visible: true }] })
      expect(badTime).toMatchObject({ ok: false, errors: { 'timeslots.0.time_start': ['Eine Uhrzeit wie 19:30.'] } })

      const slotted = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: record.updated_at, timeslots: [{ time_start: '18:00', visible: true }, { time_start: '19:30', visible: true }] })
      if (!slotted.ok) throw new Error(JSON.stringify(slotted))
      const [early, late] = slotted.record.timeslots
      if (!early?.id || !late?.id) throw new Error('no timeslots')
      expect(slotted.record.timeslots).toEqual([
        { id: early.id, time_start: '18:00', visible: true, taken: 5 },
        { id: late.id, time_start: '19:30', visible: true, taken: 0 },
      ])
      expect((await db.select().from(inventory).where(eq(inventory.eventId, record.id))).map((stock) => stock.timeslotId).sort()).toEqual([early.id, late.id].sort())
      expect((await builtInBoxOffice(db).availability(shopEventId)).map((entry) => entry.available).sort((a, b) => a - b)).toEqual([15, 20])

      const refused = await updateRecord(db, 'en', eventsServer, record.id, { updated_at: slotted.record.updated_at, timeslots: [late] })
      expect(refused).toMatchObject({ ok: false, status: 400, errors: { timeslots: [expect.stringContaining('18:00')] } })
      const hidden = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: slotted.record.updated_at, timeslots: [{ ...early, visible: false }, { ...late, time_start: '20:00' }] })
      if (!hidden.ok) throw new Error(JSON.stringify(hidden))
      expect(hidden.record.timeslots).toEqual([
        { id: early.id, time_start: '18:00', visible: false, taken: 5 },
        { id: late.id, time_start: '20:00', visible: true, taken: 0 },
      ])
    })

    it('records what the lists need: a new title names the event only, a new day or status the lists too, a credit its person', async () => {
      const { record } = await create({ slug: both('tags', 'tags') })
      const retitled = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: record.updated_at, title: { de: 'Der Kirschgarten (neu)' } })
      if (!retitled.ok) throw new Error(JSON.stringify(retitled))
      expect(await lastTags()).toEqual([`event:${record.id}`])
      const cancelled = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: retitled.record.updated_at, status: 'cancelled' })
      if (!cancelled.ok) throw new Error(JSON.stringify(cancelled))
      expect(await lastTags()).toEqual([`event:${record.id}`, 'events'])
      const moved = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: cancelled.record.updated_at, date_start: '2027-01-16T18:30:00.000Z', date_end: null })
      expect(moved).toMatchObject({ ok: true, record: { date_start: '2027-01-16T18:30:00.000Z', date_end: null } })
      expect(await lastTags()).toEqual([`event:${record.id}`, 'events'])
    })

    it('classifies an event by type, series, genres, tags and labels; an unknown choice is refused; the lists follow', async () => {
      const [type] = await db.insert(eventTypes).values({ slug: 'theater', name: both('Theater', 'Theatre') }).returning()
      const [cycle] = await db.insert(series).values({ name: both('Klassiker', 'Classics'), slug: both('klassiker', 'classics') }).returning()
      const genreRows = await db.insert(genres).values([{ slug: 'komoedie', name: both('Komödie', 'Comedy') }, { slug: 'drama', name: both('Drama', 'Drama') }]).returning()
      const [access] = await db.insert(eventTags).values({ name: both('Audiodeskription', 'Audio description') }).returning()
      const [label] = await db.insert(labels).values({ key: 'family_and_kids', name: both('Familie', 'Family') }).returning()
      if (!type || !cycle || !access || !label) throw new Error('no classification rows')
      const genreIds = genreRows.map((row) => row.id)
      const { record } = await create({ slug: both('klassiker-eins', 'classic-one'), event_type_id: type.id, series_id: cycle.id, genre_ids: genreIds, tag_ids: [access.id] })
      expect(record).toMatchObject({ event_type_id: type.id, series_id: cycle.id, tag_ids: [access.id], label_ids: [] })
      expect([...record.genre_ids].sort()).toEqual([...genreIds].sort())

      const unknown = await updateRecord(db, 'en', eventsServer, record.id, { updated_at: record.updated_at, genre_ids: [genreIds[0] ?? 0, 999_999] })
      expect(unknown).toMatchObject({ ok: false, status: 400, errors: { genre_ids: ['This choice no longer exists. Reload the page.'] } })

      const relabelled = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: record.updated_at, genre_ids: [genreIds[1] ?? 0], label_ids: [label.id], series_id: null })
      if (!relabelled.ok) throw new Error(JSON.stringify(relabelled))
      expect(relabelled.record).toMatchObject({ genre_ids: [genreIds[1]], tag_ids: [access.id], label_ids: [label.id], series_id: null, event_type_id: type.id })
      // the programme filtered by genre or series lists it no more: the lists are stale too
      expect(await lastTags()).toEqual([`event:${record.id}`, 'events'])
      // a save that leaves the classification alone keeps it
      const retitled = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: relabelled.record.updated_at, title: { de: 'Klassiker Eins' } })
      expect(retitled.ok && retitled.record).toMatchObject({ genre_ids: [genreIds[1]], tag_ids: [access.id], label_ids: [label.id] })
      expect(await lastTags()).toEqual([`event:${record.id}`])
    })

    it('keeps a description in both languages and an image; refuses an image off the site’s paths', async () => {
      const paragraph = (text: string) => ({ root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] }] } })
      const { record } = await create({ slug: both('mit-text', 'with-text'), description: { de: paragraph('Ein Abend.'), en: null }, image: '/media/library/abend.jpg' })
      expect(record.description.de).toEqual(paragraph('Ein Abend.'))
      // a language without a description is none (the event page shows nothing for it)
      expect(record.description.en).toBeNull()
      expect(record.image).toBe('/media/library/abend.jpg')
      const offSite = await updateRecord(db, 'en', eventsServer, record.id, { updated_at: record.updated_at, image: '//evil.example/x.jpg' })
      expect(offSite).toMatchObject({ ok: false, errors: { image: [expect.stringContaining('media library')] } })
      const english = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: record.updated_at, description: { en: paragraph('An evening.') } })
      if (!english.ok) throw new Error(JSON.stringify(english))
      expect(english.record.description).toEqual({ de: paragraph('Ein Abend.'), en: paragraph('An evening.') })
      expect(english.record.image).toBe('/media/library/abend.jpg')
    })

    it('credits people in the cast and the team with roles in both languages, in order; their pages follow; an unknown person is refused', async () => {
      const people = await db
        .insert(persons)
        .values([
          { firstName: 'Anna', lastName: 'Alt', slug: 'anna-alt' },
          { firstName: 'Bert', lastName: 'Bass', slug: 'bert-bass' },
          { firstName: 'Clara', lastName: 'Chor', slug: 'clara-chor' },
        ])
        .returning()
      const [anna, bert, clara] = people.map((person) => person.id)
      if (!anna || !bert || !clara) throw new Error('no people')
      const { record } = await create({
        slug: both('mit-besetzung', 'with-cast'),
        credits: [
          { person_id: bert, kind: 'team', role: both('Regie', 'Director') },
          { person_id: anna, kind: 'cast', role: both('Mascha', 'Masha') },
          { person_id: clara, kind: 'cast', role: both('Nina', 'Nina') },
        ],
      })
      // cast first, then team, each in the order given
      expect(record.credits.map((credit) => [credit.person_id, credit.kind, credit.role.de])).toEqual([
        [anna, 'cast', 'Mascha'],
        [clara, 'cast', 'Nina'],
        [bert, 'team', 'Regie'],
      ])
      expect(await lastTags()).toEqual(expect.arrayContaining([`event:${record.id}`, `person:${anna}`, `person:${bert}`, `person:${clara}`]))
      expect((await current(record.id)).credits).toEqual(record.credits)

      const unknown = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: record.updated_at, credits: [{ person_id: 999_999, kind: 'cast', role: both('', '') }] })
      expect(unknown).toMatchObject({ ok: false, errors: { 'credits.0.person_id': ['Diese Auswahl gibt es nicht mehr. Laden Sie die Seite neu.'] } })
      // Clara leaves: her page and those still named are regenerated
      const fewer = await updateRecord(db, 'de', eventsServer, record.id, {
        updated_at: record.updated_at,
        credits: [
          { person_id: anna, kind: 'cast', role: both('Mascha', 'Masha') },
          { person_id: bert, kind: 'team', role: both('Regie', 'Director') },
        ],
      })
      if (!fewer.ok) throw new Error(JSON.stringify(fewer))
      expect(fewer.record.credits.map((credit) => credit.person_id)).toEqual([anna, bert])
      expect(await lastTags()).toEqual(expect.arrayContaining([`person:${clara}`]))
      // a save that leaves the credits as they are names no person
      const retitled = await updateRecord(db, 'de', eventsServer, record.id, { updated_at: fewer.record.updated_at, title: { de: 'Mit Besetzung' }, credits: fewer.record.credits })
      if (!retitled.ok) throw new Error(JSON.stringify(retitled))
      expect(await lastTags()).toEqual([`event:${record.id}`])
      // deleted: the pages of the people still named are regenerated without it
      expect(await deleteRecord(db, 'de', eventsServer, record.id)).toEqual({ ok: true })
      expect(await lastTags()).toEqual(expect.arrayContaining([`person:${anna}`, `person:${bert}`]))
    })

    it('a slug change leaves a redirect from the old address per language, without chains or loops', async () => {
      const { record } = await create({ slug: both('onkel-wanja', 'uncle-vanya') })
      const id = record.id
      const redirectsOf = async () =>
        (await db.select({ oldPath: redirects.oldPath, newPath: redirects.newPath }).from(redirects))
          .filter((row) => row.oldPath.endsWith(`/${id}`))
          .map((row) => [row.oldPath, row.newPath])
          .toSorted()

      const first = await updateRecord(db, 'de', eventsServer, id, { updated_at: record.updated_at, slug: { de: 'onkel-wanja-neu' } })
      if (!first.ok) throw new Error(first.message)
      expect(await redirectsOf()).toEqual([[`/de/programm/onkel-wanja/${id}`, `/de/programm/onkel-wanja-neu/${id}`]])
      expect(await lastTags()).toEqual([`event:${id}`, 'events', 'redirects'])

      const second = await updateRecord(db, 'de', eventsServer, id, { updated_at: first.record.updated_at, slug: { de: 'wanja', en: 'vanya' } })
      if (!second.ok) throw new Error(second.message)
      expect(await redirectsOf()).toEqual(
        [
          [`/de/programm/onkel-wanja/${id}`, `/de/programm/wanja/${id}`],
          [`/de/programm/onkel-wanja-neu/${id}`, `/de/programm/wanja/${id}`],
          [`/en/events/uncle-vanya/${id}`, `/en/events/vanya/${id}`],
        ].toSorted(),
      )

      // back to the first slug: that address is a page again, the others lead to it
      const third = await updateRecord(db, 'de', eventsServer, id, { updated_at: second.record.updated_at, slug: { de: 'onkel-wanja' } })
      if (!third.ok) throw new Error(third.message)
      expect(await redirectsOf()).toEqual(
        [
          [`/de/programm/onkel-wanja-neu/${id}`, `/de/programm/onkel-wanja/${id}`],
          [`/de/programm/wanja/${id}`, `/de/programm/onkel-wanja/${id}`],
          [`/en/events/uncle-vanya/${id}`, `/en/events/vanya/${id}`],
        ].toSorted(),
      )
      // a title change alone adds none
      const retitled = await updateRecord(db, 'de', eventsServer, id, { updated_at: third.record.updated_at, title: { de: 'Onkel Wanja' } })
      expect(retitled.ok).toBe(true)
      expect(await redirectsOf()).toHaveLength(3)
    })

    it('lists by Berlin days, status, room and title', async () => {
      const { record } = await create({ slug: both('spaet', 'late'), title: both('Spätvorstellung', 'Late show'), date_start: '2027-02-01T22:30:00.000Z', date_end: null })
      // half past eleven in Berlin is still the first of February
      expect((await listRecords(db, 'de', eventsServer, { from: '2027-02-01', to: '2027-02-01' })).results.map((row) => row.id)).toEqual([record.id])
      expect((await listRecords(db, 'de', eventsServer, { from: '2027-02-02' })).results.map((row) => row.id)).not.toContain(record.id)
      expect((await listRecords(db, 'en', eventsServer, { q: 'late show', room_id: String(roomId), status: 'scheduled' })).results).toEqual([expect.objectContaining({ id: record.id, room_id: roomId, url: `/en/events/late/${record.id}` })])
      expect((await listRecords(db, 'de', eventsServer, { q: 'Spät', status: 'cancelled' })).total).toBe(0)
    })

    it('refuses to delete an event with tickets, and deletes one without', async () => {
      const { record } = await create({ slug: both('weg', 'gone') })
      await db.update(inventory).set({ sold: 1 }).where(eq(inventory.eventId, record.id))
      expect(await deleteRecord(db, 'de', eventsServer, record.id)).toMatchObject({ ok: false, status: 409 })
      await db.update(inventory).set({ sold: 0 }).where(eq(inventory.eventId, record.id))
      expect(await deleteRecord(db, 'de', eventsServer, record.id)).toEqual({ ok: true })
      expect(await readRecord(db, eventsServer, record.id)).toBeNull()
    })

    it('copies an event for a new date: its offer and timeslots as new rows with every seat free, its end as far from its start, scheduled again', async () => {
      const { record: source, shopEventId: sourceShop } = await create({ slug: both('kopie', 'copy'), status: 'soldout', timeslots: [{ time_start: '18:00', visible: true, taken: 0 }] })
      await db.update(inventory).set({ sold: 5 }).where(eq(inventory.eventId, source.id))
      // typed as Berlin wall-clock time: 20:00 in January is 19:00 UTC
      const copied = await copyRecord(db, 'de', eventsServer, source.id, { date_start: '2027-01-22T20:00' })
      if (!copied.ok) throw new Error(JSON.stringify(copied))
      const copy = copied.record
      expect(copy.id).not.toBe(source.id)
      expect(copy).toMatchObject({ title: source.title, slug: source.slug, status: 'scheduled', date_start: '2027-01-22T19:00:00.000Z', date_end: '2027-01-22T21:30:00.000Z', room_id: roomId, production_id: productionId })
      expect(copy.seat_groups).toMatchObject([{ name: both('Parkett', 'Stalls'), capacity: 100, taken: 0, prices: [{ sale_type_id: full, amount: '38.00', sold: 0 }, { sale_type_id: reduced, amount: '19.50', sold: 0 }] }])
      expect(copy.timeslots).toMatchObject([{ time_start: '18:00', visible: true, taken: 0 }])
      // new rows: the source's sales stay with the source
      const sourceNow = await current(source.id)
      expect(copy.seat_groups[0]?.id).not.toBe(sourceNow.seat_groups[0]?.id)
      expect(sourceNow.seat_groups[0]?.taken).toBe(5)
      // a shop event of its own, selling every seat
      const [row] = await db.select().from(events).where(eq(events.id, copy.id))
      expect(row?.shopEventId).not.toBe(sourceShop)
      expect((await builtInBoxOffice(db).availability(row?.shopEventId ?? 0)).map((entry) => entry.available)).toEqual([100])
      expect(await lastTags()).toEqual([`event:${copy.id}`, 'events'])
      // a start that is none is refused at the field, and nothing is made
      const before = (await db.select().from(events)).length
      expect(await copyRecord(db, 'en', eventsServer, source.id, { date_start: 'tomorrow' })).toMatchObject({ ok: false, status: 400, errors: { date_start: [expect.any(String)] } })
      expect((await db.select().from(events)).length).toBe(before)
      expect(await copyRecord(db, 'de', eventsServer, 999_999, { date_start: '2027-01-22T20:00' })).toMatchObject({ ok: false, status: 404 })
    })

    it('cancels several events at once: each changed one gets a new version, so a copy opened before is outdated; the lists are named', async () => {
      const first = (await create({ slug: both('sammel-1', 'bulk-1') })).record
      const second = (await create({ slug: both('sammel-2', 'bulk-2') })).record
      expect(await applyAction(db, eventsServer, { ids: [first.id, second.id], action: 'cancel' })).toBe(2)
      expect((await current(first.id)).status).toBe('cancelled')
      expect((await current(second.id)).status).toBe('cancelled')
      expect(await lastTags()).toEqual(expect.arrayContaining([`event:${first.id}`, `event:${second.id}`, 'events']))
      const stale = await updateRecord(db, 'de', eventsServer, first.id, { updated_at: first.updated_at, title: both('Alt', 'Old') })
      expect(stale).toMatchObject({ ok: false, status: 409 })
      // what already is so changes nothing; an action the description does not name is none
      expect(await applyAction(db, eventsServer, { ids: [first.id], action: 'cancel' })).toBe(0)
      expect(await applyAction(db, eventsServer, { ids: [first.id], action: 'delete' })).toBeNull()
      expect(await applyAction(db, eventsServer, { ids: [first.id, second.id], action: 'not-bookable' })).toBe(2)
      expect((await current(second.id)).is_bookable).toBe(false)
    })
  })
}
