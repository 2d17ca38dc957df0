import { randomBytes, randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle, Db } from '~/server/db/client.server'
import { defaultMigrationsFolder, openPglite, openPostgres, rawRows, todayInBerlin } from '~/server/db/client.server'
import { seedDemoContent } from '~/server/db/seed'
import { BackupRefused, createBackup, restoreBackup } from './backup.server'
import type { DatabaseSource, DatabaseTarget } from './backup.server'

// Backup → restore into a fresh database → the same rows and files, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.

const adminUrl = process.env.TEST_DATABASE_URL

/** Row count of every table (public and drizzle's journal). */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = v.parse(v.array(v.object({ name: v.string() })), await rawRows(db, sql`SELECT table_schema || '.' || table_name AS name FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1`))
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    const [row] = v.parse(v.array(v.object({ n: v.union([v.number(), v.string()]) })), await rawRows(db, sql.raw(`SELECT count(*)::int AS n FROM ${name.split('.').map((part) => `"${part}"`).join('.')}`)))
    counts[name] = Number(row?.n ?? -1)
  }
  return counts
}

type Leg = { name: string; skip: boolean; open: () => Promise<{ handle: DatabaseHandle; source: DatabaseSource; fresh: () => Promise<{ target: DatabaseTarget; open: () => Promise<DatabaseHandle> }>; dispose: () => Promise<void> }> }

const legs: Leg[] = [
  {
    name: 'PGlite',
    skip: false,
    open: async () => {
      const client = await PGlite.create({ extensions: { pg_trgm } })
      const handle = await openPglite({ client })
      const dirs: string[] = []
      return {
        handle,
        source: { kind: 'pglite', client },
        fresh: async () => {
          const dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'foyer-restored-')), 'pglite')
          dirs.push(path.dirname(dataDir))
          return { target: { kind: 'pglite', dataDir }, open: () => openPglite({ dataDir }) }
        },
        dispose: async () => {
          await client.close()
          for (const dir of dirs) await rm(dir, { recursive: true, force: true })
        },
      }
    },
  },
  {
    name: 'PostgreSQL',
    skip: !adminUrl || spawnSync('pg_dump', ['--version']).status !== 0,
    open: async () => {
      const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => {} })
      const names: string[] = []
      const database = async () => {
        const name = `foyer_test_${randomUUID().replace(/-/g, '')}`
        await admin.unsafe(`CREATE DATABASE "${name}"`)
        names.push(name)
        const url = new URL(adminUrl ?? '')
        url.pathname = `/${name}`
        return url.toString()
      }
      const url = await database()
      const handle = await openPostgres(url, { max: 2 })
      const opened: DatabaseHandle[] = [handle]
      return {
        handle,
        source: { kind: 'postgres', url },
        fresh: async () => {
          const target = await database()
          return {
            target: { kind: 'postgres', url: target },
            open: async () => {
              const restored = await openPostgres(target, { max: 2 })
              opened.push(restored)
              return restored
            },
          }
        },
        dispose: async () => {
          for (const each of opened) await each.close().catch(() => undefined)
          for (const name of names) await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
          await admin.end()
        },
      }
    },
  },
]

for (const leg of legs) {
  describe.skipIf(leg.skip)(`backup and restore on ${leg.name}`, () => {
    let opened: Awaited<ReturnType<Leg['open']>>
    let work: string
    let image: Buffer
    beforeAll(async () => {
      opened = await leg.open()
      await opened.handle.migrate()
      await opened.handle.db.transaction((tx) => seedDemoContent(tx, { today: todayInBerlin() }))
      work = await mkdtemp(path.join(os.tmpdir(), 'foyer-backup-test-'))
      image = randomBytes(50_000)
      await mkdir(path.join(work, 'data', 'files', 'media', 'ab'), { recursive: true })
      await writeFile(path.join(work, 'data', 'files', 'media', 'ab', 'ab0123456789abcdef0123456789abcd.webp'), image)
      await writeFile(path.join(work, 'data', 'secret-key'), 'the-secret-key-of-this-site')
    })
    afterAll(async () => {
      await opened?.dispose()
      if (work) await rm(work, { recursive: true, force: true })
    })

    it('restores the same rows, files and secret key into an empty database and data directory', async () => {
      const before = await rowCounts(opened.handle.db)
      expect(before['public.events']).toBeGreaterThan(10)
      const backup = await createBackup({ source: opened.source, db: opened.handle.db, filesDir: path.join(work, 'data', 'files'), dataDir: path.join(work, 'data'), outDir: path.join(work, 'backups') })
      expect(path.basename(backup.archive)).toMatch(/^foyer-backup-\d{8}-\d{6}Z\.tar\.gz$/)
      expect(backup.manifest.files.map((file) => file.path)).toContain('files/media/ab/ab0123456789abcdef0123456789abcd.webp')

      const fresh = await opened.fresh()
      await restoreBackup({ archive: backup.archive, target: fresh.target, filesDir: path.join(work, 'restored', 'files'), dataDir: path.join(work, 'restored'), migrationsFolder: defaultMigrationsFolder() })
      const restored = await fresh.open()
      expect(await rowCounts(restored.db)).toEqual(before)
      expect(await readFile(path.join(work, 'restored', 'files', 'media', 'ab', 'ab0123456789abcdef0123456789abcd.webp'))).toEqual(image)
      expect(await readFile(path.join(work, 'restored', 'secret-key'), 'utf8')).toBe('the-secret-key-of-this-site')
      await restored.close()

      // a second restore onto what is now there is refused: it never overwrites data
      const again = await restoreBackup({ archive: backup.archive, target: fresh.target, filesDir: path.join(work, 'restored', 'files'), dataDir: path.join(work, 'restored'), migrationsFolder: defaultMigrationsFolder() }).catch((error: unknown) => error)
      expect(again).toBeInstanceOf(BackupRefused)
    })

    it('refuses a damaged archive and one from a newer migration level', async () => {
      const backup = await createBackup({ source: opened.source, db: opened.handle.db, filesDir: path.join(work, 'data', 'files'), dataDir: path.join(work, 'data'), outDir: path.join(work, 'backups-2') })
      // damaged: one file's bytes changed, the archive packed again
      const unpacked = path.join(work, 'unpacked')
      await mkdir(unpacked)
      expect(spawnSync('tar', ['-xzf', backup.archive, '-C', unpacked]).status).toBe(0)
      await writeFile(path.join(unpacked, 'files', 'media', 'ab', 'ab0123456789abcdef0123456789abcd.webp'), randomBytes(50_000))
      const damaged = path.join(work, 'damaged.tar.gz')
      expect(spawnSync('tar', ['-czf', damaged, '-C', unpacked, '.']).status).toBe(0)
      const fresh = await opened.fresh()
      const refusedDamaged = await restoreBackup({ archive: damaged, target: fresh.target, filesDir: path.join(work, 'r2', 'files'), dataDir: path.join(work, 'r2'), migrationsFolder: defaultMigrationsFolder() }).catch((error: unknown) => error)
      expect(refusedDamaged).toBeInstanceOf(BackupRefused)
      expect(String(refusedDamaged)).toContain('does not match its checksum')
      // newer: this build's journal knows only an older migration
      const olderBuild = path.join(work, 'older-build')
      await mkdir(path.join(olderBuild, 'meta'), { recursive: true })
      await writeFile(path.join(olderBuild, 'meta', '_journal.json'), JSON.stringify({ entries: [{ idx: 0, when: 1_000, tag: '0000_extensions' }] }))
      const refusedNewer = await restoreBackup({ archive: backup.archive, target: fresh.target, filesDir: path.join(work, 'r3', 'files'), dataDir: path.join(work, 'r3'), migrationsFolder: olderBuild }).catch((error: unknown) => error)
      expect(refusedNewer).toBeInstanceOf(BackupRefused)
      expect(String(refusedNewer)).toContain('newer version of Foyer')
    })
  })
}
