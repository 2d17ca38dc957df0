import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, openPostgres } from '~/server/db/client.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { migratedPglite } from '~/server/db/test-backends'
import { and, eq } from 'drizzle-orm'
import { loginAttempts } from '~/server/db/schema'
import { LOGIN_THROTTLE, beginLoginAttempt, delaySeconds, loginNotChecked, loginSucceeded, loginWaitSeconds, recordLoginAttempt } from './login-throttle.server'

describe('login delays', () => {
  it('grow after the free attempts and stop at their cap', () => {
    expect(delaySeconds(0, LOGIN_THROTTLE.account)).toBe(0)
    expect(delaySeconds(49, LOGIN_THROTTLE.account)).toBe(0)
    expect(delaySeconds(50, LOGIN_THROTTLE.account)).toBe(1)
    expect(delaySeconds(53, LOGIN_THROTTLE.account)).toBe(8)
    expect(delaySeconds(200, LOGIN_THROTTLE.account)).toBe(30)
    expect(delaySeconds(200, LOGIN_THROTTLE.address)).toBe(900)
    expect(delaySeconds(10, LOGIN_THROTTLE.accountAndAddress)).toBe(1)
    expect(delaySeconds(200, LOGIN_THROTTLE.accountAndAddress)).toBe(900)
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
      // 60 failures from 60 addresses
      for (let i = 0; i < 60; i++) await recordLoginAttempt(db, 'victim@example.org', `198.51.100.${i}`, 'failed', at(i))
      const wait = await loginWaitSeconds(db, 'victim@example.org', '192.0.2.200', at(60))
      expect(wait).toBeGreaterThan(0)
      expect(wait).toBeLessThanOrEqual(LOGIN_THROTTLE.account.maxDelaySeconds)
      // after the cap the real editor gets through
      expect(await loginWaitSeconds(db, 'victim@example.org', '192.0.2.200', at(59 + LOGIN_THROTTLE.account.maxDelaySeconds))).toBe(0)
    })

    it('slows one address guessing many accounts for up to 15 minutes', async () => {
      const db = handle.db
      for (let i = 0; i < 35; i++) await recordLoginAttempt(db, `user${i}@example.org`, '203.0.113.99', 'failed', at(i))
      const wait = await loginWaitSeconds(db, 'someone@example.org', '203.0.113.99', at(35))
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

    it('checks only the free attempts of 100 sent at once from one address', async () => {
      const db = handle.db
      const tickets = await Promise.all(Array.from({ length: 100 }, () => beginLoginAttempt(db, 'parallel@example.org', '203.0.113.50', at(0))))
      expect(tickets.filter((ticket) => ticket.wait === 0)).toHaveLength(LOGIN_THROTTLE.accountAndAddress.free)
      expect(tickets.filter((ticket) => ticket.wait > 0)).toHaveLength(100 - LOGIN_THROTTLE.accountAndAddress.free)
    })

    it('stores a flood of refused attempts as one row a minute that counts them', async () => {
      const db = handle.db
      for (let i = 0; i < LOGIN_THROTTLE.address.free; i++) await recordLoginAttempt(db, 'flood@example.org', '203.0.113.60', 'failed', at(0))
      for (let i = 0; i < 138; i++) expect((await beginLoginAttempt(db, `flood${i % 7}@example.org`, '203.0.113.60', at(0.5 + i / 1000))).wait).toBeGreaterThan(0)
      const rows = await db.select().from(loginAttempts).where(and(eq(loginAttempts.address, '203.0.113.60'), eq(loginAttempts.outcome, 'throttled')))
      expect(rows).toHaveLength(1)
      expect(rows[0]?.count).toBe(138)
      // the next minute starts a row of its own
      await beginLoginAttempt(db, 'flood@example.org', '203.0.113.60', at(61))
      expect(await db.select().from(loginAttempts).where(and(eq(loginAttempts.address, '203.0.113.60'), eq(loginAttempts.outcome, 'throttled')))).toHaveLength(2)
    })

    it('lets no single address delay an account for someone at another address', async () => {
      const db = handle.db
      // the attacker tries again the moment it may, for half an hour (only checked attempts count as failures, and
      // a wait only shrinks until the next one: the moments of the attempts are where the account could be slowed)
      let tried = 0
      let second = 0
      while (second < 1800) {
        const ticket = await beginLoginAttempt(db, 'admin@example.org', '203.0.113.66', at(second))
        if (ticket.wait === 0) tried++
        expect(await loginWaitSeconds(db, 'admin@example.org', '192.0.2.10', at(second))).toBe(0)
        const wait = ticket.wait === 0 ? await loginWaitSeconds(db, 'admin@example.org', '203.0.113.66', at(second)) : ticket.wait
        // and once more while it must wait: refused, recorded as throttled, and no reason to slow the account either
        if (wait > 1) {
          expect((await beginLoginAttempt(db, 'admin@example.org', '203.0.113.66', at(second + 1))).wait).toBeGreaterThan(0)
          expect(await loginWaitSeconds(db, 'admin@example.org', '192.0.2.10', at(second + 1))).toBe(0)
        }
        second += Math.max(1, wait)
      }
      expect(tried).toBeLessThan(LOGIN_THROTTLE.account.free)
      // while the attacker's own address waits
      expect(await loginWaitSeconds(db, 'admin@example.org', '203.0.113.66', at(1800))).toBeGreaterThan(0)
    }, 120_000)

    it('turns a checked attempt into a success, and one not checked into a throttled one', async () => {
      const db = handle.db
      for (let i = 0; i < 9; i++) await recordLoginAttempt(db, 'right@example.org', '203.0.113.70', 'failed', at(i))
      const ticket = await beginLoginAttempt(db, 'right@example.org', '203.0.113.70', at(10))
      expect(ticket.attempt).not.toBeNull()
      if (ticket.attempt !== null) await loginSucceeded(db, ticket.attempt)
      expect(await loginWaitSeconds(db, 'right@example.org', '203.0.113.70', at(11))).toBe(0)
      const busy = await beginLoginAttempt(db, 'busy@example.org', '203.0.113.71', at(0))
      if (busy.attempt !== null) await loginNotChecked(db, busy.attempt, at(0))
      const rows = await db.select().from(loginAttempts).where(eq(loginAttempts.address, '203.0.113.71'))
      expect(rows.map((row) => [row.outcome, row.count])).toEqual([['throttled', 1]])
    })
  })
}

suite('PGlite', async () => ({ handle: await openPglite({ client: await migratedPglite() }), cleanup: async () => {} }))

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
