import { describe, expect, it } from 'vitest'
import { demoClockTarget } from './demo-clock'

describe('demo clock', () => {
  it('reads an ISO instant, or a time of today in Berlin', () => {
    expect(demoClockTarget('')).toBeNull()
    expect(demoClockTarget(undefined)).toBeNull()
    expect(demoClockTarget('2026-11-29T18:25:00+01:00')).toBe(Date.parse('2026-11-29T17:25:00Z'))
    // 23 November 2026, 10:00 UTC: today in Berlin is the 23rd, 18:25 there is 17:25 UTC
    expect(demoClockTarget('18:25', Date.parse('2026-11-23T10:00:00Z'))).toBe(Date.parse('2026-11-23T17:25:00Z'))
    expect(() => demoClockTarget('tomorrow')).toThrow(/FOYER_DEMO_CLOCK/)
  })
})
