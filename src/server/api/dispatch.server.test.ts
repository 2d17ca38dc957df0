import { describe, expect, it } from 'vitest'
import { dispatchApi, isStaffOnlyWrite, searchQueue } from './dispatch.server'

describe('search requests in a flood', () => {
  it('are shed at once with 503 and Retry-After once two run and sixteen wait', async () => {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const held = Array.from({ length: searchQueue.concurrency + searchQueue.maxWaiting }, () => searchQueue.run(() => released))
    expect(searchQueue.size).toEqual({ running: searchQueue.concurrency, waiting: searchQueue.maxWaiting })
    for (const path of ['/de/api/search/?query=flut', '/en/api/search/autocomplete/?query=flo']) {
      const answer = await dispatchApi(new Request(`http://127.0.0.1${path}`))
      expect(answer?.status).toBe(503)
      expect(answer?.headers.get('retry-after')).toBe(String(searchQueue.retryAfterSeconds))
    }
    const german = await dispatchApi(new Request('http://127.0.0.1/de/api/search/?query=flut'))
    expect(await german?.json()).toEqual({ detail: 'Die Website ist gerade stark ausgelastet. Bitte versuchen Sie es in ein paar Sekunden noch einmal.' })
    release()
    await Promise.all(held)
    expect(searchQueue.size).toEqual({ running: 0, waiting: 0 })
  })
})

describe('staff-only writes', () => {
  it('are told apart from the public ones by their address', () => {
    expect(isStaffOnlyWrite('POST', '/{lang}/api/backoffice/events/')).toBe(true)
    expect(isStaffOnlyWrite('DELETE', '/{lang}/api/dashboard-error-log/{id}/')).toBe(true)
    expect(isStaffOnlyWrite('POST', '/{lang}/pageeditor-api/module/{id}/')).toBe(true)
    expect(isStaffOnlyWrite('POST', '/pageeditor-api/settings')).toBe(true)
    expect(isStaffOnlyWrite('PATCH', '/{lang}/api/media/{id}/')).toBe(true)
    expect(isStaffOnlyWrite('GET', '/{lang}/api/backoffice/events/')).toBe(false)
    expect(isStaffOnlyWrite('POST', '/api/dashboard-error-log/')).toBe(false)
    expect(isStaffOnlyWrite('POST', '/{lang}/api/shop-cart/')).toBe(false)
    expect(isStaffOnlyWrite('POST', '/{lang}/api/forms-entries/')).toBe(false)
  })

  it('answer an anonymous caller 401 before looking at the input: no field details', async () => {
    for (const [method, path, body] of [
      ['POST', '/de/api/backoffice/events/', '{"title": 5}'],
      ['POST', '/en/api/backoffice/users/7/', '{"role": "god"}'],
      ['POST', '/de/api/dashboard-redirects/', '{}'],
    ] as const) {
      const answer = await dispatchApi(new Request(`http://127.0.0.1${path}`, { method, headers: { 'content-type': 'application/json' }, body }))
      expect(answer?.status, path).toBe(401)
      const json: unknown = await answer?.json()
      expect(json).not.toHaveProperty('errors.title')
      expect(JSON.stringify(json)).not.toMatch(/title|role|Invalid/)
    }
  })
})
