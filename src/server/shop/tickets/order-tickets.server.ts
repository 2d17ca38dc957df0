import { asc, eq } from 'drizzle-orm'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { events, orderLines, orders, rooms, saleTypes, seatGroups, timeslots, venues } from '~/server/db/schema'
import { formatLongDate, formatPrice, formatTime } from '~/lib/format'

/** One line of an order as its tickets and its confirmation show it, in the order's language. */
export type TicketLine = {
  event: string
  /** "Samstag, 5. Dezember 2026" */
  date: string | null
  /** "20:00 Uhr" (the timeslot's time when the line has one) */
  time: string | null
  /** "Kulturhaus · Großer Saal" */
  place: string | null
  seatGroup: string | null
  priceCategory: string | null
  quantity: number
  unitPrice: string
  total: string
  /** the line as written at checkout: what is shown when its event has been deleted since */
  description: string
}

export type TicketOrder = {
  id: number
  number: string
  name: string
  email: string
  userId: number | null
  locale: Locale
  total: string
  lines: TicketLine[]
}

const cents = (amount: string) => Math.round(Number(amount) * 100)

/** "HH:MM:SS" of a timeslot on the event's Berlin day, as the visitor reads it. */
function slotTime(timeStart: string, lang: Locale): string {
  const text = timeStart.slice(0, 5)
  return lang === 'de' ? `${text} Uhr` : text
}

/**
 * An order with its lines for tickets and mails, read with the database handle given (inside the checkout's
 * transaction it sees the order being written). The event, room, seat group and price category come from their
 * rows in the order's language; a line whose event is gone keeps the description written at checkout.
 */
export async function loadTicketOrder(db: Db, orderId: number): Promise<TicketOrder | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
  if (!order) return null
  const lang = order.locale
  const rows = await db
    .select({
      line: orderLines,
      title: events.title,
      dateStart: events.dateStart,
      room: rooms.name,
      venue: venues.name,
      seatGroup: seatGroups.name,
      saleType: saleTypes.name,
      timeStart: timeslots.timeStart,
    })
    .from(orderLines)
    .leftJoin(events, eq(events.id, orderLines.eventId))
    .leftJoin(rooms, eq(rooms.id, events.roomId))
    .leftJoin(venues, eq(venues.id, rooms.venueId))
    .leftJoin(seatGroups, eq(seatGroups.id, orderLines.seatGroupId))
    .leftJoin(saleTypes, eq(saleTypes.id, orderLines.saleTypeId))
    .leftJoin(timeslots, eq(timeslots.id, orderLines.timeslotId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id))
  return {
    id: order.id,
    number: order.number,
    name: order.name,
    email: order.email,
    userId: order.userId,
    locale: lang,
    total: formatPrice(order.total),
    lines: rows.map((row) => {
      const starts = row.dateStart?.toISOString() ?? null
      const place = [row.venue?.[lang], row.room?.[lang]].filter((part): part is string => Boolean(part)).join(' · ')
      return {
        event: row.title?.[lang] || row.title?.de || row.line.description,
        date: starts ? formatLongDate(starts, lang) : null,
        time: row.timeStart ? slotTime(row.timeStart, lang) : starts ? formatTime(starts, lang) : null,
        place: place || null,
        seatGroup: row.seatGroup?.[lang] ?? null,
        priceCategory: row.saleType?.[lang] ?? null,
        quantity: row.line.quantity,
        unitPrice: formatPrice(row.line.unitAmount),
        total: formatPrice((cents(row.line.unitAmount) * row.line.quantity) / 100),
        description: row.line.description,
      }
    }),
  }
}

/** The order of a signed-in account by its number: only the account that placed it finds it. */
export async function findAccountOrderId(db: Db, userId: number, number: string): Promise<number | null> {
  const [row] = await db.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.number, number)).limit(1)
  return row && row.userId === userId ? row.id : null
}
