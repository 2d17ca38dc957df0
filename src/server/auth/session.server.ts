import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '~/server/db/client.server'
import { sessions, siteSettings, users } from '~/server/db/schema'
import { hashPassword, needsRehash, verifyPassword } from './password.server'
import { isHttps, parseCookies, serializeCookie } from '~/server/http/cookies'
import { recordContentChange } from '~/server/static/revalidation.server'
import { accountTag, cachedSessionUser, forgetSessions } from './session-cache.server'
import { SIGNED_IN_COOKIE } from '~/lib/signed-in'
import { isSignedSessionToken, loadedSessionTokenKey, newSessionToken, SESSION_TOKEN_LENGTH, sessionTokenKey } from './session-token.server'

export const SESSION_COOKIE = 'sessionid'
const SESSION_DAYS = 14

export interface SessionUser {
  id: number
  email: string
  username: string
  firstName: string
  lastName: string
  isStaff: boolean
  /** a staff account with the administrator role: accounts, site switches, redirects, HTML blocks */
  isAdministrator: boolean
  readonly adminMenus: readonly { title: string; url: string }[]
  /** the last time this session was authenticated: its login, or the last step-up (password or code again) */
  authenticatedAt: Date
  /** the account signs in with a second factor (TOTP) */
  hasTotp: boolean
  /** a staff account without a second factor where the administrators require one: it may only set one up */
  mustSetUpTotp: boolean
}

/**
 * How long a login or step-up counts as fresh for administrators' writes (15 minutes; FOYER_STEP_UP_SECONDS for
 * tests and demos, read once at start).
 */
export const STEP_UP_SECONDS = (() => {
  const configured = Number(process.env.FOYER_STEP_UP_SECONDS)
  return Number.isInteger(configured) && configured > 0 ? configured : 15 * 60
})()

/** Whether the session's last authentication lies within STEP_UP_SECONDS of `now`. */
export function isFreshlyAuthenticated(user: SessionUser, now = new Date()): boolean {
  return now.getTime() - user.authenticatedAt.getTime() < STEP_UP_SECONDS * 1000
}

/** Only the hash of the token is stored, so a database leak does not hand out sessions. */
function tokenId(token: string): string {
  let id = tokenIds.get(token)
  if (id === undefined) {
    if (tokenIds.size >= TOKEN_IDS_KEPT) tokenIds.clear()
    id = createHash('sha256').update(token).digest('hex')
    tokenIds.set(token, id)
  }
  return id
}

/**
 * A rendering asks who is signed in once for each read it makes (a page's dozen reads and more): the token is read
 * from the request's cookies once, and its hash worked out once per token, not each time.
 */
const tokenIds = new Map<string, string>()
const TOKEN_IDS_KEPT = 1024
const requestTokens = new WeakMap<Request, string | null>()

export function readSessionToken(request: Request): string | undefined {
  let token = requestTokens.get(request)
  if (token === undefined) {
    const value = parseCookies(request.headers.get('cookie'))[SESSION_COOKIE]
    // a token this site did not sign names no session (checked here once the key is loaded, else by getSessionUser)
    const key = loadedSessionTokenKey()
    token = value && value.length === SESSION_TOKEN_LENGTH && (!key || isSignedSessionToken(value, key)) ? value : null
    requestTokens.set(request, token)
  }
  return token ?? undefined
}

export async function getSessionUser(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null
  // a made-up token costs a signature check, not a database query
  const key = loadedSessionTokenKey() ?? (await sessionTokenKey())
  if (!isSignedSessionToken(token, key)) return null
  const id = tokenId(token)
  return cachedSessionUser(id, async () => {
    const now = new Date()
    const [row] = await db
      .select({ user: users, endsAt: sessions.expiresAt, createdAt: sessions.createdAt, steppedUpAt: sessions.steppedUpAt, requireTotp: siteSettings.requireStaffTotp })
      .from(sessions)
      .innerJoin(users, eq(sessions.userId, users.id))
      .leftJoin(siteSettings, eq(siteSettings.id, 1))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), eq(users.isActive, true)))
      .limit(1)
    if (!row) return null
    const { user } = row
    return {
      endsAt: row.endsAt,
      user: {
        id: user.id,
        email: user.email,
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        isStaff: user.isStaff,
        isAdministrator: user.isStaff && user.role === 'administrator',
        adminMenus: user.adminMenus ?? [],
        authenticatedAt: row.steppedUpAt ?? row.createdAt,
        hasTotp: user.totpEnabledAt !== null,
        mustSetUpTotp: user.isStaff && user.totpEnabledAt === null && row.requireTotp === true,
      },
    }
  })
}

/**
 * A write that changes what an account's sessions answer (logout, password, rights, the account itself): records the
 * change in the write's transaction (other instances forget on its NOTIFY) and forgets here once it has committed.
 */
export async function changingAccount<T>(db: Db, userId: number, write: (tx: Db) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const written = await write(tx)
    await recordContentChange(tx, [accountTag(userId)])
    return written
  })
  forgetSessions([accountTag(userId)])
  return result
}

// verified against when the e-mail is unknown, so both failures take the same time
let dummyHash: Promise<string> | undefined

export type VerifiedAccount = { id: number; email: string; isStaff: boolean; passwordHash: string; hasTotp: boolean }

/** The active account with this e-mail and password, or null; changes nothing (throws PasswordHashingBusy when full). */
export async function verifyCredentials(db: Db, email: string, password: string): Promise<VerifiedAccount | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1)
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash))
  if (!user || !user.isActive || !matches) return null
  return { id: user.id, email: user.email, isStaff: user.isStaff, passwordHash: user.passwordHash, hasTotp: user.totpEnabledAt !== null }
}

/** A login that was let in: a hash of an earlier, lower cost is replaced, and the user list shows when it was used. */
export async function completeLogin(db: Db, account: VerifiedAccount, password: string): Promise<void> {
  // a full hashing queue only postpones the rehash to the next login
  const rehashed = needsRehash(account.passwordHash) ? await hashPassword(password).then((passwordHash) => ({ passwordHash }), () => ({})) : {}
  await db.update(users).set({ ...rehashed, lastLoginAt: new Date() }).where(eq(users.id, account.id))
}

export async function authenticate(db: Db, email: string, password: string): Promise<number | null> {
  const account = await verifyCredentials(db, email, password)
  if (!account) return null
  await completeLogin(db, account, password)
  return account.id
}

/** The password or a code given again in this session: administrators' writes are allowed for STEP_UP_SECONDS. */
export async function markSteppedUp(db: Db, token: string, userId: number, now = new Date()): Promise<void> {
  await changingAccount(db, userId, (tx) => tx.update(sessions).set({ steppedUpAt: now }).where(eq(sessions.id, tokenId(token))))
}

/** The stored id of a session token (its hash), for the account's session list. */
export function sessionIdOf(token: string): string {
  return tokenId(token)
}

export async function createSession(db: Db, userId: number, userAgent?: string | null, now = new Date()): Promise<{ token: string; maxAge: number }> {
  const token = await newSessionToken()
  const maxAge = SESSION_DAYS * 24 * 3600
  // expired sessions leave the table (a login is a good moment: rare, and the index on expires_at makes it cheap)
  await db.delete(sessions).where(lt(sessions.expiresAt, now))
  await db.insert(sessions).values({
    id: tokenId(token),
    userId,
    csrfSecret: randomBytes(16).toString('hex'),
    createdAt: now,
    lastSeen: now,
    expiresAt: new Date(now.getTime() + maxAge * 1000),
    userAgent: userAgent?.slice(0, 300) ?? null,
  })
  return { token, maxAge }
}

export async function destroySession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return
  const [session] = await db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, tokenId(token)))
  const forget = (tx: Db) => tx.delete(sessions).where(eq(sessions.id, tokenId(token)))
  if (session?.userId == null) await forget(db)
  else await changingAccount(db, session.userId, forget)
}

/** The session cookie and its readable companion (src/lib/signed-in.ts), set together. */
export function sessionCookies(request: Request, token: string, maxAge: number): string[] {
  return [serializeCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure: isHttps(request), maxAge }), signedInCookie(request, maxAge)]
}

/** The companion alone: for a browser whose session began before it existed. */
export function signedInCookie(request: Request, maxAge = SESSION_DAYS * 24 * 3600): string {
  return serializeCookie(SIGNED_IN_COOKIE, '1', { sameSite: 'Lax', secure: isHttps(request), maxAge })
}

export function expiredSessionCookies(request: Request): string[] {
  return [SESSION_COOKIE, SIGNED_IN_COOKIE].map((name) => serializeCookie(name, '', { httpOnly: name === SESSION_COOKIE, sameSite: 'Lax', secure: isHttps(request), maxAge: 0 }))
}
