/**
 * Limits against seat hoarding (holds are free and renewable): like a box office caps the tickets of one order,
 * one visitor may hold at most `ticketsPerEvent` tickets of one event, and may make at most `requestsPerVisitor`
 * hold requests per window; one address may hold at most `ticketsPerAddress` tickets per window (several visitors
 * behind one router still get far). Loopback and unknown addresses are not limited per address: behind a proxy that
 * is not named in FOYER_TRUSTED_PROXIES every visitor would share the proxy's address.
 */
export interface HoldLimits {
  ticketsPerEvent: number
  requestsPerVisitor: number
  ticketsPerAddress: number
  windowMs: number
}

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

/** The limits of this server: FOYER_MAX_TICKETS_PER_EVENT (8), FOYER_MAX_HOLD_REQUESTS (30), FOYER_MAX_TICKETS_PER_ADDRESS (60), per 15 minutes. */
export function holdLimitsFromEnvironment(env: Record<string, string | undefined> = process.env): HoldLimits {
  return {
    ticketsPerEvent: positive(env.FOYER_MAX_TICKETS_PER_EVENT, 8),
    requestsPerVisitor: positive(env.FOYER_MAX_HOLD_REQUESTS, 30),
    ticketsPerAddress: positive(env.FOYER_MAX_TICKETS_PER_ADDRESS, 60),
    windowMs: 15 * 60_000,
  }
}

export function isLimitedAddress(address: string): boolean {
  return address !== 'unknown' && address !== '::1' && !address.startsWith('127.')
}
