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

/**
 * Fixed-window allowances of both count and bytes per key (uploads), in memory and bounded like RateLimiter. A take
 * that would go over either is refused and uses nothing up.
 */
export class UsageQuota {
  private readonly windows = new Map<string, { startedAt: number; count: number; bytes: number }>()

  constructor(
    readonly limit: { count: number; bytes: number },
    readonly windowMs: number,
    private readonly maxKeys = 20_000,
  ) {}

  take(key: string, bytes: number, now = Date.now()): { ok: boolean; retryAfterSeconds: number } {
    let window = this.windows.get(key)
    if (!window || now - window.startedAt >= this.windowMs) {
      this.windows.delete(key)
      window = { startedAt: now, count: 0, bytes: 0 }
      this.windows.set(key, window)
      for (const oldest of this.windows.keys()) {
        if (this.windows.size <= this.maxKeys) break
        this.windows.delete(oldest)
      }
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000))
    if (window.count + 1 > this.limit.count || window.bytes + bytes > this.limit.bytes) return { ok: false, retryAfterSeconds }
    window.count++
    window.bytes += bytes
    return { ok: true, retryAfterSeconds }
  }

}

/**
 * The key a per-address limit counts under: an IPv4 address as it is, an IPv6 address as its /64 (one subscriber
 * usually holds a whole /64, so counting single IPv6 addresses would give them 2^64 allowances). Loopback and
 * anything unparsable stay as they are.
 */
export function addressLimitKey(address: string): string {
  const bare = address.split('%')[0] ?? address
  if (!bare.includes(':') || bare === '::1') return address
  // an IPv4 address in IPv6 notation is the IPv4 address
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)?.[1]
  if (mapped) return mapped
  const groups = expandIpv6(bare)
  if (!groups) return address
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a trailing dotted IPv4 part), or null. */
function expandIpv6(address: string): number[] | null {
  const halves = address.toLowerCase().split('::')
  if (halves.length > 2) return null
  const parse = (part: string | undefined): number[] | null => {
    if (!part) return []
    const groups: number[] = []
    for (const piece of part.split(':')) {
      const dotted = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(piece)
      if (dotted) {
        const bytes = dotted.slice(1).map(Number)
        if (bytes.some((byte) => byte > 255)) return null
        groups.push(((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0), ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0))
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) groups.push(Number.parseInt(piece, 16))
      else return null
    }
    return groups
  }
  const head = parse(halves[0])
  const tail = parse(halves[1])
  if (!head || !tail) return null
  if (halves.length === 1) return head.length === 8 ? head : null
  const missing = 8 - head.length - tail.length
  return missing >= 1 ? [...head, ...Array.from({ length: missing }, () => 0), ...tail] : null
}
