import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, headerOnlyPolicy, metaPolicy, STRICT_POLICY } from './security-headers'
import { pageScripts, withPolicyMeta } from './page-scripts'
import { withScriptNonce } from '~/lib/csp-nonce'

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''
const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`

describe('content security policy', () => {
  it('allows the site, the page\u2019s own script hashes and the origins it names, and no nonce', () => {
    const policy = contentSecurityPolicy({ hashes: ['sha256-abc='], scriptOrigins: [], tagManager: false, dev: false })
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc='")
    expect(policy).not.toMatch(/nonce-|unsafe-inline'[^;]*script|googletagmanager|unsafe-eval/)
    expect(contentSecurityPolicy({ hashes: [], scriptOrigins: [], tagManager: false, dev: true })).toContain("'unsafe-eval'")
  })

  it('names the tag manager only where the page may load it', () => {
    const withManager = contentSecurityPolicy({ hashes: [], scriptOrigins: ['https://www.googletagmanager.com'], tagManager: true, dev: false })
    expect(directive(withManager, 'script-src')).toContain('https://www.googletagmanager.com')
    expect(directive(withManager, 'frame-src')).toContain('https://www.googletagmanager.com')
    const staff = contentSecurityPolicy({ hashes: [], scriptOrigins: [], tagManager: false, dev: false })
    expect(staff).not.toContain('googletagmanager')
    expect(staff).not.toContain('google-analytics')
  })

  it('frames only the players, and closes plugins, base and foreign forms; violations are reported', () => {
    const policy = contentSecurityPolicy({ hashes: [], scriptOrigins: [], tagManager: false, dev: false })
    expect(directive(policy, 'frame-src')).toBe(directive(policy, 'child-src').replace('child-src', 'frame-src'))
    expect(directive(policy, 'frame-src')).toContain('https://open.spotify.com')
    expect(directive(policy, 'frame-src')).not.toMatch(/\*(\s|$)|https:(\s|$)|'self'/)
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'none'")
    expect(policy).toContain("form-action 'self'")
    expect(policy).toContain('report-uri /api/csp-report/')
    expect(policy).toContain('report-to csp')
    expect(STRICT_POLICY).toContain("default-src 'none'")
  })
})

describe('the scripts a rendering wrote', () => {
  const nonce = 'Rnd0mN0nce+/=='
  const page = [
    `<html><head><meta property="csp-nonce" content="${nonce}"/><link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/>`,
    `<script nonce="${nonce}">self.$_TSR={}</script>`,
    `<script type="module" async="" src="/assets/index.js" nonce="${nonce}"></script>`,
    '</head><body><div><p>injected</p><script>steal()</script><script nonce="guessed">x()</script></div>',
    `<script nonce="${nonce}" src="https://cdn.example.org/banner.js"></script>`,
    `<script nonce="${nonce}" src="http://plain.example.org/x.js"></script>`,
    `<script nonce="${nonce}">window.dataLayer=[]</script></body></html>`,
  ].join('')

  it('hashes its own inline scripts only, names the other https origins of its own external scripts, and leaves no nonce', () => {
    const scripts = pageScripts(page, nonce, 'https://www.foyer.example')
    expect(scripts.hashes).toEqual([sha('self.$_TSR={}'), sha('window.dataLayer=[]')])
    expect(scripts.hashes).not.toContain(sha('steal()'))
    expect(scripts.hashes).not.toContain(sha('x()'))
    expect(scripts.origins).toEqual(['https://cdn.example.org'])
    expect(scripts.html).not.toContain(nonce)
    expect(scripts.html).not.toContain('csp-nonce')
    // the scripts themselves are unchanged, so their hashes hold
    expect(scripts.html).toContain('<script>self.$_TSR={}</script>')
    expect(scripts.html).toContain('<script>steal()</script>')
  })

  it('hashes scripts that follow each other directly, and no other element carrying the nonce', () => {
    const adjacent = `<body><script nonce="${nonce}">a()</script><script nonce="${nonce}">b()</script><scripts nonce="${nonce}">c()</scripts><script nonce="${nonce}">d()</script></body>`
    const scripts = pageScripts(adjacent, nonce, 'https://www.foyer.example')
    expect(scripts.hashes).toEqual([sha('a()'), sha('b()'), sha('d()')])
    expect(scripts.html).toBe('<body><script>a()</script><script>b()</script><scripts>c()</scripts><script>d()</script></body>')
  })

  it('makes the same page from two renderings whatever their nonces: generated pages have nothing per visitor', () => {
    const other = 'An0therN0nce'
    expect(pageScripts(page.replaceAll(nonce, other), other, 'https://www.foyer.example')).toEqual(pageScripts(page, nonce, 'https://www.foyer.example'))
  })

  it('puts the nonce on the scripts of administrator HTML only', () => {
    expect(withScriptNonce('<script src="https://cdn.example/x.js"></script><p>hi</p><SCRIPT>a()</SCRIPT>', 'N')).toBe(
      '<script nonce="N" src="https://cdn.example/x.js"></script><p>hi</p><script nonce="N">a()</SCRIPT>',
    )
    expect(withScriptNonce('<script nonce="other">x</script>', 'N')).toBe('<script nonce="other">x</script>')
    expect(withScriptNonce('<script>x</script>', undefined)).toBe('<script>x</script>')
  })
})

describe('the policy in a generated page and beside it (nginx)', () => {
  const policy = contentSecurityPolicy({ hashes: ['sha256-abc=', 'sha256-d+f='], scriptOrigins: ['https://cdn.example'], tagManager: false, dev: false })

  it('splits into the <meta> part and the header-only part, which together are the policy', () => {
    const meta = metaPolicy(policy)
    const header = headerOnlyPolicy(policy)
    expect(meta).not.toMatch(/frame-ancestors|report-uri|report-to|sandbox/)
    expect(directive(meta, 'script-src')).toBe(directive(policy, 'script-src'))
    expect(header).toBe("frame-ancestors 'self'; report-uri /api/csp-report/; report-to csp")
    expect([...meta.split('; '), ...header.split('; ')].sort()).toEqual(policy.split('; ').sort())
    // the header-only part is the same for every page, the strict policy's included
    expect(headerOnlyPolicy(contentSecurityPolicy({ hashes: [], scriptOrigins: [], tagManager: true, dev: false }))).toBe(header)
    expect(headerOnlyPolicy(STRICT_POLICY)).toBe(header)
  })

  it('goes into the head after its other meta elements and before the first script, link or style', () => {
    const html = '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><title>T</title><link rel="stylesheet" href="/assets/a.css"/><meta name="late"/><script>1</script></head><body><meta name="body"/></body></html>'
    const page = withPolicyMeta(html, metaPolicy(policy))
    const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy)}">`
    expect(page).toBe(html.replace('<title>', `${meta}<title>`))
    expect(page.indexOf(meta)).toBeLessThan(page.indexOf('<script'))
    // without meta elements: first in the head; without a head: where the parser makes it
    expect(withPolicyMeta('<html><head><script>1</script></head></html>', 'a')).toBe('<html><head><meta http-equiv="Content-Security-Policy" content="a"><script>1</script></head></html>')
    expect(withPolicyMeta('<!doctype html><title>x</title>', 'a')).toBe('<!doctype html><meta http-equiv="Content-Security-Policy" content="a"><title>x</title>')
    // an attribute value cannot end early
    expect(withPolicyMeta('<head></head>', `a"b&c`)).toBe('<head><meta http-equiv="Content-Security-Policy" content="a&quot;b&amp;c"></head>')
  })
})
