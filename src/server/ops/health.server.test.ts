import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultMigrationsFolder, openPglite } from '~/server/db/client.server'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { inArray } from 'drizzle-orm'
import { mailOutbox } from '~/server/db/schema'
import { healthResponse, readiness, readinessResponse } from './health.server'

// Readiness against a real database: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.

describe('/healthz', () => {
  it('answers 200 without a cookie and is never cached', async () => {
    const response = healthResponse()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`/readyz on ${backend.name}`, () => {
    let database: TestDatabase
    let laterBuild: string
    beforeAll(async () => {
      database = await backend.open()
      // a build that ships one migration more than the database has
      laterBuild = await mkdtemp(path.join(os.tmpdir(), 'foyer-readyz-'))
      await mkdir(path.join(laterBuild, 'meta'))
      await writeFile(path.join(laterBuild, 'meta', '_journal.json'), JSON.stringify({ entries: [{ idx: 99, when: 4_102_444_800_000, tag: '0099_future' }] }))
    })
    afterAll(async () => {
      await database.dispose()
      await rm(laterBuild, { recursive: true, force: true })
    })

    it('is ready with the database answering, the migrations applied and the generator started', async () => {
      const response = await readinessResponse({ db: async () => database.handle.db, migrationsFolder: defaultMigrationsFolder(), generatorStarted: () => true })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const body = await response.json()
      expect(body).toMatchObject({ status: 'ready', checks: { database: { ok: true }, migrations: { ok: true }, generator: { ok: true } } })
    })

    it('is not ready while the generator has not started, or with a migration missing', async () => {
      const waiting = await readiness({ db: async () => database.handle.db, migrationsFolder: defaultMigrationsFolder(), generatorStarted: () => false })
      expect(waiting.ready).toBe(false)
      expect(waiting.checks.generator).toMatchObject({ ok: false, reason: 'static generator not started' })
      const behind = await readiness({ db: async () => database.handle.db, migrationsFolder: laterBuild, generatorStarted: () => null })
      expect(behind.ready).toBe(false)
      expect(behind.checks.migrations).toMatchObject({ ok: false, reason: 'migration 0099_future not applied' })
      expect(behind.checks.generator.ok).toBe(true)
    })

    it('is not ready when the mail outbox is stuck: its worker silent, or a mail waiting long past its time', async () => {
      const db = database.handle.db
      const now = Date.UTC(2026, 10, 26, 12, 0, 0)
      const sources = { db: async () => db, migrationsFolder: defaultMigrationsFolder(), generatorStarted: () => true, now: () => now }
      const worker = (lastRunAgoMs: number | null, lastFailure: string | null = null) => ({ startedAt: now - 600_000, lastRunAt: lastRunAgoMs === null ? null : now - lastRunAgoMs, lastFailure, intervalMs: 5_000 })

      // without SMTP_URL mails wait by design: nothing to report
      expect((await readiness({ ...sources, outbox: () => ({ configured: false, worker: undefined }) })).checks.outbox.ok).toBe(true)
      // configured but no worker, and a worker whose last completed run is long ago (with the failure it gave)
      const noWorker = await readiness({ ...sources, outbox: () => ({ configured: true, worker: undefined }) })
      expect(noWorker.ready).toBe(false)
      expect(noWorker.checks.outbox).toMatchObject({ ok: false, reason: 'the mail outbox worker has not started' })
      const silent = await readiness({ ...sources, outbox: () => ({ configured: true, worker: worker(120_000, 'connection refused') }) })
      expect(silent.checks.outbox).toMatchObject({ ok: false, reason: 'the mail outbox worker has not completed a run for 120 s: connection refused' })
      // never completed a run since its start ten minutes ago
      const neverRan = await readiness({ ...sources, outbox: () => ({ configured: true, worker: worker(null) }) })
      expect(neverRan.checks.outbox).toMatchObject({ ok: false, reason: 'the mail outbox worker has not completed a run for 600 s' })
      const running = await readinessResponse({ ...sources, outbox: () => ({ configured: true, worker: worker(4_000) }) })
      expect(running.status).toBe(200)
      expect((await running.json()).checks.outbox.ok).toBe(true)

      // a mail due 20 minutes ago and still waiting: stuck; one due 5 minutes ago, or retrying later, or failed for good: not
      const mail = { kind: 'sign-up', recipient: 'readyz@example.org', locale: 'de', subject: 'readyz', text: 't', html: '<p>t</p>' } as const
      const rows = await db
        .insert(mailOutbox)
        .values([
          { ...mail, nextAttemptAt: new Date(now - 5 * 60_000) },
          { ...mail, nextAttemptAt: new Date(now + 60 * 60_000), attempts: 3 },
          { ...mail, state: 'failed', nextAttemptAt: new Date(now - 3 * 3600_000), attempts: 5 },
          { ...mail, state: 'sent', nextAttemptAt: new Date(now - 3 * 3600_000), sentAt: new Date(now - 3 * 3600_000) },
        ])
        .returning({ id: mailOutbox.id })
      try {
        const configured = { ...sources, outbox: () => ({ configured: true, worker: worker(4_000) }) }
        expect((await readiness(configured)).checks.outbox.ok).toBe(true)
        const [stuck] = await db.insert(mailOutbox).values({ ...mail, state: 'sending', nextAttemptAt: new Date(now - 20 * 60_000), attempts: 1 }).returning({ id: mailOutbox.id })
        if (stuck) rows.push(stuck)
        const response = await readinessResponse(configured)
        expect(response.status).toBe(503)
        expect(await response.json()).toMatchObject({ status: 'not ready', checks: { outbox: { ok: false, reason: 'a mail has waited 20 min past its time' }, database: { ok: true } } })
        // without SMTP_URL the same waiting mail is no fault
        expect((await readiness({ ...sources, outbox: () => ({ configured: false, worker: undefined }) })).ready).toBe(true)
      } finally {
        await db.delete(mailOutbox).where(inArray(mailOutbox.id, rows.map((row) => row.id)))
      }
    })

    it('answers 503 with the reason when the database does not answer in time or is gone', async () => {
      const hung = await readinessResponse({ db: () => new Promise(() => undefined), migrationsFolder: defaultMigrationsFolder(), generatorStarted: () => true, timeoutMs: 50 })
      expect(hung.status).toBe(503)
      expect(await hung.json()).toMatchObject({ status: 'not ready', checks: { database: { ok: false, reason: 'no answer within 50 ms' }, migrations: { ok: false } } })
      // the test's PGlite belongs to the test backend (its handle does not close it): a database of its own, closed
      const gone = backend.name === 'PGlite' ? await openPglite() : database.handle
      await gone.close()
      const stopped = await readinessResponse({ db: async () => gone.db, migrationsFolder: defaultMigrationsFolder(), generatorStarted: () => true })
      expect(stopped.status).toBe(503)
      const body = await stopped.json()
      expect(body.checks.database.ok).toBe(false)
      expect(typeof body.checks.database.reason).toBe('string')
    })
  })
}
