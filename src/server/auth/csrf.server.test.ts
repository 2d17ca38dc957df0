import { describe, expect, it } from 'vitest'
import { CSRF_TOKEN_SECONDS, checkCsrf, createCsrfToken, isValidCsrfToken } from './csrf.server'

process.env.SECRET_KEY ??= 'a-test-secret-that-is-long-enough-for-the-check'

describe('CSRF tokens', () => {
  it('are valid while young, and expire', async () => {
    const now = Date.parse('2026-11-23T12:00:00Z')
    const token = await createCsrfToken(now)
    expect(await isValidCsrfToken(token, now + 1000)).toBe(true)
    expect(await isValidCsrfToken(token, now + (CSRF_TOKEN_SECONDS - 10) * 1000)).toBe(true)
    expect(await isValidCsrfToken(token, now + (CSRF_TOKEN_SECONDS + 10) * 1000)).toBe(false)
  })

  it('refuse forged, altered and old-format tokens', async () => {
    const token = await createCsrfToken()
    const [issued, nonce, mac] = token.split('.')
    expect(await isValidCsrfToken(`${issued}.${nonce}x.${mac}`)).toBe(false)
    // an older issue date with the same signature
    expect(await isValidCsrfToken(`${(parseInt(issued ?? '0', 36) - 1).toString(36)}.${nonce}.${mac}`)).toBe(false)
    expect(await isValidCsrfToken(`${nonce}.${mac}`)).toBe(false)
    expect(await checkCsrf(token, token)).toBe(true)
    expect(await checkCsrf(token, await createCsrfToken())).toBe(false)
  })
})
