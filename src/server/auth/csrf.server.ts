import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto'
import type { KeyObject } from 'node:crypto'
import { getSecretKey } from './secret.server'

export const CSRF_COOKIE = 'csrftoken'
export const CSRF_HEADER = 'x-csrftoken'
export const CSRF_FORM_FIELD = 'csrfmiddlewaretoken'

/** How long a CSRF token is good for; its cookie expires with it (the browser then asks for a fresh one). */
export const CSRF_TOKEN_SECONDS = 12 * 3600

/** The secret as a key object, made once: an HMAC keyed with bytes makes one of its own for every token checked. */
const keyObjects = new WeakMap<Buffer, KeyObject>()

function sign(payload: string, secret: Buffer): string {
  let key = keyObjects.get(secret)
  if (!key) {
    key = createSecretKey(secret)
    keyObjects.set(secret, key)
  }
  return createHmac('sha256', key).update(`csrf:${payload}`).digest('base64url')
}

/**
 * A signed double-submit token: `<issued>.<nonce>.<hmac>` (issued: seconds since the epoch, base 36). A cookie
 * planted from elsewhere cannot carry a valid hmac, and a token older than CSRF_TOKEN_SECONDS is refused.
 */
export async function createCsrfToken(now = Date.now()): Promise<string> {
  const issued = Math.floor(now / 1000).toString(36)
  const nonce = randomBytes(24).toString('base64url')
  return `${issued}.${nonce}.${sign(`${issued}.${nonce}`, await getSecretKey())}`
}

/**
 * Tokens whose signature was found valid (the process's secret does not change while it runs): a signed-in editor's
 * browser sends the same token with every page, and each private page checks it. Bounded; a full set starts again.
 */
const checkedTokens = new Set<string>()
const MAX_CHECKED_TOKENS = 1024

export async function isValidCsrfToken(token: string | null | undefined, now = Date.now()): Promise<boolean> {
  if (!token || token.length > 200) return false
  const [issued, nonce, mac, extra] = token.split('.')
  if (!issued || !nonce || !mac || extra !== undefined || !/^[0-9a-z]{1,10}$/.test(issued)) return false
  const age = now / 1000 - parseInt(issued, 36)
  // a little leeway for clocks of several instances
  if (age > CSRF_TOKEN_SECONDS || age < -300) return false
  // its age is checked above on every call: a token checked before is only spared its signature
  if (checkedTokens.has(token)) return true
  const expected = Buffer.from(sign(`${issued}.${nonce}`, await getSecretKey()))
  const given = Buffer.from(mac)
  const valid = expected.length === given.length && timingSafeEqual(expected, given)
  if (valid) {
    if (checkedTokens.size >= MAX_CHECKED_TOKENS) checkedTokens.clear()
    checkedTokens.add(token)
  }
  return valid
}

/** The header (or form field) must repeat the cookie, and the cookie must be ours and current. */
export async function checkCsrf(cookieToken: string | undefined, submitted: string | null | undefined): Promise<boolean> {
  if (!cookieToken || !submitted) return false
  const a = Buffer.from(cookieToken)
  const b = Buffer.from(submitted)
  if (a.length !== b.length || !timingSafeEqual(a, b)) return false
  return isValidCsrfToken(cookieToken)
}
