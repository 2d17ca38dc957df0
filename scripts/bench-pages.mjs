// Measures how the built site answers page requests under load, from this machine to itself.
// Usage: node scripts/bench-pages.mjs [baseUrl] [seconds] [concurrency]
// Start the demo server first (FOYER_DEMO=1 npm run start); prints requests per second, latency percentiles and cache states.
const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const seconds = Number(process.argv[3] ?? 10)
const concurrency = Number(process.argv[4] ?? 16)
const paths = ['/de', '/en', '/de/programm', '/en/events', '/de/ueber-uns', '/de/besuch', '/en/visit', '/de/agb']

if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) {
  console.error('Benchmarks run against this machine only (127.0.0.1, localhost).')
  process.exit(2)
}

// warm the cache once per page, as the first visitor would
for (const path of paths) await fetch(base + path).then((response) => response.arrayBuffer())

/** Requests the pages round-robin for `duration` seconds; `headers` lets a run bypass the cache. */
async function run(label, duration, headers) {
  const latencies = []
  const states = {}
  const statuses = {}
  let next = 0
  const deadline = Date.now() + duration * 1000
  async function worker() {
    while (Date.now() < deadline) {
      const path = paths[next++ % paths.length]
      const started = performance.now()
      const response = await fetch(base + path, { headers })
      await response.arrayBuffer()
      latencies.push(performance.now() - started)
      statuses[response.status] = (statuses[response.status] ?? 0) + 1
      const state = response.headers.get('x-foyer-cache') ?? 'rendered'
      states[state] = (states[state] ?? 0) + 1
    }
  }
  const began = Date.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  const elapsed = (Date.now() - began) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(1)
  console.log(`${label}: ${latencies.length} requests in ${elapsed.toFixed(1)} s = ${(latencies.length / elapsed).toFixed(0)} per second`)
  console.log(`  latency ms: p50 ${at(0.5)}, p95 ${at(0.95)}, p99 ${at(0.99)}, max ${at(1)}`)
  console.log(`  status: ${JSON.stringify(statuses)}, cache: ${JSON.stringify(states)}`)
}

console.log(`pages: ${paths.length}, concurrency: ${concurrency}`)
await run('anonymous visitors (HTML cache)', seconds)
// a session cookie (even an unknown one) makes the server render every page, as it does for editors
await run('rendered for every request', Math.max(3, Math.round(seconds / 2)), { cookie: 'sessionid=benchmark-without-a-valid-session' })
const alive = await fetch(`${base}/api/breaking-news/`).then((response) => response.ok)
console.log(`server still answering: ${alive}`)
