import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { accountTokens } from '~/server/db/schema'
import type { AccountToken, PendingSignUp } from '~/server/db/schema'
import type { AccountTokenPurpose } from '~/server/db/values'

/** How long a mailed link opens: an invitation three days, a password reset an hour, a sign-up two days. */
export const TOKEN_HOURS: Record<AccountTokenPurpose, number> = { invitation: 72, 'password-reset': 1, 'sign-up': 48 }

/** What a link carries: 32 random bytes, base64url (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

// the purpose is part of the hash: a reset token presented as an invitation matches nothing
export const hashAccountToken = (purpose: AccountTokenPurpose, token: string) => createHash('sha256').update(`${purpose}:${token}`).digest('hex')

export type NewAccountToken = {
  purpose: AccountTokenPurpose
  email: string
  locale: Locale
  userId?: number | null
  role?: 'editor' | 'administrator' | null
  signUp?: PendingSignUp | null
  createdBy?: number | null
}

/** Stores a new single-use link (its hash only) and returns the token for the mail. */
export async function issueAccountToken(db: Db, token: NewAccountToken, now = new Date()): Promise<{ token: string; row: AccountToken }> {
  const raw = randomBytes(32).toString('base64url')
  const [row] = await db
    .insert(accountTokens)
    .values({
      purpose: token.purpose,
      tokenHash: hashAccountToken(token.purpose, raw),
      email: token.email,
      locale: token.locale,
      userId: token.userId ?? null,
      role: token.role ?? null,
      signUp: token.signUp ?? null,
      createdBy: token.createdBy ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_HOURS[token.purpose] * 3600_000),
    })
    .returning()
  if (!row) throw new Error('the link could not be stored')
  return { token: raw, row }
}

const usable = (purpose: AccountTokenPurpose, token: string, now: Date) =>
  and(eq(accountTokens.purpose, purpose), eq(accountTokens.tokenHash, hashAccountToken(purpose, token)), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now))

/** The link's row while it is unused and unexpired (to show the form it opens); null otherwise. */
export async function openAccountToken(db: Db, purpose: AccountTokenPurpose, token: string, now = new Date()): Promise<AccountToken | null> {
  if (!TOKEN_PATTERN.test(token)) return null
  const [row] = await db.select().from(accountTokens).where(usable(purpose, token, now)).limit(1)
  return row ?? null
}

/**
 * Uses the link up: one atomic update, so of two requests with the same link only one gets the row. Call it in the
 * transaction of what the link does, so a failure later leaves the link unused.
 */
export async function consumeAccountToken(db: Db, purpose: AccountTokenPurpose, token: string, now = new Date()): Promise<AccountToken | null> {
  if (!TOKEN_PATTERN.test(token)) return null
  const [row] = await db.update(accountTokens).set({ usedAt: now }).where(usable(purpose, token, now)).returning()
  return row ?? null
}

/**
 * Deletes the links that can no longer open anything (past their expiry): an unconfirmed sign-up's name and password
 * hash live no longer than its link (48 hours), a reset's no longer than an hour. Returns how many went.
 */
export async function deleteExpiredAccountTokens(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(accountTokens).where(lt(accountTokens.expiresAt, now)).returning({ id: accountTokens.id })
  return gone.length
}
