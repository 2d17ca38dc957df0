// Floods a running Foyer server on this machine with addresses that try to force a rendering each (random tracking
// and unknown parameters, random programme filters, made-up editor cookies) and meanwhile measures how fast a
// generated page (/de) is answered. Prints the generated page's latency percentiles without and with the flood, and
// what the flood got (statuses, requests per second). Bounded in time; loopback only.
//
//   node scripts/bench-flood.mjs http://127.0.0.1:3000 [seconds=20] [flood connections=16] [probe path=/de]
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:3000')
const seconds = Math.min(300, Math.max(2, Number(process.argv[3] ?? 20)))
const connections = Math.min(64, Math.max(1, Number(process.argv[4] ?? 16)))
const probePath = process.argv[5] ?? '/de'
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) {
  console.error(`bench-flood.mjs talks to loopback servers only, not ${base.hostname}`)
  process.exit(2)
}

const random = () => Math.random().toString(36).slice(2, 10)
const pad = (n) => String(n).padStart(2, '0')
function randomDate() {
  const day = new Date(Date.now() + Math.floor(Math.random() * 400) * 86_400_000)
  return `${pad(day.getUTCDate())}-${pad(day.getUTCMonth() + 1)}-${day.getUTCFullYear()}`
}

/** One flooding request: each kind tries to make the server render something new. */
function floodRequest() {
  const kind = Math.floor(Math.random() * 5)
  if (kind === 0) return { path: `/de/programm?utm_source=${random()}` }
  if (kind === 1) return { path: `/de/programm?${random()}=${random()}` }
  if (kind === 2) return { path: `/de/programm?date=${randomDate()}` }
  if (kind === 3) return { path: `/en/events?tag=${1 + Math.floor(Math.random() * 100_000)}&room=${1 + Math.floor(Math.random() * 1000)}` }
  // a made-up session cookie shaped as the site's own (64 characters of base64url): looks like an editor, who
  // always gets a fresh rendering
  return { path: `/de?${random()}=1`, headers: { cookie: `sessionid=${randomBytes(48).toString('base64url')}` } }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function probe(untilMs) {
  const latencies = []
  let failures = 0
  while (performance.now() < untilMs) {
    const started = performance.now()
    try {
      const answer = await fetch(new URL(probePath, base), { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' }, signal: AbortSignal.timeout(30_000) })
      await answer.arrayBuffer()
      if (answer.status !== 200) failures++
    } catch {
      failures++
    }
    latencies.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  latencies.sort((a, b) => a - b)
  return { latencies, failures }
}

function report(label, { latencies, failures }) {
  const f = (ms) => `${ms.toFixed(1)} ms`
  console.log(`${label}: ${latencies.length} requests of ${probePath}, p50 ${f(percentile(latencies, 50))}, p95 ${f(percentile(latencies, 95))}, p99 ${f(percentile(latencies, 99))}, max ${f(latencies.at(-1) ?? NaN)}, not 200: ${failures}`)
}

// the generated page without any load
const quiet = await probe(performance.now() + 5000)
report('quiet', quiet)

const statuses = new Map()
let sent = 0
const floodUntil = performance.now() + seconds * 1000
async function flooder() {
  while (performance.now() < floodUntil) {
    const request = floodRequest()
    sent++
    try {
      const answer = await fetch(new URL(request.path, base), { headers: { accept: 'text/html', ...request.headers }, redirect: 'manual', signal: AbortSignal.timeout(30_000) })
      await answer.arrayBuffer()
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
    } catch {
      statuses.set('error', (statuses.get('error') ?? 0) + 1)
    }
  }
}
const flood = Promise.all(Array.from({ length: connections }, flooder))
const loaded = await probe(floodUntil)
await flood
report(`during the flood (${connections} connections, ${(sent / seconds).toFixed(0)} req/s)`, loaded)
console.log('flood answers:', Object.fromEntries(statuses))
const p99 = percentile(loaded.latencies, 99)
console.log(p99 < 50 ? `p99 under 50 ms: yes (${p99.toFixed(1)} ms)` : `p99 under 50 ms: NO (${p99.toFixed(1)} ms)`)
