import { createHash, generateKeySync, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from './password.server'
import { createSession, getSessionUser, readSessionToken, SESSION_COOKIE } from './session.server'
import { isSignedSessionToken, newSessionToken, SESSION_TOKEN_LENGTH, sessionTokenKey } from './session-token.server'
import type { Db } from '~/server/db/client.server'
import { sessions, siteSettings, users } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'

process.env.SECRET_KEY ??= 'a-test-secret-that-is-long-enough-for-the-check'

describe('session tokens', () => {
  it('are signed: 64 characters of base64url, each new, each valid under the site key only', async () => {
    const key = await sessionTokenKey()
    const token = await newSessionToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(token).toHaveLength(SESSION_TOKEN_LENGTH)
    expect(SESSION_TOKEN_LENGTH).toBe(64)
    expect(await newSessionToken()).not.toBe(token)
    expect(isSignedSessionToken(token, key)).toBe(true)
    expect(isSignedSessionToken(token, generateKeySync('hmac', { length: 256 }))).toBe(false)
  })

  it('refuse a made-up, altered, shortened or old-format token', async () => {
    const key = await sessionTokenKey()
    const token = await newSessionToken()
    const bytes = Buffer.from(token, 'base64url')
    const flipped = Buffer.from(bytes)
    flipped[0] = (flipped[0] ?? 0) ^ 1
    const forged = [
      // the random part changed, the tag kept
      flipped.toString('base64url'),
      // 48 random bytes
      randomBytes(48).toString('base64url'),
      // the tokens of before: 32 random bytes
      randomBytes(32).toString('base64url'),
      token.slice(0, -1),
      `${token}A`,
      `${token.slice(0, -1)}+`,
      '',
    ]
    for (const candidate of forged) expect(isSignedSessionToken(candidate, key), candidate).toBe(false)
  })
})

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`sessions on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let userId = 0
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      await db.insert(siteSettings).values({ id: 1, isSiteOnline: true, isShopOnline: true })
      const [user] = await db
        .insert(users)
        .values({ email: 'kasse@foyer.example', username: 'kasse', firstName: 'Karl', lastName: 'Kasse', passwordHash: await hashPassword('Geheim-2026'), isStaff: true })
        .returning()
      if (!user) throw new Error('no user')
      userId = user.id
    }, 60_000)
    afterAll(async () => {
      await database?.dispose()
    })

    it('a signed token names its session; an unsigned one names none, even where its hash is in the table', async () => {
      const { token } = await createSession(db, userId)
      expect((await getSessionUser(db, token))?.email).toBe('kasse@foyer.example')
      const request = new Request('http://localhost/de', { headers: { cookie: `${SESSION_COOKIE}=${token}` } })
      expect(readSessionToken(request)).toBe(token)

      // a row whose id is the hash of a token this site did not sign (a table written by hand, a token of before):
      // the signature is checked before the database is asked, so it opens nothing
      const unsigned = randomBytes(48).toString('base64url')
      const now = new Date()
      await db.insert(sessions).values({
        id: createHash('sha256').update(unsigned).digest('hex'),
        userId,
        csrfSecret: randomBytes(16).toString('hex'),
        createdAt: now,
        lastSeen: now,
        expiresAt: new Date(now.getTime() + 3_600_000),
      })
      expect(await getSessionUser(db, unsigned)).toBeNull()
      expect(readSessionToken(new Request('http://localhost/de', { headers: { cookie: `${SESSION_COOKIE}=${unsigned}` } }))).toBeUndefined()
    })
  })
}
