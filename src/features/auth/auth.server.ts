import { appendResponseHeader, getRequest, setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { eq } from 'drizzle-orm'
import { getDb } from '~/server/db/client.server'
import type { Db } from '~/server/db/client.server'
import { siteSettings, users } from '~/server/db/schema'
import {
  completeLogin,
  createSession,
  destroySession,
  expiredSessionCookies,
  getSessionUser,
  markSteppedUp,
  readSessionToken,
  sessionCookies,
  verifyCredentials,
} from '~/server/auth/session.server'
import { m } from '~/server/i18n.server'
import { beginLoginAttempt, loginNotChecked, loginSucceeded } from '~/server/auth/login-throttle.server'
import type { LoginTicket } from '~/server/auth/login-throttle.server'
import { refusedForStaff } from '~/server/auth/known-passwords.server'
import { PasswordHashingBusy, verifyPassword } from '~/server/auth/password.server'
import { pendingLoginToken, readPendingLogin, useSecondFactor } from '~/server/auth/totp.server'
import { clientAddressKey } from '~/server/http/client-address.server'
import type { ActionAnswer, LoginCodeInput, LoginInput, LoginResult, StepUpInput } from './auth.shared'

type Refused = { ok: false; code: false; message: string }

/** The throttle's refusal (429 with Retry-After), or null when the attempt may be checked. */
function throttled(ticket: LoginTicket, lang: LoginInput['lang']): Refused | null {
  if (ticket.attempt !== null) return null
  setResponseStatus(429)
  setResponseHeader('retry-after', String(ticket.wait))
  return { ok: false, code: false, message: m.security_login_throttled({ seconds: ticket.wait }, { locale: lang }) }
}

/** A new session for a login that passed every step; a planted session id is worthless (a new one every time). */
async function startSession(db: Db, userId: number, mustSetUpTotp: boolean): Promise<LoginResult> {
  const request = getRequest()
  await destroySession(db, readSessionToken(request))
  const { token, maxAge } = await createSession(db, userId, request.headers.get('user-agent'))
  for (const cookie of sessionCookies(request, token, maxAge)) appendResponseHeader('set-cookie', cookie)
  return { ok: true, setUpTotp: mustSetUpTotp }
}

/** Whether the administrators require a second factor this staff account has not set up yet. */
async function totpRequired(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ required: siteSettings.requireStaffTotp }).from(siteSettings).where(eq(siteSettings.id, 1))
  const [user] = await db.select({ isStaff: users.isStaff, enabled: users.totpEnabledAt }).from(users).where(eq(users.id, userId))
  return row?.required === true && user?.isStaff === true && user.enabled === null
}

export async function loginEditor(input: LoginInput): Promise<LoginResult> {
  const db = await getDb()
  // growing delays per account and address (src/server/auth/login-throttle.server.ts), checked and recorded at once
  const address = clientAddressKey()
  const ticket = await beginLoginAttempt(db, input.email, address)
  const refused = throttled(ticket, input.lang)
  if (refused || ticket.attempt === null) return refused ?? { ok: false, code: false, message: m.login_failed({}, { locale: input.lang }) }
  let account: Awaited<ReturnType<typeof verifyCredentials>>
  try {
    account = await verifyCredentials(db, input.email, input.password)
  } catch (error) {
    if (!(error instanceof PasswordHashingBusy)) throw error
    // too many logins are being checked: refused at once rather than queued behind them
    await loginNotChecked(db, ticket.attempt)
    setResponseStatus(503)
    setResponseHeader('retry-after', String(error.retryAfterSeconds))
    return { ok: false, code: false, message: m.security_login_busy({ seconds: error.retryAfterSeconds }, { locale: input.lang }) }
  }
  if (account === null) return { ok: false, code: false, message: m.login_failed({}, { locale: input.lang }) }
  // a staff account behind a password anyone would try first is not let in (the attempt stays a failure)
  if (account.isStaff && refusedForStaff(input.password)) return { ok: false, code: false, message: m.security_login_known_password({}, { locale: input.lang }) }
  await completeLogin(db, account, input.password)
  await loginSucceeded(db, ticket.attempt)
  // a second factor: no session yet, only a signed token the code step presents (PENDING_LOGIN_SECONDS)
  if (account.hasTotp) return { ok: false, code: true, token: await pendingLoginToken(account.id, account.email) }
  return startSession(db, account.id, await totpRequired(db, account.id))
}

/** The login's second step: the code (or a recovery code) for the account the token names, throttled like passwords. */
export async function loginWithCode(input: LoginCodeInput): Promise<LoginResult> {
  const db = await getDb()
  const pending = await readPendingLogin(input.token)
  if (!pending) return { ok: false, code: false, message: m.totp_login_expired({}, { locale: input.lang }) }
  const ticket = await beginLoginAttempt(db, pending.email, clientAddressKey())
  const refused = throttled(ticket, input.lang)
  if (refused || ticket.attempt === null) return refused ?? { ok: false, code: false, message: m.totp_code_wrong({}, { locale: input.lang }) }
  const used = await useSecondFactor(db, pending.userId, input.code)
  // a wrong code stays a failed attempt: the next ones wait as after wrong passwords
  if (used === null) return { ok: false, code: true, token: input.token, message: m.totp_code_wrong({}, { locale: input.lang }) }
  await loginSucceeded(db, ticket.attempt)
  return startSession(db, pending.userId, false)
}

/**
 * Step-up: the signed-in staff member gives the password again (or a code, when the account has a second factor);
 * administrators' writes are then allowed for STEP_UP_SECONDS. Throttled like logins.
 */
export async function stepUp(input: StepUpInput): Promise<ActionAnswer> {
  const db = await getDb()
  const request = getRequest()
  const token = readSessionToken(request)
  const user = await getSessionUser(db, token)
  if (!user || !token || !user.isStaff) return { ok: false, message: m.error_unauthorized({}, { locale: input.lang }) }
  const ticket = await beginLoginAttempt(db, user.email, clientAddressKey())
  const refused = throttled(ticket, input.lang)
  if (refused || ticket.attempt === null) return { ok: false, message: refused?.message ?? m.login_failed({}, { locale: input.lang }) }
  let passed = false
  if (user.hasTotp) passed = input.code !== undefined && (await useSecondFactor(db, user.id, input.code)) !== null
  else if (input.password) {
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id))
    passed = row !== undefined && (await verifyPassword(input.password, row.passwordHash))
  }
  if (!passed) return { ok: false, message: user.hasTotp ? m.totp_code_wrong({}, { locale: input.lang }) : m.step_up_password_wrong({}, { locale: input.lang }) }
  await loginSucceeded(db, ticket.attempt)
  await markSteppedUp(db, token, user.id)
  return { ok: true }
}

export async function logoutEditor(): Promise<{ ok: true }> {
  const db = await getDb()
  const request = getRequest()
  await destroySession(db, readSessionToken(request))
  for (const cookie of expiredSessionCookies(request)) appendResponseHeader('set-cookie', cookie)
  return { ok: true }
}
