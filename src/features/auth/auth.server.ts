import { appendResponseHeader, getRequest, setResponseHeader } from '@tanstack/react-start/server'
import { getDb } from '~/server/db/client.server'
import { authenticate, createSession, destroySession, expiredSessionCookies, readSessionToken, sessionCookies } from '~/server/auth/session.server'
import { m } from '~/server/i18n.server'
import { loginWaitSeconds, recordLoginAttempt } from '~/server/auth/login-throttle.server'
import { clientAddress } from '~/server/http/client-address.server'
import type { LoginInput, LoginResult } from './auth.shared'

export async function loginEditor(input: LoginInput): Promise<LoginResult> {
  const db = await getDb()
  const request = getRequest()
  // growing delays per account and per address (src/server/auth/login-throttle.server.ts); every attempt is logged
  const address = clientAddress()
  const wait = await loginWaitSeconds(db, input.email, address)
  if (wait > 0) {
    await recordLoginAttempt(db, input.email, address, 'throttled')
    setResponseHeader('retry-after', String(wait))
    return { ok: false, message: m.security_login_throttled({ seconds: wait }, { locale: input.lang }) }
  }
  const userId = await authenticate(db, input.email, input.password)
  await recordLoginAttempt(db, input.email, address, userId === null ? 'failed' : 'succeeded')
  if (userId === null) return { ok: false, message: m.login_failed({}, { locale: input.lang }) }
  // a new session on every login, so a planted session id is worthless
  await destroySession(db, readSessionToken(request))
  const { token, maxAge } = await createSession(db, userId, request.headers.get('user-agent'))
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
