import { appendResponseHeader, getRequest } from '@tanstack/react-start/server'
import { getDb } from '~/server/db/client.server'
import { authenticate, createSession, destroySession, expiredSessionCookie, readSessionToken, sessionCookie } from '~/server/auth/session.server'
import { m } from '~/server/i18n.server'
import type { LoginInput, LoginResult } from './auth.shared'

export async function loginEditor(input: LoginInput): Promise<LoginResult> {
  const db = await getDb()
  const request = getRequest()
  const userId = await authenticate(db, input.email, input.password)
  if (userId === null) return { ok: false, message: m.login_failed({}, { locale: input.lang }) }
  // a new session on every login, so a planted session id is worthless
  await destroySession(db, readSessionToken(request))
  const { token, maxAge } = await createSession(db, userId)
  appendResponseHeader('set-cookie', sessionCookie(request, token, maxAge))
  return { ok: true }
}

export async function logoutEditor(): Promise<{ ok: true }> {
  const db = await getDb()
  const request = getRequest()
  await destroySession(db, readSessionToken(request))
  appendResponseHeader('set-cookie', expiredSessionCookie(request))
  return { ok: true }
}
