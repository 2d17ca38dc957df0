import { timingSafeEqual } from 'node:crypto'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { inArray, count } from 'drizzle-orm'
import type { Db } from '~/server/db/client.server'
import { mailOutbox } from '~/server/db/schema'

/** What an answer came from: a generated page (the fast path), the HTML cache, or neither. */
export const CACHE_OUTCOMES = ['static', 'hit', 'stale', 'miss', 'none'] as const
export type CacheOutcome = (typeof CACHE_OUTCOMES)[number]

/** Upper bounds (seconds) of the request-duration histogram. */
export const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const

type Histogram = { buckets: number[]; sum: number; count: number }

/** Counters kept per request: plain arrays indexed by status class and cache outcome (no string building per request). */
const requests = CACHE_OUTCOMES.map(() => [0, 0, 0, 0, 0])
const durations: Histogram[] = CACHE_OUTCOMES.map(() => ({ buckets: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 }))

export function cacheOutcomeOf(header: string | null): CacheOutcome {
  switch (header) {
    case 'STATIC':
      return 'static'
    case 'HIT':
      return 'hit'
    case 'STALE':
      return 'stale'
    case 'MISS':
      return 'miss'
    default:
      return 'none'
  }
}

/** Counts one answered request. */
export function recordRequest(status: number, cache: CacheOutcome, seconds: number): void {
  const outcome = CACHE_OUTCOMES.indexOf(cache)
  const statusClass = Math.min(Math.max(Math.floor(status / 100), 1), 5) - 1
  const row = requests[outcome]
  if (row) row[statusClass] = (row[statusClass] ?? 0) + 1
  const histogram = durations[outcome]
  if (!histogram) return
  histogram.sum += seconds
  histogram.count++
  for (let index = 0; index < DURATION_BUCKETS.length; index++) {
    if (seconds <= (DURATION_BUCKETS[index] ?? Infinity)) {
      histogram.buckets[index] = (histogram.buckets[index] ?? 0) + 1
      break
    }
  }
}

/** Event-loop delay, sampled every 20 ms from the first scrape's module load on. */
const loopDelay = monitorEventLoopDelay({ resolution: 20 })
loopDelay.enable()
let loopUsage = performance.eventLoopUtilization()

/** What the app knows about its own work, gathered when `/metrics` is asked. */
export type MetricSources = {
  renderQueue: () => { running: number; waiting: number }
  generator: () => { pages: number; waiting: number; recompressing: number } | null
  db: () => Promise<Db>
}

export async function outboxCounts(db: Db): Promise<Record<'waiting' | 'sending' | 'failed', number>> {
  const rows = await db.select({ state: mailOutbox.state, n: count() }).from(mailOutbox).where(inArray(mailOutbox.state, ['waiting', 'sending', 'failed'])).groupBy(mailOutbox.state)
  const counts = { waiting: 0, sending: 0, failed: 0 }
  for (const row of rows) if (row.state === 'waiting' || row.state === 'sending' || row.state === 'failed') counts[row.state] = row.n
  return counts
}

class Exposition {
  private readonly lines: string[] = []
  metric(name: string, type: 'counter' | 'gauge' | 'histogram', help: string, samples: [labels: Record<string, string>, value: number][]): void {
    this.lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`)
    for (const [labels, value] of samples) this.sample(name, labels, value)
  }
  sample(name: string, labels: Record<string, string>, value: number): void {
    const pairs = Object.entries(labels).map(([key, label]) => `${key}="${label.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`)
    this.lines.push(`${name}${pairs.length > 0 ? `{${pairs.join(',')}}` : ''} ${Number.isFinite(value) ? String(value) : value > 0 ? '+Inf' : 'NaN'}`)
  }
  header(name: string, type: 'histogram', help: string): void {
    this.lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`)
  }
  text(): string {
    return `${this.lines.join('\n')}\n`
  }
}

/** The Prometheus text exposition (version 0.0.4) of this instance. */
export async function metricsText(sources: MetricSources): Promise<string> {
  const out = new Exposition()
  const requestSamples: [Record<string, string>, number][] = []
  CACHE_OUTCOMES.forEach((cache, outcome) => {
    requests[outcome]?.forEach((value, statusClass) => {
      if (value > 0) requestSamples.push([{ class: `${statusClass + 1}xx`, cache }, value])
    })
  })
  out.metric('foyer_http_requests_total', 'counter', 'Answered requests by status class and cache outcome (static: a generated page on the fast path).', requestSamples)
  out.header('foyer_http_request_duration_seconds', 'histogram', 'Time to the answer\'s headers, by cache outcome.')
  CACHE_OUTCOMES.forEach((cache, outcome) => {
    const histogram = durations[outcome]
    if (!histogram || histogram.count === 0) return
    let cumulative = 0
    DURATION_BUCKETS.forEach((bound, index) => {
      cumulative += histogram.buckets[index] ?? 0
      out.sample('foyer_http_request_duration_seconds_bucket', { cache, le: String(bound) }, cumulative)
    })
    out.sample('foyer_http_request_duration_seconds_bucket', { cache, le: '+Inf' }, histogram.count)
    out.sample('foyer_http_request_duration_seconds_sum', { cache }, histogram.sum)
    out.sample('foyer_http_request_duration_seconds_count', { cache }, histogram.count)
  })

  const queue = sources.renderQueue()
  out.metric('foyer_render_queue_running', 'gauge', 'Renderings under way for requests.', [[{}, queue.running]])
  out.metric('foyer_render_queue_waiting', 'gauge', 'Renderings waiting for a slot (beyond the queue\'s length they are shed with 503).', [[{}, queue.waiting]])

  const generator = sources.generator()
  out.metric('foyer_static_generator_started', 'gauge', '1 once the static generator has started.', [[{}, generator ? 1 : 0]])
  if (generator) {
    out.metric('foyer_static_pages', 'gauge', 'Generated pages in the static tree.', [[{}, generator.pages]])
    out.metric('foyer_static_regeneration_waiting', 'gauge', 'Pages still to (re)generate.', [[{}, generator.waiting]])
    out.metric('foyer_static_recompression_waiting', 'gauge', 'Pages whose brotli copy waits for the best quality.', [[{}, generator.recompressing]])
  }

  try {
    const outbox = await outboxCounts(await sources.db())
    out.metric('foyer_mail_outbox', 'gauge', 'Mails in the outbox by state (sent ones are not counted).', [
      [{ state: 'waiting' }, outbox.waiting],
      [{ state: 'sending' }, outbox.sending],
      [{ state: 'failed' }, outbox.failed],
    ])
    out.metric('foyer_database_up', 'gauge', '1 when the database answered this scrape.', [[{}, 1]])
  } catch {
    out.metric('foyer_database_up', 'gauge', '1 when the database answered this scrape.', [[{}, 0]])
  }

  const memory = process.memoryUsage()
  out.metric('process_resident_memory_bytes', 'gauge', 'Resident set size.', [[{}, memory.rss]])
  out.metric('nodejs_heap_used_bytes', 'gauge', 'V8 heap in use.', [[{}, memory.heapUsed]])
  out.metric('nodejs_heap_total_bytes', 'gauge', 'V8 heap reserved.', [[{}, memory.heapTotal]])
  out.metric('nodejs_external_memory_bytes', 'gauge', 'Memory outside the V8 heap (buffers, PGlite\'s WebAssembly memory).', [[{}, memory.external]])
  out.metric('process_uptime_seconds', 'gauge', 'Seconds since the process started.', [[{}, Math.round(process.uptime())]])
  // delays since the last scrape; the histogram starts afresh after each
  const seconds = (nanoseconds: number) => (Number.isFinite(nanoseconds) ? nanoseconds / 1e9 : 0)
  out.metric('nodejs_eventloop_delay_seconds', 'gauge', 'Event-loop delay since the last scrape.', [
    [{ quantile: '0.5' }, seconds(loopDelay.percentile(50))],
    [{ quantile: '0.99' }, seconds(loopDelay.percentile(99))],
    [{ quantile: '1' }, seconds(loopDelay.max)],
  ])
  loopDelay.reset()
  const usage = performance.eventLoopUtilization(loopUsage)
  loopUsage = performance.eventLoopUtilization()
  out.metric('nodejs_eventloop_utilization_ratio', 'gauge', 'Share of the time since the last scrape the event loop was busy.', [[{}, usage.utilization]])
  return out.text()
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * `/metrics`: 404 unless `METRICS_TOKEN` is configured; then 401 without `Authorization: Bearer <token>`. Never
 * cached, no cookie.
 */
export async function metricsResponse(request: Request, token: string | undefined, sources: MetricSources): Promise<Response> {
  const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }
  if (!token) return new Response('Not Found', { status: 404, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } })
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!given || !sameToken(given, token)) {
    return new Response('Unauthorized', { status: 401, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' } })
  }
  return new Response(await metricsText(sources), { status: 200, headers: { ...headers, 'content-type': 'text/plain; version=0.0.4; charset=utf-8' } })
}
