import { randomUUID } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openPglite, openPostgres, rawRows } from '~/server/db/client.server'
import type { DatabaseHandle, Db } from '~/server/db/client.server'
import * as s from '~/server/db/schema'
import { forgetSiteSettings, setSiteOnline } from '~/features/site/site.server'
import { CART_CODES } from '~/features/booking/cart-codes'
import { builtInBoxOffice, releaseExpired } from './box-office.server'
import type { TicketShop } from './ticket-shop'

// The built-in box office against a real database: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set (a
// database of its own, dropped afterwards). The clock is injected, so holds expire without waiting.

const SHOP_EVENT = 990_001
const SLOT_EVENT = 990_002
const START = new Date('2026-11-21T10:00:00.000Z')
const visitor = (n: number) => `visitor-${String(n).padStart(4, '0')}-${'x'.repeat(24)}`

interface Fixture {
  eventId: number
  inventoryId: number
  seatGroupId: number
  full: number
  reduced: number
  slotEvent: { seatGroupId: number; blocks: number[] }
}

/** One foyer concert with 120 seats of which 70 are sold (50 left), and one event with three timeslots. */
async function seedFixture(db: Db): Promise<Fixture> {
  await db.insert(s.siteSettings).values({ id: 1, isSiteOnline: true, isShopOnline: true })
  const [full, reduced] = await db
    .insert(s.saleTypes)
    .values([
      { name: { de: 'Vollpreis', en: 'Full price' }, isFullPrice: true, position: 0 },
      { name: { de: 'Ermäßigt', en: 'Reduced' }, isFullPrice: false, position: 1 },
    ])
    .returning({ id: s.saleTypes.id })
  if (!full || !reduced) throw new Error('sale types missing')
  const [concert, tour] = await db
    .insert(s.events)
    .values([
      { title: { de: 'Lasttest-Konzert', en: 'Load-test concert' }, slug: { de: 'lasttest-konzert', en: 'lasttest-konzert' }, dateStart: new Date('2026-12-05T19:00:00Z'), shopEventId: SHOP_EVENT },
      { title: { de: 'Führung', en: 'Tour' }, slug: { de: 'fuehrung', en: 'tour' }, dateStart: new Date('2026-12-06T09:00:00Z'), shopEventId: SLOT_EVENT },
    ])
    .returning({ id: s.events.id })
  if (!concert || !tour) throw new Error('events missing')
  const [group] = await db.insert(s.seatGroups).values({ eventId: concert.id, name: { de: 'Freie Platzwahl', en: 'Unreserved seating' }, capacity: 120 }).returning({ id: s.seatGroups.id })
  const [tourGroup] = await db.insert(s.seatGroups).values({ eventId: tour.id, name: { de: 'Eintritt', en: 'Admission' }, capacity: 20 }).returning({ id: s.seatGroups.id })
  if (!group || !tourGroup) throw new Error('seat groups missing')
  const [fullPrice, reducedPrice] = await db
    .insert(s.prices)
    .values([
      { eventId: concert.id, seatGroupId: group.id, saleTypeId: full.id, amount: '12.00' },
      { eventId: concert.id, seatGroupId: group.id, saleTypeId: reduced.id, amount: '6.00' },
      { eventId: tour.id, seatGroupId: tourGroup.id, saleTypeId: full.id, amount: '8.00' },
    ])
    .returning({ id: s.prices.id })
  if (!fullPrice || !reducedPrice) throw new Error('prices missing')
  await db.insert(s.discounts).values({ priceId: fullPrice.id, discountPriceId: reducedPrice.id })
  const [stock] = await db.insert(s.inventory).values({ eventId: concert.id, seatGroupId: group.id, capacity: 120, sold: 70, held: 0 }).returning({ id: s.inventory.id })
  if (!stock) throw new Error('inventory missing')
  const slots = await db
    .insert(s.timeslots)
    .values([10, 11, 12].map((blockId, n) => ({ eventId: tour.id, timeStart: `1${n}:00:00`, blockId, capacity: 20 })))
    .returning({ id: s.timeslots.id })
  await db.insert(s.inventory).values(slots.map((slot) => ({ eventId: tour.id, seatGroupId: tourGroup.id, timeslotId: slot.id, capacity: 20, sold: 0, held: 0 })))
  return { eventId: concert.id, inventoryId: stock.id, seatGroupId: group.id, full: full.id, reduced: reduced.id, slotEvent: { seatGroupId: tourGroup.id, blocks: [10, 11, 12] } }
}

/** Every inventory row: held equals the sum of its live holds, and nothing is over capacity. */
async function inconsistencies(db: Db): Promise<unknown[]> {
  return rawRows(
    db,
    sql`select i.id, i.held, i.sold, i.capacity, coalesce(sum(h.quantity) filter (where h.released_at is null), 0)::int as live
        from inventory i left join holds h on h.inventory_id = i.id
        group by i.id
        having i.held <> coalesce(sum(h.quantity) filter (where h.released_at is null), 0) or i.held + i.sold > i.capacity or i.held < 0`,
  )
}

async function stockOf(db: Db, inventoryId: number) {
  const [row] = await db.select().from(s.inventory).where(eq(s.inventory.id, inventoryId))
  if (!row) throw new Error('inventory row missing')
  return row
}

function suite(name: string, open: () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }>, options: { skip?: boolean } = {}) {
  describe.skipIf(options.skip ?? false)(`built-in box office on ${name}`, () => {
    let handle: DatabaseHandle
    let cleanup: () => Promise<void>
    let fixture: Fixture
    let now = START
    let shop: TicketShop
    const clock = () => now

    beforeAll(async () => {
      ;({ handle, cleanup } = await open())
      await handle.migrate()
      fixture = await seedFixture(handle.db)
      shop = builtInBoxOffice(handle.db, { now: clock })
    }, 120_000)

    afterAll(async () => {
      await handle?.close()
      await cleanup?.()
    })

    beforeEach(() => {
      // the settings cache is process-wide; each database here has its own row
      forgetSiteSettings()
    })

    const one = (extra: Partial<Parameters<TicketShop['createCart']>[1]> = {}) => ({
      quantities: [1],
      event_jet_id: SHOP_EVENT,
      sale_type_ids: [fixture.full],
      seat_group: fixture.seatGroupId,
      ...extra,
    })

    it('offers the prices, seat groups and discounts of an event by its shop id', async () => {
      const offer = await shop.offer(SHOP_EVENT, 'de')
      expect(offer?.id_jet).toBe(SHOP_EVENT)
      expect(offer?.seat_groups.map((group) => [group.seat_group, group.prices.map((price) => [price.name, price.price, price.has_discounts])])).toEqual([
        [
          'Freie Platzwahl',
          [
            ['Vollpreis', '12.00', true],
            ['Ermäßigt', '6.00', false],
          ],
        ],
      ])
      expect(await shop.offer(4711, 'de')).toBeNull()
    })

    it('holds exactly the 50 seats left when 200 visitors ask at once, and refuses the rest with -214', async () => {
      const answers = await Promise.all(Array.from({ length: 200 }, (_, n) => shop.createCart(visitor(n), one(), 'de')))
      const held = answers.filter((answer) => answer.tickets_quantity === 1)
      const refused = answers.filter((answer) => answer.response_code === CART_CODES.notEnoughSeats)
      expect(held).toHaveLength(50)
      expect(refused).toHaveLength(150)
      expect(held.every((answer) => answer.cart_url === '/webshop' && answer.expires_at === '2026-11-21T10:15:00.000Z')).toBe(true)
      const stock = await stockOf(handle.db, fixture.inventoryId)
      expect(stock).toMatchObject({ held: 50, sold: 70, capacity: 120 })
      expect(await inconsistencies(handle.db)).toEqual([])
      expect((await shop.availability(SHOP_EVENT))[0]?.available).toBe(0)
    }, 120_000)

    it('releases the holds when they expire, lazily on the next read, and the seats return', async () => {
      now = new Date(START.getTime() + 14 * 60_000)
      expect((await shop.availability(SHOP_EVENT))[0]?.available).toBe(0)
      now = new Date(START.getTime() + 15 * 60_000)
      expect((await shop.availability(SHOP_EVENT))[0]?.available).toBe(50)
      expect(await stockOf(handle.db, fixture.inventoryId)).toMatchObject({ held: 0, sold: 70 })
      const live = await handle.db.select().from(s.holds).where(and(isNull(s.holds.releasedAt), gt(s.holds.expiresAt, now)))
      expect(live).toEqual([])
      const openCarts = await handle.db.select().from(s.carts).where(eq(s.carts.status, 'open'))
      expect(openCarts).toEqual([])
      expect(await inconsistencies(handle.db)).toEqual([])
      // a second release finds nothing left to give back
      expect(await releaseExpired(handle.db, now)).toBe(0)
    })

    it('does not hold twice for a retried request with the same request id', async () => {
      const first = await shop.createCart(visitor(1000), one({ quantities: [2], request_id: 'retry-1' }), 'en')
      const again = await shop.createCart(visitor(1000), one({ quantities: [2], request_id: 'retry-1' }), 'en')
      expect(first).toMatchObject({ tickets_quantity: 2, cart_url: '/webshop?lang=en' })
      expect(again).toEqual(first)
      expect((await stockOf(handle.db, fixture.inventoryId)).held).toBe(2)
      // another visitor may use the same request id
      expect((await shop.createCart(visitor(1001), one({ request_id: 'retry-1' }), 'en')).tickets_quantity).toBe(1)
      expect((await stockOf(handle.db, fixture.inventoryId)).held).toBe(3)
      await shop.emptyCart(visitor(1000))
      await shop.emptyCart(visitor(1001))
      expect((await stockOf(handle.db, fixture.inventoryId)).held).toBe(0)
    })

    it('holds several sale types all or nothing, and renews the whole cart when tickets are added', async () => {
      const who = visitor(2000)
      const first = await shop.createCart(who, one({ quantities: [2, 1], sale_type_ids: [fixture.full, fixture.reduced] }), 'de')
      expect(first.tickets_quantity).toBe(3)
      now = new Date(now.getTime() + 10 * 60_000)
      const second = await shop.createCart(who, one(), 'de')
      expect(second.tickets_quantity).toBe(4)
      expect(second.expires_at).toBe(new Date(now.getTime() + 15 * 60_000).toISOString())
      // 46 left: asking for 20 + 20 + 7 at once fails as a whole
      const tooMany = await Promise.all([
        shop.createCart(visitor(2001), one({ quantities: [20] }), 'de'),
        shop.createCart(visitor(2002), one({ quantities: [20] }), 'de'),
      ])
      expect(tooMany.map((answer) => answer.tickets_quantity)).toEqual([20, 20])
      const refused = await shop.createCart(visitor(2003), one({ quantities: [4, 3], sale_type_ids: [fixture.full, fixture.reduced] }), 'de')
      expect(refused).toEqual({ response_code: CART_CODES.notEnoughSeats })
      expect((await stockOf(handle.db, fixture.inventoryId)).held).toBe(44)
      expect(await inconsistencies(handle.db)).toEqual([])
      const cart = await shop.cart(who, 'de')
      expect(cart?.lines.map((line) => [line.saleType, line.quantity, line.total])).toEqual([
        ['Vollpreis', 2, '24.00'],
        ['Vollpreis', 1, '12.00'],
        ['Ermäßigt', 1, '6.00'],
      ])
      expect(cart?.total).toBe('42.00')
      expect(cart?.expiresAt).toBe(second.expires_at)
      for (const n of [2000, 2001, 2002]) await shop.emptyCart(visitor(n))
      expect((await stockOf(handle.db, fixture.inventoryId)).held).toBe(0)
    })

    it('removes tickets line by line; a line that is gone answers -204', async () => {
      const who = visitor(3000)
      await shop.createCart(who, one({ quantities: [3] }), 'de')
      const cart = await shop.cart(who, 'de')
      const line = cart?.lines[0]
      if (!line) throw new Error('cart line missing')
      const lowered = await shop.removeTickets(who, line.id, 1, 'de')
      expect(lowered).toMatchObject({ ok: true, cart: { ticketsQuantity: 2 } })
      expect((await stockOf(handle.db, fixture.inventoryId)).held).toBe(2)
      // another visitor cannot touch the line
      expect(await shop.removeTickets(visitor(3001), line.id, undefined, 'de')).toMatchObject({ ok: false, code: CART_CODES.noCurrentReservation })
      expect(await shop.removeTickets(who, line.id, undefined, 'de')).toEqual({ ok: true, cart: null })
      expect(await shop.removeTickets(who, line.id, undefined, 'de')).toMatchObject({ ok: false, code: CART_CODES.noCurrentReservation })
      expect((await stockOf(handle.db, fixture.inventoryId)).held).toBe(0)
      expect(await inconsistencies(handle.db)).toEqual([])
    })

    it('checks out: the held seats become sold ones, once, and the order shows to its buyer only', async () => {
      const who = visitor(4000)
      await shop.createCart(who, one({ quantities: [2, 1], sale_type_ids: [fixture.full, fixture.reduced] }), 'de')
      const cart = await shop.cart(who, 'de')
      if (!cart) throw new Error('cart missing')
      const buyer = { name: 'Ada Lovelace', email: 'ada@example.org' }
      const [placed, twice] = await Promise.all([shop.checkout(who, cart.id, buyer, 'de'), shop.checkout(who, cart.id, buyer, 'de')])
      if (!placed.ok || !twice.ok) throw new Error('checkout failed')
      expect(twice.order.number).toBe(placed.order.number)
      expect(placed.order).toMatchObject({ total: '30.00', name: 'Ada Lovelace', email: 'ada@example.org' })
      expect(placed.order.lines.map((line) => [line.quantity, line.total])).toEqual([
        [2, '24.00'],
        [1, '6.00'],
      ])
      expect(placed.order.lines[0]?.description).toContain('Lasttest-Konzert')
      expect(await stockOf(handle.db, fixture.inventoryId)).toMatchObject({ held: 0, sold: 73 })
      expect(await shop.cart(who, 'de')).toBeNull()
      expect(await shop.order(visitor(4001), placed.order.number)).toBeNull()
      expect((await shop.order(who, placed.order.number))?.number).toBe(placed.order.number)
      expect(await inconsistencies(handle.db)).toEqual([])
    })

    it('refuses the checkout of an expired hold with -204', async () => {
      const who = visitor(5000)
      await shop.createCart(who, one(), 'de')
      const cart = await shop.cart(who, 'de')
      if (!cart) throw new Error('cart missing')
      now = new Date(now.getTime() + 16 * 60_000)
      expect(await shop.checkout(who, cart.id, { name: 'Late', email: 'late@example.org' }, 'de')).toEqual({ ok: false, code: CART_CODES.noCurrentReservation })
      expect((await stockOf(handle.db, fixture.inventoryId)).held).toBe(0)
    })

    it('names the timeslot by block id and refuses what it cannot find', async () => {
      const slot = (extra: Partial<Parameters<TicketShop['createCart']>[1]>) => ({
        quantities: [1],
        event_jet_id: SLOT_EVENT,
        sale_type_ids: [fixture.full],
        ...extra,
      })
      expect(await shop.createCart(visitor(6000), slot({}), 'de')).toEqual({ response_code: CART_CODES.unknownPrice })
      expect(await shop.createCart(visitor(6000), slot({ block_id: 99 }), 'de')).toEqual({ response_code: CART_CODES.unknownPrice })
      expect(await shop.createCart(visitor(6000), slot({ block_id: 11, sale_type_ids: [fixture.reduced] }), 'de')).toEqual({ response_code: CART_CODES.unknownPrice })
      expect((await shop.createCart(visitor(6000), slot({ block_id: 11 }), 'de')).tickets_quantity).toBe(1)
      const availability = await shop.availability(SLOT_EVENT)
      expect(availability.map((row) => [row.block_id, row.available])).toEqual([
        [10, 20],
        [11, 19],
        [12, 20],
      ])
      expect(await shop.createCart(visitor(6001), { ...slot({ block_id: 10 }), event_jet_id: 123 }, 'de')).toEqual({ response_code: CART_CODES.eventNotOnSale })
      await shop.emptyCart(visitor(6000))
    })

    it('refuses everything while the shop is offline', async () => {
      await setSiteOnline(handle.db, { shop: false })
      forgetSiteSettings()
      try {
        expect(await shop.createCart(visitor(7000), one(), 'de')).toEqual({ response_code: CART_CODES.shopOffline })
      } finally {
        await setSiteOnline(handle.db, { shop: true })
        forgetSiteSettings()
      }
      expect((await shop.createCart(visitor(7000), one(), 'de')).tickets_quantity).toBe(1)
      await shop.emptyCart(visitor(7000))
    })

    it('limits hoarding: tickets per visitor and event, hold requests per visitor, tickets per address', async () => {
      let address = '203.0.113.5'
      const limited = builtInBoxOffice(handle.db, { now: clock, limits: { ticketsPerEvent: 8, requestsPerVisitor: 5, ticketsPerAddress: 12, windowMs: 15 * 60_000 }, address: () => address })
      // eight tickets of one event in one visitor's cart, not nine
      expect((await limited.createCart(visitor(9000), one({ quantities: [6] }), 'de')).tickets_quantity).toBe(6)
      expect(await limited.createCart(visitor(9000), one({ quantities: [3] }), 'de')).toEqual({ response_code: CART_CODES.ticketLimit })
      expect((await limited.createCart(visitor(9000), one({ quantities: [2] }), 'de')).tickets_quantity).toBe(8)
      // another visitor from the same address: the address has 4 of its 12 left
      expect(await limited.createCart(visitor(9001), one({ quantities: [5] }), 'de')).toEqual({ response_code: CART_CODES.holdLimit })
      expect((await limited.createCart(visitor(9001), one({ quantities: [4] }), 'de')).tickets_quantity).toBe(4)
      // elsewhere: five hold requests per visitor within the window
      address = '198.51.100.20'
      for (let i = 0; i < 5; i++) {
        // each emptied again: what counts is the number of requests, not what is held
        expect((await limited.createCart(visitor(9002), one(), 'de')).tickets_quantity, `request ${i + 1}`).toBe(1)
        await limited.emptyCart(visitor(9002))
      }
      expect(await limited.createCart(visitor(9002), one(), 'de')).toEqual({ response_code: CART_CODES.holdLimit })
      // the window passes
      now = new Date(now.getTime() + 16 * 60_000)
      expect((await limited.createCart(visitor(9002), one(), 'de')).tickets_quantity).toBe(1)
      for (const who of [9000, 9001, 9002]) await limited.emptyCart(visitor(who))
      expect(await inconsistencies(handle.db)).toEqual([])
    })

    it('refuses events that are over', async () => {
      now = new Date('2026-12-05T19:00:00Z')
      expect(await shop.createCart(visitor(8000), one(), 'de')).toEqual({ response_code: CART_CODES.eventNotOnSale })
    })
  })
}

suite('PGlite', async () => ({ handle: await openPglite({ client: new PGlite({ extensions: { pg_trgm } }) }), cleanup: async () => {} }))

const adminUrl = process.env.TEST_DATABASE_URL
suite(
  'PostgreSQL',
  async () => {
    const name = `foyer_shop_${randomUUID().replace(/-/g, '')}`
    const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => {} })
    await admin.unsafe(`CREATE DATABASE "${name}"`)
    const url = new URL(adminUrl ?? '')
    url.pathname = `/${name}`
    // a pool of real connections: the 200 requests really run side by side
    const handle = await openPostgres(url.toString(), { max: 12 })
    return {
      handle,
      cleanup: async () => {
        await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        await admin.end()
      },
    }
  },
  { skip: !adminUrl },
)
