import { describe, expect, it } from 'vitest'
import { berlinDay, formatLongDate, formatPrice, formatPriceFrom, formatShortDate, formatTime, formatTimeRange } from './format'

describe('prices', () => {
  it('drops .00 and uses a decimal comma', () => {
    expect(formatPrice('18.00')).toBe('18 €')
    expect(formatPrice('18.5')).toBe('18,50 €')
    expect(formatPrice('1250.00')).toBe('1.250 €')
    expect(formatPrice(0)).toBe('0 €')
  })

  it('says "ab" in German and "from" in English', () => {
    expect(formatPriceFrom('18.00', 'de')).toBe('ab 18 €')
    expect(formatPriceFrom('9.90', 'en')).toBe('from 9,90 €')
  })
})

describe('times', () => {
  it('shows Berlin time with "Uhr" in German', () => {
    expect(formatTime('2026-11-21T18:30:00.000Z', 'de')).toBe('19:30 Uhr')
    expect(formatTime('2026-07-01T18:00:00.000Z', 'de')).toBe('20:00 Uhr')
    expect(formatTime('2026-11-21T18:30:00.000Z', 'en')).toBe('19:30')
  })

  it('drops :00 in ranges', () => {
    expect(formatTimeRange('2026-11-21T18:00:00.000Z', '2026-11-21T20:30:00.000Z', 'de')).toBe('19 – 21:30 Uhr')
    expect(formatTimeRange('2026-11-21T18:15:00.000Z', '2026-11-21T21:00:00.000Z', 'en')).toBe('19:15 – 22')
    expect(formatTimeRange('2026-11-21T18:15:00.000Z', null, 'de')).toBe('19:15 Uhr')
  })
})

describe('dates', () => {
  it('writes weekday, day, month name and year', () => {
    expect(formatLongDate('2026-11-21', 'de')).toBe('Samstag, 21. November 2026')
    expect(formatLongDate('2026-11-21', 'en')).toBe('Saturday, 21 November 2026')
  })

  it('uses the venue’s German short month names', () => {
    expect(formatShortDate('2026-09-03', 'de')).toBe('3. Sept. 2026')
    expect(formatShortDate('2026-03-03', 'de')).toBe('3. März 2026')
  })

  it('takes the calendar day in Berlin, not in UTC', () => {
    expect(berlinDay('2026-11-21T23:30:00.000Z')).toBe('2026-11-22')
  })
})
