import { beforeEach, describe, expect, it, vi } from 'vitest'
import { cspReportResponse, cspViolationCounts, forgetCspViolations } from './csp-reports.server'

const post = (body: unknown, type = 'application/csp-report') =>
  new Request('http://127.0.0.1/api/csp-report/', { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) })

describe('CSP violation reports', () => {
  beforeEach(() => forgetCspViolations())

  it('counts report-uri and report-to reports per directive and blocked origin', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const legacy = { 'csp-report': { 'document-uri': 'https://www.foyer.example/de', 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://evil.example/x.js?a=1' } }
    expect((await cspReportResponse(post(legacy), '192.0.2.1')).status).toBe(204)
    await cspReportResponse(post(legacy), '192.0.2.1')
    const batch = [{ type: 'csp-violation', body: { documentURL: 'https://www.foyer.example/de', effectiveDirective: 'script-src-elem', blockedURL: 'inline' } }]
    await cspReportResponse(post(batch, 'application/reports+json'), '192.0.2.2')
    const counts = cspViolationCounts()
    expect(counts.total).toBe(3)
    expect(counts.results.map((entry) => [entry.directive, entry.blocked, entry.count])).toEqual([
      ['script-src-elem', 'https://evil.example', 2],
      ['script-src-elem', 'inline', 1],
    ])
    warn.mockRestore()
  })

  it('answers 204 to nonsense and stops counting an address that floods it; log lines are limited', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect((await cspReportResponse(post('{not json'), '192.0.2.3')).status).toBe(204)
    expect((await cspReportResponse(post({ hello: 1 }), '192.0.2.3')).status).toBe(204)
    const report = { 'csp-report': { 'effective-directive': 'frame-src', 'blocked-uri': 'https://evil.example/' } }
    for (let index = 0; index < 50; index++) await cspReportResponse(post(report), '192.0.2.4')
    expect(cspViolationCounts().total).toBe(30)
    expect(warn.mock.calls.length).toBeLessThanOrEqual(10)
    warn.mockRestore()
  })
})
