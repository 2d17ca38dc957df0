// Build-time generation of the static site; `npm run build` runs it after `vite build`.
// When DATABASE_URL names a reachable PostgreSQL database, the built server starts on a free local port in
// generate-only mode: it renders every public page of both languages into FOYER_STATIC_DIR (default
// <FOYER_DATA_DIR>/site) with brotli (quality 11) and gzip copies, writes the manifest and exits, with status 1 if
// a public page could not be generated. `npm start` with the same settings serves that tree and regenerates only
// what changed since. Without DATABASE_URL there is nothing to read yet (the embedded database is made at first
// start), so the first start generates the tree.
// Usage: node scripts/generate.mjs   (after vite build)
import { spawn } from 'node:child_process'
import { unreachable } from './postgres.mjs'

/** A build never hangs: a generation that is not done by then fails. */
const TIMEOUT_MS = 30 * 60_000

if (process.env.FOYER_STATIC === 'off') {
  console.log('» static site: generation is off (FOYER_STATIC=off)')
  process.exit(0)
}
const url = process.env.DATABASE_URL
if (!url) {
  console.log('» static site: no DATABASE_URL, the pages are generated at first start')
  process.exit(0)
}
const where = (() => {
  try {
    const parsed = new URL(url)
    return `${parsed.host}${parsed.pathname}`
  } catch {
    return 'DATABASE_URL'
  }
})()
const problem = await unreachable(url, 5)
if (problem) {
  console.log(`» static site: ${where} is not reachable (${problem}), the pages are generated at first start`)
  process.exit(0)
}
console.log(`» static site: generating every public page from ${where}`)
const server = spawn(process.execPath, ['.output/server/index.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, FOYER_GENERATE_ONLY: '1', PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production' },
})
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
setTimeout(() => {
  console.error(`» static site: not done after ${TIMEOUT_MS / 60_000} minutes`)
  server.kill('SIGKILL')
  process.exit(1)
}, TIMEOUT_MS).unref()
