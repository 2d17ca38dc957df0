import { describe, expect, it } from 'vitest'
import { RateLimiter, addressLimitKey } from './rate-limit'

describe('rate limiter', () => {
  it('allows the limit per window and key, then refuses until the window ends', () => {
    const limiter = new RateLimiter(3, 60_000)
    expect([1, 2, 3].map((i) => limiter.take('a', i).ok)).toEqual([true, true, true])
    const refused = limiter.take('a', 10_000)
    expect(refused.ok).toBe(false)
    expect(refused.retryAfterSeconds).toBe(51)
    expect(limiter.take('b', 10_000).ok).toBe(true)
    expect(limiter.take('a', 60_001).ok).toBe(true)
  })

  it('forgets the oldest keys beyond its bound', () => {
    const limiter = new RateLimiter(1, 60_000, 2)
    limiter.take('a', 0)
    limiter.take('b', 0)
    limiter.take('c', 0)
    // 'a' was forgotten: it starts afresh
    expect(limiter.take('a', 1).ok).toBe(true)
    expect(limiter.take('c', 1).ok).toBe(false)
  })
})

describe('the key of a per-address limit', () => {
  it('counts ten addresses of one IPv6 /64 as one, and IPv4 addresses one by one', () => {
    const keys = new Set(Array.from({ length: 10 }, (_, index) => addressLimitKey(`2001:db8:aa:bb:${index.toString(16)}::${index + 1}`)))
    expect([...keys]).toEqual(['2001:db8:aa:bb::/64'])
    expect(addressLimitKey('2001:0DB8:00aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64')
    expect(addressLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressLimitKey('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(addressLimitKey('2001:db8:aa:bc::1')).not.toBe(addressLimitKey('2001:db8:aa:bb::1'))
    expect(addressLimitKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressLimitKey('::1')).toBe('::1')
    expect(addressLimitKey('unknown')).toBe('unknown')
    expect(addressLimitKey('1:2:3')).toBe('1:2:3')
  })

  it('lets a limiter keyed that way stop a /64 as it stops one IPv4 address', () => {
    const limiter = new RateLimiter(5, 60_000)
    const answers = Array.from({ length: 10 }, (_, index) => limiter.take(addressLimitKey(`2001:db8:1:2::${index + 1}`), 0).ok)
    expect(answers.filter(Boolean)).toHaveLength(5)
  })
})
