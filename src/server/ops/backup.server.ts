import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import postgres from 'postgres'
import * as v from 'valibot'
import type { Db } from '~/server/db/client.server'
import { newestAppliedMigration, newestShippedMigration } from './health.server'

/**
 * Backups of what cannot be regenerated (docs/decisions/0022-backups.md): the database, the stored files (media
 * library, form uploads) and the secret key, in one timestamped `tar.gz` with a manifest (format, migration level,
 * size and SHA-256 of every file). The generated site is not in it: the server regenerates it.
 */
export type DatabaseSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string }
export type DatabaseTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }

const MANIFEST = 'manifest.json'
const PGLITE_DUMP = 'database.pglite.tar.gz'
const POSTGRES_DUMP = 'database.pgdump'
const FILES = 'files'
const SECRET_KEY = 'secret-key'

const Manifest = v.object({
  format: v.literal(1),
  createdAt: v.string(),
  database: v.object({ kind: v.picklist(['pglite', 'postgres']), file: v.string() }),
  /** the `when` of the newest migration applied to the database (drizzle's journal) */
  migration: v.nullable(v.number()),
  files: v.array(v.object({ path: v.string(), size: v.number(), sha256: v.string() })),
})
export type BackupManifest = v.InferOutput<typeof Manifest>

export class BackupRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupRefused'
  }
}

function run(command: string, args: string[], env: Record<string, string | undefined> = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim().slice(0, 500)}`))))
  })
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(() => true, () => false)
}

async function listFiles(root: string, under = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, under), { withFileTypes: true }).catch(() => [])
  const files: string[] = []
  for (const entry of entries) {
    const relative = path.posix.join(under, entry.name)
    if (entry.isDirectory()) files.push(...(await listFiles(root, relative)))
    else if (entry.isFile()) files.push(relative)
  }
  return files.sort()
}

async function sha256(file: string): Promise<{ size: number; sha256: string }> {
  const bytes = await readFile(file)
  return { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }
}

function timestamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z').replace('T', '-')
}

/** The PostgreSQL URL as libpq's tools take it (postgres-js accepts both spellings). */
function libpqUrl(url: string): string {
  return url.replace(/^postgres:\/\//, 'postgresql://')
}

/**
 * Writes `foyer-backup-<UTC time>.tar.gz` into `outDir`. PostgreSQL: `pg_dump --format=custom` (one consistent
 * snapshot while the site serves). PGlite: its own dump of the data directory (`dumpDataDir`) from the open client,
 * between transactions — the embedded database belongs to one process, so `npm run backup` runs with the server
 * stopped, and the server's own schedule (backup-schedule.server.ts) dumps the client it serves with.
 */
export async function createBackup(options: { source: DatabaseSource; db: Db; filesDir: string; dataDir: string; outDir: string; now?: Date }): Promise<{ archive: string; manifest: BackupManifest; bytes: number }> {
  const now = options.now ?? new Date()
  const staging = await mkdtemp(path.join(os.tmpdir(), 'foyer-backup-'))
  try {
    const migration = await newestAppliedMigration(options.db)
    let databaseFile: string
    if (options.source.kind === 'pglite') {
      databaseFile = PGLITE_DUMP
      // inside a transaction of its own: PGlite runs one at a time, so no other is half done while the files are
      // read (a server's scheduled backup dumps the database it is serving); the checkpoint writes every change to
      // the data files first
      const client = options.source.client
      const dump = await client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT')
        return client.dumpDataDir('gzip')
      })
      await writeFile(path.join(staging, databaseFile), Buffer.from(await dump.arrayBuffer()))
    } else {
      databaseFile = POSTGRES_DUMP
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${path.join(staging, databaseFile)}`, `--dbname=${libpqUrl(options.source.url)}`])
    }
    if (await exists(options.filesDir)) await cp(options.filesDir, path.join(staging, FILES), { recursive: true })
    const secret = path.join(options.dataDir, SECRET_KEY)
    if (await exists(secret)) await cp(secret, path.join(staging, SECRET_KEY))
    const files = []
    for (const file of await listFiles(staging)) files.push({ path: file, ...(await sha256(path.join(staging, file))) })
    const manifest: BackupManifest = { format: 1, createdAt: now.toISOString(), database: { kind: options.source.kind, file: databaseFile }, migration, files }
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
    await mkdir(options.outDir, { recursive: true })
    const archive = path.join(path.resolve(options.outDir), `foyer-backup-${timestamp(now)}.tar.gz`)
    await run('tar', ['-czf', archive, '-C', staging, '.'])
    return { archive, manifest, bytes: (await stat(archive)).size }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

/** Unpacks an archive and checks it: every file listed with its checksum, nothing else, a migration level this build knows. */
export async function openBackup(archive: string, migrationsFolder: string): Promise<{ dir: string; manifest: BackupManifest; dispose: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'foyer-restore-'))
  const dispose = () => rm(dir, { recursive: true, force: true })
  try {
    await run('tar', ['-xzf', path.resolve(archive), '-C', dir, '--no-same-owner']).catch((error: unknown) => {
      throw new BackupRefused(`the archive cannot be unpacked: ${error instanceof Error ? error.message : String(error)}`)
    })
    const parsed = v.safeParse(Manifest, await readFile(path.join(dir, MANIFEST), 'utf8').then((text) => JSON.parse(text), () => null))
    if (!parsed.success) throw new BackupRefused('the archive has no valid manifest')
    const manifest = parsed.output
    const listed = new Set(manifest.files.map((file) => file.path))
    for (const file of manifest.files) {
      if (file.path.split('/').includes('..')) throw new BackupRefused(`the manifest names a path outside the archive: ${file.path}`)
      const actual = await sha256(path.join(dir, file.path)).catch(() => null)
      if (!actual) throw new BackupRefused(`${file.path} is missing from the archive`)
      if (actual.sha256 !== file.sha256 || actual.size !== file.size) throw new BackupRefused(`${file.path} does not match its checksum: the archive is damaged`)
    }
    for (const file of await listFiles(dir)) if (file !== MANIFEST && !listed.has(file)) throw new BackupRefused(`${file} is in the archive but not in its manifest`)
    const shipped = await newestShippedMigration(migrationsFolder)
    if (manifest.migration !== null && shipped && manifest.migration > shipped.when) {
      throw new BackupRefused(`the backup comes from a newer version of Foyer (migration of ${new Date(manifest.migration).toISOString()}, this one knows up to ${shipped.tag}): update Foyer first`)
    }
    return { dir, manifest, dispose }
  } catch (error) {
    await dispose()
    throw error
  }
}

async function isEmptyDirectory(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch((error: unknown) => (error instanceof Error && 'code' in error && error.code === 'ENOENT' ? [] : Promise.reject(error)))
  return entries.length === 0
}

/**
 * Puts a backup back: the database into an empty PGlite directory or an empty PostgreSQL database, the files into
 * an empty files directory, the secret key into the data directory (where none is). Refuses a damaged archive, one
 * from a newer migration level, and any target that holds data already. The server migrates anything older at its
 * next start.
 */
export async function restoreBackup(options: { archive: string; target: DatabaseTarget; filesDir: string; dataDir: string; migrationsFolder: string }): Promise<BackupManifest> {
  const backup = await openBackup(options.archive, options.migrationsFolder)
  try {
    const { manifest, dir } = backup
    if (manifest.database.kind !== options.target.kind) {
      throw new BackupRefused(`the backup holds a ${manifest.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} database; restore it with ${manifest.database.kind === 'pglite' ? 'DATABASE_URL unset' : 'DATABASE_URL set'}`)
    }
    if (!(await isEmptyDirectory(options.filesDir))) throw new BackupRefused(`${options.filesDir} is not empty: restore into an empty data directory`)
    const dump = path.join(dir, manifest.database.file)
    if (options.target.kind === 'pglite') {
      if (!(await isEmptyDirectory(options.target.dataDir))) throw new BackupRefused(`${options.target.dataDir} is not empty: restore into an empty data directory`)
      await mkdir(options.target.dataDir, { recursive: true })
      const client = await PGlite.create({ dataDir: options.target.dataDir, loadDataDir: new Blob([await readFile(dump)]), extensions: { pg_trgm } })
      await client.close()
    } else {
      const sql = postgres(options.target.url, { max: 1, onnotice: () => {} })
      try {
        const [row] = await sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`
        if (Number(row?.n ?? 0) > 0) throw new BackupRefused('the database is not empty: restore into a new, empty database')
      } finally {
        await sql.end({ timeout: 5 })
      }
      await run('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', `--dbname=${libpqUrl(options.target.url)}`, dump])
    }
    if (await exists(path.join(dir, FILES))) await cp(path.join(dir, FILES), options.filesDir, { recursive: true })
    const secret = path.join(options.dataDir, SECRET_KEY)
    if ((await exists(path.join(dir, SECRET_KEY))) && !(await exists(secret))) {
      await mkdir(options.dataDir, { recursive: true })
      await cp(path.join(dir, SECRET_KEY), secret)
    }
    return manifest
  } finally {
    await backup.dispose()
  }
}
