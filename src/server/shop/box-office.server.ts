import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { CartRequest, CartResponse } from '~/contract/programme'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import {
  carts,
  events,
  holds,
  inventory,
  orderLines,
  orders,
  prices,
  rooms,
  saleTypes,
  seatGroups,
  timeslots,
  venues,
} from '~/server/db/schema'
import { BOOKING_STATUS_HIDDEN, HOLD_MINUTES } from '~/server/db/values'
import { getCurrentEventData } from '~/features/programme/programme.server'
import { eventUrl } from '~/features/programme/programme.urls'
import { getSiteSettings } from '~/features/site/site.server'
import { CART_CODES } from '~/features/booking/cart-codes'
import type { CartChange, CartLine, CartView, CheckoutResult, OrderView } from '~/features/webshop/webshop.shared'
import { formatLongDate } from '~/lib/format'
import { systemClock } from './clock'
import type { Clock } from './clock'
import { cartUrl } from './cart-url'
import { salesOver, timeslotStarted } from './sales-window'
import { isLimitedAddress } from './hold-limits'
import type { HoldLimits } from './hold-limits'
import { InvalidCartRequest, MAX_TICKETS_PER_REQUEST } from './ticket-shop'
import { enqueueOrderConfirmation } from './tickets/order-confirmation.server'
import type { Availability, Buyer, TicketShop } from './ticket-shop'

const HOLD_MS = HOLD_MINUTES * 60_000

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** A refusal inside a transaction: rolls everything back and becomes the answer's response_code. */
class Refusal extends Error {
  constructor(readonly code: number) {
    super(`refused with ${code}`)
    this.name = 'Refusal'
  }
}

/** The SQLSTATE of a database error, wherever the driver or Drizzle put it. */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code
    current = 'cause' in current ? current.cause : undefined
  }
  return undefined
}

/** Deadlocks and serialization failures are the database asking us to try again; a few tries settle them. */
async function withRetry<T>(task: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task()
    } catch (error) {
      const state = sqlState(error)
      if (attempt >= 4 || (state !== '40P01' && state !== '40001')) throw error
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20))
    }
  }
}

const toCents = (amount: string) => Math.round(Number(amount) * 100)
const fromCents = (cents: number) => (cents / 100).toFixed(2)

/** All cart work of one visitor runs one at a time (a transaction-scoped lock on the visitor's key). */
async function lockVisitor(tx: Tx, visitor: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`foyer-cart:${visitor}`}, 0))`)
}

/**
 * Refuses a hold beyond the limits (src/server/shop/hold-limits.ts). Runs inside the cart transaction after the
 * visitor's lock, and takes the address's lock too, so parallel requests of one visitor or address cannot pass together.
 */
async function checkHoldLimits(tx: Tx, limits: HoldLimits, hold: { visitor: string; address: string; eventId: number; quantity: number; at: Date }): Promise<void> {
  const since = new Date(hold.at.getTime() - limits.windowMs)
  const [ofEvent] = await tx
    .select({ tickets: sql<number>`coalesce(sum(${holds.quantity}), 0)::int` })
    .from(holds)
    .innerJoin(carts, eq(carts.id, holds.cartId))
    .innerJoin(inventory, eq(inventory.id, holds.inventoryId))
    .where(and(eq(carts.sessionKey, hold.visitor), eq(inventory.eventId, hold.eventId), liveHold(hold.at)))
  if ((ofEvent?.tickets ?? 0) + hold.quantity > limits.ticketsPerEvent) throw new Refusal(CART_CODES.ticketLimit)
  const [requests] = await tx
    .select({ count: sql<number>`count(distinct ${holds.idempotencyKey})::int + count(*) filter (where ${holds.idempotencyKey} is null)::int` })
    .from(holds)
    .innerJoin(carts, eq(carts.id, holds.cartId))
    .where(and(eq(carts.sessionKey, hold.visitor), gt(holds.createdAt, since)))
  if ((requests?.count ?? 0) >= limits.requestsPerVisitor) throw new Refusal(CART_CODES.holdLimit)
  if (!isLimitedAddress(hold.address)) return
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`foyer-address:${hold.address}`}, 0))`)
  const [ofAddress] = await tx
    .select({ tickets: sql<number>`coalesce(sum(${holds.quantity}), 0)::int` })
    .from(holds)
    .where(and(eq(holds.clientAddress, hold.address), gt(holds.createdAt, since)))
  if ((ofAddress?.tickets ?? 0) + hold.quantity > limits.ticketsPerAddress) throw new Refusal(CART_CODES.holdLimit)
}

/** Gives back the seats of the given holds: the holds are closed, the inventory rows lowered in id order. */
async function releaseHolds(tx: Tx, condition: SQL, at: Date): Promise<number> {
  const released = await tx
    .update(holds)
    .set({ releasedAt: at })
    .where(and(isNull(holds.releasedAt), condition))
    .returning({ inventoryId: holds.inventoryId, quantity: holds.quantity })
  const byInventory = new Map<number, number>()
  for (const row of released) byInventory.set(row.inventoryId, (byInventory.get(row.inventoryId) ?? 0) + row.quantity)
  // a fixed order of row locks: two releases over the same rows never wait on each other in a circle
  for (const inventoryId of [...byInventory.keys()].sort((a, b) => a - b)) {
    await tx
      .update(inventory)
      .set({ held: sql`${inventory.held} - ${byInventory.get(inventoryId) ?? 0}` })
      .where(eq(inventory.id, inventoryId))
  }
  return released.length
}

/**
 * Releases every hold whose time is up and marks carts without live holds expired. Runs lazily on every cart and
 * availability read and on cart creation, so no background job is needed. Each hold is released exactly once: the
 * UPDATE's row lock and its re-checked `released_at IS NULL` make concurrent releases skip what another took.
 */
export async function releaseExpired(db: Db, at: Date): Promise<number> {
  return withRetry(() =>
    db.transaction(async (tx) => {
      const count = await releaseHolds(tx, lte(holds.expiresAt, at), at)
      if (count > 0) {
        await tx
          .update(carts)
          .set({ status: 'expired', updatedAt: at })
          .where(and(eq(carts.status, 'open'), lte(carts.expiresAt, at)))
      }
      return count
    }),
  )
}

interface Target {
  eventId: number
  inventoryId: number
  /** price id per sale type */
  priceBySaleType: Map<number, number>
}

/** Finds what a cart request names, or the code that refuses it. */
async function resolveTarget(db: Db, request: CartRequest, wanted: Map<number, number>, at: Date): Promise<Target | { code: number }> {
  const [event] = await db.select().from(events).where(eq(events.shopEventId, request.event_jet_id)).limit(1)
  if (!event) return { code: CART_CODES.eventNotOnSale }
  if (event.status === 'soldout') return { code: CART_CODES.notEnoughSeats }
  // sales run until the event (or an exhibition's opening hours) ends
  if (salesOver(event, at)) return { code: CART_CODES.eventNotOnSale }
  const groups = await db
    .select({ id: seatGroups.id })
    .from(seatGroups)
    .where(and(eq(seatGroups.eventId, event.id), ne(seatGroups.status, BOOKING_STATUS_HIDDEN)))
  const seatGroupId = request.seat_group ?? (groups.length === 1 ? groups[0]?.id : undefined)
  if (seatGroupId === undefined || !groups.some((group) => group.id === seatGroupId)) return { code: CART_CODES.unknownPrice }

  const slots = await db
    .select({ id: timeslots.id, blockId: timeslots.blockId, timeStart: timeslots.timeStart })
    .from(timeslots)
    .where(and(eq(timeslots.eventId, event.id), ne(timeslots.status, BOOKING_STATUS_HIDDEN)))
  let timeslotId: number | null = null
  if (request.block_id !== undefined && request.block_id !== null) {
    const slot = slots.find((entry) => entry.blockId === request.block_id)
    if (!slot) return { code: CART_CODES.unknownPrice }
    // a timeslot that has begun is over for sales
    if (timeslotStarted(event.dateStart, slot.timeStart, at)) return { code: CART_CODES.eventNotOnSale }
    timeslotId = slot.id
  } else if (slots.length === 1) {
    if (timeslotStarted(event.dateStart, slots[0]?.timeStart ?? null, at)) return { code: CART_CODES.eventNotOnSale }
    timeslotId = slots[0]?.id ?? null
  } else if (slots.length > 1) {
    return { code: CART_CODES.unknownPrice }
  }

  const priceRows = await db
    .select({ id: prices.id, saleTypeId: prices.saleTypeId })
    .from(prices)
    .where(and(eq(prices.seatGroupId, seatGroupId), inArray(prices.saleTypeId, [...wanted.keys()])))
  const priceBySaleType = new Map(priceRows.map((row) => [row.saleTypeId, row.id]))
  if ([...wanted.keys()].some((saleTypeId) => !priceBySaleType.has(saleTypeId))) return { code: CART_CODES.unknownPrice }

  const [stock] = await db
    .select({ id: inventory.id })
    .from(inventory)
    .where(and(eq(inventory.seatGroupId, seatGroupId), timeslotId === null ? isNull(inventory.timeslotId) : eq(inventory.timeslotId, timeslotId)))
    .limit(1)
  if (!stock) return { code: CART_CODES.unknownPrice }
  return { eventId: event.id, inventoryId: stock.id, priceBySaleType }
}

/** Quantities per sale type; a sale type named twice counts once with both quantities. */
function wantedTickets(request: CartRequest): Map<number, number> {
  if (request.quantities.length !== request.sale_type_ids.length) throw new InvalidCartRequest('lengths')
  const wanted = new Map<number, number>()
  request.sale_type_ids.forEach((saleTypeId, index) => {
    wanted.set(saleTypeId, (wanted.get(saleTypeId) ?? 0) + (request.quantities[index] ?? 0))
  })
  const total = [...wanted.values()].reduce((sum, quantity) => sum + quantity, 0)
  if (total > MAX_TICKETS_PER_REQUEST) throw new InvalidCartRequest('tooMany')
  return wanted
}

const liveHold = (at: Date) => and(isNull(holds.releasedAt), gt(holds.expiresAt, at))

async function openCart(db: Db | Tx, visitor: string, at: Date) {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.sessionKey, visitor), eq(carts.status, 'open'), gt(carts.expiresAt, at)))
    .orderBy(desc(carts.createdAt))
    .limit(1)
  return cart
}

async function cartAnswer(tx: Tx, cartId: string, at: Date, lang: Locale): Promise<CartResponse> {
  const [cart] = await tx.select({ expiresAt: carts.expiresAt }).from(carts).where(eq(carts.id, cartId)).limit(1)
  const [row] = await tx
    .select({ tickets: sql<number>`coalesce(sum(${holds.quantity}), 0)::int` })
    .from(holds)
    .where(and(eq(holds.cartId, cartId), liveHold(at)))
  return { tickets_quantity: Number(row?.tickets ?? 0), cart_url: cartUrl(lang), ...(cart ? { expires_at: cart.expiresAt.toISOString() } : {}) }
}

/** "F" + day + six random characters: short enough to read out on the phone, never guessable. */
function orderNumber(at: Date): string {
  const day = at.toISOString().slice(2, 10).replaceAll('-', '')
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const random = [...randomBytes(6)].map((byte) => alphabet[byte % alphabet.length]).join('')
  return `F${day}-${random}`
}

/**
 * The built-in box office: inventory per event, seat group and timeslot in Foyer's database. A cart request takes
 * its seats with one conditional UPDATE (`held = held + n WHERE capacity - sold - held >= n`), which PostgreSQL and
 * PGlite both run atomically under the row's lock, so no interleaving can hold or sell more than exists; the
 * table's CHECK stays as the last line. Holds last HOLD_MINUTES; adding tickets renews the whole cart.
 */
export function builtInBoxOffice(db: Db, options: { now?: Clock; limits?: HoldLimits | null; address?: () => string } = {}): TicketShop {
  const now = options.now ?? systemClock
  // null: no limits (the box office's own tests); the server passes holdLimitsFromEnvironment()
  const limits = options.limits ?? null
  const addressOf = options.address ?? (() => 'unknown')

  async function shopOnline(): Promise<boolean> {
    const settings = await getSiteSettings(db).catch(() => null)
    return settings?.data.is_shop_online ?? false
  }

  async function cartView(visitor: string, lang: Locale, at: Date): Promise<CartView | null> {
    const cart = await openCart(db, visitor, at)
    if (!cart) return null
    const rows = await db
      .select({
        hold: holds,
        amount: prices.amount,
        saleType: saleTypes.name,
        seatGroup: seatGroups.name,
        timeStart: timeslots.timeStart,
        event: { id: events.id, title: events.title, slug: events.slug, dateStart: events.dateStart },
        room: rooms.name,
        venue: venues.name,
      })
      .from(holds)
      .innerJoin(prices, eq(prices.id, holds.priceId))
      .innerJoin(saleTypes, eq(saleTypes.id, holds.saleTypeId))
      .innerJoin(inventory, eq(inventory.id, holds.inventoryId))
      .innerJoin(seatGroups, eq(seatGroups.id, inventory.seatGroupId))
      .leftJoin(timeslots, eq(timeslots.id, inventory.timeslotId))
      .innerJoin(events, eq(events.id, inventory.eventId))
      .leftJoin(rooms, eq(rooms.id, events.roomId))
      .leftJoin(venues, eq(venues.id, rooms.venueId))
      .where(and(eq(holds.cartId, cart.id), liveHold(at)))
      .orderBy(asc(events.dateStart), asc(seatGroups.position), asc(saleTypes.position), asc(holds.id))
    if (rows.length === 0) return null
    const lines: CartLine[] = rows.map((row) => ({
      id: row.hold.id,
      eventTitle: row.event.title[lang],
      eventUrl: eventUrl(lang, { id: row.event.id, slugs: row.event.slug }),
      dateStart: row.event.dateStart.toISOString(),
      venue: row.venue && row.room ? `${row.venue[lang]} · ${row.room[lang]}` : null,
      seatGroup: row.seatGroup[lang],
      timeslot: row.timeStart ? row.timeStart.slice(0, 5) : null,
      saleType: row.saleType[lang],
      quantity: row.hold.quantity,
      unitPrice: row.amount,
      total: fromCents(toCents(row.amount) * row.hold.quantity),
    }))
    return {
      id: cart.id,
      lines,
      ticketsQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      total: fromCents(lines.reduce((sum, line) => sum + toCents(line.total), 0)),
      expiresAt: cart.expiresAt.toISOString(),
      serverNow: at.toISOString(),
    }
  }

  async function findOrder(visitor: string, number: string): Promise<OrderView | null> {
    const [row] = await db
      .select({ order: orders })
      .from(orders)
      .innerJoin(carts, eq(carts.id, orders.cartId))
      .where(and(eq(orders.number, number), eq(carts.sessionKey, visitor)))
      .limit(1)
    if (!row) return null
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, row.order.id)).orderBy(asc(orderLines.id))
    return {
      number: row.order.number,
      name: row.order.name,
      email: row.order.email,
      total: row.order.total,
      createdAt: row.order.createdAt.toISOString(),
      byAccount: row.order.userId !== null,
      lines: lines.map((line) => ({
        id: line.id,
        description: line.description,
        quantity: line.quantity,
        unitPrice: line.unitAmount,
        total: fromCents(toCents(line.unitAmount) * line.quantity),
      })),
    }
  }

  return {
    name: 'built-in box office',

    async offer(shopEventId, lang) {
      const [event] = await db.select().from(events).where(eq(events.shopEventId, shopEventId)).limit(1)
      return event ? getCurrentEventData(db, lang, event) : null
    },

    async availability(shopEventId): Promise<Availability[]> {
      await releaseExpired(db, now())
      const rows = await db
        .select({
          seatGroup: inventory.seatGroupId,
          blockId: timeslots.blockId,
          capacity: inventory.capacity,
          sold: inventory.sold,
          held: inventory.held,
          timeStart: timeslots.timeStart,
          dateStart: events.dateStart,
          dateEnd: events.dateEnd,
          isBookable: events.isBookable,
          status: events.status,
        })
        .from(inventory)
        .innerJoin(events, eq(events.id, inventory.eventId))
        .leftJoin(timeslots, eq(timeslots.id, inventory.timeslotId))
        .where(eq(events.shopEventId, shopEventId))
        .orderBy(asc(inventory.id))
      const at = now()
      // what the box office would refuse (an event that is over, a timeslot that has begun) is not available
      return rows.map((row) => ({
        seat_group: row.seatGroup,
        block_id: row.blockId,
        capacity: row.capacity,
        available: salesOver(row, at) || timeslotStarted(row.dateStart, row.timeStart, at) ? 0 : Math.max(0, row.capacity - row.sold - row.held),
      }))
    },

    async createCart(visitor, request, lang) {
      const wanted = wantedTickets(request)
      if (!(await shopOnline())) return { response_code: CART_CODES.shopOffline }
      const at = now()
      await releaseExpired(db, at)
      const target = await resolveTarget(db, request, wanted, at)
      if ('code' in target) return { response_code: target.code }
      const quantity = [...wanted.values()].reduce((sum, value) => sum + value, 0)
      const idempotencyKey = request.request_id ? `${visitor}:${request.request_id}` : null
      try {
        return await withRetry(() =>
          db.transaction(async (tx) => {
            await lockVisitor(tx, visitor)
            if (idempotencyKey) {
              // a retried request: answer again what the first one did, without holding twice
              const [earlier] = await tx.select({ cartId: holds.cartId }).from(holds).where(eq(holds.idempotencyKey, `${idempotencyKey}:0`)).limit(1)
              if (earlier) return cartAnswer(tx, earlier.cartId, at, lang)
            }
            const address = addressOf()
            if (limits) await checkHoldLimits(tx, limits, { visitor, address, eventId: target.eventId, quantity, at })
            const expiresAt = new Date(at.getTime() + HOLD_MS)
            let cart = await openCart(tx, visitor, at)
            if (!cart) {
              ;[cart] = await tx.insert(carts).values({ sessionKey: visitor, status: 'open', expiresAt, createdAt: at, updatedAt: at }).returning()
              if (!cart) throw new Error('cart insert returned nothing')
            }
            // lock order everywhere: holds first, then inventory rows (by id), so no two transactions wait in a circle
            await tx
              .update(holds)
              .set({ expiresAt })
              .where(and(eq(holds.cartId, cart.id), liveHold(at)))
            const taken = await tx
              .update(inventory)
              .set({ held: sql`${inventory.held} + ${quantity}` })
              .where(and(eq(inventory.id, target.inventoryId), sql`${inventory.capacity} - ${inventory.sold} - ${inventory.held} >= ${quantity}`))
              .returning({ id: inventory.id })
            if (taken.length === 0) throw new Refusal(CART_CODES.notEnoughSeats)
            await tx.insert(holds).values(
              [...wanted.entries()].map(([saleTypeId, count], index) => ({
                cartId: cart.id,
                inventoryId: target.inventoryId,
                saleTypeId,
                priceId: target.priceBySaleType.get(saleTypeId) ?? -1,
                quantity: count,
                expiresAt,
                idempotencyKey: idempotencyKey ? `${idempotencyKey}:${index}` : null,
                createdAt: at,
                clientAddress: address,
              })),
            )
            await tx.update(carts).set({ expiresAt, updatedAt: at }).where(eq(carts.id, cart.id))
            return cartAnswer(tx, cart.id, at, lang)
          }),
        )
      } catch (error) {
        if (error instanceof Refusal) return { response_code: error.code }
        throw error
      }
    },

    async cart(visitor, lang) {
      const at = now()
      await releaseExpired(db, at)
      return cartView(visitor, lang, at)
    },

    async removeTickets(visitor, lineId, quantity, lang): Promise<CartChange> {
      const at = now()
      await releaseExpired(db, at)
      const removed = await withRetry(() =>
        db.transaction(async (tx) => {
          await lockVisitor(tx, visitor)
          const [hold] = await tx
            .select({ id: holds.id, quantity: holds.quantity, inventoryId: holds.inventoryId })
            .from(holds)
            .innerJoin(carts, eq(carts.id, holds.cartId))
            .where(and(eq(holds.id, lineId), eq(carts.sessionKey, visitor), eq(carts.status, 'open'), liveHold(at)))
            .for('update', { of: holds })
          if (!hold) return false
          if (quantity === undefined || quantity >= hold.quantity) {
            await releaseHolds(tx, eq(holds.id, hold.id), at)
          } else {
            await tx.update(holds).set({ quantity: sql`${holds.quantity} - ${quantity}` }).where(eq(holds.id, hold.id))
            await tx.update(inventory).set({ held: sql`${inventory.held} - ${quantity}` }).where(eq(inventory.id, hold.inventoryId))
          }
          return true
        }),
      )
      const cart = await cartView(visitor, lang, at)
      return removed ? { ok: true, cart } : { ok: false, code: CART_CODES.noCurrentReservation, cart }
    },

    async emptyCart(visitor): Promise<CartChange> {
      const at = now()
      await releaseExpired(db, at)
      const released = await withRetry(() =>
        db.transaction(async (tx) => {
          await lockVisitor(tx, visitor)
          const open = await tx.select({ id: carts.id }).from(carts).where(and(eq(carts.sessionKey, visitor), eq(carts.status, 'open')))
          if (open.length === 0) return 0
          const ids = open.map((cart) => cart.id)
          const count = await releaseHolds(tx, inArray(holds.cartId, ids), at)
          await tx.update(carts).set({ status: 'expired', updatedAt: at }).where(inArray(carts.id, ids))
          return count
        }),
      )
      return released > 0 ? { ok: true, cart: null } : { ok: false, code: CART_CODES.noCurrentReservation, cart: null }
    },

    async checkout(visitor, cartId, buyer: Buyer, lang): Promise<CheckoutResult> {
      if (!(await shopOnline())) return { ok: false, code: CART_CODES.shopOffline }
      const at = now()
      await releaseExpired(db, at)
      const placed = await withRetry(() =>
        db.transaction(async (tx): Promise<string | null> => {
          await lockVisitor(tx, visitor)
          const [cart] = await tx.select().from(carts).where(and(eq(carts.id, cartId), eq(carts.sessionKey, visitor))).limit(1)
          if (!cart) return null
          if (cart.status === 'checked_out') {
            // the same checkout sent twice: the first order is the answer
            const [existing] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.cartId, cart.id)).limit(1)
            return existing?.number ?? null
          }
          if (cart.status !== 'open') return null
          const live = await tx
            .select({
              hold: holds,
              amount: prices.amount,
              saleType: saleTypes.name,
              seatGroupId: inventory.seatGroupId,
              seatGroup: seatGroups.name,
              timeslotId: inventory.timeslotId,
              timeStart: timeslots.timeStart,
              eventId: inventory.eventId,
              title: events.title,
              dateStart: events.dateStart,
            })
            .from(holds)
            .innerJoin(prices, eq(prices.id, holds.priceId))
            .innerJoin(saleTypes, eq(saleTypes.id, holds.saleTypeId))
            .innerJoin(inventory, eq(inventory.id, holds.inventoryId))
            .innerJoin(seatGroups, eq(seatGroups.id, inventory.seatGroupId))
            .leftJoin(timeslots, eq(timeslots.id, inventory.timeslotId))
            .innerJoin(events, eq(events.id, inventory.eventId))
            .where(and(eq(holds.cartId, cart.id), liveHold(at)))
            .orderBy(asc(holds.id))
            .for('update', { of: holds })
          if (live.length === 0) return null
          const total = live.reduce((sum, row) => sum + toCents(row.amount) * row.hold.quantity, 0)
          const [order] = await tx
            .insert(orders)
            .values({ cartId: cart.id, number: orderNumber(at), email: buyer.email, userId: buyer.userId ?? null, name: buyer.name, locale: lang, total: fromCents(total), createdAt: at })
            .returning({ id: orders.id, number: orders.number })
          if (!order) throw new Error('order insert returned nothing')
          await tx.insert(orderLines).values(
            live.map((row) => ({
              orderId: order.id,
              eventId: row.eventId,
              inventoryId: row.hold.inventoryId,
              seatGroupId: row.seatGroupId,
              timeslotId: row.timeslotId,
              saleTypeId: row.hold.saleTypeId,
              priceId: row.hold.priceId,
              description: [row.title[lang], `${formatLongDate(row.dateStart.toISOString(), lang)}${row.timeStart ? `, ${row.timeStart.slice(0, 5)}` : ''}`, row.seatGroup[lang], row.saleType[lang]].join(' · '),
              quantity: row.hold.quantity,
              unitAmount: row.amount,
            })),
          )
          // the held seats become sold seats: held goes down and sold up by the same amount, row by row in id order
          await tx.update(holds).set({ releasedAt: at }).where(inArray(holds.id, live.map((row) => row.hold.id)))
          const byInventory = new Map<number, number>()
          for (const row of live) byInventory.set(row.hold.inventoryId, (byInventory.get(row.hold.inventoryId) ?? 0) + row.hold.quantity)
          for (const inventoryId of [...byInventory.keys()].sort((a, b) => a - b)) {
            const count = byInventory.get(inventoryId) ?? 0
            await tx
              .update(inventory)
              .set({ held: sql`${inventory.held} - ${count}`, sold: sql`${inventory.sold} + ${count}` })
              .where(eq(inventory.id, inventoryId))
          }
          await tx.update(carts).set({ status: 'checked_out', updatedAt: at }).where(eq(carts.id, cart.id))
          // the confirmation exists exactly when the order does
          await enqueueOrderConfirmation(tx, order.id)
          return order.number
        }),
      )
      if (!placed) return { ok: false, code: CART_CODES.noCurrentReservation }
      const order = await findOrder(visitor, placed)
      return order ? { ok: true, order } : { ok: false, code: CART_CODES.noCurrentReservation }
    },

    order: findOrder,
  }
}
