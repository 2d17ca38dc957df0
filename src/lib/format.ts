import type { Locale } from '~/contract/shared'
import { berlinTime, dateParts, dayOfWeek, parseEpoch } from './berlin-time'
import type { BerlinTime, IsoDate } from './berlin-time'

/** "18.00" → "18 €", "18.5" → "18,50 €": `.00` dropped, comma decimal, euro by default (spec programme.md §9). */
export function formatPrice(amount: string | number, currency = 'EUR'): string {
  const value = typeof amount === 'number' ? amount : Number(amount)
  if (!Number.isFinite(value)) return ''
  const [whole = '0', cents = '00'] = value.toFixed(2).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  const symbol = currency === 'EUR' ? '€' : currency
  return `${cents === '00' ? grouped : `${grouped},${cents}`} ${symbol}`
}

/** "ab 18 €" / "from 18 €" */
export function formatPriceFrom(amount: string, lang: Locale, currency = 'EUR'): string {
  return `${lang === 'de' ? 'ab' : 'from'} ${formatPrice(amount, currency)}`
}

/** An instant (ISO with offset) on the Berlin wall clock; throws a RangeError for anything else, as Temporal did. */
function zoned(iso: string): Readonly<BerlinTime> {
  const known = zonedTimes.get(iso)
  if (known) return known
  const epoch = /(Z|[+-]\d{2}:?\d{2})$/i.test(iso.trim()) ? parseEpoch(iso) : null
  if (epoch === null) throw new RangeError(`not an instant: ${iso}`)
  // a page formats the same few hundred instants in every rendering (each event's start in its list, its day and
  // its time): read once, not parsed and worked out again each time
  if (zonedTimes.size >= ZONED_KEPT) zonedTimes.clear()
  const time = Object.freeze(berlinTime(epoch))
  zonedTimes.set(iso, time)
  return time
}

/** Instants already read, by their text; emptied when full. */
const zonedTimes = new Map<string, Readonly<BerlinTime>>()
const ZONED_KEPT = 4096

const pad = (value: number) => String(value).padStart(2, '0')

/** "19:30 Uhr" in German, "19:30" in English. */
export function formatTime(iso: string, lang: Locale): string {
  const time = zoned(iso)
  const text = `${pad(time.hour)}:${pad(time.minute)}`
  return lang === 'de' ? `${text} Uhr` : text
}

/** A time range drops ":00": "19 – 21:30 Uhr". */
export function formatTimeRange(startIso: string, endIso: string | null, lang: Locale): string {
  if (!endIso) return formatTime(startIso, lang)
  const short = (iso: string) => {
    const time = zoned(iso)
    return time.minute === 0 ? String(time.hour).padStart(2, '0') : `${pad(time.hour)}:${pad(time.minute)}`
  }
  const text = `${short(startIso)} – ${short(endIso)}`
  return lang === 'de' ? `${text} Uhr` : text
}

const GERMAN_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember']
/** The venue's own German short month names. */
const GERMAN_SHORT_MONTHS = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.']
const GERMAN_WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']
const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const ENGLISH_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

function plainDateOf(value: string): { year: number; month: number; day: number; dayOfWeek: number } {
  const date: IsoDate = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : zoned(value).date
  return { ...dateParts(date), dayOfWeek: dayOfWeek(date) }
}

/** "Samstag, 21. November 2026" / "Saturday, 21 November 2026" */
export function formatLongDate(value: string, lang: Locale): string {
  const date = plainDateOf(value)
  if (lang === 'de') return `${GERMAN_WEEKDAYS[date.dayOfWeek - 1]}, ${date.day}. ${GERMAN_MONTHS[date.month - 1]} ${date.year}`
  return `${ENGLISH_WEEKDAYS[date.dayOfWeek - 1]}, ${date.day} ${ENGLISH_MONTHS[date.month - 1]} ${date.year}`
}

/** Weekdays and months as the platform's short forms read in de-DE and en-GB, without a closing dot (the event list). */
const LIST_WEEKDAYS = { de: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'], en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }
const LIST_MONTHS = {
  de: GERMAN_SHORT_MONTHS.map((month) => month.replace(/\.$/, '')),
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
}

/** "Fr", "27", "Nov" / "Fri", "27", "Nov": a calendar day as the event list shows it. */
export function listDayParts(date: IsoDate, lang: Locale): { weekday: string; day: string; month: string } {
  const { month, day } = dateParts(date)
  return { weekday: LIST_WEEKDAYS[lang][dayOfWeek(date) - 1] ?? '', day: String(day), month: LIST_MONTHS[lang][month - 1] ?? '' }
}

/** "21. Nov. 2026" / "21 Nov 2026" */
export function formatShortDate(value: string, lang: Locale): string {
  const date = plainDateOf(value)
  if (lang === 'de') return `${date.day}. ${GERMAN_SHORT_MONTHS[date.month - 1]} ${date.year}`
  return `${date.day} ${(ENGLISH_MONTHS[date.month - 1] ?? '').slice(0, 3)} ${date.year}`
}

/** The Berlin calendar day of an instant, YYYY-MM-DD. */
export function berlinDay(iso: string): string {
  return zoned(iso).date
}
