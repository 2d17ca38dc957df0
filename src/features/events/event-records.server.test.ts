import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/server/db/client.server'
import { contentChanges, events, inventory, productions, rooms, saleTypes, siteSettings, venues } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { builtInBoxOffice } from '~/server/shop/box-office.server'
import { createRecord, deleteRecord, listRecords, readRecord, updateRecord } from '~/features/collections/service.server'
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

    it('refuses an end before the start, an unknown room and a price category twice, in the editor’s language', async () => {
      const refused = await createRecord(db, 'de', eventsServer, newEvent({ date_end: '2027-01-15T17:00:00.000Z', seat_groups: [{ name: both('Parkett', 'Stalls'), capacity: 10, taken: 0, prices: [{ sale_type_id: full, amount: '1.00', sold: 0 }, { sale_type_id: full, amount: '2.00', sold: 0 }] }] }))
      expect(refused).toMatchObject({ ok: false, status: 400, errors: { 'seat_groups.0.prices': ['Jede Preiskategorie kann in einer Platzgruppe nur einmal vorkommen.'] } })
      const later = await createRecord(db, 'de', eventsServer, newEvent({ date_end: '2027-01-15T17:00:00.000Z', room_id: 999_999 }))
      expect(later).toMatchObject({ ok: false, status: 400, errors: { date_end: [expect.any(String)] } })
      const room = await createRecord(db, 'en', eventsServer, newEvent({ room_id: 999_999 }))
      expect(room).toMatchObject({ ok: false, status: 400, errors: { room_id: [expect.any(String)] } })
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
  })
}
