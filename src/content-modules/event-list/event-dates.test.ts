import { describe, expect, it } from 'vitest'
import { eventDateParts } from './event-dates'

describe('eventDateParts', () => {
  it("reads every weekday and month as the platform's de-DE and en-GB forms do, on the Berlin clock", () => {
    for (const [locale, tag] of [['de', 'de-DE'], ['en', 'en-GB']] as const) {
      const short = new Intl.DateTimeFormat(tag, { timeZone: 'Europe/Berlin', weekday: 'short', day: 'numeric', month: 'short' })
      const time = new Intl.DateTimeFormat(tag, { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      const full = new Intl.DateTimeFormat(tag, { timeZone: 'Europe/Berlin', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
      // a start in every month at every weekday, late in the evening UTC (the next day in Berlin)
      for (let month = 0; month < 12; month++) {
        for (let day = 1; day <= 7; day++) {
          const start = new Date(Date.UTC(2026, month, day, 22, 45))
          const parts = short.formatToParts(start)
          const part = (type: Intl.DateTimeFormatPartTypes) => (parts.find((entry) => entry.type === type)?.value ?? '').replace(/\.$/, '')
          const clock = time.format(start)
          expect(eventDateParts(start, locale)).toEqual({ weekday: part('weekday'), day: part('day'), month: part('month'), time: locale === 'de' ? `${clock} Uhr` : clock, full: full.format(start) })
        }
      }
    }
  })

  it('reads an event start on the Berlin clock, in each language', () => {
    // 18:30 UTC on a winter Friday is 19:30 in Berlin
    const winter = new Date('2026-11-27T18:30:00Z')
    expect(eventDateParts(winter, 'de')).toEqual({ weekday: 'Fr', day: '27', month: 'Nov', time: '19:30 Uhr', full: 'Freitag, 27. November 2026' })
    expect(eventDateParts(winter, 'en')).toEqual({ weekday: 'Fri', day: '27', month: 'Nov', time: '19:30', full: 'Friday, 27 November 2026' })
    // a summer start (UTC+2), after both languages' formatters exist
    const summer = new Date('2026-07-03T17:00:00Z')
    expect(eventDateParts(summer, 'de')).toEqual({ weekday: 'Fr', day: '3', month: 'Juli', time: '19:00 Uhr', full: 'Freitag, 3. Juli 2026' })
    expect(eventDateParts(summer, 'en').time).toBe('19:00')
  })
})
