import { createHash, randomBytes } from 'node:crypto'
import { request as playwrightRequest } from '@playwright/test'
import { DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD, csrfToken, expect, loginAsEditor, test } from './fixtures'

const notFoundConsole = { allowConsoleErrors: [/status of 404/] }

test.describe('routes', () => {
  const pages: [string, string][] = [
    ['/de', '/en'],
    ['/de/programm', '/en/events'],
    ['/de/produktionen', '/en/productions'],
    ['/de/mediathek-de', '/en/mediathek-en'],
    ['/de/mediathek-de/tags', '/en/mediathek-en/tags'],
    ['/de/team', '/en/team'],
    ['/de/agb', '/en/agb'],
    ['/de/datenschutz', '/en/datenschutz'],
    ['/de/impressum', '/en/impressum'],
    ['/de/user/profile', '/en/user/profile'],
    ['/de/user/settings', '/en/user/settings'],
    ['/de/search', '/en/search'],
    ['/de/ueber-uns', '/en/about'],
  ]

  for (const [de, en] of pages) {
    test(`${de} and ${en} answer 200`, async ({ request }) => {
      for (const path of [de, en]) {
        const response = await request.get(path)
        expect(response.status(), path).toBe(200)
        expect(await response.text()).toContain(`<html lang="${path.slice(1, 3)}"`)
      }
    })
  }

  test('the non-localized routes answer', async ({ request }) => {
    for (const path of ['/cms-hub', '/webshop', '/webshop/cart/step-2', '/eventim.webshop', '/eventim.webshop/x', '/test.webshop', '/testshop/a/b', '/eventim-template']) {
      expect((await request.get(path)).status(), path).toBe(200)
    }
  })

  test('old webshop paths lead to the pages that replaced them', async ({ request }) => {
    const response = await request.get('/webshop/webticket/eventlist', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe('/de/programm')
  })

  test('a section segment in the wrong language is not found', async ({ request }) => {
    expect((await request.get('/de/events')).status()).toBe(404)
    expect((await request.get('/en/programm')).status()).toBe(404)
  })

})

test.describe('not found', () => {
  test.use(notFoundConsole)

  test('unknown paths answer 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/de/gibt-es-nicht/wirklich-nicht')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found')
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de')
  })

  test('an unknown language prefix is not found', async ({ request }) => {
    expect((await request.get('/fr/programm')).status()).toBe(404)
  })

  test('a route id that is not a number fails validation with 404', async ({ page }) => {
    const response = await page.goto('/de/team/anna/abc')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite konnte nicht gefunden werden')
  })
})

test.describe('language', () => {
  test('the root redirects by the browser language, and only the root', async ({ request }) => {
    const en = await request.get('/', { headers: { 'accept-language': 'en-GB,en;q=0.9,de;q=0.5' }, maxRedirects: 0 })
    expect(en.status()).toBe(302)
    expect(en.headers().location).toBe('/en')
    const de = await request.get('/', { headers: { 'accept-language': 'fr-FR,de;q=0.8' }, maxRedirects: 0 })
    expect(de.headers().location).toBe('/de')
    const page = await request.get('/en/events', { headers: { 'accept-language': 'de' }, maxRedirects: 0 })
    expect(page.status()).toBe(200)
  })

  test('the language switch leads to the same page in the other language', async ({ page }) => {
    await page.goto('/de/programm')
    const toEnglish = page.getByRole('link', { name: /Sprache wechseln/ })
    await expect(toEnglish).toContainText('EN')
    await toEnglish.click()
    await expect(page).toHaveURL(/\/en\/events$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByRole('link', { name: /Switch language/ }).click()
    await expect(page).toHaveURL(/\/de\/programm$/)
  })

  test('the language switch of a CMS page uses its translated path', async ({ page }) => {
    await page.goto('/de/ueber-uns')
    await page.getByRole('link', { name: /Sprache wechseln/ }).click()
    await expect(page).toHaveURL(/\/en\/about$/)
  })
})

test.describe('redirects', () => {
  test('entries of the redirect table answer 301', async ({ request }) => {
    const response = await request.get('/de/spielplan', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe('/de/programm')
  })

  test('?v= is dropped for anonymous visitors with a permanent redirect', async ({ request }) => {
    const response = await request.get('/de/ueber-uns?v=3', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe('/de/ueber-uns')
  })

  test('overlay=true on the programme is removed by a redirect', async ({ request }) => {
    const response = await request.get('/en/events?overlay=true&tag=2', { maxRedirects: 0 })
    expect([301, 302]).toContain(response.status())
    expect(response.headers().location).toBe('/en/events?tag=2')
  })
})

test.describe('security', () => {
  test('every answer carries the security headers and a CSP without unsafe-inline scripts', async ({ request }) => {
    const response = await request.get('/de')
    const headers = response.headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    const csp = headers['content-security-policy'] ?? ''
    expect(csp).toContain("frame-ancestors 'self'")
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src')) ?? ''
    // the page's own inline scripts run by their hashes (decision 0020), never by 'unsafe-inline' or a shared nonce
    expect(scriptSrc).toMatch(/'sha256-[\w+/=]{43,}'/)
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'nonce-")
    const api = await request.get('/api/breaking-news/')
    expect(api.headers()['x-content-type-options']).toBe('nosniff')
  })

  test('a POST without a CSRF token is refused with 403', async ({ request, baseURL }) => {
    const fresh = await playwrightRequest.newContext({ baseURL })
    const response = await fresh.post('/api/dashboard-error-log/', { data: { url: '/de/nix' } })
    expect(response.status()).toBe(403)
    expect((await response.json()).detail).toContain('Sitzung')
    await fresh.dispose()
    const english = await request.post('/en/api/dashboard-error-log/', { data: { url: '/en/nothing' } })
    expect(english.status()).toBe(403)
    expect((await english.json()).detail).toContain('session')
  })

  test('a POST with the CSRF token is accepted, and a forged token is not', async ({ page }) => {
    await page.goto('/de/impressum')
    const token = await csrfToken(page)
    const ok = await page.request.post('/api/dashboard-error-log/', { data: { url: '/de/fehlt' }, headers: { 'X-CSRFToken': token } })
    expect(ok.status()).toBe(200)
    const forged = await page.request.post('/api/dashboard-error-log/', { data: { url: '/de/fehlt' }, headers: { 'X-CSRFToken': `${token}x` } })
    expect(forged.status()).toBe(403)
  })

  test('an oversized body gets 413 and the server keeps answering', async ({ page }) => {
    await page.goto('/de/impressum')
    const token = await csrfToken(page)
    const response = await page.request.post('/api/dashboard-error-log/', {
      data: { url: `/${'x'.repeat(2_000_000)}` },
      headers: { 'X-CSRFToken': token },
    })
    expect(response.status()).toBe(413)
    expect((await page.request.get('/api/breaking-news/')).status()).toBe(200)
  })

  test('malformed JSON gets a clear 400', async ({ page }) => {
    await page.goto('/en/impressum')
    const token = await csrfToken(page)
    const response = await page.request.post('/en/api/dashboard-error-log/', {
      data: '{"url": ',
      headers: { 'X-CSRFToken': token, 'content-type': 'application/json' },
    })
    expect(response.status()).toBe(400)
    expect((await response.json()).detail).toBe('The request contains invalid data.')
  })
})

test.describe('caching', () => {
  test('anonymous pages are shared from the generated site with CDN headers and no cookie; the CSP names every inline script by hash', async ({ request }) => {
    await request.get('/de/besuch')
    const second = await request.get('/de/besuch')
    expect(second.status()).toBe(200)
    expect(second.headers()['x-foyer-cache']).toBe('STATIC')
    expect(second.headers()['set-cookie']).toBeUndefined()
    expect(second.headers()['cache-control']).toContain('s-maxage=')
    expect(second.headers()['cache-tag']).toContain('path:/de/besuch')
    const html = await second.text()
    // the generated page names each of its inline scripts by hash: every one of them runs, nothing else inline does
    // (JSON data blocks — structured data, a site fragment's data — are not run and need no hash)
    const csp = second.headers()['content-security-policy'] ?? ''
    const inline = [...html.matchAll(/<script(?![^>]*(?:application\/(?:ld\+)?json|\ssrc=))[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')
    expect(inline.length).toBeGreaterThan(0)
    for (const body of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
    expect(csp).not.toContain("'nonce-")

    // a made-up session cookie, shaped as the site's own, is anonymous: the same generated page
    const madeUp = await request.get('/de/besuch', { headers: { cookie: `sessionid=${randomBytes(48).toString('base64url')}` } })
    expect(madeUp.status()).toBe(200)
    expect(madeUp.headers()['x-foyer-cache']).toBe('STATIC')
    expect(madeUp.headers().etag).toBe(second.headers().etag)
    expect(madeUp.headers()['set-cookie']).toBeUndefined()
  })
})

test.describe('editor session', () => {
  test('the editor logs in and out', async ({ page }) => {
    await page.goto('/cms-hub')
    await page.getByLabel('E-Mail-Adresse').fill(DEMO_EDITOR_EMAIL)
    await page.getByLabel('Passwort').fill('falsch')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.')
    await page.getByLabel('Passwort').fill(DEMO_EDITOR_PASSWORD)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page.getByRole('heading', { name: 'CMS-Hub' })).toBeVisible()
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'sessionid')
    expect(session?.httpOnly).toBe(true)
    expect(session?.sameSite).toBe('Lax')
    const user = await page.request.get('/de/pageeditor-api/user')
    expect((await user.json()).email).toBe(DEMO_EDITOR_EMAIL)
    // the signed-in editor's pages are rendered for them, not the generated ones
    expect((await page.request.get('/de/besuch')).headers()['x-foyer-cache']).not.toBe('STATIC')
    await page.goto('/de')
    await page.getByRole('button', { name: 'Abmelden' }).click()
    await expect(page.getByRole('button', { name: 'Abmelden' })).toHaveCount(0)
    expect((await page.request.get('/de/pageeditor-api/user')).status()).toBe(401)
  })
})

test.describe('site status', () => {
  test('site offline answers 503 "Website offline" on every page', async ({ page }) => {
    await loginAsEditor(page)
    const token = await csrfToken(page)
    const switchSite = (online: boolean) =>
      page.request.post('/pageeditor-api/settings', { data: { is_site_online: online }, headers: { 'X-CSRFToken': token } })
    expect((await switchSite(false)).status()).toBe(200)
    try {
      for (const path of ['/de', '/en/events', '/de/ueber-uns', '/de/gibt-es-nicht']) {
        const response = await page.request.get(path, { headers: { accept: 'text/html' } })
        expect(response.status(), path).toBe(503)
        expect(await response.text()).toContain('Website offline')
      }
    } finally {
      expect((await switchSite(true)).status()).toBe(200)
    }
    expect((await page.request.get('/de')).status()).toBe(200)
  })
})
