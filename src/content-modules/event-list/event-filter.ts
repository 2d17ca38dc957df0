import { addDays, berlinEpoch, berlinTime, dayOfWeek } from '~/lib/berlin-time'
import type { IsoDate } from '~/lib/berlin-time'
import { parseInstant } from '../shared/online-window'

/** Date filters of the event list module (programme.md §3). */
export const EVENT_LIST_FILTERS = ['next_3_days', 'weekend', 'none'] as const
export type EventListFilter = (typeof EVENT_LIST_FILTERS)[number]
/** At most this many events in one list. */
export const EVENT_LIST_MAX = 12

export type EventListCriteria = {
  date_from?: string | null
  date_to?: string | null
  filters?: EventListFilter | null
  tag?: number | null
}

export type EventLike = { date_start?: string | null; tags?: readonly number[] | null }

/** An instant as the server's Temporal values and the browser's BerlinTime both carry it. */
export type Instant = { epochMilliseconds: number }

/** The Berlin calendar day of an editor date or instant. */
export function berlinDay(value: string | null | undefined): IsoDate | null {
  const instant = value ? parseInstant(value) : null
  return instant === null ? null : berlinTime(instant).date
}

// ISO dates compare as strings
const later = (a: IsoDate, b: IsoDate) => (a >= b ? a : b)
const earlier = (a: IsoDate, b: IsoDate | null) => (b !== null && b < a ? b : a)

/**
 * The Berlin days an event list covers (both ends inclusive; `to` null is open-ended), or null when none:
 * from today or date_from, whichever is later, to date_to; "next_3_days" ends the day after tomorrow,
 * "weekend" is the coming Saturday and Sunday (the current ones on a weekend).
 */
export function eventListDays(criteria: EventListCriteria, today: IsoDate): { from: IsoDate; to: IsoDate | null } | null {
  const fromDay = berlinDay(criteria.date_from)
  let from = fromDay ? later(fromDay, today) : today
  let to = berlinDay(criteria.date_to)
  if (criteria.filters === 'next_3_days') to = earlier(addDays(today, 2), to)
  if (criteria.filters === 'weekend') {
    const weekday = dayOfWeek(today)
    const saturday = weekday === 7 ? addDays(today, -1) : addDays(today, 6 - weekday)
    from = later(from, saturday)
    to = earlier(addDays(saturday, 1), to)
  }
  if (to !== null && to < from) return null
  return { from, to }
}

/**
 * When a list's days move on by themselves: the next Berlin midnight where tomorrow's window differs from today's
 * ("next 3 days", a weekend coming, a last day passing), or null when they stay (a list from today on changes only
 * as its events begin, which its page records apart).
 */
export function eventListDaysMoveAt(criteria: EventListCriteria, now: Instant): number | null {
  const today = berlinTime(now.epochMilliseconds).date
  const tomorrow = addDays(today, 1)
  // a window starting today starts "now" on either day: only a later first day, the last day and none differ
  const window = (day: IsoDate) => {
    const days = eventListDays(criteria, day)
    return days ? `${days.from > day ? days.from : 'now'}/${days.to ?? ''}` : 'none'
  }
  return window(today) === window(tomorrow) ? null : berlinEpoch(tomorrow)
}

/** The instants an event may start within: not before `now`, and before the day after the last day. */
export function eventListWindow(criteria: EventListCriteria, now: Instant): { start: Instant; end: Instant | null } | null {
  const days = eventListDays(criteria, berlinTime(now.epochMilliseconds).date)
  if (!days) return null
  const dayStart = berlinEpoch(days.from)
  const start = Math.max(dayStart, now.epochMilliseconds)
  const end = days.to ? berlinEpoch(addDays(days.to, 1)) : null
  return { start: { epochMilliseconds: start }, end: end === null ? null : { epochMilliseconds: end } }
}

/** The events of a list that match its dates, filter and tag, soonest first, at most 12. */
export function selectEvents<T extends EventLike>(events: readonly T[], criteria: EventListCriteria, now: Instant): T[] {
  const window = eventListWindow(criteria, now)
  if (!window) return []
  const dated = events.flatMap((event) => {
    const start = event.date_start ? parseInstant(event.date_start) : null
    return start === null ? [] : [{ event, start }]
  })
  return dated
    .filter(({ event, start }) => {
      if (start < window.start.epochMilliseconds) return false
      if (window.end && start >= window.end.epochMilliseconds) return false
      return criteria.tag === null || criteria.tag === undefined || (event.tags ?? []).includes(criteria.tag)
    })
    .sort((a, b) => a.start - b.start)
    .slice(0, EVENT_LIST_MAX)
    .map(({ event }) => event)
}
