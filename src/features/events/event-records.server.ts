import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db } from '~/server/db/client.server'
import { discounts, events, holds, inventory, orderLines, prices, saleTypes, seatGroups, timeslots } from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { tag } from '~/server/static/tags'
import type { Change, CollectionServer, KeyedRow } from '~/features/collections/service.server'
import { parseEpoch } from '~/lib/berlin-time'
import { eventsCollection } from './events.collection'

const SeatGroup = v.looseObject({ id: v.number(), name: v.object({ de: v.string(), en: v.string() }), capacity: v.number(), taken: v.optional(v.number(), 0) })
const Price = v.looseObject({ id: v.number(), sold: v.optional(v.number(), 0) })
const Timeslot = v.looseObject({ id: v.number(), time_start: v.string(), taken: v.optional(v.number(), 0) })
const idsOf = (rows: readonly KeyedRow[]) => rows.map((row) => row.id)

/** The built-in box office's ticket page of an event (its ticket_url). */
const TICKET_PAGE = '/webshop/events/'

/** Closed holds keep a price from being removed (their foreign key); they are history of carts, not seats. */
export async function dropClosedHolds(tx: Db, condition: SQL): Promise<void> {
  const closed = await tx
    .select({ id: holds.id })
    .from(holds)
    .innerJoin(inventory, eq(inventory.id, holds.inventoryId))
    .where(and(condition, or(sql`${holds.releasedAt} IS NOT NULL`, lte(holds.expiresAt, new Date()))))
  if (closed.length) await tx.delete(holds).where(inArray(holds.id, closed.map((row) => row.id)))
}

/** Per price, the tickets sold (order lines) and held in open carts. */
async function soldPerPrice(tx: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const [ordered, held] = await Promise.all([
    tx.select({ id: orderLines.priceId, value: sql<number>`sum(${orderLines.quantity})::int` }).from(orderLines).where(inArray(orderLines.priceId, [...ids])).groupBy(orderLines.priceId),
    tx
      .select({ id: holds.priceId, value: sql<number>`sum(${holds.quantity})::int` })
      .from(holds)
      .where(and(inArray(holds.priceId, [...ids]), isNull(holds.releasedAt), gt(holds.expiresAt, new Date())))
      .groupBy(holds.priceId),
  ])
  const sold = new Map<number, number>()
  for (const row of [...ordered, ...held]) if (row.id !== null) sold.set(row.id, (sold.get(row.id) ?? 0) + Number(row.value))
  return sold
}

/** A shop event id for an event that starts selling through the built-in box office (one at a time). */
async function nextShopEventId(tx: Db): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('foyer-shop-event-id', 0))`)
  const [row] = await tx.select({ highest: sql<number | null>`max(${events.shopEventId})` }).from(events)
  return Number(row?.highest ?? 0) + 1
}

/** A block id no other timeslot has (the shop protocol names a timeslot by it). */
async function nextBlockId(tx: Db): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('foyer-timeslot-block-id', 0))`)
  const [row] = await tx.select({ highest: sql<number | null>`max(${timeslots.blockId})` }).from(timeslots)
  return Number(row?.highest ?? 0) + 1
}

/** The stock rows of seat groups: one per timeslot of the event, or one for the event as a whole while it has none. */
async function addStock(tx: Db, eventId: number, groups: readonly { id: number; capacity: number }[]): Promise<void> {
  if (groups.length === 0) return
  const slots = await tx.select({ id: timeslots.id }).from(timeslots).where(eq(timeslots.eventId, eventId)).orderBy(asc(timeslots.id))
  await tx.insert(inventory).values((slots.length ? slots : [null]).flatMap((slot) => groups.map((group) => ({ eventId, seatGroupId: group.id, timeslotId: slot?.id ?? null, capacity: group.capacity }))))
}

/**
 * Whether a change can move the event in or out of a list (the programme, the calendar, a production's dates, a
 * series page, the programme's filters): a new event, a new day or end, status (the calendar shows a cancelled event
 * as such), production, type, series, genres, tags or labels, or a new address.
 */
const LISTED = ['date_start', 'date_end', 'status', 'production_id', 'event_type_id', 'series_id', 'genre_ids', 'tag_ids', 'label_ids', 'slug'] as const
const listsChanged = (change: Change) => !change.before || LISTED.some((name) => JSON.stringify(change.before?.[name]) !== JSON.stringify(change.after[name]))

/**
 * Where events live and what a change makes stale: every page showing one carries `event:<id>`, the lists it is (or
 * was) in carry `events`; the pages of the people credited before and after. Seat groups, their prices and timeslots
 * are keyed rows: tickets and the box office's stock name them, so a row that sold or holds a seat stays, and a kept
 * row keeps its id. The stock follows the offer in the same save: a new seat group gets a stock row per timeslot, a
 * new capacity its rows', a full price offers the group's other prices as its discounts.
 */
export const eventsServer = {
  collection: eventsCollection,
  table: 'events',
  tags: (id, _tx, change) => (!change || listsChanged(change) ? [tag.event(id), tag.collection('events')] : [tag.event(id)]),
  // found under its new title at once, never under the old one
  documents: async (_tx, id) => [{ kind: 'event', id }],
  joins: {
    genre_ids: { table: 'event_genres', parent: 'event_id', term: 'genre_id' },
    tag_ids: { table: 'event_tags_events', parent: 'event_id', term: 'tag_id' },
    label_ids: { table: 'event_labels', parent: 'event_id', term: 'label_id' },
  },
  references: { rooms: 'rooms', productions: 'productions', 'event-types': 'event_types', series: 'series', persons: 'persons', 'sale-types': 'sale_types' },
  // a copy for another date is scheduled, its end as far from its start as the source's; every seat of it is free
  copy: {
    values: (source, values) => {
      // typed as Berlin wall-clock time, or an instant
      const start = typeof values.date_start === 'string' ? parseEpoch(values.date_start) : null
      const length = typeof source.date_end === 'string' ? Date.parse(source.date_end) - Date.parse(String(source.date_start)) : null
      return { ...values, status: 'scheduled', date_end: length === null || start === null ? null : new Date(start + length).toISOString() }
    },
    // the gallery and an outside shop's ticket address go along; the built-in box office's would name the source's shop id
    after: async (tx, from, to) => {
      const [source] = await tx.select({ gallery: events.gallery, ticketUrl: events.ticketUrl }).from(events).where(eq(events.id, from))
      if (!source) return
      const outside = source.ticketUrl && !source.ticketUrl.startsWith(TICKET_PAGE) ? source.ticketUrl : null
      await tx.update(events).set({ gallery: source.gallery, ...(outside ? { ticketUrl: outside } : {}) }).where(eq(events.id, to))
    },
  },
  blocksDelete: async (tx, lang, id) => {
    const [stock] = await tx.select({ taken: sql<number>`coalesce(sum(${inventory.held} + ${inventory.sold}), 0)::int` }).from(inventory).where(eq(inventory.eventId, id))
    const [ordered] = await tx.select({ tickets: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` }).from(orderLines).where(eq(orderLines.eventId, id))
    const taken = Math.max(Number(stock?.taken ?? 0), Number(ordered?.tickets ?? 0))
    if (taken > 0) return m.backoffice_delete_refused({ count: taken }, { locale: lang })
    await dropClosedHolds(tx, eq(inventory.eventId, id))
    return null
  },
  rows: {
    credits: { table: 'event_persons', parent: 'event_id', order: 'position', groupedBy: 'kind', tags: (credit) => [tag.person(v.parse(v.number(), credit.person_id))] },
    seat_groups: {
      table: 'seat_groups',
      parent: 'event_id',
      order: 'position',
      // the seats sold or held: the most of any timeslot
      answer: async (tx, eventId, groups) => {
        const stock = await tx
          .select({ id: inventory.seatGroupId, taken: sql<number>`max(${inventory.held} + ${inventory.sold})::int` })
          .from(inventory)
          .where(eq(inventory.eventId, eventId))
          .groupBy(inventory.seatGroupId)
        return groups.map((group) => ({ ...group, taken: Number(stock.find((row) => row.id === group.id)?.taken ?? 0) }))
      },
      blocksRemove: async (_tx, lang, row) => {
        const group = v.parse(SeatGroup, row)
        return group.taken > 0 ? m.backoffice_seat_group_in_use({ name: group.name[lang], taken: group.taken }, { locale: lang }) : null
      },
      refuses: async (_tx, lang, before, after): Promise<Record<string, string>> => {
        const { taken } = v.parse(SeatGroup, before)
        const capacity = v.parse(v.number(), after.capacity)
        return capacity < taken ? { capacity: m.backoffice_capacity_taken({ taken }, { locale: lang }) } : {}
      },
      removing: async (tx, _eventId, rows) => dropClosedHolds(tx, inArray(inventory.seatGroupId, idsOf(rows))),
      changed: async (tx, eventId, changes) => {
        const added = changes.flatMap((change) => (change.after && !change.before ? [v.parse(SeatGroup, change.after)] : []))
        await addStock(tx, eventId, added)
        for (const change of changes) {
          if (!change.before || !change.after) continue
          const capacity = v.parse(SeatGroup, change.after).capacity
          if (capacity !== v.parse(SeatGroup, change.before).capacity) await tx.update(inventory).set({ capacity }).where(eq(inventory.seatGroupId, change.after.id))
        }
        // without a shop event id the booking widget cannot sell
        const [event] = await tx.select({ shopEventId: events.shopEventId, ticketUrl: events.ticketUrl }).from(events).where(eq(events.id, eventId))
        if (event && event.shopEventId === null && added.length > 0) {
          const shopEventId = await nextShopEventId(tx)
          await tx.update(events).set({ shopEventId, ticketUrl: event.ticketUrl ?? `${TICKET_PAGE}${shopEventId}` }).where(eq(events.id, eventId))
        }
      },
      rows: {
        prices: {
          table: 'prices',
          parent: 'seat_group_id',
          inserted: (_tx, eventId) => ({ event_id: eventId }),
          answer: async (tx, _groupId, rows) => {
            const sold = await soldPerPrice(tx, idsOf(rows))
            return rows.map((row) => ({ ...row, sold: sold.get(row.id) ?? 0 }))
          },
          blocksRemove: async (tx, lang, row) => {
            const price = v.parse(Price, row)
            if (price.sold === 0) return null
            const [category] = await tx.select({ name: saleTypes.name }).from(saleTypes).innerJoin(prices, eq(prices.saleTypeId, saleTypes.id)).where(eq(prices.id, price.id))
            return m.backoffice_price_sold({ name: category?.name[lang] ?? '', count: price.sold }, { locale: lang })
          },
          removing: async (tx, _eventId, rows) => dropClosedHolds(tx, inArray(holds.priceId, idsOf(rows))),
          // a full price offers the group's other prices as its discounts, as the demo data does
          changed: async (tx, eventId) => {
            const fullTypes = new Set((await tx.select({ id: saleTypes.id }).from(saleTypes).where(eq(saleTypes.isFullPrice, true))).map((row) => row.id))
            const offered = await tx.select({ id: prices.id, group: prices.seatGroupId, saleTypeId: prices.saleTypeId }).from(prices).where(eq(prices.eventId, eventId))
            if (offered.length) await tx.delete(discounts).where(inArray(discounts.priceId, offered.map((price) => price.id)))
            for (const group of new Set(offered.map((price) => price.group))) {
              const own = offered.filter((price) => price.group === group)
              const full = own.find((price) => fullTypes.has(price.saleTypeId))
              const reduced = full ? own.filter((price) => price.id !== full.id) : []
              if (full && reduced.length) await tx.insert(discounts).values(reduced.map((price) => ({ priceId: full.id, discountPriceId: price.id })))
            }
          },
        },
      },
    },
    timeslots: {
      table: 'timeslots',
      parent: 'event_id',
      orderBy: 'time_start',
      inserted: async (tx, eventId) => {
        const [groups] = await tx.select({ seats: sql<number>`coalesce(sum(${seatGroups.capacity}), 0)::int` }).from(seatGroups).where(eq(seatGroups.eventId, eventId))
        return { block_id: await nextBlockId(tx), capacity: Number(groups?.seats ?? 0) }
      },
      answer: async (tx, eventId, slots) => {
        const stock = await tx
          .select({ id: inventory.timeslotId, taken: sql<number>`sum(${inventory.held} + ${inventory.sold})::int` })
          .from(inventory)
          .where(eq(inventory.eventId, eventId))
          .groupBy(inventory.timeslotId)
        return slots.map((slot) => ({ ...slot, taken: Number(stock.find((row) => row.id === slot.id)?.taken ?? 0) }))
      },
      blocksRemove: async (_tx, lang, row) => {
        const slot = v.parse(Timeslot, row)
        return slot.taken > 0 ? m.backoffice_timeslot_in_use({ time: slot.time_start, taken: slot.taken }, { locale: lang }) : null
      },
      removing: async (tx, _eventId, rows) => dropClosedHolds(tx, inArray(inventory.timeslotId, idsOf(rows))),
      /**
       * Every timeslot has a stock row per seat group; an event without timeslots has one per seat group for the event
       * as a whole. The first timeslot takes over those rows with what they sold; when the last one goes, the event
       * gets them again.
       */
      changed: async (tx, eventId, changes) => {
        const groups = await tx.select({ id: seatGroups.id, capacity: seatGroups.capacity }).from(seatGroups).where(eq(seatGroups.eventId, eventId))
        const added = changes.flatMap((change) => (change.after && !change.before ? [change.after.id] : []))
        const remaining = await tx.select({ id: timeslots.id }).from(timeslots).where(eq(timeslots.eventId, eventId))
        if (remaining.length === 0) {
          const [whole] = await tx.select({ id: inventory.id }).from(inventory).where(and(eq(inventory.eventId, eventId), isNull(inventory.timeslotId))).limit(1)
          if (!whole) await addStock(tx, eventId, groups)
          return
        }
        for (const [at, timeslotId] of added.entries()) {
          const moved = at === 0 ? await tx.update(inventory).set({ timeslotId }).where(and(eq(inventory.eventId, eventId), isNull(inventory.timeslotId))).returning({ seatGroupId: inventory.seatGroupId }) : []
          const covered = new Set(moved.map((row) => row.seatGroupId))
          const missing = groups.filter((group) => !covered.has(group.id))
          if (missing.length) await tx.insert(inventory).values(missing.map((group) => ({ eventId, seatGroupId: group.id, timeslotId, capacity: group.capacity })))
        }
      },
    },
  },
} satisfies CollectionServer<'Event', 'Events', 'events', typeof eventsCollection.fields>
