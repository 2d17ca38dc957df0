import { describe, expect, it } from 'vitest'
import { Temporal } from 'temporal-polyfill'
import { berlinTime } from '~/lib/berlin-time'
import type { OpeningHoursToday } from '~/contract/site'
import { formatOpeningTime, openingMoment, openingStatus } from './opening-hours'

const week: OpeningHoursToday = {
  opening_hours: [
    { weekday: 0, time_from: null, time_to: null, closed: true },
    { weekday: 1, time_from: '11:00', time_to: '18:00', closed: false },
    { weekday: 5, time_from: '15:00', time_to: '18:00', closed: false },
    { weekday: 5, time_from: '10:00', time_to: '13:00', closed: false },
  ],
  opening_hours_exceptions: [],
}

const at = (date: string, weekday: number, time: string) => {
  const [h = 0, min = 0] = time.split(':').map(Number)
  return { date, weekday, minutes: h * 60 + min }
}
const tuesday = (time: string) => at('2025-06-03', 1, time)

describe('opening hours status', () => {
  it('is early before the box office opens', () => {
    expect(openingStatus(week, tuesday('09:30'))).toMatchObject({ state: 'early', from: '11:00', to: '18:00', closedToday: false })
  })

  it('is open from the opening minute until just before closing', () => {
    expect(openingStatus(week, tuesday('11:00')).state).toBe('open')
    expect(openingStatus(week, tuesday('17:59')).state).toBe('open')
  })

  it('is late (closed now) from the closing minute on', () => {
    expect(openingStatus(week, tuesday('18:00'))).toMatchObject({ state: 'late', closedToday: false, to: '18:00' })
  })

  it('counts a day without opening hours as closed all day', () => {
    expect(openingStatus(week, at('2025-06-02', 0, '12:00'))).toMatchObject({ state: 'late', closedToday: true, from: null })
    expect(openingStatus(week, at('2025-06-04', 2, '12:00'))).toMatchObject({ state: 'late', closedToday: true })
  })

  it('looks at the next opening of a day with two openings', () => {
    const saturday = (time: string) => at('2025-06-07', 5, time)
    expect(openingStatus(week, saturday('09:00'))).toMatchObject({ state: 'early', from: '10:00' })
    expect(openingStatus(week, saturday('14:00'))).toMatchObject({ state: 'early', from: '15:00', to: '18:00' })
    expect(openingStatus(week, saturday('16:00'))).toMatchObject({ state: 'open', from: '15:00' })
  })

  it('lets an exception for today close the box office', () => {
    const data = { ...week, opening_hours_exceptions: [{ date: '2025-06-03', time_from: null, time_to: null, closed: true, alternative_text: null, alternative_link_url: null }] }
    expect(openingStatus(data, tuesday('12:00'))).toMatchObject({ state: 'late', closedToday: true, note: null })
  })

  it('lets an exception for today set other times', () => {
    const data = { ...week, opening_hours_exceptions: [{ date: '2025-06-03', time_from: '14:00', time_to: '16:30:00', closed: false, alternative_text: null, alternative_link_url: null }] }
    expect(openingStatus(data, tuesday('12:00'))).toMatchObject({ state: 'early', from: '14:00', to: '16:30' })
    expect(openingStatus(data, tuesday('16:45')).state).toBe('late')
  })

  it('carries the alternative text and link of an exception', () => {
    const data = {
      ...week,
      opening_hours_exceptions: [{ date: '2025-06-03', time_from: null, time_to: null, closed: true, alternative_text: 'Nur Abendkasse', alternative_link_url: '/de/besuch' }],
    }
    expect(openingStatus(data, tuesday('12:00')).note).toEqual({ text: 'Nur Abendkasse', url: '/de/besuch' })
  })

  it('ignores exceptions for other days', () => {
    const data = { ...week, opening_hours_exceptions: [{ date: '2025-06-04', time_from: null, time_to: null, closed: true, alternative_text: 'x', alternative_link_url: null }] }
    expect(openingStatus(data, tuesday('12:00'))).toMatchObject({ state: 'open', note: null })
  })

  it('keeps an opening past midnight open late in the evening', () => {
    const data = { opening_hours: [{ weekday: 4, time_from: '18:00', time_to: '01:00', closed: false }], opening_hours_exceptions: [] }
    expect(openingStatus(data, at('2025-06-06', 4, '23:30')).state).toBe('open')
  })
})

describe('opening moment', () => {
  it('reads date, weekday (Monday = 0) and minutes in Berlin time', () => {
    const now = Temporal.Instant.from('2025-06-02T22:30:00Z').toZonedDateTimeISO('Europe/Berlin')
    // 00:30 on Tuesday in Berlin, still Monday in UTC
    expect(openingMoment(now)).toEqual({ date: '2025-06-03', weekday: 1, minutes: 30 })
    expect(openingMoment(berlinTime(Date.parse('2025-06-02T22:30:00Z')))).toEqual({ date: '2025-06-03', weekday: 1, minutes: 30 })
  })
})

describe('opening time format', () => {
  it('drops full hours in German and keeps minutes otherwise', () => {
    expect(formatOpeningTime('11:00', 'de')).toBe('11')
    expect(formatOpeningTime('09:30', 'de')).toBe('09:30')
    expect(formatOpeningTime('11:00', 'en')).toBe('11:00')
  })
})
