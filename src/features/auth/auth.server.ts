import { appendResponseHeader, getRequest, setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { getDb } from '~/server/db/client.server'
import { completeLogin, createSession, destroySession, expiredSessionCookies, readSessionToken, sessionCookies, verifyCredentials } from '~/server/auth/session.server'
import { m } from '~/server/i18n.server'
import { beginLoginAttempt, loginNotChecked, loginSucceeded } from '~/server/auth/login-throttle.server'
import { refusedForStaff } from '~/server/auth/known-passwords.server'
import { PasswordHashingBusy } from '~/server/auth/password.server'
import { clientAddressKey } from '~/server/http/client-address.server'
import type { LoginInput, LoginResult } from './auth.shared'

export async function loginEditor(input: LoginInput): Promise<LoginResult> {
  const db = await getDb()
  const request = getRequest()
  // growing delays per account and address (src/server/auth/login-throttle.server.ts), checked and recorded at once
  const address = clientAddressKey()
  const ticket = await beginLoginAttempt(db, input.email, address)
  if (ticket.attempt === null) {
    setResponseStatus(429)
    setResponseHeader('retry-after', String(ticket.wait))
    return { ok: false, message: m.security_login_throttled({ seconds: ticket.wait }, { locale: input.lang }) }
  }
  let account: Awaited<ReturnType<typeof verifyCredentials>>
  try {
    account = await verifyCredentials(db, input.email, input.password)
  } catch (error) {
    if (!(error instanceof PasswordHashingBusy)) throw error
    // too many logins are being checked: refused at once rather than queued behind them
    await loginNotChecked(db, ticket.attempt)
    setResponseStatus(503)
    setResponseHeader('retry-after', String(error.retryAfterSeconds))
    return { ok: false, message: m.security_login_busy({ seconds: error.retryAfterSeconds }, { locale: input.lang }) }
  }
  if (account === null) return { ok: false, message: m.login_failed({}, { locale: input.lang }) }
  // a staff account behind a password anyone would try first is not let in (the attempt stays a failure)
  if (account.isStaff && refusedForStaff(input.password)) return { ok: false, message: m.security_login_known_password({}, { locale: input.lang }) }
  await completeLogin(db, account, input.password)
  await loginSucceeded(db, ticket.attempt)
  // a new session on every login, so a planted session id is worthless
  await destroySession(db, readSessionToken(request))
  const { token, maxAge } = await createSession(db, account.id, request.headers.get('user-agent'))
  for (const cookie of sessionCookies(request, token, maxAge)) appendResponseHeader('set-cookie', cookie)
  return { ok: true }
}

export async function logoutEditor(): Promise<{ ok: true }> {
  const db = await getDb()
  const request = getRequest()
  await destroySession(db, readSessionToken(request))
  for (const cookie of expiredSessionCookies(request)) appendResponseHeader('set-cookie', cookie)
  return { ok: true }
}
