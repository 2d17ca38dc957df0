import type { OpeningHoursEntry } from '~/contract/sections'
import type { Locale } from '~/contract/shared'

const WEEKDAYS: Record<Locale, string[]> = {
  de: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
}

export interface OpeningDay {
  weekday: number
  name: string
  /** "10:00 – 18:00 Uhr" parts, several when a day has two openings; empty when closed */
  times: string[]
}

function hhmm(time: string): string {
  return time.slice(0, 5)
}

/** The weekly opening hours as one line per weekday, Monday first; days without an entry count as closed. */
export function openingWeek(entries: OpeningHoursEntry[], lang: Locale): OpeningDay[] {
  return WEEKDAYS[lang].map((name, weekday) => {
    const times = entries
      .filter((entry) => entry.weekday === weekday && !entry.closed && entry.time_from && entry.time_to)
      .map((entry) => `${hhmm(entry.time_from ?? '')} – ${hhmm(entry.time_to ?? '')}${lang === 'de' ? ' Uhr' : ''}`)
    return { weekday, name, times }
  })
}
