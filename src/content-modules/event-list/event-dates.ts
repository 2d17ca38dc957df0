import type { Locale } from '~/contract/shared'
import { TIME_ZONE } from '~/lib/berlin-time'

const LANGUAGE_TAGS: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' }

export type EventDateParts = { weekday: string; day: string; month: string; time: string; full: string }

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((entry) => entry.type === type)?.value ?? ''
}

// one set of formatters per language: making one costs more than formatting with it, and a list shows many dates
const formattersByLocale = new Map<Locale, { short: Intl.DateTimeFormat; time: Intl.DateTimeFormat; full: Intl.DateTimeFormat }>()
function formatters(locale: Locale) {
  let made = formattersByLocale.get(locale)
  if (!made) {
    const tag = LANGUAGE_TAGS[locale]
    made = {
      short: new Intl.DateTimeFormat(tag, { timeZone: TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' }),
      time: new Intl.DateTimeFormat(tag, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      full: new Intl.DateTimeFormat(tag, { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    }
    formattersByLocale.set(locale, made)
  }
  return made
}

/** An event start in Berlin time for the list: "Fr", "21", "Nov", "19:30 Uhr" and the full date for screen readers. */
export function eventDateParts(date: Date, locale: Locale): EventDateParts {
  const formatter = formatters(locale)
  const short = formatter.short.formatToParts(date)
  const time = formatter.time.format(date)
  const full = formatter.full.format(date)
  return {
    weekday: part(short, 'weekday').replace(/\.$/, ''),
    day: part(short, 'day'),
    month: part(short, 'month').replace(/\.$/, ''),
    // German times read "19:30 Uhr" (programme.md §9)
    time: locale === 'de' ? `${time} Uhr` : time,
    full,
  }
}
