import { createServer } from 'node:http'
import type { Server } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { csrfToken, expect, expectHydrated, firstLinkOn, loginAsEditor, test } from './fixtures'
import type { APIRequestContext } from '@playwright/test'
import { mailCatcherPort } from './mail-catcher'
import { ownServerPort, startOwnServer } from './own-server'
import type { OwnServer } from './own-server'

/** The generated tree of a server under test (its FOYER_DATA_DIR/site, as playwright.config.ts sets them). */
function staticDir(projectName: string): string {
  const pglite = process.env.E2E_PGLITE_DIR ?? '.tmp/e2e-pglite'
  return path.resolve(projectName === 'postgres' ? `${pglite}-pg` : pglite, 'site')
}

/** When the generator last rendered a page, from the tree's manifest. */
async function generatedAt(dir: string, pagePath: string): Promise<number> {
  const manifest: unknown = JSON.parse(await readFile(path.join(dir, '.foyer-manifest.json'), 'utf8'))
  const pages = manifest && typeof manifest === 'object' && 'pages' in manifest ? manifest.pages : null
  const entry = pages && typeof pages === 'object' && pagePath in pages ? Reflect.get(pages, pagePath) : null
  const at = entry && typeof entry === 'object' && 'generatedAt' in entry ? entry.generatedAt : null
  if (typeof at !== 'number') throw new Error(`${pagePath} is not in the manifest of ${dir}`)
  return at
}

/** A plain static file server, knowing nothing of Foyer: `/x` answers `x/index.html`, else the file itself. */
async function plainStaticServer(roots: string[]): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://static').pathname)
    void (async () => {
      for (const root of roots) {
        for (const candidate of [path.join(root, pathname, 'index.html'), path.join(root, pathname)]) {
          if (!candidate.startsWith(root)) continue
          const info = await stat(candidate).catch(() => null)
          if (!info?.isFile()) continue
          const type = candidate.endsWith('.html') ? 'text/html; charset=utf-8' : candidate.endsWith('.js') ? 'text/javascript' : candidate.endsWith('.css') ? 'text/css' : 'application/octet-stream'
          response.writeHead(200, { 'content-type': type })
          response.end(await readFile(candidate))
          return
        }
      }
      response.writeHead(404).end()
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return { server, url: `http://127.0.0.1:${address.port}` }
}

/** An event, an article and the legal page of a language, found through the API, as visitors address them. */
async function samplePaths(request: APIRequestContext, lang: 'de' | 'en'): Promise<string[]> {
  const events = await (await request.get(`/${lang}/api/events/?page_size=1`)).json()
  const articles = await (await request.get(`/${lang}/api/articles/`)).json()
  const event = events.results[0]
  const article = articles.results[0]
  return [
    `/${lang}`,
    lang === 'de' ? '/de/programm' : '/en/events',
    `/${lang === 'de' ? 'de/programm' : 'en/events'}/${event.slugs[lang]}/${event.id}`,
    `/${lang === 'de' ? 'de/mediathek-de' : 'en/mediathek-en'}/${article.slugs[lang]}/${article.id}`,
    `/${lang}/impressum`,
  ]
}

async function waitForGenerated(request: APIRequestContext, paths: string[], timeout = 60_000): Promise<void> {
  for (const pagePath of paths) {
    await expect.poll(async () => (await request.get(pagePath)).headers()['x-foyer-cache'], { timeout }).toBe('STATIC')
  }
}

test.describe('static generation', () => {
  test('the generated tree is a static site: a plain file server answers complete pages in both languages', async ({ request }, testInfo) => {
    const paths = [...(await samplePaths(request, 'de')), ...(await samplePaths(request, 'en'))]
    await waitForGenerated(request, paths)
    const { server, url } = await plainStaticServer([staticDir(testInfo.project.name)])
    try {
      for (const pagePath of paths) {
        const answer = await fetch(url + pagePath)
        expect(answer.status, pagePath).toBe(200)
        const html = await answer.text()
        expect(html, pagePath).toMatch(/^<!DOCTYPE html>/i)
        expect(html, pagePath).toContain('</html>')
        expect(html, pagePath).toMatch(/<h1[\s>]/)
        expect(html, pagePath).toContain(`lang="${pagePath.slice(1, 3)}"`)
        // the compressed copies sit beside each page
        const file = path.join(staticDir(testInfo.project.name), decodeURIComponent(pagePath), 'index.html')
        expect((await stat(`${file}.br`)).size).toBeGreaterThan(0)
        expect((await stat(`${file}.gz`)).size).toBeGreaterThan(0)
      }
    } finally {
      server.close()
    }
  })

  test('shared answers carry no cookie and are compressed; the CSRF token comes on first need', async ({ request, page }) => {
    await waitForGenerated(request, ['/de'])
    const home = await request.get('/de', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(home.headers()['content-encoding']).toBe('br')
    expect(home.headers()['set-cookie']).toBeUndefined()
    expect(home.headers()['cache-control']).toContain('public')
    const api = await request.get('/de/api/events/', { headers: { 'accept-encoding': 'gzip' } })
    expect(api.headers()['content-encoding']).toBe('gzip')
    // files without a hash in their names are kept a day, then revalidated
    const logo = await request.get('/brand/logo.svg')
    expect(logo.headers()['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800')
    expect(logo.headers()['set-cookie']).toBeUndefined()
    // private API answers mint no token either: parallel calls would each set one, and the browser keep the last
    const userDetails = await Promise.all([1, 2, 3].map(() => request.get('/de/api/user-details/', { headers: { cookie: '' } })))
    for (const answer of userDetails) {
      expect(answer.headers()['cache-control']).not.toContain('public')
      expect(answer.headers()['set-cookie'] ?? '').not.toContain('csrftoken=')
    }
    // a visitor who only saw shared pages still books: the token is fetched when a write needs it
    const document = await page.goto('/de')
    expect(await document?.headerValue('set-cookie')).toBeNull()
    const token = await csrfToken(page)
    // signed and expiring: parts joined by dots
    expect(token).toMatch(/^[\w-]+(\.[\w-]+)+$/)
  })

  test('a visitor who is not signed in asks nobody who they are; signing in and out sets and clears the readable marker', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/user-details/')) asked.push(request.url())
    })
    for (const address of ['/en/events', '/de', '/de/programm']) {
      await page.goto(address)
      await expectHydrated(page)
    }
    // the header still offers the login: the answer was known without a request
    await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible()
    expect(asked).toEqual([])

    await loginAsEditor(page)
    const signedIn = await page.context().cookies()
    expect(signedIn.find((cookie) => cookie.name === 'sessionid')).toMatchObject({ httpOnly: true })
    expect(signedIn.find((cookie) => cookie.name === 'foyer_signed_in')).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax' })
    await page.goto('/de/programm')
    await expectHydrated(page)
    await expect(page.getByRole('region', { name: 'CMS-Hub' })).toBeVisible()
    await expect.poll(() => asked.length).toBeGreaterThan(0)

    await page.goto('/cms-hub')
    // the editor bar's logout reloads the page: wait for that, or it would cut short the next navigation
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Abmelden' }).click()])
    await expect.poll(async () => (await page.context().cookies()).filter((cookie) => cookie.name === 'sessionid' || cookie.name === 'foyer_signed_in')).toEqual([])
    const before = asked.length
    await page.goto('/de/programm')
    await expectHydrated(page)
    await expect(page.getByRole('region', { name: 'CMS-Hub' })).toHaveCount(0)
    expect(asked).toHaveLength(before)
  })

  test('a generated page of minutes ago asks the server again for nothing it brought', async ({ page, request }) => {
    // the browser's clock six minutes ahead of the server's: as a page generated six minutes ago (longer than any query
    // a page carries counts as fresh), or a visitor whose clock runs ahead. Not across Berlin's midnight, when "today"
    // would differ between the page and the browser.
    const shift = 6 * 60_000
    const berlinDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(at)
    test.skip(berlinDay(Date.now()) !== berlinDay(Date.now() + shift + 60_000), 'Berlin midnight is minutes away')
    await page.addInitScript((ahead) => {
      const now = Date.now.bind(Date)
      Date.now = () => now() + ahead
    }, shift)
    const asked: string[] = []
    page.on('request', (sent) => {
      const url = new URL(sent.url())
      if (sent.resourceType() === 'fetch' || sent.resourceType() === 'xhr') asked.push(url.pathname)
    })
    const pages = ['/de', await firstLinkOn(request, '/de/programm', /^\/de\/programm\/[^/]+\/\d+$/), await firstLinkOn(request, '/de/mediathek-de', /^\/de\/mediathek-de\/(?!categories\/|tags\/)[^/]+\/\d+$/), '/en/events']
    for (const address of pages) {
      await page.goto(address)
      await expectHydrated(page)
    }
    // the programme's calendar has its days with events from the page: the first of them can be chosen at once
    const { dates }: { dates: string[] } = await (await request.get('/en/api/calendar/')).json()
    expect(dates.length).toBeGreaterThan(0)
    const [year = 0, month = 1, day = 1] = (dates[0] ?? '').split('-').map(Number)
    await page.getByRole('button', { name: /^Date:/ }).click()
    const calendar = page.getByRole('group', { name: 'Choose a date' })
    const monthName = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1))
    // the calendar opens on the chosen month (today's): on to the month of the first day with events, a year at most
    for (let step = 0; step < 12 && !(await calendar.getByText(`${monthName} ${year}`).isVisible()); step++) await calendar.getByRole('button', { name: 'Next month' }).click()
    await expect(calendar.getByText(`${monthName} ${year}`)).toBeVisible()
    expect(await calendar.getByRole('button').filter({ hasText: new RegExp(`^${day}$`) }).isEnabled()).toBe(true)
    expect(asked).toEqual([])
  })

  /**
   * Two instances on one PostgreSQL database, as a venue runs them behind a load balancer: the second starts with
   * these tests and stops after them (the suite's other tests do not pay for its regenerations).
   */
  test.describe('two instances', () => {
    let secondInstance: OwnServer | null = null
    test.beforeAll(async ({ baseURL }, testInfo) => {
      const databaseUrl = process.env.E2E_DATABASE_URL
      if (testInfo.project.name !== 'postgres' || !databaseUrl) return
      // the second instance's site is generated while the tests run: its start may take a while on a busy machine
      testInfo.setTimeout(240_000)
      const basePort = Number(process.env.E2E_PORT ?? 3310)
      secondInstance = await startOwnServer(ownServerPort(baseURL, 5), {
        DATABASE_URL: databaseUrl,
        SECRET_KEY: process.env.E2E_SECRET_KEY ?? '',
        SMTP_URL: `smtp://127.0.0.1:${mailCatcherPort(basePort)}`,
        MAIL_FROM: 'Foyer <foyer@test.example>',
      })
    })
    test.afterAll(async () => {
      await secondInstance?.stop()
    })

    test('a logout on one instance ends the session on the other within a second, though that one remembered it', async ({ page, playwright }, testInfo) => {
      test.skip(testInfo.project.name !== 'postgres', 'two instances share a PostgreSQL database')
      if (!secondInstance) throw new Error('the second instance did not start')
      await loginAsEditor(page)
      const session = (await page.context().cookies()).find((cookie) => cookie.name === 'sessionid')
      if (!session) throw new Error('no session after login')
      const second = await playwright.request.newContext({ baseURL: secondInstance.url, extraHTTPHeaders: { cookie: `sessionid=${session.value}` } })
      const signedInThere = async () => (await (await second.get('/de/api/user-details/')).json()).is_logged_in
      // the second instance answers the session from its memory from now on
      expect(await signedInThere()).toBe(true)
      expect(await signedInThere()).toBe(true)
      const token = await csrfToken(page)
      expect((await page.request.post('/de/api/user-logout/', { headers: { 'X-CSRFToken': token } })).status()).toBe(200)
      await expect.poll(signedInThere, { timeout: 1_000, intervals: [50] }).toBe(false)
      await second.dispose()
    })

    test('an event title change regenerates its page, the programme and the home page, and nothing unrelated', async ({ page, request, playwright }, testInfo) => {
      // on PostgreSQL a second instance shares the database: it must follow too
      const second = secondInstance ? await playwright.request.newContext({ baseURL: secondInstance.url }) : null
      const instances = second ? [request, second] : [request]
      const dirs = secondInstance ? [staticDir('postgres'), path.join(secondInstance.dataDir, 'site')] : [staticDir(testInfo.project.name)]
      // an event the home page links to right now (titles recur), and that begins well after this test: events that
      // have begun leave the lists, and the home page would then never show the new title
      const homeHtml = await (await request.get('/de')).text()
      // the programme shows its first events only: the event must be on both pages
      const programmeHtml = await (await request.get('/de/programm')).text()
      const listed: { id: number; title: string; slugs: { de: string }; date_start: string }[] = (await (await request.get('/de/api/events/?page_size=100')).json()).results
      // the latest starting of them: the one least likely to begin before the test is done (it takes under a minute)
      const notBefore = Date.now() + 15 * 60 * 1000
      const onHome = listed.filter((event) => [homeHtml, programmeHtml].every((html) => html.includes(`/de/programm/${event.slugs.de}/${event.id}"`)))
      const home = onHome.toSorted((a, b) => Date.parse(b.date_start) - Date.parse(a.date_start)).find((event) => Date.parse(event.date_start) >= notBefore)
      if (!home) {
        const seen = onHome.map((event) => `${event.id} at ${event.date_start}`).join(', ') || 'none'
        throw new Error(`no event on the home page and the programme begins at least 15 minutes from now (${new Date(notBefore).toISOString()}); events on both: ${seen}`)
      }
      const eventPath = `/de/programm/${home.slugs.de}/${home.id}`
      const unrelated = '/de/impressum'
      // the second instance started with this group of tests and may still be generating its site
      for (const instance of instances) await waitForGenerated(instance, [eventPath, '/de/programm', '/de', unrelated], 150_000)
      // the manifest lists a page a moment after its files are written
      const inManifest = (dir: string, pagePath: string) => generatedAt(dir, pagePath).then(() => true, () => false)
      for (const dir of dirs) await expect.poll(async () => (await inManifest(dir, eventPath)) && (await inManifest(dir, unrelated))).toBe(true)
      const eventBefore = await Promise.all(dirs.map((dir) => generatedAt(dir, eventPath)))
      const unrelatedBefore = await Promise.all(dirs.map((dir) => generatedAt(dir, unrelated)))
      await expect(page.request.get('/de').then((answer) => answer.text())).resolves.toContain(home.title)

      await loginAsEditor(page)
      const title = `Neu betitelt ${Date.now()}`
      const token = await csrfToken(page)
      const changedAt = Date.now()
      const copy = await (await page.request.get(`/de/api/backoffice/events/${home.id}/`)).json()
      const update = await page.request.post(`/de/api/backoffice/events/${home.id}/`, { data: { updated_at: copy.updated_at, title: { de: title } }, headers: { 'X-CSRFToken': token } })
      expect(update.status()).toBe(200)

      // the state is awaited, not a time: how soon a change is fresh is measured by scripts/bench-static.mjs ("publish →
      // first fresh response", goal ≤ 1 s) on a quiet machine; here three servers share two cores with the browsers.
      // The time this run took is kept beside the result.
      for (const instance of instances) {
        for (const pagePath of [eventPath, '/de/programm', '/de']) {
          await expect.poll(async () => (await instance.get(pagePath)).text(), { timeout: 30_000, intervals: [50] }).toContain(title)
        }
      }
      testInfo.annotations.push({ type: 'fresh after', description: `${Date.now() - changedAt} ms on ${instances.length} instance(s)` })
      // the manifest shows the regeneration of the event page, and none of the unrelated page
      const eventRegenerated = async () => (await Promise.all(dirs.map((dir) => generatedAt(dir, eventPath)))).every((at, index) => at > (eventBefore[index] ?? Number.POSITIVE_INFINITY))
      await expect.poll(eventRegenerated).toBe(true)
      expect(await Promise.all(dirs.map((dir) => generatedAt(dir, unrelated)))).toEqual(unrelatedBefore)

      // put the title back for the other tests
      const { updated_at } = await update.json()
      const restore = await page.request.post(`/de/api/backoffice/events/${home.id}/`, { data: { updated_at, title: { de: home.title } }, headers: { 'X-CSRFToken': token } })
      expect(restore.status()).toBe(200)
      await second?.dispose()
    })

  })

  test('back-office writes need an editor', async ({ page }) => {
    await page.goto('/de')
    const token = await csrfToken(page)
    const answer = await page.request.post('/de/api/backoffice/events/1/', { data: { updated_at: new Date().toISOString(), title: { de: 'x' } }, headers: { 'X-CSRFToken': token } })
    expect(answer.status()).toBe(401)
  })
})
