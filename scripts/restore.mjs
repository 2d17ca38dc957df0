// Puts a backup back (docs/decisions/0022-backups.md), with the site's environment and the server stopped:
//   npm run restore -- backups/foyer-backup-20261126-193000Z.tar.gz
// into an empty data directory (FOYER_DATA_DIR; PGlite) or an empty database (DATABASE_URL; created beforehand with
// createdb). The archive's checksums are checked first; an archive from a newer Foyer is refused. The server
// applies newer migrations and regenerates the site at its next start.
import path from 'node:path'
import { typescriptLoader } from './load-ts.mjs'

const archive = process.argv[2]
if (!archive) {
  console.error('usage: npm run restore -- <archive.tar.gz>')
  process.exit(2)
}
const loader = await typescriptLoader()
let status = 0
try {
  const client = await loader.load('/src/server/db/client.server.ts')
  const { restoreBackup } = await loader.load('/src/server/ops/backup.server.ts')
  const { filesRoot } = await loader.load('/src/server/files/store.server.ts')
  const dataDir = path.resolve(process.env.FOYER_DATA_DIR ?? 'data')
  const began = Date.now()
  const target = process.env.DATABASE_URL ? { kind: 'postgres', url: process.env.DATABASE_URL } : { kind: 'pglite', dataDir: client.defaultPgliteDir() }
  const manifest = await restoreBackup({ archive: path.resolve(archive), target, filesDir: filesRoot(), dataDir, migrationsFolder: client.defaultMigrationsFolder() })
  console.log(`restored the backup of ${manifest.createdAt} (${manifest.files.length} files) in ${((Date.now() - began) / 1000).toFixed(1)} s; start the server to regenerate the site`)
} catch (error) {
  console.error(`restore refused: ${error instanceof Error ? error.message : String(error)}`)
  status = 1
} finally {
  await loader.close()
}
process.exit(status)
