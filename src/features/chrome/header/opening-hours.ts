import type { OpeningHoursToday } from '~/contract/site'
import type { Locale } from '~/contract/shared'

/** The moment the status is computed for, in the venue's time zone (Europe/Berlin). */
export interface OpeningMoment {
  /** ISO date, YYYY-MM-DD */
  date: string
  /** 0 = Monday … 6 = Sunday, as in the opening hours */
  weekday: number
  /** minutes since midnight */
  minutes: number
}

export interface OpeningNote {
  text: string
  url: string | null
}

/**
 * early: opens later today; open: open now; late: closed now — after the last opening today, or all day
 * (`closedToday`). `from`/`to` name the opening the status refers to.
 */
export interface OpeningStatus {
  state: 'early' | 'open' | 'late'
  from: string | null
  to: string | null
  closedToday: boolean
  note: OpeningNote | null
}

interface Slot {
  from: string
  to: string
  start: number
  end: number
}

const MINUTES_PER_DAY = 24 * 60

function toMinutes(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':')
  return Number(hours) * 60 + Number(minutes)
}

function toSlot(entry: { time_from: string | null; time_to: string | null; closed: boolean }): Slot | null {
  if (entry.closed || !entry.time_from || !entry.time_to) return null
  const start = toMinutes(entry.time_from)
  const end = toMinutes(entry.time_to)
  // an opening past midnight (18:00–01:00) ends the next day
  return { from: entry.time_from.slice(0, 5), to: entry.time_to.slice(0, 5), start, end: end <= start ? end + MINUTES_PER_DAY : end }
}

/** Today's status; an exception for today replaces the regular hours of the weekday. */
export function openingStatus(data: OpeningHoursToday, now: OpeningMoment): OpeningStatus {
  const exception = data.opening_hours_exceptions.find((entry) => entry.date === now.date)
  const note = exception?.alternative_text ? { text: exception.alternative_text, url: exception.alternative_link_url } : null
  const entries = exception ? [exception] : data.opening_hours.filter((entry) => entry.weekday === now.weekday)
  const slots = entries
    .map(toSlot)
    .filter((slot): slot is Slot => slot !== null)
    .sort((a, b) => a.start - b.start)

  const current = slots.find((slot) => slot.start <= now.minutes && now.minutes < slot.end)
  if (current) return { state: 'open', from: current.from, to: current.to, closedToday: false, note }
  const next = slots.find((slot) => now.minutes < slot.start)
  if (next) return { state: 'early', from: next.from, to: next.to, closedToday: false, note }
  const last = slots.at(-1)
  return { state: 'late', from: last?.from ?? null, to: last?.to ?? null, closedToday: !last, note }
}

/** The moment of a Berlin wall-clock reading (a BerlinTime, or a Temporal.ZonedDateTime in Europe/Berlin). */
export function openingMoment(now: { year: number; month: number; day: number; dayOfWeek: number; hour: number; minute: number }): OpeningMoment {
  const pad = (value: number) => String(value).padStart(2, '0')
  return { date: `${now.year}-${pad(now.month)}-${pad(now.day)}`, weekday: now.dayOfWeek - 1, minutes: now.hour * 60 + now.minute }
}

/** German times drop ":00" (11 Uhr, 11:30 Uhr); English ones keep the minutes. */
export function formatOpeningTime(time: string, lang: Locale): string {
  if (lang === 'de' && time.endsWith(':00')) return String(Number(time.slice(0, 2)))
  return time
}
