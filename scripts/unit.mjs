// Unit tests: PGlite always; PostgreSQL too when a server is available (tests make their own databases on it).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { findPostgres } from './postgres.mjs'

const server = await findPostgres()
if (server) console.log(`» unit tests also run against PostgreSQL at ${new URL(server).host}`)
else console.log('» no PostgreSQL server found: database tests run on PGlite only')
const result = spawnSync(path.resolve('node_modules/.bin/vitest'), ['run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ...(server ? { TEST_DATABASE_URL: server } : {}) },
})
if (result.error) console.error(result.error)
process.exit(result.status ?? 1)
