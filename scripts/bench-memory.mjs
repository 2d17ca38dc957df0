// What the Foyer server holds in memory, on PGlite and on PostgreSQL (issue 36, "half the memory"):
//   node scripts/bench-memory.mjs [pglite|postgres|both=both] [--renders=2000] [--snapshot]
// Starts the built server (`npm run build` first) the way `npm start` does (the node flags of package.json's start
// script), in the demo with a fresh data directory, on PGlite and/or a throwaway database of the local PostgreSQL
// (scripts/postgres.mjs); waits until the site is generated (GET /api/static-status/ as the demo editor), then makes
// uncached renders: an editor's, anonymous ones whose made-up session cookie bypasses the generated page and the HTML
// cache, and anonymous programme filters that fill the HTML cache. Then it reads the process's RSS, opens the
// inspector (SIGUSR1 on --inspect-port), forces a full GC and measures inside the process: process.memoryUsage(),
// every WebAssembly.Memory (PGlite's heap), the generated pages held in memory, the caches (read, HTML, session). With
// --snapshot it also takes a heap snapshot and prints the largest groups of objects. Prints the breakdown as a table
// and exits 1 when the RSS is above the goal (400 MB PGlite, 250 MB PostgreSQL). Run it with the project's Node
// (`node_modules/.bin/node scripts/bench-memory.mjs`: the inspector is reached by WebSocket). BENCH_SERVER names
// another build's server (a copy of .output, to compare), BENCH_PORT the port (3720), BENCH_NODE_FLAGS adds node
// flags to try; the environment (MALLOC_ARENA_MAX …) is passed on to the server.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { createDatabase, dropDatabase, findPostgres } from './postgres.mjs'
import { chromiumFlags, chromiumPath } from './sample-pages.mjs'

const GOALS = { pglite: 400, postgres: 250 }
const args = process.argv.slice(2)
const which = args.find((arg) => !arg.startsWith('--')) ?? 'both'
const renders = Number(args.find((arg) => arg.startsWith('--renders='))?.split('=')[1] ?? 2000)
const withSnapshot = args.includes('--snapshot')
const PORT = Number(process.env.BENCH_PORT ?? 3720)
const INSPECT_PORT = PORT + 1000
// the built server to measure (a copy of another build, to compare before and after)
const SERVER = process.env.BENCH_SERVER ?? '.output/server/index.mjs'
// the Node that `npm start` runs (the project's own, node_modules/node), else this one
const NODE = existsSync('node_modules/.bin/node') ? path.resolve('node_modules/.bin/node') : process.execPath
const MB = 1024 * 1024
const mb = (bytes) => (bytes / MB).toFixed(1)

/** The node flags and environment (`MALLOC_ARENA_MAX=2 node …`) `npm start` uses: what ships is what is measured. */
function startCommand() {
  const start = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start
  const words = start.split(/\s+/)
  const node = words.indexOf('node')
  const env = Object.fromEntries(words.slice(0, node).map((word) => word.split('=', 2)))
  return { env, flags: words.slice(node + 1, words.indexOf('.output/server/index.mjs')) }
}

function spawnVersion() {
  return execFileSync(NODE, ['--version'], { encoding: 'utf8' }).trim()
}

/** A line of /proc/<pid>/status in bytes: VmRSS, RssFile (mapped files: the node binary, ICU data) … */
function statusBytes(pid, name) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024
}

function rssOf(pid) {
  return statusBytes(pid, 'VmRSS')
}

async function startServer(env) {
  // BENCH_NODE_FLAGS: flags to try beside those of the start script
  const start = startCommand()
  const flags = [...start.flags, ...(process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean), `--inspect-port=127.0.0.1:${INSPECT_PORT}`]
  const child = spawn(NODE, [...flags, SERVER], {
    env: { ...start.env, ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', FOYER_DEMO: '1', SECRET_KEY: 'bench-memory-secret-key-long-enough', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  const base = `http://127.0.0.1:${PORT}`
  try {
    for (const began = Date.now(); ; ) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`)
      const ready = await fetch(`${base}/readyz`).then((answer) => answer.ok, () => false)
      if (ready) break
      if (Date.now() - began > 900_000) throw new Error(`the server was not ready after 15 minutes: ${stderr}`)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  } catch (error) {
    await stopServer(child)
    throw error
  }
  return { child, base, flags }
}

async function stopServer(child) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** The demo editor's session cookie (the login is a server function of the hub's form). */
async function editorSession(base) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    const page = await browser.newPage()
    // a loaded machine: the hub's first rendering and hydration may take a while
    page.setDefaultTimeout(180_000)
    await page.goto(`${base}/cms-hub`)
    await page.getByLabel('E-Mail-Adresse').fill('redaktion@foyer.example')
    await page.getByLabel('Passwort').fill('Foyer-Demo-2026')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await page.getByRole('button', { name: 'Abmelden' }).waitFor()
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'sessionid')?.value
    if (!session) throw new Error('no session cookie after the login')
    return session
  } finally {
    await browser.close()
  }
}

/**
 * Waits until every page is generated; the recompression at the best quality that follows waits for an idle server
 * and may go on during the renders (on a busy machine it takes longer than the whole run).
 */
async function waitForGeneration(base, cookie) {
  const began = Date.now()
  for (;;) {
    const answer = await fetch(`${base}/api/static-status/`, { headers: { cookie } })
    if (!answer.ok) throw new Error(`static-status answered ${answer.status}`)
    const { waiting, recompressing } = await answer.json()
    if (waiting === 0) return { seconds: (Date.now() - began) / 1000, recompressing }
    if (Date.now() - began > 900_000) throw new Error(`still ${waiting} pages to generate after 15 minutes`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

/** The generated pages' paths, from the tree's manifest. */
function generatedPaths(dataDir) {
  const manifest = JSON.parse(readFileSync(path.join(dataDir, 'site', '.foyer-manifest.json'), 'utf8'))
  return Object.keys(manifest.pages)
}

/**
 * `count` uncached renders, 10 at a time: a third an editor's (every page), a third anonymous with a made-up session
 * cookie (every page), a third anonymous programme filters by date (each a new address for the HTML cache).
 */
async function uncachedRenders(base, paths, session, count) {
  const pad = (n) => String(n).padStart(2, '0')
  const requests = []
  for (let i = 0; i < count; i++) {
    const kind = i % 3
    if (kind === 0) requests.push({ path: paths[i % paths.length], cookie: `sessionid=${session}` })
    else if (kind === 1) requests.push({ path: paths[(i * 7) % paths.length], cookie: 'sessionid=made-up-session-for-the-benchmark' })
    else {
      const day = new Date(Date.now() + Math.floor(i / 3) * 86_400_000)
      const query = `date=${pad(day.getUTCDate())}-${pad(day.getUTCMonth() + 1)}-${day.getUTCFullYear()}`
      requests.push({ path: `/de/programm?${query}` })
    }
  }
  const statuses = new Map()
  let next = 0
  const began = performance.now()
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < requests.length) {
        const { path: pagePath, cookie } = requests[next++]
        const answer = await fetch(base + pagePath, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) } })
        await answer.arrayBuffer()
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      }
    }),
  )
  return { seconds: (performance.now() - began) / 1000, statuses: Object.fromEntries(statuses) }
}

/** A Chrome DevTools Protocol session with the server's inspector. */
async function inspect(pid) {
  process.kill(pid, 'SIGUSR1')
  let targets
  for (const began = Date.now(); ; ) {
    targets = await fetch(`http://127.0.0.1:${INSPECT_PORT}/json/list`).then((answer) => answer.json(), () => null)
    if (targets?.length) break
    if (Date.now() - began > 10_000) throw new Error('the inspector did not open')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = reject
  })
  let id = 0
  const pending = new Map()
  const listeners = new Map()
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data)
    if (message.id !== undefined) {
      const { resolve, reject } = pending.get(message.id)
      pending.delete(message.id)
      if (message.error) reject(new Error(message.error.message))
      else resolve(message.result)
    } else listeners.get(message.method)?.(message.params)
  }
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      pending.set(++id, { resolve, reject })
      socket.send(JSON.stringify({ id, method, params }))
    })
  return { send, on: (method, listener) => listeners.set(method, listener), close: () => socket.close() }
}

/** Calls `fn` (source text) on the array of every object whose prototype `prototypeExpression` evaluates to. */
async function onInstances(cdp, prototypeExpression, fn) {
  const { result: prototype } = await cdp.send('Runtime.evaluate', { expression: prototypeExpression })
  const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: prototype.objectId })
  const { result, exceptionDetails } = await cdp.send('Runtime.callFunctionOn', { objectId: objects.objectId, functionDeclaration: fn, returnByValue: true, awaitPromise: true })
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text)
  return result.value
}

// the bytes a string holds in V8: one a character when all are Latin-1, else two
const STRING_BYTES = `const stringBytes = (text) => (/[^\\u0000-\\u00ff]/.test(text) ? 2 : 1) * text.length`

/** What the process holds, measured inside it after a full GC. */
async function measureInside(cdp) {
  // the heap as the renders left it, garbage included: what a forced GC gives back is the heap's growth, not live data
  const before = await cdp.send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true })
  const usageBeforeGc = JSON.parse(before.result.value)
  await cdp.send('HeapProfiler.enable')
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true })
  const usage = JSON.parse(result.value)
  const wasm = await onInstances(cdp, 'WebAssembly.Memory.prototype', 'function () { return this.map((memory) => memory.buffer.byteLength) }')
  // the Maps of the generated site, the caches: recognised by the shape of their values
  const maps = await onInstances(
    cdp,
    'Map.prototype',
    `async function () {
      ${STRING_BYTES}
      const found = { pages: null, htmlCache: null, readCache: null, sessions: null }
      for (const map of this) {
        let first
        try {
          // a subclass of Map may refuse Map's own methods: not one of ours
          first = Map.prototype.values.call(map).next().value
        } catch {
          continue
        }
        if (!first || typeof first !== 'object') continue
        // a generated page holds its HTML only until its files are written (html and gzip: null after)
        if ((first.html === null || Buffer.isBuffer(first.html)) && Buffer.isBuffer(first.br) && (first.gzip === null || Buffer.isBuffer(first.gzip))) {
          const pages = { count: map.size, html: 0, br: 0, gzip: 0, backing: 0 }
          for (const page of map.values()) {
            pages.html += page.html?.length ?? 0
            pages.br += page.br.length
            pages.gzip += page.gzip?.length ?? 0
            pages.backing += (page.html?.buffer.byteLength ?? 0) + page.br.buffer.byteLength + (page.gzip?.buffer.byteLength ?? 0)
          }
          found.pages = pages
        } else if ((typeof first.body === 'string' || Buffer.isBuffer(first.body)) && first.encoded instanceof Map) {
          const cache = { count: map.size, body: 0, encoded: 0 }
          for (const entry of map.values()) {
            cache.body += typeof entry.body === 'string' ? stringBytes(entry.body) : entry.body.length
            for (const packing of entry.encoded.values()) cache.encoded += (await packing.catch(() => Buffer.alloc(0))).length
          }
          found.htmlCache = cache
        } else if ('output' in first && 'forAnyone' in first) {
          const cache = { count: map.size, json: 0 }
          for (const entry of map.values()) cache.json += stringBytes(JSON.stringify(entry.output) ?? '')
          found.readCache = cache
        } else if ('user' in first && 'sessionEndsAt' in first) {
          found.sessions = { count: map.size, json: JSON.stringify([...map.values()]).length }
        }
      }
      return found
    }`,
  )
  return { usage, usageBeforeGc, wasm, ...maps }
}

/** Takes a heap snapshot and sums the objects' own sizes by kind and constructor: the largest groups. */
async function snapshotGroups(cdp) {
  const chunks = []
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk))
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false })
  const snapshot = JSON.parse(chunks.join(''))
  const { node_fields: fields, node_types: [types] } = snapshot.snapshot.meta
  const width = fields.length
  const typeAt = fields.indexOf('type')
  const nameAt = fields.indexOf('name')
  const sizeAt = fields.indexOf('self_size')
  const groups = new Map()
  let total = 0
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const type = types[snapshot.nodes[i + typeAt]]
    const size = snapshot.nodes[i + sizeAt]
    total += size
    const name = type === 'object' || type === 'native' || type === 'hidden' || type === 'code' ? `${type} ${snapshot.strings[snapshot.nodes[i + nameAt]]}` : type
    const group = groups.get(name) ?? { count: 0, size: 0 }
    group.count++
    group.size += size
    groups.set(name, group)
  }
  return { total, top: [...groups].sort((a, b) => b[1].size - a[1].size).slice(0, 20) }
}

async function measure(kind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `foyer-mem-${kind}-`))
  const env = { FOYER_DATA_DIR: dataDir }
  let database
  let serverUrl
  if (kind === 'postgres') {
    serverUrl = await findPostgres()
    if (!serverUrl) throw new Error('no PostgreSQL answers (DATABASE_URL or 127.0.0.1:5432)')
    database = await createDatabase(serverUrl, 'foyer_mem')
    env.DATABASE_URL = database.url
  }
  const began = performance.now()
  const { child, base, flags } = await startServer(env)
  try {
    console.log(`» ${kind}: ${Object.entries(startCommand().env).map(([name, value]) => `${name}=${value} `).join("")}node ${flags.join(' ')} ${SERVER} (Node ${spawnVersion()}), data in ${dataDir}`)
    const readyAfter = (performance.now() - began) / 1000
    const session = await editorSession(base)
    const generated = await waitForGeneration(base, `sessionid=${session}`)
    const rssGenerated = rssOf(child.pid)
    const paths = generatedPaths(dataDir)
    console.log(`  ready after ${readyAfter.toFixed(0)} s, ${paths.length} pages generated ${generated.seconds.toFixed(0)} s later (${generated.recompressing} still to recompress), RSS ${mb(rssGenerated)} MB`)
    const run = await uncachedRenders(base, paths, session, renders)
    console.log(`  ${renders} uncached renders in ${run.seconds.toFixed(0)} s, statuses ${JSON.stringify(run.statuses)}`)
    const rss = rssOf(child.pid)
    const rssFile = statusBytes(child.pid, 'RssFile')
    const cdp = await inspect(child.pid)
    try {
      const inside = await measureInside(cdp)
      const rssAfterGc = rssOf(child.pid)
      const groups = withSnapshot ? await snapshotGroups(cdp) : null
      return { kind, rssGenerated, rss, rssFile, rssAfterGc, inside, groups }
    } finally {
      cdp.close()
    }
  } finally {
    await stopServer(child)
    if (database) await dropDatabase(serverUrl, database.name)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function report({ kind, rssGenerated, rss, rssFile, rssAfterGc, inside, groups }) {
  const { usage, usageBeforeGc, wasm, pages, htmlCache, readCache, sessions } = inside
  const rows = [
    ['RSS after generation', rssGenerated],
    [`RSS after generation + ${renders} uncached renders`, rss],
    ['  of it mapped files (the node binary, ICU data)', rssFile],
    ['  V8 heap then: heapTotal', usageBeforeGc.heapTotal],
    ['  V8 heap then: heapUsed (live and garbage)', usageBeforeGc.heapUsed],
    ['  external then', usageBeforeGc.external],
    ['RSS after a forced full GC', rssAfterGc],
    ['V8 heap: heapTotal', usage.heapTotal],
    ['V8 heap: heapUsed (live JS objects)', usage.heapUsed],
    ['external (off-heap memory of JS objects)', usage.external],
    ['  of it arrayBuffers (Buffers, WASM memory)', usage.arrayBuffers],
    [`WebAssembly.Memory (${wasm.length}: PGlite's heap)`, wasm.reduce((sum, size) => sum + size, 0)],
    [`generated pages (${pages?.count ?? 0}): html held`, pages?.html ?? 0],
    ['generated pages: brotli', pages?.br ?? 0],
    ['generated pages: gzip held', pages?.gzip ?? 0],
    ['generated pages: their ArrayBuffers in all', pages?.backing ?? 0],
    [`HTML cache (${htmlCache?.count ?? 0} entries): kept (brotli)`, htmlCache?.body ?? 0],
    ['HTML cache: gzip copies', htmlCache?.encoded ?? 0],
    [`read cache (${readCache?.count ?? 0} entries, as JSON)`, readCache?.json ?? 0],
    [`session cache (${sessions?.count ?? 0} entries, as JSON)`, sessions?.json ?? 0],
  ]
  // measured after the GC, as the heap's figures
  rows.push(['RSS after GC − heapTotal − external (code, native)', rssAfterGc - usage.heapTotal - usage.external])
  console.log(`\n${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`)
  for (const [label, bytes] of rows) console.log(`  ${label.padEnd(54)} ${mb(bytes).padStart(8)} MB`)
  if (groups) {
    console.log(`  heap snapshot: ${mb(groups.total)} MB in all; the largest groups (own size):`)
    for (const [name, { count, size }] of groups.top) console.log(`    ${name.slice(0, 60).padEnd(60)} ${String(count).padStart(8)} × ${mb(size).padStart(8)} MB`)
  }
}

const kinds = which === 'both' ? ['pglite', 'postgres'] : [which]
if (!kinds.every((kind) => kind in GOALS)) {
  console.error('usage: node scripts/bench-memory.mjs [pglite|postgres|both] [--renders=2000] [--snapshot]')
  process.exit(2)
}
if (!existsSync(SERVER)) {
  console.error(`no build at ${SERVER}: npm run build first`)
  process.exit(2)
}
if (typeof WebSocket === 'undefined') {
  console.error('this Node has no WebSocket (the inspector is reached by one): npx node scripts/bench-memory.mjs')
  process.exit(2)
}
const results = []
for (const kind of kinds) {
  const result = await measure(kind)
  report(result)
  results.push(result)
}
console.log('\n» goals')
for (const { kind, rss } of results) {
  const met = rss <= GOALS[kind] * MB
  console.log(`${met ? 'met   ' : 'MISSED'} RSS after start + generation + ${renders} uncached renders ≤ ${GOALS[kind]} MB (${kind})`.padEnd(90) + `${mb(rss)} MB`)
  if (!met) process.exitCode = 1
}
