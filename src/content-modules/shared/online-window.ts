import { Temporal } from 'temporal-polyfill'
import { TIME_ZONE } from '~/lib/dates'

/**
 * Reads an editor date-time: an instant with offset ("2026-05-01T10:00:00Z"), or a local date-time or date
 * as a datetime input sends it, taken in Europe/Berlin. Null when it is neither.
 */
export function parseInstant(value: string): Temporal.Instant | null {
  const trimmed = value.trim()
  try {
    if (/(Z|[+-]\d{2}:?\d{2})$/i.test(trimmed)) return Temporal.Instant.from(trimmed)
    if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return Temporal.PlainDate.from(trimmed).toZonedDateTime({ timeZone: TIME_ZONE }).toInstant()
    return Temporal.PlainDateTime.from(trimmed).toZonedDateTime(TIME_ZONE).toInstant()
  } catch {
    return null
  }
}

export type OnlineWindow = { online_from?: string | null; online_to?: string | null }

/** Whether content with this window is shown at `now`: from its start (inclusive) until its end (exclusive). */
export function isWithinOnlineWindow(window: OnlineWindow, now: Temporal.Instant): boolean {
  const from = window.online_from ? parseInstant(window.online_from) : null
  const to = window.online_to ? parseInstant(window.online_to) : null
  if (from && Temporal.Instant.compare(now, from) < 0) return false
  if (to && Temporal.Instant.compare(now, to) >= 0) return false
  return true
}
