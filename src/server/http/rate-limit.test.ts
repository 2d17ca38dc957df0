import { describe, expect, it } from 'vitest'
import { RateLimiter } from './rate-limit'

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
