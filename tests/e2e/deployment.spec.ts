import { request as httpRequest } from 'node:http'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { csrfToken, expect, expectAccessible, expectHydrated, expectRegenerated, holdTickets, loginAsEditor, test, withConsent } from './fixtures'
import { headerOnlyPolicy, metaPolicy } from '../../src/server/http/security-headers'
import { OFFLINE_MARKER } from '../../src/server/static/static-site.server'
import { ownServerPort } from './own-server'
import { startNginx } from '../support/nginx'
import type { RunningNginx } from '../support/nginx'

/**
 * The deployment the README recommends, run: Debian's nginx with the shipped deploy/nginx/foyer.conf (its paths and
 * ports replaced by the suite's) in front of the suite's PostgreSQL server. Every request of these tests goes to
 * nginx; the suite's server is reached only through it.
 */

const NGINX_SLOT = 3
/** The suite's Foyer of this leg, as playwright.config.ts starts it. */
const foyerUrl = () => String(test.info().project.use.baseURL)
const nginxUrl = (foyer: string) => `http://127.0.0.1:${ownServerPort(foyer, NGINX_SLOT)}`
/** Its generated tree (FOYER_DATA_DIR/site) and the build's assets. */
const staticDir = () => path.resolve(`${process.env.E2E_PGLITE_DIR ?? '.tmp/e2e-pglite'}-pg`, 'site')
const publicDir = () => path.resolve(path.dirname(process.env.E2E_SERVER_ENTRY ?? '.output/server/index.mjs'), '..', 'public')

/** A raw answer: status, headers and the bytes as they came over the wire (no decompression). */
function raw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { headers }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }))
      incoming.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** nginx's access log names each request's test id and where nginx took the answer from (`-`: its disk). */
const LOG_FORMAT = 'foyer_test'

let nginx: RunningNginx | undefined

test.describe('the nginx deployment (deploy/nginx/foyer.conf)', () => {
  // every request of the tests (page, request) goes to nginx
  test.use({ baseURL: async ({ baseURL }, use) => use(nginxUrl(String(baseURL))) })

  test.beforeAll(async () => {
    const testInfo = test.info()
    if (testInfo.project.name !== 'postgres') return
    const foyer = new URL(String(testInfo.project.use.baseURL))
    nginx = await startNginx({ port: Number(new URL(nginxUrl(foyer.origin)).port), foyer: foyer.host, staticDir: staticDir(), publicDir: publicDir() }, { accessLogFormat: LOG_FORMAT })
  })
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'postgres', 'the deployment runs on the PostgreSQL leg')
  })
  test.afterAll(async () => {
    await nginx?.stop()
  })

  /** Where nginx took the answer to the request with this test id from: '-' for its disk, else Foyer's address. */
  const upstreamOf = async (id: string) => {
    let line: string | undefined
    // nginx logs a request once it has answered it: a moment after the client has the answer
    await expect.poll(() => (line = (nginx?.accessLog() ?? '').split('\n').find((entry) => entry.startsWith(`${id} `)))).toBeDefined()
    return line?.split(' ')[2]
  }
  let counter = 0
  const nextId = () => `t${Date.now()}-${++counter}`

  test('generated pages come from nginx\'s disk, the .br or .gz copy as the browser accepts, and Node never sees them', async ({ request }) => {
    const site = staticDir()
    const foyer = foyerUrl()
    // the server has generated the pages (its own answer says so)
    for (const pagePath of ['/de', '/en', '/de/programm']) {
      await expect.poll(async () => (await request.get(`${foyer}${pagePath}`)).headers()['x-foyer-cache'], { timeout: 60_000 }).toBe('STATIC')
    }
    for (const pagePath of ['/de', '/en', '/de/programm']) {
      for (const [accept, encoding, suffix] of [['br, gzip', 'br', '.br'], ['gzip', 'gzip', '.gz'], ['', undefined, '']] as const) {
        // the idle recompression may replace a copy between the read and the request: compare once both agree
        await expect
          .poll(async () => {
            const id = nextId()
            const answer = await raw(`${nginx?.url}${pagePath}`, { 'accept-encoding': accept, 'x-test-id': id })
            expect(answer.status).toBe(200)
            // a header only nginx's configuration adds, none of Foyer's own, and nginx's log: not passed on
            expect(answer.headers['x-foyer-static']).toBe('nginx')
            expect(answer.headers['x-foyer-cache']).toBeUndefined()
            expect(answer.headers['x-request-id']).toBeUndefined()
            expect(answer.headers['content-encoding']).toBe(encoding)
            expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
            expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
            expect(await upstreamOf(id)).toBe('-')
            const file = await readFile(path.join(site, pagePath, `index.html${suffix}`))
            return answer.body.equals(file)
          }, { message: `${pagePath} ${accept || 'identity'}` })
          .toBe(true)
      }
    }
    // the manifest and the temporary files of the tree are not pages: nginx has nothing for them, Node answers 404
    const manifest = await raw(`${nginx?.url}/.foyer-manifest.json`, {})
    expect(manifest.headers['x-foyer-static']).toBeUndefined()
    expect(manifest.status).toBe(404)
  })

  test('a page from nginx\'s disk carries the policy Node sends with it, and runs and hydrates under it without a violation', async ({ page, consoleErrors }) => {
    const foyer = foyerUrl()
    /** the policy the page's HTML carries in its <meta> element */
    const metaOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&')
    const hashesOf = (policy: string) => (policy.match(/'sha256-[^']+'/g) ?? []).sort()
    for (const pagePath of ['/de', '/en', '/de/programm']) {
      // a regeneration may fall between the two requests: compare once Node and nginx answer the same page
      await expect
        .poll(
          async () => {
            const node = await raw(`${foyer}${pagePath}`, {})
            expect(node.headers['x-foyer-cache']).toBe('STATIC')
            const nodePolicy = String(node.headers['content-security-policy'])
            const answer = await raw(`${nginx?.url}${pagePath}`, {})
            expect(answer.headers['x-foyer-static']).toBe('nginx')
            if (!answer.body.equals(node.body)) return 'not the same page yet'
            const html = answer.body.toString()
            const inPage = metaOf(html) ?? ''
            // the page's own part, with the hashes of its inline scripts, before its first script
            expect(inPage).toBe(metaPolicy(nodePolicy))
            expect(hashesOf(inPage).length).toBeGreaterThan(0)
            expect(hashesOf(inPage)).toEqual(hashesOf(nodePolicy))
            expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'))
            // the part only a header can carry, from nginx's configuration, and the other security headers as Node's
            expect(answer.headers['content-security-policy']).toBe(headerOnlyPolicy(nodePolicy))
            for (const name of ['x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy', 'reporting-endpoints']) {
              expect(answer.headers[name], name).toBe(node.headers[name])
            }
            // HSTS only over HTTPS, from both
            expect(node.headers['strict-transport-security']).toBeUndefined()
            expect(answer.headers['strict-transport-security']).toBeUndefined()
            return 'the same policy'
          },
          { message: pagePath, timeout: 30_000 },
        )
        .toBe('the same policy')
    }

    // chromium loads the page from nginx's disk: every script it runs is allowed (a refused one is a console error,
    // and the listener reports each violation as one), and the page hydrates
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`))
    })
    const response = await page.goto('/de')
    expect(response?.headers()['x-foyer-static']).toBe('nginx')
    await expectHydrated(page)
    await page.waitForLoadState('networkidle')
    expect(consoleErrors).toEqual([])
    // the policy is in force and the listener hears it: a script the page did not write is refused
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'document.documentElement.dataset.injected = "ran"'
      document.body.append(script)
    })
    // the two messages of that refusal, the browser's and the listener's, are all the console has
    await expect.poll(() => consoleErrors.length).toBe(2)
    expect(consoleErrors.filter((error) => error === 'CSP violation: script-src-elem inline')).toHaveLength(1)
    expect(consoleErrors.filter((error) => error.includes('violates the following Content Security Policy directive'))).toHaveLength(1)
    expect(await page.locator('html').getAttribute('data-injected')).toBeNull()
    // expected, and checked: not left for the fixture's check of unexpected console errors
    consoleErrors.length = 0
  })

  test('while the site is switched off in the hub, nginx leaves every request to Node: visitors get the offline page', async ({ browser, baseURL, page, request }) => {
    const foyer = new URL(foyerUrl()).host
    const marker = path.join(staticDir(), OFFLINE_MARKER)
    await loginAsEditor(page)
    const siteSwitch = page.getByRole('switch', { name: 'Website ist online' })
    const token = await csrfToken(page)
    try {
      await expect(siteSwitch).toBeChecked()
      await siteSwitch.click()
      await page.getByRole('dialog').getByRole('button', { name: 'Offline nehmen' }).click()
      await expect(siteSwitch).not.toBeChecked()
      await expect(page.getByText('Gespeichert.')).toBeVisible()
      // the server has put the marker into the tree nginx reads before it answered the switch
      expect(existsSync(marker)).toBe(true)
      for (const pagePath of ['/de', '/en', '/de/programm']) {
        const id = nextId()
        const answer = await request.get(pagePath, { headers: { 'x-test-id': id } })
        expect(answer.status(), pagePath).toBe(503)
        expect(answer.headers()['retry-after']).toBe('600')
        expect(answer.headers()['x-foyer-static']).toBeUndefined()
        expect(await answer.text()).toContain('Website offline')
        expect(await upstreamOf(id)).toBe(foyer)
      }
      // a visitor's browser sees the offline page
      const visitor = await withConsent(await browser.newContext({ baseURL, locale: 'de-DE' }), baseURL)
      try {
        const visitorPage = await visitor.newPage()
        const offline = await visitorPage.goto('/de/programm')
        expect(offline?.status()).toBe(503)
        // still the offline page once the page has hydrated (the browser's router knows the error as the server did)
        await expectHydrated(visitorPage)
        await expect(visitorPage.getByRole('heading', { level: 1, name: 'Website offline' })).toBeVisible()
        await expectAccessible(visitorPage, 'the offline page through nginx')
      } finally {
        await visitor.close()
      }
      // staff keep the hub, through nginx, to switch the site on again
      await page.reload()
      await expect(page.getByRole('heading', { name: 'CMS-Hub' })).toBeVisible()
      await expectHydrated(page)
      await siteSwitch.click()
      await expect(siteSwitch).toBeChecked()
      await expect.poll(() => existsSync(marker)).toBe(false)
    } finally {
      // whatever happened above, the site is on again for the other tests
      const restore = await page.request.post('/pageeditor-api/settings', { data: { is_site_online: true }, headers: { 'X-CSRFToken': token } })
      expect(restore.status()).toBe(200)
    }
    expect(existsSync(marker)).toBe(false)
    // the pages come from nginx's disk again
    const id = nextId()
    const answer = await request.get('/de', { headers: { 'x-test-id': id } })
    expect(answer.status()).toBe(200)
    expect(answer.headers()['x-foyer-static']).toBe('nginx')
    expect(await upstreamOf(id)).toBe('-')
    // the switch regenerates every page (they show the settings): the next test finds them complete
    await expectRegenerated(page)
  })

  test('the API, a filtered page, the cart, server functions and the editor pass through to Node', async ({ page, request }) => {
    const foyer = new URL(foyerUrl()).host
    // the API
    let id = nextId()
    const events = await request.get('/de/api/events/?page_size=1', { headers: { 'x-test-id': id } })
    expect(events.status()).toBe(200)
    expect((await events.json()).results).toHaveLength(1)
    expect(await upstreamOf(id)).toBe(foyer)
    // a page with a query it reads
    id = nextId()
    const filtered = await request.get('/de/programm?category=konzert', { headers: { 'x-test-id': id } })
    expect(filtered.status()).toBe(200)
    expect(filtered.headers()['x-foyer-static']).toBeUndefined()
    expect(await upstreamOf(id)).toBe(foyer)

    // the cart: a hold through the API, the cart page (not generated), emptied again
    await page.goto('/de')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    expect(await holdTickets(page, 1)).toBe(1)
    await page.goto('/webshop')
    await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible()
    await page.getByRole('button', { name: 'Warenkorb leeren' }).click()
    await expect(page.getByText('Der Warenkorb ist geleert, die Karten sind wieder freigegeben.')).toBeVisible()

    // server functions (the hub's sign-in) and the editor: with a session every page is Node's
    await loginAsEditor(page)
    expect(new URL(page.url()).origin).toBe(nginx?.url)
    id = nextId()
    const signedIn = await page.request.get('/de', { headers: { 'x-test-id': id } })
    expect(signedIn.status()).toBe(200)
    expect(signedIn.headers()['x-foyer-static']).toBeUndefined()
    expect(await upstreamOf(id)).toBe(foyer)
    // the in-place editor on a CMS page, served through nginx
    await page.goto('/de/kinder?edit')
    await expect(page.getByRole('toolbar', { name: 'Editor-Werkzeugleiste' })).toBeVisible()
    await expect(page.locator('html')).toHaveClass(/editor-edit-mode/)
  })

  // how soon is measured by scripts/bench-static.mjs (publish → fresh); here the state alone: a slow or busy machine
  // takes longer, and that is no failure of the deployment
  test('a change reaches the page nginx serves from its disk', async ({ page, request }) => {
    const foyer = foyerUrl()
    const listed: { id: number; title: string; slugs: { de: string } }[] = (await (await request.get('/de/api/events/?page_size=30')).json()).results
    const event = listed[0]
    if (!event) throw new Error('no event listed')
    const eventPath = `/de/programm/${event.slugs.de}/${event.id}`
    await expect.poll(async () => (await request.get(`${foyer}${eventPath}`)).headers()['x-foyer-cache'], { timeout: 60_000 }).toBe('STATIC')
    const before = await request.get(eventPath)
    expect(before.headers()['x-foyer-static']).toBe('nginx')

    await loginAsEditor(page)
    const token = await csrfToken(page)
    const copy = await (await page.request.get(`/de/api/backoffice/events/${event.id}/`)).json()
    const title = `Über nginx ${Date.now()}`
    const update = await page.request.post(`/de/api/backoffice/events/${event.id}/`, { data: { updated_at: copy.updated_at, title: { de: title } }, headers: { 'X-CSRFToken': token } })
    expect(update.status()).toBe(200)
    // an anonymous visitor through nginx, answered from the disk
    await expect
      .poll(async () => {
        const answer = await request.get(eventPath)
        expect(answer.headers()['x-foyer-static']).toBe('nginx')
        return answer.text()
      }, { timeout: 60_000, intervals: [50] })
      .toContain(title)

    const { updated_at } = await update.json()
    const restore = await page.request.post(`/de/api/backoffice/events/${event.id}/`, { data: { updated_at, title: { de: event.title } }, headers: { 'X-CSRFToken': token } })
    expect(restore.status()).toBe(200)
    await expect.poll(async () => (await request.get(eventPath)).text(), { timeout: 60_000, intervals: [50] }).toContain(event.title)
    await expectRegenerated(page)
  })
})
