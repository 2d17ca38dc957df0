import type { CartRequest, CurrentEventData, PriceItem, SeatGroup, Timeslot } from '~/contract/programme'
import { berlinEpoch, berlinTime } from '~/lib/berlin-time'
import type { SelectedTicket, TicketRef } from './ticket-selection'

/** Seat groups and timeslots with status 0 are hidden in the widget (spec programme.md §4). */
export const HIDDEN_STATUS = 0

/** The collapsed price list shows this many lines (spec programme.md §9). */
export const COLLAPSED_PRICE_LINES = 2

export function visibleSeatGroups(data: CurrentEventData): SeatGroup[] {
  return data.seat_groups.filter((group) => group.status !== HIDDEN_STATUS)
}

/** When a timeslot ("HH:MM[:SS]", Berlin time) begins: on the event's first day in Berlin. */
export function timeslotStart(data: Pick<CurrentEventData, 'date_start'>, slot: Pick<Timeslot, 'time_start'>): number {
  const day = berlinTime(Date.parse(data.date_start)).date
  const [hour = 0, minute = 0, second = 0] = slot.time_start.split(':').map(Number)
  return berlinEpoch(day, hour, minute, second)
}

/**
 * The timeslots the widget offers: not hidden (status 0) and not begun — the box office refuses a timeslot that
 * has begun (src/server/shop/sales-window.ts), so the widget does not offer it.
 */
export function visibleTimeslots(data: CurrentEventData, now = Date.now()): Timeslot[] {
  return data.timeslots.filter((slot) => slot.status !== HIDDEN_STATUS && !(timeslotStart(data, slot) <= now))
}

/** "19:30:00" → "19:30": the first five characters. */
export function timeslotLabel(slot: Pick<Timeslot, 'time_start'>): string {
  return slot.time_start.slice(0, 5)
}

/** Timeslots are shown two per row. */
export function inRowsOfTwo<T>(items: readonly T[]): T[][] {
  const rows: T[][] = []
  for (let i = 0; i < items.length; i += 2) rows.push(items.slice(i, i + 2))
  return rows
}

/** A timeslot change button only when there is something to change to. */
export function showsTimeslotChange(data: CurrentEventData, now = Date.now()): boolean {
  return visibleTimeslots(data, now).length > 1
}

/** A line of the main price list: a price, the seat group it belongs to (if any) and its discounts. */
export interface PriceLine {
  price: PriceItem
  seatGroup: SeatGroup | null
  discounts: PriceItem[]
}

export function ticketOf(price: PriceItem): TicketRef {
  return { id: price.id, seat_group: price.seat_group, sale_type_id: price.sale_type_id }
}

/**
 * Lines of one set of prices that share a seat group: a price with discounts is a line of its own and the other
 * prices of the set are its discounts (shown in the discount overlay); without such a price every price is a line.
 */
function linesOf(prices: readonly PriceItem[], seatGroup: SeatGroup | null): PriceLine[] {
  const full = prices.filter((price) => price.has_discounts)
  if (full.length === 0) return prices.map((price) => ({ price, seatGroup, discounts: [] }))
  const reductions = prices.filter((price) => !price.has_discounts)
  return full.map((price) => ({ price, seatGroup, discounts: reductions }))
}

/**
 * The main price list of an event: per visible seat group its lines, then the prices that belong to no seat group.
 * Prices of hidden seat groups are left out.
 */
export function priceLines(data: CurrentEventData): PriceLine[] {
  const groups = visibleSeatGroups(data)
  const grouped = groups.flatMap((group) => {
    const prices = group.prices.length ? group.prices : data.prices.filter((price) => price.seat_group === group.id)
    return linesOf(prices, group)
  })
  const ungrouped = data.prices.filter((price) => price.seat_group === null)
  return [...grouped, ...linesOf(ungrouped, null)]
}

/** The collapse rule: two lines unless "show all" is on, which exists only with show-more and more than two lines. */
export function canShowAll(lineCount: number, showMore: boolean): boolean {
  return showMore && lineCount > COLLAPSED_PRICE_LINES
}

export function shownLines<T>(lines: readonly T[], showAll: boolean, showMore: boolean): T[] {
  return canShowAll(lines.length, showMore) && showAll ? [...lines] : lines.slice(0, COLLAPSED_PRICE_LINES)
}

/** Tickets without a seat group need one picked when the event has more than one visible seat group. */
export function needsSeatGroupChoice(tickets: readonly SelectedTicket[], data: CurrentEventData): boolean {
  return tickets.some((entry) => entry.ticket.seat_group === null) && visibleSeatGroups(data).length > 1
}

/**
 * The cart requests for a selection: one per seat group (spec programme.md §7), with the chosen timeslot's block
 * id. Tickets without a seat group go to the chosen one, or to the only visible one. `requestId` makes a retried
 * request harmless.
 */
export function cartRequests(
  tickets: readonly SelectedTicket[],
  data: CurrentEventData,
  options: { timeslot: Timeslot | null; seatGroupId: number | null; requestId: string },
): CartRequest[] {
  if (data.id_jet === null) return []
  const eventJetId = data.id_jet
  const groups = visibleSeatGroups(data)
  const fallbackGroup = options.seatGroupId ?? (groups.length === 1 ? (groups[0]?.id ?? null) : null)
  const bySeatGroup = new Map<number | null, Map<number, number>>()
  for (const entry of tickets) {
    if (entry.amount <= 0) continue
    const seatGroup = entry.ticket.seat_group ?? fallbackGroup
    const saleTypes = bySeatGroup.get(seatGroup) ?? new Map<number, number>()
    saleTypes.set(entry.ticket.sale_type_id, (saleTypes.get(entry.ticket.sale_type_id) ?? 0) + entry.amount)
    bySeatGroup.set(seatGroup, saleTypes)
  }
  return [...bySeatGroup.entries()].map(([seatGroup, saleTypes], index) => ({
    quantities: [...saleTypes.values()],
    event_jet_id: eventJetId,
    sale_type_ids: [...saleTypes.keys()],
    seat_group: seatGroup,
    block_id: options.timeslot?.block_id ?? null,
    request_id: `${options.requestId}-${index}`,
  }))
}
