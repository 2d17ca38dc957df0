import { Temporal } from 'temporal-polyfill'
import { TIME_ZONE } from '~/lib/dates'
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

/** The Berlin calendar day of an editor date or instant. */
export function berlinDay(value: string | null | undefined): Temporal.PlainDate | null {
  const instant = value ? parseInstant(value) : null
  return instant ? instant.toZonedDateTimeISO(TIME_ZONE).toPlainDate() : null
}

const later = (a: Temporal.PlainDate, b: Temporal.PlainDate) => (Temporal.PlainDate.compare(a, b) >= 0 ? a : b)
const earlier = (a: Temporal.PlainDate, b: Temporal.PlainDate | null) => (b && Temporal.PlainDate.compare(b, a) < 0 ? b : a)

/**
 * The Berlin days an event list covers (both ends inclusive; `to` null is open-ended), or null when none:
 * from today or date_from, whichever is later, to date_to; "next_3_days" ends the day after tomorrow,
 * "weekend" is the coming Saturday and Sunday (the current ones on a weekend).
 */
export function eventListDays(criteria: EventListCriteria, today: Temporal.PlainDate): { from: Temporal.PlainDate; to: Temporal.PlainDate | null } | null {
  const fromDay = berlinDay(criteria.date_from)
  let from = fromDay ? later(fromDay, today) : today
  let to = berlinDay(criteria.date_to)
  if (criteria.filters === 'next_3_days') to = earlier(today.add({ days: 2 }), to)
  if (criteria.filters === 'weekend') {
    const saturday = today.dayOfWeek === 7 ? today.subtract({ days: 1 }) : today.add({ days: 6 - today.dayOfWeek })
    from = later(from, saturday)
    to = earlier(saturday.add({ days: 1 }), to)
  }
  if (to && Temporal.PlainDate.compare(to, from) < 0) return null
  return { from, to }
}

/** The instants an event may start within: not before `now`, and before the day after the last day. */
export function eventListWindow(criteria: EventListCriteria, now: Temporal.ZonedDateTime): { start: Temporal.Instant; end: Temporal.Instant | null } | null {
  const days = eventListDays(criteria, now.toPlainDate())
  if (!days) return null
  const dayStart = days.from.toZonedDateTime({ timeZone: TIME_ZONE }).toInstant()
  const start = Temporal.Instant.compare(dayStart, now.toInstant()) > 0 ? dayStart : now.toInstant()
  const end = days.to ? days.to.add({ days: 1 }).toZonedDateTime({ timeZone: TIME_ZONE }).toInstant() : null
  return { start, end }
}

/** The events of a list that match its dates, filter and tag, soonest first, at most 12. */
export function selectEvents<T extends EventLike>(events: readonly T[], criteria: EventListCriteria, now: Temporal.ZonedDateTime): T[] {
  const window = eventListWindow(criteria, now)
  if (!window) return []
  const dated = events.flatMap((event) => {
    const start = event.date_start ? parseInstant(event.date_start) : null
    return start ? [{ event, start }] : []
  })
  return dated
    .filter(({ event, start }) => {
      if (Temporal.Instant.compare(start, window.start) < 0) return false
      if (window.end && Temporal.Instant.compare(start, window.end) >= 0) return false
      return criteria.tag === null || criteria.tag === undefined || (event.tags ?? []).includes(criteria.tag)
    })
    .sort((a, b) => Temporal.Instant.compare(a.start, b.start))
    .slice(0, EVENT_LIST_MAX)
    .map(({ event }) => event)
}
