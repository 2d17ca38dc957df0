import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { getSecretKey } from './secret.server'

export const CSRF_COOKIE = 'csrftoken'
export const CSRF_HEADER = 'x-csrftoken'
export const CSRF_FORM_FIELD = 'csrfmiddlewaretoken'

function sign(nonce: string, key: Buffer): string {
  return createHmac('sha256', key).update(`csrf:${nonce}`).digest('base64url')
}

/** A signed double-submit token: `<nonce>.<hmac>`; a cookie planted from elsewhere cannot carry a valid hmac. */
export async function createCsrfToken(): Promise<string> {
  const nonce = randomBytes(24).toString('base64url')
  return `${nonce}.${sign(nonce, await getSecretKey())}`
}

export async function isValidCsrfToken(token: string | null | undefined): Promise<boolean> {
  if (!token || token.length > 200) return false
  const [nonce, mac] = token.split('.')
  if (!nonce || !mac) return false
  const expected = Buffer.from(sign(nonce, await getSecretKey()))
  const given = Buffer.from(mac)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The header (or form field) must repeat the cookie, and the cookie must be ours. */
export async function checkCsrf(cookieToken: string | undefined, submitted: string | null | undefined): Promise<boolean> {
  if (!cookieToken || !submitted) return false
  const a = Buffer.from(cookieToken)
  const b = Buffer.from(submitted)
  if (a.length !== b.length || !timingSafeEqual(a, b)) return false
  return isValidCsrfToken(cookieToken)
}
