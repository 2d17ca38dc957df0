// Drops every table (schemas public and drizzle), re-runs the migrations and seeds the demo content.
// Works on the embedded PGlite database (./data/pglite, or FOYER_DATA_DIR; stop the server first) and on DATABASE_URL.
//   npm run seed:reset [-- --today=YYYY-MM-DD]
import { Temporal } from 'temporal-polyfill'
import { typescriptLoader } from './load-ts.mjs'

function parseToday(argv, fallback) {
  const arg = argv.find((a) => a.startsWith('--today='))
  if (!arg) return fallback()
  try {
    return Temporal.PlainDate.from(arg.slice('--today='.length))
  } catch {
    throw new Error(`--today must be a date like 2026-11-21, got "${arg}"`)
  }
}

const loader = await typescriptLoader()
try {
  const { openFromEnvironment, resetDatabase, todayInBerlin } = await loader.load('/src/server/db/client.server.ts')
  const today = parseToday(process.argv.slice(2), todayInBerlin)
  const handle = await openFromEnvironment()
  const target = handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'
  try {
    const started = performance.now()
    await resetDatabase(handle, { demo: true, today })
    console.log(`Demo content reset on ${target} for ${today.toString()} in ${Math.round(performance.now() - started)} ms.`)
  } finally {
    await handle.close()
  }
} finally {
  await loader.close()
}
