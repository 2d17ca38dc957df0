import { randomUUID } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import postgres from 'postgres'
import { openPglite, openPostgres } from './client.server'
import type { DatabaseHandle } from './client.server'

/** A migrated, empty database for a test file, and how to throw it away. */
export type TestDatabase = { handle: DatabaseHandle; dispose: () => Promise<void> }
export type TestBackend = { name: 'PGlite' | 'PostgreSQL'; skip: boolean; open: () => Promise<TestDatabase> }

const adminUrl = process.env.TEST_DATABASE_URL

/**
 * The engines a database test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL names a server (the test
 * gets its own database there, dropped afterwards).
 */
export const testBackends: TestBackend[] = [
  {
    name: 'PGlite',
    skip: false,
    open: async () => {
      const handle = await openPglite({ client: new PGlite({ extensions: { pg_trgm } }) })
      await handle.migrate()
      return { handle, dispose: () => handle.close().catch(() => undefined) }
    },
  },
  {
    name: 'PostgreSQL',
    skip: !adminUrl,
    open: async () => {
      const name = `foyer_test_${randomUUID().replace(/-/g, '')}`
      const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => {} })
      await admin.unsafe(`CREATE DATABASE "${name}"`)
      const url = new URL(adminUrl ?? '')
      url.pathname = `/${name}`
      const handle = await openPostgres(url.toString(), { max: 4 })
      await handle.migrate()
      return {
        handle,
        dispose: async () => {
          // a test may have closed the handle itself already
          await handle.close().catch(() => undefined)
          await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
          await admin.end()
        },
      }
    },
  },
]
