import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, externalScriptOrigins, inlineScriptHashes } from './security-headers'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('content security policy', () => {
  it('hashes inline scripts and skips external and JSON ones', () => {
    const html = '<script>window.a=1</script><script src="/x.js"></script><script type="application/ld+json">{"@type":"Event"}</script><script type="module">import("/y.js")</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import("/y.js")')])
  })

  it('allows the origins of external scripts from administrator blocks', () => {
    const html = '<script src="https://cdn.example.org/widget.js"></script><script src="/local.js"></script><script src="//stats.example.net/s.js"></script>'
    expect(externalScriptOrigins(html, 'http://localhost:3000')).toEqual(['https://cdn.example.org', 'http://stats.example.net'])
  })

  it('never allows unsafe-inline scripts and forbids framing by others', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [sha('x')], scriptOrigins: [], dev: false })
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src')) ?? ''
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).toContain(sha('x'))
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain("object-src 'none'")
  })
})
