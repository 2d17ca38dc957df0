import { Temporal } from 'temporal-polyfill'

/**
 * A controllable clock for demos and tests: FOYER_DEMO_CLOCK moves the server's time. An ISO instant
 * (`2026-11-29T18:25:00+01:00`) starts the clock there; `HH:MM` starts it today at that time in Berlin. From there
 * it runs on in real time. Everything that asks the time in the server — `Date.now()`, `new Date()`, Temporal — sees
 * the moved clock, so the seeded programme, "today", the pages and the box office agree. Unset or empty: the real
 * clock. Never set it on a production server.
 */
export function demoClockTarget(value: string | undefined, realNow = Date.now()): number | null {
  const text = (value ?? '').trim()
  if (!text) return null
  const time = /^(\d{2}):(\d{2})$/.exec(text)
  if (time) {
    const today = Temporal.Instant.fromEpochMilliseconds(realNow).toZonedDateTimeISO('Europe/Berlin').toPlainDate()
    return today.toZonedDateTime({ timeZone: 'Europe/Berlin', plainTime: Temporal.PlainTime.from(`${time[1]}:${time[2]}`) }).epochMilliseconds
  }
  const instant = Date.parse(text)
  if (!Number.isFinite(instant) || !/^\d{4}-\d{2}-\d{2}T/.test(text)) throw new Error(`FOYER_DEMO_CLOCK must be an ISO instant or HH:MM, not "${text}"`)
  return instant
}

/** Moves the process's clock by replacing the global Date with one that runs `offset` ahead (or behind). */
export function installDemoClock(value: string | undefined): number | null {
  const RealDate = Date
  const target = demoClockTarget(value, RealDate.now())
  if (target === null) return null
  const offset = target - RealDate.now()
  class DemoDate extends RealDate {
    constructor(first?: number | string | Date, month?: number, day?: number, hours?: number, minutes?: number, seconds?: number, ms?: number) {
      if (first === undefined) super(RealDate.now() + offset)
      else if (month === undefined) super(first)
      else super(Number(first), month, day ?? 1, hours ?? 0, minutes ?? 0, seconds ?? 0, ms ?? 0)
    }

    static override now(): number {
      return RealDate.now() + offset
    }
  }
  // (a class cannot be called without `new` as Date can; nothing in the app does that)
  Object.defineProperty(globalThis, 'Date', { value: DemoDate, writable: true, configurable: true })
  return offset
}
