// Temporal on the server. Code that runs in the browser uses ./berlin-time (native Intl and Date): the
// polyfill would weigh 18 KB gzipped on every visitor's page.
import { Temporal } from 'temporal-polyfill'
import { TIME_ZONE } from './berlin-time'

export { TIME_ZONE }

export function berlinNow(): Temporal.ZonedDateTime {
  return Temporal.Now.zonedDateTimeISO(TIME_ZONE)
}

export function berlinToday(): Temporal.PlainDate {
  return berlinNow().toPlainDate()
}

export function fromUrlDate(value: string): Temporal.PlainDate | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value)
  if (!match) return null
  try {
    return Temporal.PlainDate.from({ day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) }, { overflow: 'reject' })
  } catch {
    return null
  }
}
