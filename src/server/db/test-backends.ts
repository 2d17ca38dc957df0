import { createHash, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import postgres from 'postgres'
import { defaultMigrationsFolder, openPglite, openPostgres } from './client.server'
import type { DatabaseHandle } from './client.server'

/** A migrated, empty database for a test file, and how to throw it away. */
export type TestDatabase = { handle: DatabaseHandle; dispose: () => Promise<void> }
export type TestBackend = { name: 'PGlite' | 'PostgreSQL'; skip: boolean; open: () => Promise<TestDatabase> }

const adminUrl = process.env.TEST_DATABASE_URL

/**
 * The migrated, empty database as PGlite's data directory: made once per set of migrations and kept in `.tmp` (test
 * files run in processes of their own, so a copy in memory would be made again for each). Two processes making it at
 * once write the same file; the rename keeps one whole.
 */
async function migratedDataDir(): Promise<Blob> {
  const folder = defaultMigrationsFolder()
  const hash = createHash('sha256')
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).toSorted()) {
    const full = path.join(folder, file)
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full))
  }
  const cached = path.resolve('.tmp', `pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`)
  if (existsSync(cached)) return new Blob([readFileSync(cached)])
  const client = await PGlite.create({ extensions: { pg_trgm } })
  await (await openPglite({ client })).migrate()
  const dump = await client.dumpDataDir('none')
  await client.close()
  mkdirSync(path.dirname(cached), { recursive: true })
  const temporary = `${cached}.${process.pid}.tmp`
  writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()))
  renameSync(temporary, cached)
  return dump
}

/**
 * A PGlite database with every migration applied, started from a copy of one migrated before: a new PGlite runs
 * initdb and the migrations, which took 5–7 s per test file on a busy 2-core machine, against about 2 s for the copy.
 */
export async function migratedPglite(): Promise<PGlite> {
  return PGlite.create({ extensions: { pg_trgm }, loadDataDir: await migratedDataDir() })
}

/**
 * The engines a database test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL names a server (the test
 * gets its own database there, dropped afterwards).
 */
export const testBackends: TestBackend[] = [
  {
    name: 'PGlite',
    skip: false,
    open: async () => {
      const handle = await openPglite({ client: await migratedPglite() })
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
