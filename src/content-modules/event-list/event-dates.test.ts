import { describe, expect, it } from 'vitest'
import { eventDateParts } from './event-dates'

describe('eventDateParts', () => {
  it('reads an event start on the Berlin clock, in each language, with the formatters kept per language', () => {
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
