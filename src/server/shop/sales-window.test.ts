import { describe, expect, it } from 'vitest'
import { salesOver, timeslotStartsAt, timeslotStarted } from './sales-window'

const exhibition = { dateStart: new Date('2026-11-23T09:00:00Z'), dateEnd: new Date('2026-11-23T17:00:00Z'), isBookable: true, status: 'scheduled' }

describe('sales window', () => {
  it('closes when the event ends (an exhibition open until 18:00 Berlin)', () => {
    expect(salesOver(exhibition, new Date('2026-11-23T16:59:00Z'))).toBe(false)
    // 18:25 in Berlin
    expect(salesOver(exhibition, new Date('2026-11-23T17:25:00Z'))).toBe(true)
    expect(salesOver({ ...exhibition, dateEnd: null }, new Date('2026-11-23T09:00:00Z'))).toBe(true)
    expect(salesOver({ ...exhibition, status: 'cancelled' }, new Date('2026-11-23T10:00:00Z'))).toBe(true)
  })

  it('places timeslots on the event day in Berlin time and closes them when they begin', () => {
    expect(new Date(timeslotStartsAt(exhibition.dateStart, '14:30:00')).toISOString()).toBe('2026-11-23T13:30:00.000Z')
    expect(timeslotStarted(exhibition.dateStart, '14:30:00', new Date('2026-11-23T13:29:00Z'))).toBe(false)
    expect(timeslotStarted(exhibition.dateStart, '14:30:00', new Date('2026-11-23T13:30:00Z'))).toBe(true)
    expect(timeslotStarted(exhibition.dateStart, null, new Date('2026-11-23T13:30:00Z'))).toBe(false)
  })
})
