import type { Locale } from '~/contract/shared'
import { berlinTime } from '~/lib/berlin-time'
import { formatLongDate, formatTime, listDayParts } from '~/lib/format'

export type EventDateParts = { weekday: string; day: string; month: string; time: string; full: string }

/**
 * An event start in Berlin time for the list: "Fr", "21", "Nov", "19:30 Uhr" and the full date for screen readers.
 * Worked out from tables, not with `Intl.DateTimeFormat`: a renderer's first one loads the platform's locale data,
 * the longest single task of a phone's first page; the unit test holds the tables to the platform's own forms.
 */
export function eventDateParts(date: Date, locale: Locale): EventDateParts {
  const day = berlinTime(date.getTime()).date
  return { ...listDayParts(day, locale), time: formatTime(date.toISOString(), locale), full: formatLongDate(day, locale) }
}
