import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BackOfficeEventCreate } from '~/contract/back-office'
import type { Db } from '~/server/db/client.server'
import {
  contentChanges,
  eventTags,
  eventTypes,
  events,
  genres,
  inventory,
  labels,
  persons,
  productions,
  redirects,
  rooms,
  saleTypes,
  searchDocuments,
  series,
  siteSettings,
  venues,
} from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { builtInBoxOffice } from '~/server/shop/box-office.server'
import { bulkUpdateEvents, createEvent, deleteEvent, duplicateEvent, eventForBackOffice, listEventsForBackOffice, updateEvent } from './events.server'

const both = (de: string, en: string) => ({ de, en })

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`back-office events on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let roomId = 0
    let productionId = 0
    let eventId = 0
    let laterId = 0
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
      const inserted = await db
        .insert(events)
        .values([
          { title: both('Die Möwe', 'The Seagull'), slug: both('die-moewe', 'the-seagull'), dateStart: new Date('2026-12-04T18:30:00Z'), roomId },
          { title: both('Nachtkonzert', 'Night concert'), slug: both('nachtkonzert', 'night-concert'), dateStart: new Date('2026-12-20T21:00:00Z') },
        ])
        .returning()
      eventId = inserted[0]?.id ?? 0
      laterId = inserted[1]?.id ?? 0
    }, 60_000)
    afterAll(async () => {
      await database?.dispose()
    })

    const lastTags = async () => (await db.select().from(contentChanges).orderBy(contentChanges.id)).at(-1)?.tags
    const current = async (id: number) => {
      const copy = await eventForBackOffice(db, 'de', id)
      if (!copy) throw new Error(`no event ${id}`)
      return copy
    }
    const newEvent = (overrides: Partial<BackOfficeEventCreate> = {}): BackOfficeEventCreate => ({
      title: both('Der Kirschgarten', 'The Cherry Orchard'),
      subtitle: both('Komödie', 'Comedy'),
      slug: both('der-kirschgarten', 'the-cherry-orchard'),
      date_start: '2027-01-15T18:30:00.000Z',
      date_end: '2027-01-15T21:00:00.000Z',
      room_id: roomId,
      production_id: productionId,
      seat_groups: [{ name: both('Parkett', 'Stalls'), capacity: 100, prices: [{ sale_type_id: full, amount: '38' }, { sale_type_id: reduced, amount: '19,50' }] }],
      ...overrides,
    })
    const searchRefs = async (id: number) => (await db.select().from(searchDocuments).where(eq(searchDocuments.refId, id))).filter((doc) => doc.kind === 'event')

    it('filters by Berlin days, status, room and title', async () => {
      expect((await listEventsForBackOffice(db, 'de', { from: '2026-12-04', to: '2026-12-04' })).results.map((row) => row.id)).toEqual([eventId])
      expect((await listEventsForBackOffice(db, 'de', { from: '2026-12-05', to: '2026-12-31' })).results.map((row) => row.id)).toEqual([laterId])
      expect((await listEventsForBackOffice(db, 'en', { room: roomId })).results).toEqual([expect.objectContaining({ id: eventId, room: { id: roomId, name: 'Main hall' }, url: `/en/events/the-seagull/${eventId}` })])
      expect((await listEventsForBackOffice(db, 'de', { q: 'seagull' })).total).toBe(1)
      expect((await listEventsForBackOffice(db, 'de', { q: '100%_' })).total).toBe(0)
      expect((await listEventsForBackOffice(db, 'de', { status: 'cancelled' })).total).toBe(0)
    })

    it('creates an event in both languages with its offer, ready to sell, in the lists and in the search', async () => {
      const result = await createEvent(db, 'de', newEvent())
      if (!result.ok) throw new Error(result.message)
      const { event } = result
      expect(event).toMatchObject({
        title: { de: 'Der Kirschgarten', en: 'The Cherry Orchard' },
        slug: { de: 'der-kirschgarten', en: 'the-cherry-orchard' },
        status: 'scheduled',
        room_id: roomId,
        production_id: productionId,
        urls: { de: `/de/programm/der-kirschgarten/${event.id}`, en: `/en/events/the-cherry-orchard/${event.id}` },
        seat_groups: [
          {
            name: { de: 'Parkett', en: 'Stalls' },
            capacity: 100,
            taken: 0,
            prices: [expect.objectContaining({ sale_type_id: full, amount: '38.00' }), expect.objectContaining({ sale_type_id: reduced, amount: '19.50' })],
          },
        ],
      })
      expect(await lastTags()).toEqual([`event:${event.id}`, 'events'])
      expect((await searchRefs(event.id)).length).toBeGreaterThan(0)

      // the booking widget's data: a shop event id, the seat group with both prices, the reduced one a discount of the full
      const [row] = await db.select().from(events).where(eq(events.id, event.id))
      if (!row?.shopEventId) throw new Error('no shop event id')
      expect(row.ticketUrl).toBe(`/webshop/events/${row.shopEventId}`)
      const shop = builtInBoxOffice(db)
      const offer = await shop.offer(row.shopEventId, 'en')
      expect(offer?.seat_groups).toEqual([expect.objectContaining({ seat_group: 'Stalls', prices: [expect.objectContaining({ name: 'Full price', price: '38.00', has_discounts: true }), expect.objectContaining({ name: 'Reduced', price: '19.50' })] })])
      expect(await shop.availability(row.shopEventId)).toEqual([expect.objectContaining({ capacity: 100, available: 100 })])
    })

    it('refuses an invalid new event with field errors in the editor’s language and stores nothing', async () => {
      const before = (await listEventsForBackOffice(db, 'de', {})).total
      const german = await createEvent(
        db,
        'de',
        newEvent({
          title: both('  ', 'Orchard'),
          slug: both('Der Kirschgarten', 'orchard'),
          date_end: '2027-01-14T10:00:00.000Z',
          seat_groups: [{ name: both('Parkett', ''), capacity: -1, prices: [{ sale_type_id: full, amount: 'zehn' }, { sale_type_id: full, amount: '10' }] }],
        }),
      )
      expect(german).toMatchObject({
        ok: false,
        status: 400,
        errors: {
          'title.de': ['Dieses Feld ist erforderlich!'],
          'slug.de': [expect.stringContaining('Nur Kleinbuchstaben')],
          date_end: [expect.any(String)],
          'seat_groups.0.name.en': ['Dieses Feld ist erforderlich!'],
          'seat_groups.0.capacity': [expect.stringContaining('ganze Zahl')],
          'seat_groups.0.prices.0.amount': [expect.stringContaining('Betrag')],
          'seat_groups.0.prices': [expect.stringContaining('nur einmal')],
        },
      })
      const english = await createEvent(db, 'en', newEvent({ room_id: 999_999, production_id: 999_998, seat_groups: [{ name: both('A', 'A'), capacity: 5, prices: [{ sale_type_id: 999_997, amount: '5' }] }] }))
      expect(english).toMatchObject({
        ok: false,
        status: 400,
        errors: { room_id: ['This room does not exist.'], production_id: ['This production does not exist.'], 'seat_groups.0.prices.0.sale_type_id': ['This price category does not exist.'] },
      })
      expect((await listEventsForBackOffice(db, 'de', {})).total).toBe(before)
    })

    it('updates both languages from the current copy and names the event page for regeneration', async () => {
      const copy = await current(eventId)
      const result = await updateEvent(db, 'de', eventId, { updated_at: copy.updated_at, title: { en: 'The Gull' }, subtitle: { de: 'Komödie in vier Akten' } })
      expect(result).toMatchObject({ ok: true, event: { title: { de: 'Die Möwe', en: 'The Gull' }, subtitle: { de: 'Komödie in vier Akten', en: '' } } })
      expect(await lastTags()).toEqual([`event:${eventId}`])
    })

    it('a cancellation reaches the calendar too, which reads only the collection', async () => {
      const copy = await current(laterId)
      expect(await updateEvent(db, 'de', laterId, { updated_at: copy.updated_at, status: 'cancelled' })).toMatchObject({ ok: true, event: { status: 'cancelled' } })
      expect(await lastTags()).toEqual([`event:${laterId}`, 'events'])
      const again = await current(laterId)
      expect((await updateEvent(db, 'de', laterId, { updated_at: again.updated_at, status: 'scheduled' })).ok).toBe(true)
    })

    it('refuses an update made on an outdated copy and keeps the newer one', async () => {
      const copy = await current(eventId)
      expect((await updateEvent(db, 'de', eventId, { updated_at: copy.updated_at, title: { de: 'Erste Änderung' } })).ok).toBe(true)
      const late = await updateEvent(db, 'en', eventId, { updated_at: copy.updated_at, title: { de: 'Zweite Änderung' } })
      expect(late).toEqual({ ok: false, status: 409, message: expect.stringContaining('Someone else changed this event') })
      expect((await current(eventId)).title.de).toBe('Erste Änderung')
    })

    it('of two concurrent saves from the same copy exactly one is applied', async () => {
      const copy = await current(eventId)
      const answers = await Promise.all(['Eins', 'Zwei'].map((title) => updateEvent(db, 'de', eventId, { updated_at: copy.updated_at, title: { de: title } })))
      expect(answers.map((answer) => (answer.ok ? 200 : answer.status)).toSorted()).toEqual([200, 409])
      const winner = answers.find((answer) => answer.ok)
      expect((await current(eventId)).title.de).toBe(winner?.ok ? winner.event.title.de : 'none')
    })

    it('checks dates and rooms, and a new date makes the lists stale too', async () => {
      const copy = await current(eventId)
      expect(await updateEvent(db, 'en', eventId, { updated_at: copy.updated_at, date_end: '2026-12-01T00:00:00.000Z' })).toMatchObject({
        ok: false,
        status: 400,
        errors: { date_end: ['The end must be after the start.'] },
      })
      expect(await updateEvent(db, 'en', eventId, { updated_at: copy.updated_at, room_id: 999_999 })).toMatchObject({ ok: false, status: 400, errors: { room_id: [expect.any(String)] } })
      expect(await updateEvent(db, 'en', eventId, { updated_at: copy.updated_at, title: { de: '   ' } })).toMatchObject({ ok: false, status: 400 })
      expect(await updateEvent(db, 'en', 987_654, { updated_at: copy.updated_at })).toMatchObject({ ok: false, status: 404 })
      const moved = await updateEvent(db, 'de', eventId, { updated_at: copy.updated_at, date_start: '2026-12-05T18:30:00.000Z', date_end: '2026-12-05T21:00:00.000Z' })
      expect(moved.ok).toBe(true)
      expect(await lastTags()).toEqual([`event:${eventId}`, 'events'])
    })

    it('changes prices and seat groups, never below the seats sold or held, and the box office sees it at once', async () => {
      const created = await createEvent(db, 'de', newEvent({ slug: both('kirschgarten-zwei', 'cherry-orchard-two') }))
      if (!created.ok) throw new Error(created.message)
      const id = created.event.id
      const [row] = await db.select().from(events).where(eq(events.id, id))
      const shopEventId = row?.shopEventId ?? 0
      const shop = builtInBoxOffice(db)
      // a visitor holds 3 seats; 40 are sold already
      expect(await shop.createCart('visitor-a', { event_jet_id: shopEventId, sale_type_ids: [full], quantities: [3] }, 'de')).toMatchObject({ tickets_quantity: 3 })
      await db.update(inventory).set({ sold: 40 }).where(eq(inventory.eventId, id))
      const copy = await current(id)
      const [stalls] = copy.seat_groups
      if (!stalls) throw new Error('no seat group')
      expect(stalls.taken).toBe(43)

      const tooSmall = await updateEvent(db, 'de', id, { updated_at: copy.updated_at, seat_groups: [{ ...stalls, capacity: 42 }] })
      expect(tooSmall).toMatchObject({ ok: false, status: 400, errors: { 'seat_groups.0.capacity': ['Es sind schon 43 Plätze verkauft oder reserviert: Die Kapazität kann nicht kleiner sein.'] } })
      const removed = await updateEvent(db, 'en', id, { updated_at: copy.updated_at, seat_groups: [] })
      expect(removed).toMatchObject({ ok: false, status: 400, errors: { seat_groups: [expect.stringContaining('43 sold or reserved seats')] } })

      const changed = await updateEvent(db, 'de', id, {
        updated_at: copy.updated_at,
        seat_groups: [
          { id: stalls.id, name: both('Parkett', 'Stalls'), capacity: 43, prices: [{ sale_type_id: full, amount: '42.00' }] },
          { name: both('Rang', 'Circle'), capacity: 30, prices: [{ sale_type_id: full, amount: '25' }, { sale_type_id: reduced, amount: '12' }] },
        ],
      })
      if (!changed.ok) throw new Error(JSON.stringify(changed))
      expect(changed.event.seat_groups).toEqual([
        expect.objectContaining({ id: stalls.id, capacity: 43, taken: 43, prices: [expect.objectContaining({ amount: '42.00' })] }),
        expect.objectContaining({ name: both('Rang', 'Circle'), capacity: 30, taken: 0, prices: [expect.objectContaining({ amount: '25.00' }), expect.objectContaining({ amount: '12.00' })] }),
      ])
      expect(await lastTags()).toEqual([`event:${id}`])
      const available = await shop.availability(shopEventId)
      expect(available).toEqual([expect.objectContaining({ seat_group: stalls.id, capacity: 43, available: 0 }), expect.objectContaining({ capacity: 30, available: 30 })])
      const offer = await shop.offer(shopEventId, 'de')
      expect(offer?.prices.map((entry) => [entry.seat_group, entry.price])).toEqual(expect.arrayContaining([[stalls.id, '42.00']]))
      expect(offer?.prices).toHaveLength(3)
      // the stalls are full now: a visitor is refused, the circle still sells
      expect((await shop.createCart('visitor-b', { event_jet_id: shopEventId, sale_type_ids: [full], quantities: [1], seat_group: stalls.id }, 'de')).tickets_quantity ?? 0).toBe(0)
      const circle = changed.event.seat_groups[1]?.id ?? 0
      expect(await shop.createCart('visitor-b', { event_jet_id: shopEventId, sale_type_ids: [reduced], quantities: [2], seat_group: circle }, 'de')).toMatchObject({ tickets_quantity: 2 })

      // an empty seat group can go
      await shop.emptyCart('visitor-b')
      const latest = await current(id)
      const withoutCircle = await updateEvent(db, 'de', id, { updated_at: latest.updated_at, seat_groups: latest.seat_groups.slice(0, 1) })
      expect(withoutCircle.ok && withoutCircle.event.seat_groups.map((group) => group.id)).toEqual([stalls.id])
    })

    it('classifies an event by type, series, genres, tags and labels; an unknown choice is refused; the lists follow', async () => {
      const [type] = await db.insert(eventTypes).values({ slug: 'theater', name: both('Theater', 'Theatre') }).returning()
      const [cycle] = await db.insert(series).values({ name: both('Klassiker', 'Classics'), slug: both('klassiker', 'classics') }).returning()
      const genreRows = await db.insert(genres).values([{ slug: 'komoedie', name: both('Komödie', 'Comedy') }, { slug: 'drama', name: both('Drama', 'Drama') }]).returning()
      const [access] = await db.insert(eventTags).values({ name: both('Audiodeskription', 'Audio description') }).returning()
      const [label] = await db.insert(labels).values({ key: 'family_and_kids', name: both('Familie', 'Family') }).returning()
      if (!type || !cycle || !access || !label) throw new Error('no classification rows')
      const genreIds = genreRows.map((row) => row.id)
      const created = await createEvent(db, 'de', newEvent({ slug: both('klassiker-eins', 'classic-one'), event_type_id: type.id, series_id: cycle.id, genre_ids: genreIds, tag_ids: [access.id] }))
      if (!created.ok) throw new Error(JSON.stringify(created))
      expect(created.event).toMatchObject({ event_type_id: type.id, series_id: cycle.id, tag_ids: [access.id], label_ids: [] })
      expect([...created.event.genre_ids].sort()).toEqual([...genreIds].sort())

      const unknown = await updateEvent(db, 'en', created.event.id, { updated_at: created.event.updated_at, genre_ids: [genreIds[0] ?? 0, 999_999] })
      expect(unknown).toMatchObject({ ok: false, status: 400, errors: { genre_ids: ['This choice no longer exists. Reload the page.'] } })

      const relabelled = await updateEvent(db, 'de', created.event.id, { updated_at: created.event.updated_at, genre_ids: [genreIds[1] ?? 0], label_ids: [label.id], series_id: null })
      if (!relabelled.ok) throw new Error(JSON.stringify(relabelled))
      expect(relabelled.event).toMatchObject({ genre_ids: [genreIds[1]], tag_ids: [access.id], label_ids: [label.id], series_id: null, event_type_id: type.id })
      // the programme filtered by genre or series lists it no more: the lists are stale too
      expect(await lastTags()).toEqual([`event:${created.event.id}`, 'events'])
      // a save that leaves the classification alone keeps it
      const retitled = await updateEvent(db, 'de', created.event.id, { updated_at: relabelled.event.updated_at, title: { de: 'Klassiker Eins' } })
      expect(retitled.ok && retitled.event).toMatchObject({ genre_ids: [genreIds[1]], tag_ids: [access.id], label_ids: [label.id] })
      expect(await lastTags()).toEqual([`event:${created.event.id}`])
    })

    it('keeps a description in both languages and an image; refuses an image off the site’s paths', async () => {
      const paragraph = (text: string) => ({ root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] }] } })
      const created = await createEvent(db, 'de', newEvent({ slug: both('mit-text', 'with-text'), description: { de: paragraph('Ein Abend.'), en: null }, image: '/media/library/abend.jpg' }))
      if (!created.ok) throw new Error(JSON.stringify(created))
      expect(created.event.description.de).toEqual(paragraph('Ein Abend.'))
      // a language without a text gets an empty document, so that both languages are stored
      expect(created.event.description.en).toMatchObject({ root: { type: 'root', children: [] } })
      expect(created.event.image).toBe('/media/library/abend.jpg')
      const offSite = await updateEvent(db, 'en', created.event.id, { updated_at: created.event.updated_at, image: '//evil.example/x.jpg' })
      expect(offSite).toMatchObject({ ok: false, errors: { image: [expect.stringContaining('media library')] } })
      const english = await updateEvent(db, 'de', created.event.id, { updated_at: created.event.updated_at, description: { en: paragraph('An evening.') } })
      if (!english.ok) throw new Error(JSON.stringify(english))
      expect(english.event.description).toEqual({ de: paragraph('Ein Abend.'), en: paragraph('An evening.') })
      expect(english.event.image).toBe('/media/library/abend.jpg')
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
      const created = await createEvent(db, 'de', newEvent({
        slug: both('mit-besetzung', 'with-cast'),
        credits: [
          { person_id: bert, kind: 'team', role: both('Regie', 'Director') },
          { person_id: anna, kind: 'cast', role: both('Mascha', 'Masha') },
          { person_id: clara, kind: 'cast', role: both('Nina', 'Nina') },
        ],
      }))
      if (!created.ok) throw new Error(JSON.stringify(created))
      // cast first, then team, each in the order given
      expect(created.event.credits.map((credit) => [credit.person_id, credit.kind, credit.role.de])).toEqual([
        [anna, 'cast', 'Mascha'],
        [clara, 'cast', 'Nina'],
        [bert, 'team', 'Regie'],
      ])
      expect(await lastTags()).toEqual(expect.arrayContaining([`event:${created.event.id}`, `person:${anna}`, `person:${bert}`, `person:${clara}`]))
      expect((await eventForBackOffice(db, 'de', created.event.id))?.credits).toEqual(created.event.credits)

      const unknown = await updateEvent(db, 'de', created.event.id, { updated_at: created.event.updated_at, credits: [{ person_id: 999_999, kind: 'cast', role: both('', '') }] })
      expect(unknown).toMatchObject({ ok: false, errors: { 'credits.0.person_id': ['Diese Auswahl gibt es nicht mehr. Laden Sie die Seite neu.'] } })
      // Clara leaves: her page and those still named are regenerated
      const fewer = await updateEvent(db, 'de', created.event.id, {
        updated_at: created.event.updated_at,
        credits: [
          { person_id: anna, kind: 'cast', role: both('Mascha', 'Masha') },
          { person_id: bert, kind: 'team', role: both('Regie', 'Director') },
        ],
      })
      if (!fewer.ok) throw new Error(JSON.stringify(fewer))
      expect(fewer.event.credits.map((credit) => credit.person_id)).toEqual([anna, bert])
      expect(await lastTags()).toEqual(expect.arrayContaining([`person:${clara}`]))
      // a save that leaves the credits as they are names no person
      const retitled = await updateEvent(db, 'de', created.event.id, { updated_at: fewer.event.updated_at, title: { de: 'Mit Besetzung' }, credits: fewer.event.credits })
      if (!retitled.ok) throw new Error(JSON.stringify(retitled))
      expect(await lastTags()).toEqual([`event:${created.event.id}`])
      // deleted: the pages of the people still named are regenerated without it
      expect(await deleteEvent(db, 'de', created.event.id)).toEqual({ ok: true })
      expect(await lastTags()).toEqual(expect.arrayContaining([`person:${anna}`, `person:${bert}`]))
    })

    it('timeslots: the first takes over the seats sold, each sells its own seats, one with tickets can be hidden but not removed', async () => {
      const created = await createEvent(db, 'de', newEvent({ slug: both('fuehrung', 'tour'), seat_groups: [{ name: both('Führung', 'Tour'), capacity: 20, prices: [{ sale_type_id: full, amount: '8' }] }] }))
      if (!created.ok) throw new Error(created.message)
      const id = created.event.id
      const [row] = await db.select().from(events).where(eq(events.id, id))
      const shopEventId = row?.shopEventId ?? 0
      await db.update(inventory).set({ sold: 5 }).where(eq(inventory.eventId, id))
      const shop = builtInBoxOffice(db)

      const twice = await updateEvent(db, 'de', id, { updated_at: created.event.updated_at, timeslots: [{ time_start: '18:00', visible: true }, { time_start: '18:00', visible: true }] })
      expect(twice).toMatchObject({ ok: false, errors: { timeslots: ['Jede Uhrzeit nur einmal.'] } })
      const badTime = await updateEvent(db, 'de', id, { updated_at: created.event.updated_at, timeslots: [{ time_start: '25:00', visible: true }] })
      expect(badTime).toMatchObject({ ok: false, errors: { 'timeslots.0.time_start': ['Eine Uhrzeit wie 19:30.'] } })

      const slotted = await updateEvent(db, 'de', id, { updated_at: created.event.updated_at, timeslots: [{ time_start: '18:00', visible: true }, { time_start: '19:30', visible: true }] })
      if (!slotted.ok) throw new Error(JSON.stringify(slotted))
      const [early, late] = slotted.event.timeslots
      if (!early || !late) throw new Error('no timeslots')
      expect(slotted.event.timeslots).toEqual([
        { id: early.id, time_start: '18:00', visible: true, taken: 5 },
        { id: late.id, time_start: '19:30', visible: true, taken: 0 },
      ])
      // the event as a whole has no stock left: every row belongs to a timeslot
      expect((await db.select().from(inventory).where(eq(inventory.eventId, id))).map((stock) => stock.timeslotId).sort()).toEqual([early.id, late.id].sort())
      const availability = await shop.availability(shopEventId)
      expect(availability.map((entry) => entry.available).sort((a, b) => a - b)).toEqual([15, 20])

      const refused = await updateEvent(db, 'en', id, { updated_at: slotted.event.updated_at, timeslots: [{ id: late.id, time_start: '19:30', visible: true }] })
      expect(refused).toMatchObject({ ok: false, status: 400, errors: { timeslots: [expect.stringContaining('The timeslot 18:00 has 5 sold or held seats')] } })
      const hidden = await updateEvent(db, 'de', id, {
        updated_at: slotted.event.updated_at,
        timeslots: [
          { id: early.id, time_start: '18:00', visible: false },
          { id: late.id, time_start: '20:00', visible: true },
        ],
      })
      if (!hidden.ok) throw new Error(JSON.stringify(hidden))
      expect(hidden.event.timeslots).toEqual([
        { id: early.id, time_start: '18:00', visible: false, taken: 5 },
        { id: late.id, time_start: '20:00', visible: true, taken: 0 },
      ])
      // the only visible timeslot sells without naming it; the hidden one sells no more
      expect(await shop.createCart('visitor-slot', { event_jet_id: shopEventId, sale_type_ids: [full], quantities: [2] }, 'de')).toMatchObject({ tickets_quantity: 2 })
      expect((await current(id)).timeslots.map((slot) => slot.taken)).toEqual([5, 2])
      // an empty timeslot can go
      await shop.emptyCart('visitor-slot')
      const latest = await current(id)
      const withoutLate = await updateEvent(db, 'de', id, { updated_at: latest.updated_at, timeslots: [{ id: early.id, time_start: '18:00', visible: false }] })
      expect(withoutLate.ok && withoutLate.event.timeslots.map((slot) => slot.id)).toEqual([early.id])
    })

    it('refuses to delete an event with sold or held tickets, and deletes one without', async () => {
      const created = await createEvent(db, 'de', newEvent({ slug: both('kirschgarten-drei', 'cherry-orchard-three') }))
      if (!created.ok) throw new Error(created.message)
      const id = created.event.id
      const [row] = await db.select().from(events).where(eq(events.id, id))
      const shop = builtInBoxOffice(db)
      expect(await shop.createCart('visitor-c', { event_jet_id: row?.shopEventId ?? 0, sale_type_ids: [full], quantities: [2] }, 'de')).toMatchObject({ tickets_quantity: 2 })
      expect(await deleteEvent(db, 'de', id)).toEqual({ ok: false, status: 409, message: expect.stringContaining('2 Tickets verkauft oder reserviert') })
      await shop.emptyCart('visitor-c')
      await db.update(inventory).set({ sold: 1 }).where(eq(inventory.eventId, id))
      expect(await deleteEvent(db, 'en', id)).toEqual({ ok: false, status: 409, message: expect.stringContaining('Cancel it or close booking instead') })
      expect((await current(id)).title.de).toBe('Der Kirschgarten')

      await db.update(inventory).set({ sold: 0 }).where(eq(inventory.eventId, id))
      expect(await deleteEvent(db, 'de', id)).toEqual({ ok: true })
      expect(await eventForBackOffice(db, 'de', id)).toBeNull()
      expect(await searchRefs(id)).toEqual([])
      expect(await lastTags()).toEqual([`event:${id}`, 'events'])
      expect(await deleteEvent(db, 'de', id)).toMatchObject({ ok: false, status: 404 })
    })

    it('duplicates an event for a new date with its offer and every seat free', async () => {
      const source = await current(eventId)
      const original = await createEvent(db, 'de', newEvent({ slug: both('kirschgarten-vier', 'cherry-orchard-four') }))
      if (!original.ok) throw new Error(original.message)
      await db.update(inventory).set({ sold: 10 }).where(eq(inventory.eventId, original.event.id))
      const copy = await duplicateEvent(db, 'en', original.event.id, { date_start: '2027-02-01T18:30:00.000Z' })
      if (!copy.ok) throw new Error(copy.message)
      expect(copy.event).toMatchObject({
        title: original.event.title,
        slug: original.event.slug,
        status: 'scheduled',
        date_start: '2027-02-01T18:30:00.000Z',
        // the same duration as the original
        date_end: '2027-02-01T21:00:00.000Z',
        seat_groups: [expect.objectContaining({ name: both('Parkett', 'Stalls'), capacity: 100, taken: 0, prices: [expect.objectContaining({ amount: '38.00' }), expect.objectContaining({ amount: '19.50' })] })],
      })
      expect(copy.event.id).not.toBe(original.event.id)
      const shopIds = await db.select({ id: events.id, shop: events.shopEventId }).from(events).where(eq(events.productionId, productionId))
      expect(new Set(shopIds.map((entry) => entry.shop)).size).toBe(shopIds.length)
      expect(await lastTags()).toEqual([`event:${copy.event.id}`, 'events'])
      const [copied] = await db.select().from(events).where(eq(events.id, copy.event.id))
      expect(copied?.ticketUrl).toBe(`/webshop/events/${copied?.shopEventId}`)
      // an event sold by an outside shop keeps its ticket address in the copy
      await db.update(events).set({ ticketUrl: 'https://tickets.example/42' }).where(eq(events.id, source.id))
      const outside = await duplicateEvent(db, 'de', source.id, { date_start: '2027-03-01T18:30:00.000Z' })
      const [outsideRow] = await db.select().from(events).where(eq(events.id, outside.ok ? outside.event.id : 0))
      expect(outsideRow).toMatchObject({ ticketUrl: 'https://tickets.example/42', shopEventId: null })
      expect(await duplicateEvent(db, 'en', source.id, { date_start: '2027-02-01T18:30:00.000Z', date_end: '2027-01-01T00:00:00.000Z' })).toMatchObject({ ok: false, status: 400 })
    })

    it('a slug change leaves a redirect from the old address per language, without chains or loops', async () => {
      const created = await createEvent(db, 'de', newEvent({ slug: both('onkel-wanja', 'uncle-vanya') }))
      if (!created.ok) throw new Error(created.message)
      const id = created.event.id
      const redirectsOf = async () =>
        (await db.select({ oldPath: redirects.oldPath, newPath: redirects.newPath }).from(redirects))
          .filter((row) => row.oldPath.endsWith(`/${id}`))
          .map((row) => [row.oldPath, row.newPath])
          .toSorted()

      const first = await updateEvent(db, 'de', id, { updated_at: created.event.updated_at, slug: { de: 'onkel-wanja-neu' } })
      if (!first.ok) throw new Error(first.message)
      expect(await redirectsOf()).toEqual([[`/de/programm/onkel-wanja/${id}`, `/de/programm/onkel-wanja-neu/${id}`]])
      expect(await lastTags()).toEqual([`event:${id}`, 'events', 'redirects'])

      const second = await updateEvent(db, 'de', id, { updated_at: first.event.updated_at, slug: { de: 'wanja', en: 'vanya' } })
      if (!second.ok) throw new Error(second.message)
      expect(await redirectsOf()).toEqual(
        [
          [`/de/programm/onkel-wanja/${id}`, `/de/programm/wanja/${id}`],
          [`/de/programm/onkel-wanja-neu/${id}`, `/de/programm/wanja/${id}`],
          [`/en/events/uncle-vanya/${id}`, `/en/events/vanya/${id}`],
        ].toSorted(),
      )

      // back to the first slug: that address is a page again, the others lead to it
      const third = await updateEvent(db, 'de', id, { updated_at: second.event.updated_at, slug: { de: 'onkel-wanja' } })
      if (!third.ok) throw new Error(third.message)
      expect(await redirectsOf()).toEqual(
        [
          [`/de/programm/onkel-wanja-neu/${id}`, `/de/programm/onkel-wanja/${id}`],
          [`/de/programm/wanja/${id}`, `/de/programm/onkel-wanja/${id}`],
          [`/en/events/uncle-vanya/${id}`, `/en/events/vanya/${id}`],
        ].toSorted(),
      )
      // a title change alone adds none
      await updateEvent(db, 'de', id, { updated_at: third.event.updated_at, title: { de: 'Onkel Wanja' } })
      expect(await redirectsOf()).toHaveLength(3)
    })

    it('cancels several events at once, and a copy opened before is outdated', async () => {
      const open = await current(eventId)
      expect(await bulkUpdateEvents(db, [eventId, laterId, 999_999], 'cancel')).toBe(2)
      expect(await updateEvent(db, 'de', eventId, { updated_at: open.updated_at, status: 'scheduled' })).toMatchObject({ ok: false, status: 409 })
      expect((await lastTags())?.toSorted()).toEqual([`event:${eventId}`, `event:${laterId}`].toSorted())
      expect((await listEventsForBackOffice(db, 'de', { status: 'cancelled' })).total).toBe(2)
      expect(await bulkUpdateEvents(db, [laterId], 'not-bookable')).toBe(1)
      expect((await current(laterId)).is_bookable).toBe(false)
    })
  })
}
