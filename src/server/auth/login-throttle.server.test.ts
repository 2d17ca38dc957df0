import { randomUUID } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, openPostgres } from '~/server/db/client.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { LOGIN_THROTTLE, delaySeconds, loginWaitSeconds, recordLoginAttempt } from './login-throttle.server'

describe('login delays', () => {
  it('grow after the free attempts and stop at their cap', () => {
    expect(delaySeconds(0, LOGIN_THROTTLE.account)).toBe(0)
    expect(delaySeconds(9, LOGIN_THROTTLE.account)).toBe(0)
    expect(delaySeconds(10, LOGIN_THROTTLE.account)).toBe(1)
    expect(delaySeconds(13, LOGIN_THROTTLE.account)).toBe(8)
    expect(delaySeconds(200, LOGIN_THROTTLE.account)).toBe(30)
    expect(delaySeconds(200, LOGIN_THROTTLE.address)).toBe(900)
  })
})

type Open = () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }>

function suite(name: string, open: Open, skip = false) {
  describe.skipIf(skip)(`login throttle on ${name}`, () => {
    let handle: DatabaseHandle
    let cleanup: () => Promise<void>
    const start = new Date('2026-11-23T10:00:00Z')
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000)

    beforeAll(async () => {
      ;({ handle, cleanup } = await open())
      await handle.migrate()
    }, 120_000)
    afterAll(async () => {
      await handle?.close()
      await cleanup?.()
    })

    it('lets ten failures pass, then makes the eleventh wait, longer each time', async () => {
      const db = handle.db
      for (let i = 0; i < 10; i++) {
        expect(await loginWaitSeconds(db, 'editor@example.org', '203.0.113.1', at(i))).toBe(0)
        await recordLoginAttempt(db, 'editor@example.org', '203.0.113.1', 'failed', at(i))
      }
      // the 11th attempt, right after the 10th failure: wait 1 s
      expect(await loginWaitSeconds(db, 'editor@example.org', '203.0.113.1', at(9.5))).toBe(1)
      expect(await loginWaitSeconds(db, 'editor@example.org', '203.0.113.1', at(11))).toBe(0)
      await recordLoginAttempt(db, 'editor@example.org', '203.0.113.1', 'failed', at(11))
      expect(await loginWaitSeconds(db, 'editor@example.org', '203.0.113.1', at(11))).toBe(2)
    })

    it('slows the account from every address but never for longer than its cap', async () => {
      const db = handle.db
      // 40 failures from 40 addresses
      for (let i = 0; i < 40; i++) await recordLoginAttempt(db, 'victim@example.org', `198.51.100.${i}`, 'failed', at(i))
      const wait = await loginWaitSeconds(db, 'victim@example.org', '192.0.2.200', at(40))
      expect(wait).toBeGreaterThan(0)
      expect(wait).toBeLessThanOrEqual(LOGIN_THROTTLE.account.maxDelaySeconds)
      // after the cap the real editor gets through
      expect(await loginWaitSeconds(db, 'victim@example.org', '192.0.2.200', at(39 + LOGIN_THROTTLE.account.maxDelaySeconds))).toBe(0)
    })

    it('slows one address guessing many accounts for up to 15 minutes', async () => {
      const db = handle.db
      for (let i = 0; i < 25; i++) await recordLoginAttempt(db, `user${i}@example.org`, '203.0.113.99', 'failed', at(i))
      const wait = await loginWaitSeconds(db, 'someone@example.org', '203.0.113.99', at(25))
      expect(wait).toBeGreaterThan(LOGIN_THROTTLE.account.maxDelaySeconds)
      expect(wait).toBeLessThanOrEqual(LOGIN_THROTTLE.address.maxDelaySeconds)
    })

    it('forgets failures after a successful login and after the window', async () => {
      const db = handle.db
      for (let i = 0; i < 12; i++) await recordLoginAttempt(db, 'forgetful@example.org', '203.0.113.7', 'failed', at(i))
      expect(await loginWaitSeconds(db, 'forgetful@example.org', '203.0.113.7', at(12))).toBeGreaterThan(0)
      await recordLoginAttempt(db, 'forgetful@example.org', '203.0.113.7', 'succeeded', at(40))
      expect(await loginWaitSeconds(db, 'forgetful@example.org', '203.0.113.7', at(41))).toBe(0)
      for (let i = 0; i < 12; i++) await recordLoginAttempt(db, 'window@example.org', '203.0.113.8', 'failed', at(i))
      expect(await loginWaitSeconds(db, 'window@example.org', '203.0.113.8', at(16 * 60))).toBe(0)
    })
  })
}

suite('PGlite', async () => ({ handle: await openPglite({ client: new PGlite({ extensions: { pg_trgm } }) }), cleanup: async () => {} }))

const adminUrl = process.env.TEST_DATABASE_URL
suite(
  'PostgreSQL',
  async () => {
    const name = `foyer_login_${randomUUID().replace(/-/g, '')}`
    const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => {} })
    await admin.unsafe(`CREATE DATABASE "${name}"`)
    const url = new URL(adminUrl ?? '')
    url.pathname = `/${name}`
    return {
      handle: await openPostgres(url.toString(), { max: 2 }),
      cleanup: async () => {
        await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        await admin.end()
      },
    }
  },
  !adminUrl,
)
