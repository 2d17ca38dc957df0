import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import * as v from 'valibot'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import type { Db } from '~/server/db/client.server'
import { recoveryCodes, users } from '~/server/db/schema'
import { recordAudit } from '~/server/audit/audit.server'
import { getSecretKey } from './secret.server'
import { verifyPassword } from './password.server'
import { changingAccount } from './session.server'

/** RFC 6238 as every authenticator app expects it: SHA-1, six digits, 30 seconds, one step of drift either way. */
export const TOTP_RULES = { algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const
export const RECOVERY_CODE_COUNT = 10
/** How long the second step of a login may wait for its code. */
export const PENDING_LOGIN_SECONDS = 5 * 60

function totpOf(base32: string, label = '', issuer = 'Foyer'): TOTP {
  return new TOTP({ issuer, label, algorithm: TOTP_RULES.algorithm, digits: TOTP_RULES.digits, period: TOTP_RULES.period, secret: Secret.fromBase32(base32) })
}

/** The time step a code was accepted for, or null: the code of now, the one before or the one after. */
export function totpStep(base32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = totpOf(base32).validate({ token, timestamp: now.getTime(), window: TOTP_RULES.window })
  if (delta === null) return null
  return Math.floor(now.getTime() / 1000 / TOTP_RULES.period) + delta
}

async function secretCipherKey(): Promise<Buffer> {
  return createHash('sha256').update('totp-secret:').update(await getSecretKey()).digest()
}

/** The secret as stored: AES-256-GCM under a key derived from the server's secret, so a database dump alone is not enough. */
export async function sealSecret(base32: string): Promise<string> {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', await secretCipherKey(), iv)
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.')
}

export async function openSecret(stored: string): Promise<string | null> {
  const [version, iv, tag, sealed] = stored.split('.')
  if (version !== 'v1' || !iv || !tag || !sealed) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', await secretCipherKey(), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** Recovery codes are 50 random bits each: a plain SHA-256 suffices to keep them unreadable at rest. */
function recoveryHash(code: string): string {
  return createHash('sha256').update(`recovery:${code.replace(/[\s-]/g, '').toLowerCase()}`).digest('hex')
}

function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  const bytes = randomBytes(10)
  const letters = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')
  return `${letters.slice(0, 5)}-${letters.slice(5)}`
}

export type TotpSetup = { secret: string; uri: string; qrSvg: string }

/**
 * Starts (or starts again) a setup: a new secret is kept, sealed, until the first code confirms it. Refused (null) when
 * the account has a confirmed second factor already: that one is switched off first (password and code).
 */
export async function beginTotpSetup(db: Db, userId: number): Promise<TotpSetup | null> {
  const [user] = await db.select({ email: users.email, enabled: users.totpEnabledAt }).from(users).where(eq(users.id, userId))
  if (!user || user.enabled) return null
  const secret = new Secret({ size: 20 }).base32
  await db.update(users).set({ totpSecret: await sealSecret(secret), totpLastStep: null }).where(eq(users.id, userId))
  const uri = totpOf(secret, user.email).toString()
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { secret, uri, qrSvg }
}

/** Confirms a setup with its first code: the second factor counts from now on; the ten recovery codes are shown once. */
export async function confirmTotpSetup(db: Db, userId: number, code: string, now = new Date()): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false }> {
  const [user] = await db.select({ email: users.email, secret: users.totpSecret, enabled: users.totpEnabledAt }).from(users).where(eq(users.id, userId))
  if (!user?.secret || user.enabled) return { ok: false }
  const secret = await openSecret(user.secret)
  const step = secret === null ? null : totpStep(secret, code, now)
  if (step === null) return { ok: false }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await changingAccount(db, userId, async (tx) => {
    await tx.update(users).set({ totpEnabledAt: now, totpLastStep: step }).where(eq(users.id, userId))
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
    await tx.insert(recoveryCodes).values(codes.map((plain) => ({ userId, codeHash: recoveryHash(plain) })))
    await recordAudit(tx, { action: 'totp.enable', target: user.email, at: now })
  })
  return { ok: true, recoveryCodes: codes }
}

/**
 * A second factor given at login or step-up: a code of the authenticator (each time step once only) or an unused
 * recovery code (used up here). Both are claimed by a conditional UPDATE, so two requests cannot use one code twice.
 */
export async function useSecondFactor(db: Db, userId: number, code: string, now = new Date()): Promise<'totp' | 'recovery' | null> {
  const [user] = await db.select({ secret: users.totpSecret, enabled: users.totpEnabledAt, lastStep: users.totpLastStep }).from(users).where(eq(users.id, userId))
  if (!user?.secret || !user.enabled) return null
  const secret = await openSecret(user.secret)
  const step = secret === null ? null : totpStep(secret, code, now)
  if (step !== null) {
    if (user.lastStep !== null && step <= user.lastStep) return null
    const claimed = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), user.lastStep === null ? isNull(users.totpLastStep) : eq(users.totpLastStep, user.lastStep)))
      .returning({ id: users.id })
    return claimed.length > 0 ? 'totp' : null
  }
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryHash(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id })
  return used.length > 0 ? 'recovery' : null
}

/** Switches the second factor off: the password and a code (or a recovery code) both, so a left-open session is not enough. */
export async function disableTotp(db: Db, userId: number, password: string, code: string, now = new Date()): Promise<boolean> {
  const [user] = await db.select({ email: users.email, passwordHash: users.passwordHash, enabled: users.totpEnabledAt }).from(users).where(eq(users.id, userId))
  if (!user?.enabled) return false
  if (!(await verifyPassword(password, user.passwordHash))) return false
  if ((await useSecondFactor(db, userId, code, now)) === null) return false
  await changingAccount(db, userId, async (tx) => {
    await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, userId))
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
    await recordAudit(tx, { action: 'totp.disable', target: user.email, at: now })
  })
  return true
}

export async function unusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const rows = await db.select({ id: recoveryCodes.id }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
  return rows.length
}

const PendingLogin = v.object({ user: v.pipe(v.number(), v.integer()), email: v.string(), until: v.number() })

async function pendingSignature(payload: string): Promise<Buffer> {
  return createHmac('sha256', await getSecretKey()).update(`pending-login:${payload}`).digest()
}

/**
 * Between the password and the code no session exists: the browser holds this signed token instead, good for
 * PENDING_LOGIN_SECONDS. It names the account, so the code step can be throttled like the password was.
 */
export async function pendingLoginToken(userId: number, email: string, now = new Date()): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ user: userId, email, until: now.getTime() + PENDING_LOGIN_SECONDS * 1000 })).toString('base64url')
  return `${payload}.${(await pendingSignature(payload)).toString('base64url')}`
}

export async function readPendingLogin(token: string, now = new Date()): Promise<{ userId: number; email: string } | null> {
  const [payload, signature] = token.split('.')
  if (!payload || !signature) return null
  const expected = await pendingSignature(payload)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const checked = v.safeParse(PendingLogin, parsed)
  if (!checked.success || checked.output.until <= now.getTime()) return null
  return { userId: checked.output.user, email: checked.output.email }
}
