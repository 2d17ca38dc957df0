// A backup of everything that cannot be regenerated: the database, the stored files (media library, form uploads)
// and the secret key, in one timestamped archive with a manifest (docs/decisions/0022-backups.md). Run it with the
// site's environment (DATABASE_URL or FOYER_DATA_DIR):
//   npm run backup -- /srv/backups          (default ./backups)
// PostgreSQL: pg_dump's consistent snapshot, while the site serves. The embedded database (PGlite) belongs to one
// process: stop the server first.
import path from 'node:path'
import { typescriptLoader } from './load-ts.mjs'

const outDir = path.resolve(process.argv[2] ?? 'backups')
const loader = await typescriptLoader()
let status = 0
try {
  const client = await loader.load('/src/server/db/client.server.ts')
  const { createBackup } = await loader.load('/src/server/ops/backup.server.ts')
  const { filesRoot } = await loader.load('/src/server/files/store.server.ts')
  const dataDir = path.resolve(process.env.FOYER_DATA_DIR ?? 'data')
  const began = Date.now()
  let handle
  let source
  if (process.env.DATABASE_URL) {
    handle = await client.openPostgres(process.env.DATABASE_URL, { max: 1 })
    source = { kind: 'postgres', url: process.env.DATABASE_URL }
  } else {
    const { PGlite } = await import('@electric-sql/pglite')
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
    const pglite = await PGlite.create({ dataDir: client.defaultPgliteDir(), extensions: { pg_trgm } })
    handle = await client.openPglite({ client: pglite })
    source = { kind: 'pglite', client: pglite }
    handle.closeClient = () => pglite.close()
  }
  try {
    const backup = await createBackup({ source, db: handle.db, filesDir: filesRoot(), dataDir, outDir })
    console.log(`backup: ${backup.archive} (${(backup.bytes / 1e6).toFixed(1)} MB, ${backup.manifest.files.length} files, ${((Date.now() - began) / 1000).toFixed(1)} s)`)
  } finally {
    await handle.close()
    await handle.closeClient?.()
  }
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`)
  status = 1
} finally {
  await loader.close()
}
process.exit(status)
