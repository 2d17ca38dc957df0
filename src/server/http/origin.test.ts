import { describe, expect, it } from 'vitest'
import { isForeignRequest, isOwnOrigin } from './origin'

const request = (headers: Record<string, string>) => new Request('http://127.0.0.1:3000/de/api/shop-cart/', { method: 'POST', headers: { host: '127.0.0.1:3000', ...headers } })

describe('origin check', () => {
  it('accepts our origins, named by Origin or Referer, and requests that name none', () => {
    expect(isForeignRequest(request({ origin: 'http://127.0.0.1:3000' }))).toBe(false)
    // the configured SITE_ORIGIN (default http://localhost:3000)
    expect(isForeignRequest(request({ origin: 'http://localhost:3000' }))).toBe(false)
    // behind a TLS proxy the browser names https
    expect(isForeignRequest(request({ origin: 'https://127.0.0.1:3000' }))).toBe(false)
    expect(isForeignRequest(request({ referer: 'http://127.0.0.1:3000/de/programm' }))).toBe(false)
    expect(isForeignRequest(request({ 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:3000' }))).toBe(false)
    expect(isForeignRequest(request({}))).toBe(false)
  })

  it('refuses other sites however they say it', () => {
    expect(isForeignRequest(request({ origin: 'https://evil.example' }))).toBe(true)
    expect(isForeignRequest(request({ origin: 'null' }))).toBe(true)
    expect(isForeignRequest(request({ 'sec-fetch-site': 'cross-site' }))).toBe(true)
    expect(isForeignRequest(request({ 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:3000' }))).toBe(true)
    expect(isForeignRequest(request({ referer: 'https://evil.example/page' }))).toBe(true)
    expect(isForeignRequest(request({ referer: 'not a url' }))).toBe(true)
    // X-Forwarded-Host names nothing of ours
    expect(isForeignRequest(request({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }))).toBe(true)
    expect(isOwnOrigin('https://evil.example', request({ 'x-forwarded-host': 'evil.example' }))).toBe(false)
  })
})
