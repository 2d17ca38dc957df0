import { describe, expect, it } from 'vitest'
import { Temporal } from 'temporal-polyfill'
import { addDays, addMonths, berlinEpoch, berlinTime, dayOfWeek, daysInMonth, fromUrlDay, parseEpoch, parseIsoDate, toUrlDay } from './berlin-time'

// The browser's native Berlin time must read exactly as the server's Temporal does.
describe('berlin time', () => {
  it('reads instants on the Berlin wall clock as Temporal does, across both clock changes', () => {
    const starts = ['2026-03-28T00:00:00Z', '2026-10-24T00:00:00Z', '2026-12-31T12:00:00Z']
    for (const start of starts) {
      for (let step = 0; step < 4 * 24 * 4; step++) {
        const epoch = Date.parse(start) + step * 15 * 60_000
        const zoned = Temporal.Instant.fromEpochMilliseconds(epoch).toZonedDateTimeISO('Europe/Berlin')
        const time = berlinTime(epoch)
        expect([time.date, time.dayOfWeek, time.hour, time.minute]).toEqual([zoned.toPlainDate().toString(), zoned.dayOfWeek, zoned.hour, zoned.minute])
      }
    }
  })

  it('reads any instant from 1950 to 2050 as Temporal does (the EU rule from 1996, the platform rules before)', () => {
    // a fixed sequence of instants from 1950 to 2050, at odd seconds and milliseconds
    let seed = 20261126
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
    const from = Date.parse('1950-01-01T00:00:00Z')
    const span = Date.parse('2050-01-01T00:00:00Z') - from
    for (let index = 0; index < 3000; index++) {
      const epoch = Math.floor(from + next() * span)
      const zoned = Temporal.Instant.fromEpochMilliseconds(epoch).toZonedDateTimeISO('Europe/Berlin')
      const time = berlinTime(epoch)
      expect([time.date, time.hour, time.minute], new Date(epoch).toISOString()).toEqual([zoned.toPlainDate().toString(), zoned.hour, zoned.minute])
    }
  })

  it("keeps the time-zone database's clock changes of every year from 1996 to 2100, to the millisecond", () => {
    // each year's two changes, found in the platform's rules a day at a time, then to the millisecond
    const offsetOf = (epoch: number) => Temporal.Instant.fromEpochMilliseconds(epoch).toZonedDateTimeISO('Europe/Berlin').offsetNanoseconds / 1e6
    const wallHour = (epoch: number) => (new Date(epoch).getUTCHours() + offsetOf(epoch) / 3_600_000) % 24
    let changes = 0
    for (let day = Date.UTC(1996, 0, 1); day < Date.UTC(2101, 0, 1); day += 86_400_000) {
      if (offsetOf(day) === offsetOf(day + 86_400_000)) continue
      let [low, high] = [day, day + 86_400_000]
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2)
        if (offsetOf(middle) === offsetOf(low)) low = middle
        else high = middle
      }
      changes++
      for (const epoch of [low - 3_600_000, low, high, high + 3_600_000]) expect(berlinTime(epoch).hour, new Date(epoch).toISOString()).toBe(wallHour(epoch))
    }
    expect(changes).toBe(2 * 105)
  })

  it('turns Berlin wall times into instants as Temporal does, gaps and repeats included', () => {
    for (const day of ['2026-03-29', '2026-10-25', '2026-07-01', '2026-01-15']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
        const hour = Math.floor(minutes / 60)
        const minute = minutes % 60
        const expected = Temporal.PlainDate.from(day).toPlainDateTime({ hour, minute }).toZonedDateTime('Europe/Berlin').epochMilliseconds
        expect(berlinEpoch(day, hour, minute)).toBe(expected)
      }
    }
  })

  it('counts days, weekdays and months', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(dayOfWeek('2026-11-21')).toBe(6)
    expect(dayOfWeek('2026-11-22')).toBe(7)
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01')
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01')
    expect(daysInMonth(2028, 2)).toBe(29)
  })

  it('reads URL dates, ISO dates and editor date-times, refusing days that do not exist', () => {
    expect(fromUrlDay('21-11-2026')).toBe('2026-11-21')
    expect(fromUrlDay('31-02-2026')).toBeNull()
    expect(toUrlDay('2026-01-05')).toBe('05-01-2026')
    expect(parseIsoDate('2026-13-01')).toBeNull()
    expect(parseEpoch('2026-11-21T19:30:00+0100')).toBe(Date.parse('2026-11-21T18:30:00Z'))
    expect(parseEpoch('2026-11-21T18:30:00.250Z')).toBe(Date.parse('2026-11-21T18:30:00.250Z'))
    expect(parseEpoch('2026-11-21Z')).toBeNull()
    expect(parseEpoch('morgen')).toBeNull()
  })
})
