import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { enqueueMail } from '~/server/mail/outbox.server'
import { metricsResponse, recordRequest } from './metrics.server'
import type { MetricSources } from './metrics.server'

type Sample = { name: string; labels: Record<string, string>; value: number }

/** A parser of the Prometheus text format (0.0.4): every sample belongs to a declared metric, every value is a number. */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>()
  const samples: Sample[] = []
  expect(text.endsWith('\n')).toBe(true)
  for (const line of text.trimEnd().split('\n')) {
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line)
    if (type?.[1] && type[2]) {
      expect(types.has(type[1])).toBe(false)
      types.set(type[1], type[2])
      continue
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .+$/.test(line)) continue
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*)\})? (-?[0-9.e+-]+|\+Inf|NaN)$/.exec(line)
    if (!sample?.[1] || sample[3] === undefined) throw new Error(`not a sample line: ${line}`)
    const labels: Record<string, string> = {}
    for (const pair of (sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) if (pair[1]) labels[pair[1]] = pair[2] ?? ''
    const name = sample[1]
    const family = [...types.keys()].find((declared) => name === declared || (types.get(declared) === 'histogram' && [`${declared}_bucket`, `${declared}_sum`, `${declared}_count`].includes(name)))
    if (!family) throw new Error(`sample of an undeclared metric: ${line}`)
    const value = Number(sample[3])
    expect(Number.isNaN(value)).toBe(false)
    samples.push({ name, labels, value })
  }
  return { types, samples }
}

const TOKEN = 'metrics-token-0123456789'

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`/metrics on ${backend.name}`, () => {
    let database: TestDatabase
    let sources: MetricSources
    beforeAll(async () => {
      database = await backend.open()
      sources = {
        db: async () => database.handle.db,
        renderQueue: () => ({ running: 1, waiting: 3 }),
        generator: () => ({ pages: 950, waiting: 12, recompressing: 40 }),
      }
    })
    afterAll(() => database.dispose())

    it('does not exist without METRICS_TOKEN and refuses a request without the right bearer token', async () => {
      const absent = await metricsResponse(new Request('http://localhost/metrics'), undefined, sources)
      expect(absent.status).toBe(404)
      const anonymous = await metricsResponse(new Request('http://localhost/metrics'), TOKEN, sources)
      expect(anonymous.status).toBe(401)
      const wrong = await metricsResponse(new Request('http://localhost/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } }), TOKEN, sources)
      expect(wrong.status).toBe(401)
    })

    it('reports requests, the render queue, the generator, the outbox and the process in the Prometheus format', async () => {
      await enqueueMail(database.handle.db, { kind: 'email-change', to: 'besucherin@foyer.example', locale: 'de', subject: 'Hallo', text: 'Hallo', html: '<p>Hallo</p>' })
      const before = parseExposition(await (await metricsResponse(new Request('http://localhost/metrics', { headers: { authorization: `Bearer ${TOKEN}` } }), TOKEN, sources)).text())
      const counted = (samples: Sample[], labels: Record<string, string>) =>
        samples.find((sample) => sample.name === 'foyer_http_requests_total' && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))?.value ?? 0
      recordRequest(200, 'static', 0.0004)
      recordRequest(200, 'static', 0.0007)
      recordRequest(503, 'none', 0.3)
      const response = await metricsResponse(new Request('http://localhost/metrics', { headers: { authorization: `Bearer ${TOKEN}` } }), TOKEN, sources)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4')
      expect(response.headers.get('cache-control')).toBe('no-store')
      const { types, samples } = parseExposition(await response.text())
      expect(counted(samples, { class: '2xx', cache: 'static' }) - counted(before.samples, { class: '2xx', cache: 'static' })).toBe(2)
      expect(counted(samples, { class: '5xx', cache: 'none' }) - counted(before.samples, { class: '5xx', cache: 'none' })).toBe(1)
      expect(types.get('foyer_http_request_duration_seconds')).toBe('histogram')
      const value = (name: string, labels: Record<string, string> = {}) =>
        samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, label]) => sample.labels[key] === label))?.value
      // buckets are cumulative and end at the count
      const staticBuckets = samples.filter((sample) => sample.name === 'foyer_http_request_duration_seconds_bucket' && sample.labels.cache === 'static').map((sample) => sample.value)
      expect(staticBuckets).toEqual([...staticBuckets].sort((a, b) => a - b))
      expect(value('foyer_http_request_duration_seconds_bucket', { cache: 'static', le: '+Inf' })).toBe(value('foyer_http_request_duration_seconds_count', { cache: 'static' }))
      expect(value('foyer_http_request_duration_seconds_bucket', { cache: 'static', le: '0.001' })).toBeGreaterThanOrEqual(2)
      expect(value('foyer_render_queue_running')).toBe(1)
      expect(value('foyer_render_queue_waiting')).toBe(3)
      expect(value('foyer_static_pages')).toBe(950)
      expect(value('foyer_static_regeneration_waiting')).toBe(12)
      expect(value('foyer_mail_outbox', { state: 'waiting' })).toBe(1)
      expect(value('foyer_mail_outbox', { state: 'failed' })).toBe(0)
      expect(value('foyer_database_up')).toBe(1)
      expect(value('process_resident_memory_bytes')).toBeGreaterThan(1_000_000)
      // a delay in seconds: a real number, and no event loop of a test run waits a minute
      const delay = value('nodejs_eventloop_delay_seconds', { quantile: '0.99' })
      expect(Number.isFinite(delay)).toBe(true)
      expect(delay).toBeLessThan(60)
    })
  })
}
