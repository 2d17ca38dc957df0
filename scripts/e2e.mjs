// End-to-end tests against the built server: once on a fresh embedded PGlite database and, when a PostgreSQL
// server is available, once more on a fresh PostgreSQL database. Both legs run the same test files.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createDatabase, dropDatabase, findPostgres } from './postgres.mjs'

const pgliteDir = mkdtempSync(path.join(tmpdir(), 'foyer-e2e-'))
const server = await findPostgres()
const database = server ? await createDatabase(server, 'foyer_e2e') : null
if (!database) console.log('» no PostgreSQL server found: end-to-end tests run on PGlite only')

let status = 1
try {
  const result = spawnSync(path.resolve('node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PGLITE_DIR: pgliteDir,
      ...(database ? { E2E_DATABASE_URL: database.url } : {}),
    },
  })
  if (result.error) console.error(result.error)
  status = result.status ?? 1
} finally {
  rmSync(pgliteDir, { recursive: true, force: true })
  if (server && database) await dropDatabase(server, database.name)
}
process.exit(status)
