import { and, count, eq, gt, lt, max, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Db } from '~/server/db/client.server'
import { loginAttempts } from '~/server/db/schema'

/**
 * Login throttling with growing delays. Failed attempts count within a window and only since the last successful
 * login (of that account, from that address). Up to `free` failures cost nothing; after that each further attempt
 * must wait 2^(failures - free) seconds after the last failure, up to a cap. Three rules, the longest wait wins:
 *
 * - **account and address**: one address guessing one account, slowed down to a few attempts an hour (15 minutes);
 * - **address**: one address guessing many accounts (or one password for many), also up to 15 minutes;
 * - **account**, from every address: a botnet guessing one account. Looser (50 free, at most 30 s), so that no single
 *   address can reach it — its own rule stops it at about 20 failures per window (10 free, then 1 + 2 + … + 512 s) —
 *   and the real editor, from another address, is never delayed for long by someone else.
 *
 * `beginLoginAttempt` checks and records in one transaction, serialised per account and per address (advisory
 * locks), counting the attempt as a failure before its password is checked: of 100 parallel attempts only the free
 * ones are checked. An attempt that must wait is not checked at all (no password hashing for it).
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  accountAndAddress: { free: 10, maxDelaySeconds: 15 * 60 },
  address: { free: 30, maxDelaySeconds: 15 * 60 },
  account: { free: 50, maxDelaySeconds: 30 },
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

async function failuresSince(db: Db, who: SQL, now: Date): Promise<{ failures: number; last: Date | null }> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs)
  const lastSuccess = sql`coalesce((SELECT max(${loginAttempts.at}) FROM ${loginAttempts} WHERE ${who} AND ${loginAttempts.outcome} = 'succeeded'), '-infinity'::timestamptz)`
  const [row] = await db
    .select({ failures: count(), last: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(who, eq(loginAttempts.outcome, 'failed'), gt(loginAttempts.at, windowStart), gt(loginAttempts.at, lastSuccess)))
  return { failures: row?.failures ?? 0, last: row?.last ?? null }
}

const limited = (email: string, address: string) => ({ email: email.slice(0, 254), address: address.slice(0, 64) })

/** How many seconds this account and address must still wait before a login attempt is checked (0: go ahead). */
export async function loginWaitSeconds(db: Db, email: string, address: string, now = new Date()): Promise<number> {
  const key = limited(email, address)
  const [pair, client, account] = await Promise.all([
    failuresSince(db, sql`${loginAttempts.email} = ${key.email} AND ${loginAttempts.address} = ${key.address}`, now),
    failuresSince(db, sql`${loginAttempts.address} = ${key.address}`, now),
    failuresSince(db, sql`${loginAttempts.email} = ${key.email}`, now),
  ])
  return Math.max(
    secondsLeft(pair.last, delaySeconds(pair.failures, LOGIN_THROTTLE.accountAndAddress), now),
    secondsLeft(client.last, delaySeconds(client.failures, LOGIN_THROTTLE.address), now),
    secondsLeft(account.last, delaySeconds(account.failures, LOGIN_THROTTLE.account), now),
  )
}

/** A login attempt that may be checked (`attempt` names its row, recorded as failed until it succeeds), or must wait. */
export type LoginTicket = { wait: 0; attempt: number } | { wait: number; attempt: null }

/**
 * The atomic check-and-record: under locks on the account and the address (always in that order, so two attempts
 * cannot wait for each other), the wait is computed and the attempt recorded — as a failure to be corrected by
 * `loginSucceeded`, or as throttled.
 */
export async function beginLoginAttempt(db: Db, email: string, address: string, now = new Date()): Promise<LoginTicket> {
  const key = limited(email, address)
  const ticket = await db.transaction(async (tx): Promise<LoginTicket> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`foyer-login-account:${key.email}`}, 0))`)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`foyer-login-address:${key.address}`}, 0))`)
    const wait = await loginWaitSeconds(tx, key.email, key.address, now)
    if (wait > 0) {
      await recordThrottled(tx, key.email, key.address, now)
      return { wait, attempt: null }
    }
    const [row] = await tx.insert(loginAttempts).values({ ...key, outcome: 'failed', at: now }).returning({ id: loginAttempts.id })
    if (!row) throw new Error('login attempt not recorded')
    return { wait: 0, attempt: row.id }
  })
  await pruneNowAndThen(db, now)
  return ticket
}

/** The password was right: the attempt recorded as failed becomes the success that resets the counts. */
export async function loginSucceeded(db: Db, attempt: number): Promise<void> {
  await db.update(loginAttempts).set({ outcome: 'succeeded' }).where(eq(loginAttempts.id, attempt))
}

/** The password could not be checked (the hashing queue was full): the attempt counts as throttled, not failed. */
export async function loginNotChecked(db: Db, attempt: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(loginAttempts).where(eq(loginAttempts.id, attempt)).returning()
    if (row) await recordThrottled(tx, row.email, row.address, now)
  })
}

/** One row per address and minute counts its refused attempts (the e-mail is the first one named in that minute). */
async function recordThrottled(db: Db, email: string, address: string, now: Date): Promise<void> {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000)
  await db
    .insert(loginAttempts)
    .values({ email, address, outcome: 'throttled', at: minute, count: 1 })
    .onConflictDoUpdate({ target: [loginAttempts.address, loginAttempts.at], targetWhere: sql`${loginAttempts.outcome} = 'throttled'`, set: { count: sql`${loginAttempts.count} + 1` } })
}

let recorded = 0

async function pruneNowAndThen(db: Db, now: Date): Promise<void> {
  // now and then the log forgets what is older than a month
  if (++recorded % 200 === 1) await db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now.getTime() - LOGIN_THROTTLE.keepMs)))
}

/** Records a finished attempt as it is (tests and imports; logins go through `beginLoginAttempt`). */
export async function recordLoginAttempt(db: Db, email: string, address: string, outcome: LoginOutcome, now = new Date()): Promise<void> {
  const key = limited(email, address)
  if (outcome === 'throttled') await recordThrottled(db, key.email, key.address, now)
  else await db.insert(loginAttempts).values({ ...key, outcome, at: now })
  await pruneNowAndThen(db, now)
}
