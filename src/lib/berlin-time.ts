/**
 * Berlin calendar days and wall-clock times with the platform's own Date (and its Intl for instants before 1996),
 * for code that runs in the browser: the Temporal polyfill weighs 18 KB gzipped, and what visitors' pages need of
 * it is this much.
 * Calendar days are ISO strings (YYYY-MM-DD), which compare correctly as strings; instants are epoch
 * milliseconds. The server keeps Temporal (src/lib/dates.ts); the unit tests check both agree.
 */
export const TIME_ZONE = 'Europe/Berlin'

/** A calendar day, YYYY-MM-DD. */
export type IsoDate = string

/** An instant read on a Berlin wall clock. */
export interface BerlinTime {
  epochMilliseconds: number
  date: IsoDate
  year: number
  month: number
  day: number
  /** 1 = Monday … 7 = Sunday (ISO, as Temporal) */
  dayOfWeek: number
  hour: number
  minute: number
}

let formatter: Intl.DateTimeFormat | undefined
function berlinFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  })
  return formatter
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/** YYYY-MM-DD of a year, month (1–12) and day. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/** Year, month and day of an ISO date (no validation: use parseIsoDate for input). */
export function dateParts(date: IsoDate): { year: number; month: number; day: number } {
  const [year = 0, month = 1, day = 1] = date.slice(0, 10).split('-').map(Number)
  return { year, month, day }
}

/** The ISO date, or null when `value` is not a real calendar day in YYYY-MM-DD. */
export function parseIsoDate(value: string): IsoDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return isoDate(year, month, day)
}

function utcDay(date: IsoDate): Date {
  const { year, month, day } = dateParts(date)
  const utc = new Date(Date.UTC(2000, month - 1, day))
  utc.setUTCFullYear(year)
  return utc
}

function fromUtcDay(utc: Date): IsoDate {
  return isoDate(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate())
}

export function daysInMonth(year: number, month: number): number {
  const utc = new Date(Date.UTC(2000, month, 0))
  utc.setUTCFullYear(year, month, 0)
  return utc.getUTCDate()
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const utc = utcDay(date)
  utc.setUTCDate(utc.getUTCDate() + days)
  return fromUtcDay(utc)
}

/** 1 = Monday … 7 = Sunday */
export function dayOfWeek(date: IsoDate): number {
  return ((utcDay(date).getUTCDay() + 6) % 7) + 1
}

/** The first day of the month `months` after (or before) the month of `date`. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month } = dateParts(date)
  const index = year * 12 + (month - 1) + months
  return isoDate(Math.floor(index / 12), (index % 12) + 1, 1)
}

/** An instant on the Berlin wall clock. */
export function berlinTime(epochMilliseconds: number): BerlinTime {
  // the wall clock is the instant moved by the offset, read in UTC
  const wall = new Date(epochMilliseconds + berlinOffset(epochMilliseconds))
  const year = wall.getUTCFullYear()
  const month = wall.getUTCMonth() + 1
  const day = wall.getUTCDate()
  const date = isoDate(year, month, day)
  return { epochMilliseconds, date, year, month, day, dayOfWeek: ((wall.getUTCDay() + 6) % 7) + 1, hour: wall.getUTCHours(), minute: wall.getUTCMinutes() }
}

export function berlinNowTime(): BerlinTime {
  return berlinTime(Date.now())
}

export function berlinTodayDate(): IsoDate {
  return berlinNowTime().date
}

/** Milliseconds Berlin is ahead of UTC at this instant, read from the platform's time-zone rules. */
function readBerlinOffset(epochMilliseconds: number): number {
  const values: Record<string, number> = {}
  for (const part of berlinFormatter().formatToParts(new Date(epochMilliseconds))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value)
  }
  const asUtc = Date.UTC(values.year ?? 1970, (values.month ?? 1) - 1, values.day ?? 1, (values.hour ?? 0) % 24, values.minute ?? 0, values.second ?? 0)
  return asUtc - (epochMilliseconds - (((epochMilliseconds % 1000) + 1000) % 1000))
}

/** 1996-01-01T00:00Z: since 1996 Berlin keeps the EU's summer time (src/lib/berlin-time.test.ts checks it). */
const EU_RULE_SINCE = Date.UTC(1996, 0, 1)
const HOUR = 3_600_000

/** 01:00 UTC on the last Sunday of a month (1–12): when the EU's clocks change. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month, 0)
  return lastDay - new Date(lastDay).getUTCDay() * 86_400_000 + HOUR
}

/**
 * Milliseconds Berlin is ahead of UTC at this instant. From 1996 on by the EU's rule, summer time (UTC+2) from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, as the time-zone database
 * has it for every year to come: worked out, not read from Intl, because a renderer's first `Intl.DateTimeFormat`
 * loads the platform's locale data, about 14 ms of a phone's first page (110 ms with the CPU slowed 8×), and a
 * page's dates need only this. Should the EU's rule ever change, the unit test that compares it with the platform's
 * time-zone data for every change to 2100 fails. Earlier instants are read from the platform's rules.
 */
function berlinOffset(epochMilliseconds: number): number {
  if (epochMilliseconds < EU_RULE_SINCE) return readBerlinOffset(epochMilliseconds)
  const year = new Date(epochMilliseconds).getUTCFullYear()
  return epochMilliseconds >= lastSundayOneUtc(year, 3) && epochMilliseconds < lastSundayOneUtc(year, 10) ? 2 * HOUR : HOUR
}

/**
 * The instant of a Berlin wall-clock time. A time skipped by the spring change resolves later, a time
 * repeated in autumn to the earlier instant — as Temporal's default disambiguation ("compatible").
 */
export function berlinEpoch(date: IsoDate, hour = 0, minute = 0, second = 0, millisecond = 0): number {
  const { year, month, day } = dateParts(date)
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, millisecond)
  const before = berlinOffset(wall - 86_400_000)
  const after = berlinOffset(wall + 86_400_000)
  const readsAsWall = [wall - before, wall - after].filter((candidate) => berlinOffset(candidate) === wall - candidate)
  if (readsAsWall.length > 0) return Math.min(...readsAsWall)
  // the wall time does not exist (spring forward): move it on by the gap
  return wall - before
}

/**
 * Reads an editor date-time: an instant with offset ("2026-05-01T10:00:00Z"), or a local date-time or date
 * as a datetime input sends it, taken in Europe/Berlin. Epoch milliseconds, or null when it is neither.
 */
export function parseEpoch(value: string): number | null {
  const trimmed = value.trim()
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(trimmed)
  if (!match) return null
  const [, datePart = '', hourText, minuteText, secondText, fractionText, zone] = match
  const date = parseIsoDate(datePart)
  if (!date) return null
  const hour = Number(hourText ?? 0)
  const minute = Number(minuteText ?? 0)
  const second = Number(secondText ?? 0)
  if (hour > 23 || minute > 59 || second > 59) return null
  const millisecond = fractionText ? Math.floor(Number(`0.${fractionText}`) * 1000) : 0
  if (zone) {
    // an instant needs a time; Temporal rejects "2026-05-01Z"
    if (hourText === undefined) return null
    const { year, month, day } = dateParts(date)
    const utc = Date.UTC(year, month - 1, day, hour, minute, second, millisecond)
    if (zone.toUpperCase() === 'Z') return utc
    const sign = zone.startsWith('-') ? -1 : 1
    const digits = zone.slice(1).replace(':', '')
    return utc - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000
  }
  return berlinEpoch(date, hour, minute, second, millisecond)
}

/** DD-MM-YYYY, the URL date format. */
export function toUrlDay(date: IsoDate): string {
  const { year, month, day } = dateParts(date)
  return `${pad(day)}-${pad(month)}-${year}`
}

/** The ISO date of a DD-MM-YYYY URL date, or null when it is not a real day. */
export function fromUrlDay(value: string): IsoDate | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value)
  return match ? parseIsoDate(`${match[3]}-${match[2]}-${match[1]}`) : null
}
