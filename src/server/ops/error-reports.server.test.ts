import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flushErrorReports, reportError, startErrorReports } from './error-reports.server'
import { startSentryReceiver } from './sentry-receiver'
import type { Envelope } from './sentry-receiver'

function eventOf(envelope: Envelope): Record<string, unknown> | undefined {
  const item = envelope.items.find((entry) => entry.header.type === 'event')
  return item && typeof item.payload === 'object' && item.payload !== null ? Object.fromEntries(Object.entries(item.payload)) : undefined
}

describe('error reports', () => {
  let receiver: Awaited<ReturnType<typeof startSentryReceiver>>
  beforeAll(async () => {
    receiver = await startSentryReceiver()
  })
  afterAll(() => receiver.close())

  it('send nothing before a DSN is set', async () => {
    reportError(new Error('nobody hears this'))
    await flushErrorReports(200)
    expect(receiver.envelopes).toEqual([])
  })

  it('reach a Sentry-protocol ingest with release and environment, without cookies, query or e-mail addresses', async () => {
    expect(await startErrorReports({ dsn: receiver.dsn, environment: 'test-environment', release: 'foyer@test' })).toBe(true)
    reportError(new Error('render failed for besucherin@foyer.example'), { method: 'POST', path: '/de/user/settings?token=secret' })
    await flushErrorReports()
    const envelope = await receiver.waitFor((arrived) => eventOf(arrived) !== undefined)
    expect(envelope.path).toMatch(/^\/api\/42\/envelope\//)
    const event = eventOf(envelope)
    expect(event).toMatchObject({ release: 'foyer@test', environment: 'test-environment', contexts: { request: { method: 'POST', path: '/de/user/settings' } } })
    const text = JSON.stringify(envelope)
    expect(text).toContain('render failed for <e-mail>')
    expect(text).not.toContain('besucherin@foyer.example')
    expect(text).not.toContain('token=secret')
    expect(text).not.toMatch(/cookie/i)
  })
})
