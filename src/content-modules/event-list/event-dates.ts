import type { Locale } from '~/contract/shared'
import { TIME_ZONE } from '~/lib/berlin-time'

const LANGUAGE_TAGS: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' }

export type EventDateParts = { weekday: string; day: string; month: string; time: string; full: string }

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((entry) => entry.type === type)?.value ?? ''
}

/** An event start in Berlin time for the list: "Fr", "21", "Nov", "19:30 Uhr" and the full date for screen readers. */
export function eventDateParts(date: Date, locale: Locale): EventDateParts {
  const tag = LANGUAGE_TAGS[locale]
  const short = new Intl.DateTimeFormat(tag, { timeZone: TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' }).formatToParts(date)
  const time = new Intl.DateTimeFormat(tag, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date)
  const full = new Intl.DateTimeFormat(tag, { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date)
  return {
    weekday: part(short, 'weekday').replace(/\.$/, ''),
    day: part(short, 'day'),
    month: part(short, 'month').replace(/\.$/, ''),
    // German times read "19:30 Uhr" (programme.md §9)
    time: locale === 'de' ? `${time} Uhr` : time,
    full,
  }
}
