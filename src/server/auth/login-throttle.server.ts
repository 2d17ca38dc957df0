import { and, count, eq, gt, lt, max, sql } from 'drizzle-orm'
import type { Db } from '~/server/db/client.server'
import { loginAttempts } from '~/server/db/schema'

/**
 * Login throttling with growing delays, per account and per address. Failed attempts count within a window and
 * only since the last successful login (of that account, from that address). Up to `free` failures cost nothing;
 * after that each further attempt must wait 2^(failures - free) seconds after the last failure, up to a cap.
 *
 * The account's cap is short (30 s): an attacker who guesses from many addresses can slow the real editor down
 * but not lock them out for long. The address's cap is long (15 minutes): one address guessing many passwords
 * (or one password for many accounts) is slowed down to a few attempts an hour. An attempt that must wait is not
 * checked at all (no password hashing for it) and is logged as throttled; every attempt is logged for the hub.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  account: { free: 10, maxDelaySeconds: 30 },
  address: { free: 10, maxDelaySeconds: 15 * 60 },
  /** rows older than this leave the log */
  keepMs: 30 * 24 * 3600_000,
} as const

export type LoginOutcome = 'succeeded' | 'failed' | 'throttled'

/** Seconds to wait after the last failure, given the failures counted so far. */
export function delaySeconds(failures: number, rule: { free: number; maxDelaySeconds: number }): number {
  if (failures < rule.free) return 0
  return Math.min(rule.maxDelaySeconds, 2 ** (failures - rule.free))
}

/** Seconds left before `delay` after `last` has passed (0 when it has). */
export function secondsLeft(last: Date | null, delay: number, now: Date): number {
  if (!last || delay === 0) return 0
  return Math.max(0, Math.ceil((last.getTime() + delay * 1000 - now.getTime()) / 1000))
}

async function failuresSince(db: Db, column: typeof loginAttempts.email | typeof loginAttempts.address, value: string, now: Date): Promise<{ failures: number; last: Date | null }> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs)
  const lastSuccess = sql`coalesce((SELECT max(${loginAttempts.at}) FROM ${loginAttempts} WHERE ${column} = ${value} AND ${loginAttempts.outcome} = 'succeeded'), '-infinity'::timestamptz)`
  const [row] = await db
    .select({ failures: count(), last: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(eq(column, value), eq(loginAttempts.outcome, 'failed'), gt(loginAttempts.at, windowStart), gt(loginAttempts.at, lastSuccess)))
  return { failures: row?.failures ?? 0, last: row?.last ?? null }
}

/** How many seconds this account and address must still wait before a login attempt is checked (0: go ahead). */
export async function loginWaitSeconds(db: Db, email: string, address: string, now = new Date()): Promise<number> {
  const [account, client] = await Promise.all([failuresSince(db, loginAttempts.email, email, now), failuresSince(db, loginAttempts.address, address, now)])
  return Math.max(
    secondsLeft(account.last, delaySeconds(account.failures, LOGIN_THROTTLE.account), now),
    secondsLeft(client.last, delaySeconds(client.failures, LOGIN_THROTTLE.address), now),
  )
}

let recorded = 0

export async function recordLoginAttempt(db: Db, email: string, address: string, outcome: LoginOutcome, now = new Date()): Promise<void> {
  await db.insert(loginAttempts).values({ email: email.slice(0, 254), address: address.slice(0, 64), outcome, at: now })
  // now and then the log forgets what is older than a month
  if (++recorded % 200 === 1) await db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now.getTime() - LOGIN_THROTTLE.keepMs)))
}
