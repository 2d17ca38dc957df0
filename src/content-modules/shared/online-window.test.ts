import { describe, expect, it } from 'vitest'
import { isWithinOnlineWindow, parseInstant } from './online-window'

const at = (value: string) => Date.parse(value)
const iso = (epoch: number | null) => (epoch === null ? null : new Date(epoch).toISOString())

describe('online window', () => {
  it('shows content without a window at any time', () => {
    expect(isWithinOnlineWindow({}, at('2026-11-20T12:00:00Z'))).toBe(true)
    expect(isWithinOnlineWindow({ online_from: null, online_to: '' }, at('2026-11-20T12:00:00Z'))).toBe(true)
  })

  it('shows content from online_from on and hides it from online_to on', () => {
    const window = { online_from: '2026-11-20T10:00:00Z', online_to: '2026-11-30T10:00:00Z' }
    expect(isWithinOnlineWindow(window, at('2026-11-20T09:59:59Z'))).toBe(false)
    expect(isWithinOnlineWindow(window, at('2026-11-20T10:00:00Z'))).toBe(true)
    expect(isWithinOnlineWindow(window, at('2026-11-30T09:59:59Z'))).toBe(true)
    expect(isWithinOnlineWindow(window, at('2026-11-30T10:00:00Z'))).toBe(false)
  })

  it('reads local date-times and dates in Berlin time', () => {
    expect(iso(parseInstant('2026-07-01T10:00'))).toBe('2026-07-01T08:00:00.000Z')
    expect(iso(parseInstant('2026-12-01'))).toBe('2026-11-30T23:00:00.000Z')
    expect(iso(parseInstant('2026-12-01T10:00:00+01:00'))).toBe('2026-12-01T09:00:00.000Z')
    expect(parseInstant('demnächst')).toBeNull()
    expect(parseInstant('2026-02-30T10:00')).toBeNull()
  })
})
