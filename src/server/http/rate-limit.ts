/**
 * Fixed-window counters per key (an address, a visitor), in memory: each instance counts for itself, which is
 * enough to keep one client from flooding one instance. Bounded: beyond `maxKeys` the oldest windows are forgotten.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>()

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxKeys = 20_000,
  ) {}

  /** Counts one request of `key`; false (with the seconds until the window ends) once the limit is used up. */
  take(key: string, now = Date.now()): { ok: boolean; retryAfterSeconds: number } {
    let window = this.windows.get(key)
    if (!window || now - window.startedAt >= this.windowMs) {
      this.windows.delete(key)
      window = { startedAt: now, count: 0 }
      this.windows.set(key, window)
      for (const oldest of this.windows.keys()) {
        if (this.windows.size <= this.maxKeys) break
        this.windows.delete(oldest)
      }
    }
    window.count++
    const retryAfterSeconds = Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000))
    return { ok: window.count <= this.limit, retryAfterSeconds }
  }
}
