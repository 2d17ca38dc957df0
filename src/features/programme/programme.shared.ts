import * as v from 'valibot'
import type { EventListItem, EventTeaser } from '~/contract/programme'
import { MAX_ID, UrlDate } from '~/contract/shared'
import { berlinDay } from '~/lib/format'

/** The programme's filter keys, in the order their chips show. */
export const filterKeys = ['room', 'type', 'tag', 'series', 'genre'] as const
export type FilterKey = (typeof filterKeys)[number]

const NumericParam = v.pipe(
  v.union([v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID)), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))]),
  v.minValue(1),
)
const SlugParam = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,79}$/))

/**
 * The query string of the programme: a DD-MM-YYYY calendar date and one value per active filter (numbers;
 * the type filter names an event type by slug). Anything else fails validation and leads to the error page.
 */
export const ProgrammeSearch = v.object({
  date: v.optional(UrlDate),
  room: v.optional(NumericParam),
  type: v.optional(v.union([NumericParam, SlugParam])),
  tag: v.optional(NumericParam),
  series: v.optional(NumericParam),
  genre: v.optional(NumericParam),
})
export type ProgrammeSearch = v.InferOutput<typeof ProgrammeSearch>

export function activeFilters(search: ProgrammeSearch): FilterKey[] {
  return filterKeys.filter((key) => search[key] !== undefined)
}

/** Filtered: any filter set, or a date other than today. */
export function isFiltered(search: ProgrammeSearch, today: string): boolean {
  return activeFilters(search).length > 0 || (search.date !== undefined && search.date !== today)
}

/** The reset button: more than one chip, or one chip plus a date other than today. */
export function showsReset(search: ProgrammeSearch, today: string): boolean {
  const chips = activeFilters(search).length
  return chips > 1 || (chips === 1 && search.date !== undefined && search.date !== today)
}

/** Choosing a filter value: the current value again clears the filter. */
export function toggleFilter(search: ProgrammeSearch, key: FilterKey, value: number | string): ProgrammeSearch {
  const next = { ...search }
  if (String(search[key]) === String(value)) delete next[key]
  else if (key === 'type') next.type = value
  else next[key] = typeof value === 'number' ? value : Number(value)
  return next
}

export function removeFilter(search: ProgrammeSearch, key: FilterKey): ProgrammeSearch {
  const next = { ...search }
  delete next[key]
  return next
}

/** Reset clears the filters; the date stays. */
export function resetFilters(search: ProgrammeSearch): ProgrammeSearch {
  return search.date === undefined ? {} : { date: search.date }
}

export type ProgrammeEntry = ({ xtype: 'event' } & EventListItem) | ({ xtype: 'teaser'; date_start: string } & EventTeaser)

export interface ProgrammeDay {
  day: string
  entries: ProgrammeEntry[]
}

/** A teaser's start is the end of its day (23:59:59 local), so it closes the day it belongs to. */
export function teaserStart(position: string): string {
  return `${position}T23:59:59`
}

function startKey(entry: ProgrammeEntry): string {
  return entry.xtype === 'teaser' ? teaserStart(entry.position) : entry.date_start
}

/** Latest first: a teaser after the events of its day, else by start. */
function compareLatestFirst(a: ProgrammeEntry, b: ProgrammeEntry): number {
  if (a.xtype !== b.xtype) return a.xtype === 'teaser' ? -1 : 1
  const startA = startKey(a)
  const startB = startKey(b)
  return startA < startB ? 1 : startA > startB ? -1 : 0
}

/**
 * Groups events and teasers by calendar day (Europe/Berlin). Teasers are placed only up to the last loaded day
 * while more pages exist, so a teaser never appears ahead of events still to load. Within a day the entries are
 * sorted latest first and then reversed, as the original does, so the day reads in time order with its teasers
 * last. A filtered list hides days that hold only teasers.
 */
export function groupByDay(
  events: EventListItem[],
  teasers: EventTeaser[],
  options: { filtered: boolean; hasNextPage: boolean },
): ProgrammeDay[] {
  const lastLoadedDay = events.length ? berlinDay(events[events.length - 1]?.date_start ?? '') : undefined
  const firstDay = events.length ? berlinDay(events[0]?.date_start ?? '') : undefined
  const placedTeasers = teasers.filter((teaser) => {
    if (options.hasNextPage && lastLoadedDay !== undefined && teaser.position > lastLoadedDay) return false
    if (options.hasNextPage && lastLoadedDay === undefined) return false
    return firstDay === undefined || teaser.position >= firstDay
  })
  const entries: ProgrammeEntry[] = [
    ...events.map((event): ProgrammeEntry => ({ ...event, xtype: 'event' })),
    ...placedTeasers.map((teaser): ProgrammeEntry => ({ ...teaser, xtype: 'teaser', date_start: teaserStart(teaser.position) })),
  ]
  // each entry's Berlin day is worked out once (reading an instant's day is the costly part), not per comparison
  const days = new Map<string, ProgrammeEntry[]>()
  for (const entry of entries) {
    const day = entry.xtype === 'teaser' ? entry.position : berlinDay(entry.date_start)
    const list = days.get(day) ?? []
    list.push(entry)
    days.set(day, list)
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, list]) => ({ day, entries: [...list].sort(compareLatestFirst).reverse() }))
    .filter((group) => !options.filtered || group.entries.some((entry) => entry.xtype === 'event'))
}

type BookingTimes = Partial<Pick<EventListItem, 'date_start' | 'date_end'>>

/**
 * Whether an event's sales are over: it has ended (an exhibition's opening hours are over), or — without an end —
 * it has started. The box office refuses exactly these (src/server/shop/box-office.server.ts).
 */
export function bookingEnded(event: BookingTimes, now = Date.now()): boolean {
  const until = Date.parse(event.date_end ?? event.date_start ?? '')
  return Number.isFinite(until) && until <= now
}

/** The quick-buy button shows for events with seat groups or any price other than 0.00, until the event is over. */
export function showsQuickBuy(event: Pick<EventListItem, 'has_seat_groups' | 'has_paid_prices' | 'status'> & BookingTimes, now = Date.now()): boolean {
  if (event.status === 'cancelled' || event.status === 'soldout') return false
  if (bookingEnded(event, now)) return false
  return event.has_seat_groups || event.has_paid_prices
}

/** An event that would sell tickets but is over: the page says so where the button was. */
export function showsBookingEnded(event: Pick<EventListItem, 'has_seat_groups' | 'has_paid_prices' | 'status'> & BookingTimes, now = Date.now()): boolean {
  return bookingEnded(event, now) && showsQuickBuy({ ...event, date_start: undefined, date_end: undefined }, now)
}
