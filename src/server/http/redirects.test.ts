import { describe, expect, it } from 'vitest'
import { onSiteLocation, onSitePath } from './redirects'

const origin = 'http://127.0.0.1:3000'
const site = 'https://www.kulturhaus.example'

describe('redirects stay on the site', () => {
  it('collapses leading slashes and backslashes of a request path', () => {
    expect(onSitePath('//evil.example')).toBe('/evil.example')
    expect(onSitePath('/\\evil.example/')).toBe('/evil.example/')
    expect(onSitePath('\\\\evil.example')).toBe('/evil.example')
    expect(onSitePath('/\t/evil.example')).toBe('/evil.example')
    expect(onSitePath('/de/programm')).toBe('/de/programm')
    expect(onSitePath('/de/a\\b?x=\\\\y')).toBe('/de/a/b?x=\\\\y')
  })

  it('keeps targets on the request or configured origin as paths', () => {
    expect(onSiteLocation('/de/neu', origin, site)).toBe('/de/neu')
    expect(onSiteLocation('http://127.0.0.1:3000/de/x?a=1#f', origin, site)).toBe('/de/x?a=1#f')
    expect(onSiteLocation('https://www.kulturhaus.example/en/y', origin, site)).toBe('/en/y')
    expect(onSiteLocation('de/relative', origin, site)).toBe('/de/relative')
  })

  it('refuses every target another browser would read as another host', () => {
    for (const target of ['//evil.example', '/\\evil.example/', '\\\\evil.example', 'https://evil.example/de', 'javascript:alert(1)', ' //evil.example', '/\t/evil.example', 'http://evil.example@127.0.0.2/', 'data:text/html,x']) {
      expect(onSiteLocation(target, origin, site), target).toBeNull()
    }
  })
})
