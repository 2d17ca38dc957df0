import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './security-headers'
import { withScriptNonce } from '~/lib/csp-nonce'

describe('content security policy', () => {
  it('allows the site, the page nonce and the configured tag manager, and nothing the HTML names', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc123', dev: false })
    const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src')) ?? ''
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123' https://www.googletagmanager.com https://www.google-analytics.com")
    expect(policy).not.toContain("'unsafe-eval'")
    expect(policy).toContain("object-src 'none'")
    expect(contentSecurityPolicy({ nonce: 'n', dev: true })).toContain("'unsafe-eval'")
  })

  it('puts the nonce on the scripts of administrator HTML only', () => {
    expect(withScriptNonce('<script src="https://cdn.example/x.js"></script><p>hi</p><SCRIPT>a()</SCRIPT>', 'N')).toBe(
      '<script nonce="N" src="https://cdn.example/x.js"></script><p>hi</p><script nonce="N">a()</SCRIPT>',
    )
    expect(withScriptNonce('<script nonce="other">x</script>', 'N')).toBe('<script nonce="other">x</script>')
    expect(withScriptNonce('<script>x</script>', undefined)).toBe('<script>x</script>')
  })
})
