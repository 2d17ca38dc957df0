import { expect, test } from './fixtures'

// The operator's endpoints on the suite's server (no METRICS_TOKEN there: /metrics does not exist)

test.describe('operations endpoints', () => {
  test('/healthz and /readyz answer before any framework work, never cached, without a cookie', async ({ request }) => {
    const health = await request.get('/healthz')
    expect(health.status()).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    expect(health.headers()['cache-control']).toBe('no-store')
    expect(health.headers()['set-cookie']).toBeUndefined()
    // ready once the database answers, the migrations are applied, the static generator runs and (the suite sends
    // mail to its own SMTP server) the outbox worker has completed a run
    await expect.poll(async () => (await request.get('/readyz')).status(), { timeout: 60_000 }).toBe(200)
    const ready = await request.get('/readyz')
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: { ok: true }, migrations: { ok: true }, generator: { ok: true }, outbox: { ok: true } } })
    expect(ready.headers()['cache-control']).toBe('no-store')
    expect(ready.headers()['set-cookie']).toBeUndefined()
  })

  test('/metrics does not exist without METRICS_TOKEN; a rendered answer names its request id', async ({ request }) => {
    expect((await request.get('/metrics')).status()).toBe(404)
    const answer = await request.get('/api/breaking-news/')
    expect(answer.headers()['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/)
    const forwarded = await request.get('/api/breaking-news/', { headers: { 'x-request-id': 'nginx-4711' } })
    expect(forwarded.headers()['x-request-id']).toBe('nginx-4711')
  })
})
