import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultMigrationsFolder, openPglite } from '~/server/db/client.server'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
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
