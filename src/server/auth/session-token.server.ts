import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto'
import type { KeyObject } from 'node:crypto'
import { getSecretKey } from './secret.server'

/**
 * A session token carries its own signature: 32 random bytes followed by the first 16 bytes of their HMAC-SHA256
 * under a key derived from SECRET_KEY, written as base64url (64 characters). Only the token's hash is stored, as
 * before; the signature lets a token this site did not make (a made-up cookie sent to get past the generated pages,
 * a cache-busting flood) be told apart in a few microseconds, without asking the database. Instances sharing a
 * database share SECRET_KEY already (CSRF tokens, tickets, the second factor); a new SECRET_KEY ends every session.
 */
const RANDOM_BYTES = 32
const TAG_BYTES = 16
export const SESSION_TOKEN_LENGTH = Math.ceil(((RANDOM_BYTES + TAG_BYTES) * 4) / 3)
const TOKEN_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${SESSION_TOKEN_LENGTH}}$`)

let keyPromise: Promise<KeyObject> | undefined
let loadedKey: KeyObject | undefined

/** The signing key, derived once from the site's secret (its own purpose, so it signs nothing else). */
export function sessionTokenKey(): Promise<KeyObject> {
  keyPromise ??= getSecretKey().then((secret) => {
    loadedKey = createSecretKey(createHmac('sha256', secret).update('foyer session tokens v1').digest())
    return loadedKey
  })
  return keyPromise
}

/** The key if it has been loaded (for synchronous callers: the fast path); undefined before the first load. */
export function loadedSessionTokenKey(): KeyObject | undefined {
  return loadedKey
}

function tagOf(random: Buffer, key: KeyObject): Buffer {
  return createHmac('sha256', key).update(random).digest().subarray(0, TAG_BYTES)
}

/** A new session token, signed. */
export async function newSessionToken(): Promise<string> {
  const random = randomBytes(RANDOM_BYTES)
  return Buffer.concat([random, tagOf(random, await sessionTokenKey())]).toString('base64url')
}

/** Whether `token` is one this site signed with `key` (its shape first, then its tag in constant time). */
export function isSignedSessionToken(token: string, key: KeyObject): boolean {
  if (!TOKEN_SHAPE.test(token)) return false
  const bytes = Buffer.from(token, 'base64url')
  if (bytes.length !== RANDOM_BYTES + TAG_BYTES) return false
  return timingSafeEqual(bytes.subarray(RANDOM_BYTES), tagOf(bytes.subarray(0, RANDOM_BYTES), key))
}
