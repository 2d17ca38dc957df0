import { randomBytes } from 'node:crypto'
import { isHttps, parseCookies, serializeCookie } from '~/server/http/cookies'

/** An anonymous visitor's key: who owns a cart or an upload. Separate from the editor's `sessionid`. */
export const VISITOR_COOKIE = 'foyer_visitor'

export function readVisitorKey(request: Request): string | undefined {
  const key = parseCookies(request.headers.get('cookie'))[VISITOR_COOKIE]
  return key && /^[A-Za-z0-9_-]{32,64}$/.test(key) ? key : undefined
}

export function ensureVisitorKey(request: Request, responseHeaders: Headers): string {
  const existing = readVisitorKey(request)
  if (existing) return existing
  const key = randomBytes(24).toString('base64url')
  responseHeaders.append(
    'set-cookie',
    serializeCookie(VISITOR_COOKIE, key, { httpOnly: true, sameSite: 'Lax', secure: isHttps(request), maxAge: 30 * 24 * 3600 }),
  )
  return key
}
