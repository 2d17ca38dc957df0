import { createHash } from 'node:crypto'
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { Agent, request as httpRequest } from 'node:http'
import path from 'node:path'
import postgres from 'postgres'
import { DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD, expect, expectAccessible, expectHydrated, test } from './fixtures'
import { ownServerPort, startOwnServer, waitUntilUp } from './own-server'

/** One raw HTTP request (paths exactly as written: no client normalises `//` or `\`). */
function raw(baseURL: string | undefined, path: string, options: { method?: string; headers?: Record<string, string>; body?: string; agent?: Agent } = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const base = new URL(baseURL ?? 'http://127.0.0.1:3310')
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: base.hostname, port: base.port, path, method: options.method ?? 'GET', headers: options.headers, agent: options.agent }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
    })
    req.on('error', reject)
    req.end(options.body)
  })
}

function locationOf(answer: { headers: Record<string, string | string[] | undefined> }): string {
  const location = answer.headers.location
  return typeof location === 'string' ? location : ''
}

test.describe('redirects stay on the site', () => {
  test('request paths that a browser reads as another host are redirected to this site', async ({ baseURL }) => {
    for (const path of ['//evil.example?v=1', '/\\evil.example/?v=1', '//evil.example/?overlay=true', '///evil.example/de?v=2', '//evil.example/', '/%5Cevil.example?v=1']) {
      const answer = await raw(baseURL, path)
      const location = locationOf(answer)
      if (answer.status >= 300 && answer.status < 400) {
        const resolved = new URL(location, baseURL)
        expect(resolved.origin, `${path} → ${location}`).toBe(new URL(baseURL ?? '').origin)
        expect(location, path).not.toMatch(/^(\/\/|\/\\|\\)/)
      }
    }
  })
})

const INTERNALS = /failed query|\bselect\b[^<>]{0,200}\bfrom\s+"|insert into|params:|node_modules|PostgresError|DrizzleQueryError|PGlite|Seroval Error|out of range for type|invalid byte sequence|\bat [^\s(]+ \([^)]*:\d+:\d+\)/i

/** The server functions of the build under test (their ids are hashes the browser learns from the bundle). */
function serverFunctionIds(): Map<string, string> {
  const dir = path.resolve(path.dirname(process.env.E2E_SERVER_ENTRY ?? '.output/server/index.mjs'), '_ssr')
  const ids = new Map<string, string>()
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.mjs'))) {
    for (const match of readFileSync(path.join(dir, file), 'utf8').matchAll(/createServerRpc\(\{\s*id:\s*"([0-9a-f]+)",\s*name:\s*"([^"]+)"/g)) {
      if (match[1] && match[2]) ids.set(match[2], match[1])
    }
  }
  return ids
}

/** A visitor's CSRF cookie and token, as the browser holds them. */
async function visitorToken(baseURL: string | undefined): Promise<{ token: string; cookie: string }> {
  const answer = await raw(baseURL, '/api/csrf/')
  const token: unknown = JSON.parse(answer.body).token
  if (typeof token !== 'string') throw new Error('no token')
  const cookies = answer.headers['set-cookie'] ?? []
  expect(cookies.length, 'one csrftoken cookie, the one in the body').toBe(1)
  expect(cookies[0]).toContain(`csrftoken=${token}`)
  return { token, cookie: `csrftoken=${token}` }
}

test.describe('cache-busting filters', () => {
  test('a programme filter naming nothing leads to the programme without it; real filters render as they are', async ({ request }) => {
    const tags: { id: number; name: string }[] = await (await request.get('/de/api/event-tags/')).json()
    const tag = tags[0]
    if (!tag) throw new Error('no event tag in the demo data')
    const madeUp = await request.get('/de/programm?room=987654&tag=4711000&utm_source=x', { maxRedirects: 0 })
    expect(madeUp.status()).toBe(302)
    expect(madeUp.headers().location).toBe('/de/programm')
    expect(madeUp.headers()['set-cookie']).toBeUndefined()
    const mixed = await request.get(`/en/events?tag=${tag.id}&genre=999999`, { maxRedirects: 0 })
    expect(mixed.status()).toBe(302)
    expect(mixed.headers().location).toBe(`/en/events?tag=${tag.id}`)
    const real = await request.get(`/en/events?tag=${tag.id}`, { maxRedirects: 0 })
    expect(real.status()).toBe(200)
  })
})

test.describe('malformed input is a 4xx in words, never a 500 or internals', () => {
  test('ids beyond the integer columns, NUL bytes, other languages, event 0', async ({ baseURL }) => {
    const paths = [
      '/de/api/events/2147483648/',
      '/en/api/productions/4294967296/',
      '/de/api/venues/9999999999/',
      '/de/api/events/2147483648/ics/',
      '/de/events/x/2147483648',
      '/en/productions/x/99999999999',
      '/de/api/events/?venue=2147483648',
      '/de/pageeditor-api/page/%00',
      '/de/pageeditor-api/container/by-slug/a%00b',
      '/de/programm?q=%00',
      '/cms-hub?lang=fr',
      '/cms-hub?lang=DE',
      '/webshop/events/0',
      '/webshop/events/2147483648',
    ]
    for (const path of paths) {
      const answer = await raw(baseURL, path, { headers: { accept: path.startsWith('/de/api') || path.startsWith('/en/api') ? 'application/json' : 'text/html' } })
      expect(answer.status, path).toBeLessThan(500)
      expect(answer.body, path).not.toMatch(INTERNALS)
    }
    // the hub drops the unknown language (a redirect to the plain hub) instead of failing
    const hub = await raw(baseURL, '/cms-hub?lang=fr', { headers: { accept: 'text/html' } })
    expect(hub.status).toBeLessThan(400)
    const event0 = await raw(baseURL, '/webshop/events/0', { headers: { accept: 'text/html' } })
    expect(event0.status).toBe(404)
    const huge = await raw(baseURL, '/de/api/events/2147483648/', { headers: { accept: 'application/json' } })
    expect(huge.status).toBe(404)
    expect(JSON.parse(huge.body).detail).toBe('Diese Seite konnte nicht gefunden werden')
  })

  test('contract writes with a NUL byte or an id out of range are 400 in words', async ({ baseURL }) => {
    const { token, cookie } = await visitorToken(baseURL)
    const headers = { 'content-type': 'application/json', 'x-csrftoken': token, cookie, origin: new URL(baseURL ?? '').origin }
    const cart = await raw(baseURL, '/de/api/shop-cart/', { method: 'POST', headers, body: JSON.stringify({ quantities: [1], event_jet_id: 2147483648, sale_type_ids: [1] }) })
    expect(cart.status).toBe(400)
    expect(JSON.parse(cart.body).detail).toBe('Die Anfrage enthält ungültige Angaben.')
    const nul = await raw(baseURL, '/api/dashboard-error-log/', { method: 'POST', headers, body: '{"url":"/de/a\\u0000b"}' })
    expect(nul.status).toBe(400)
    expect(nul.body).not.toMatch(INTERNALS)
  })

  test('server functions answer bad calls with 4xx and a sentence, not the framework message', async ({ baseURL }) => {
    const ids = serverFunctionIds()
    const login = ids.get('login')
    const availability = ids.get('loadAvailability')
    expect(login && availability, 'server functions found in the build').toBeTruthy()
    const { token, cookie } = await visitorToken(baseURL)
    const headers = { 'content-type': 'application/json', 'x-csrftoken': token, cookie, origin: new URL(baseURL ?? '').origin, 'x-tsr-serverfn': 'true', 'sec-fetch-site': 'same-origin' }
    const calls: { path: string; method?: string; body?: string; status: number }[] = [
      // not a serialised value
      { path: `/_serverFn/${login}`, method: 'POST', body: '{"data":{"email":"a@b.de"}}', status: 400 },
      { path: `/_serverFn/${login}`, method: 'POST', body: '{', status: 400 },
      // a well-formed call whose input fails validation
      { path: `/_serverFn/${login}`, method: 'POST', body: '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":10,"i":1,"p":{"k":["email"],"v":[{"t":1,"s":"x"}]},"o":0}]},"o":0},"f":127,"m":[]}', status: 400 },
      { path: `/_serverFn/${availability}?payload=${encodeURIComponent('{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":10,"i":1,"p":{"k":["shopEventId"],"v":[{"t":0,"s":2147483648}]},"o":0}]},"o":0},"f":127,"m":[]}')}`, status: 400 },
      { path: `/_serverFn/${availability}?payload=%7B`, status: 400 },
      { path: '/_serverFn/0000', method: 'POST', body: '{}', status: 404 },
    ]
    for (const call of calls) {
      const answer = await raw(baseURL, call.path, { method: call.method ?? 'GET', headers, body: call.body })
      expect(answer.status, call.path.slice(0, 90)).toBe(call.status)
      expect(answer.body, call.path.slice(0, 90)).not.toMatch(INTERNALS)
      expect(answer.body).toMatch(/Die Anfrage enthält ungültige Angaben|Diese Seite konnte nicht gefunden werden|invalid|not be found/)
    }
  })
})

test.describe('connections', () => {
  test('an idle keep-alive connection is still open after six seconds: a client or proxy reusing it gets no reset', async ({ baseURL }) => {
    test.setTimeout(30_000)
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const sockets: unknown[] = []
    agent.on('free', (socket) => sockets.push(socket))
    try {
      expect((await raw(baseURL, '/api/breaking-news/', { agent })).status).toBe(200)
      // Node's own limit is five seconds
      await new Promise((resolve) => setTimeout(resolve, 6_000))
      expect((await raw(baseURL, '/api/breaking-news/', { agent })).status).toBe(200)
      expect(sockets).toHaveLength(2)
      expect(sockets[1]).toBe(sockets[0])
    } finally {
      agent.destroy()
    }
  })
})

test.describe('shutdown', () => {
  test('SIGTERM ends the server within 10 s, requests under way answered, database connections closed', async ({ baseURL }, testInfo) => {
    test.setTimeout(240_000)
    const port = ownServerPort(baseURL, 0)
    const dataDir = mkdtempSync(path.join(tmpdir(), 'foyer-shutdown-'))
    const adminUrl = testInfo.project.name === 'postgres' ? process.env.E2E_DATABASE_URL : undefined
    let databaseUrl: string | undefined
    let admin: ReturnType<typeof postgres> | undefined
    if (adminUrl) {
      admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
      const name = `foyer_shutdown_${process.pid}_${Date.now()}`
      await admin.unsafe(`CREATE DATABASE ${name}`)
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      databaseUrl = url.toString()
    }
    const server = spawn(process.execPath, [process.env.E2E_SERVER_ENTRY ?? '.output/server/index.mjs'], {
      // started as in production: srvx leaves its graceful drain off when CI or TEST is set, as the test runner's environment may be
      env: { ...process.env, CI: '', TEST: '', PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', FOYER_DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let log = ''
    server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
    server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)))
    try {
      await waitUntilUp(`http://127.0.0.1:${port}/api/breaking-news/`, 180_000)
      const connections = async () => {
        if (!admin || !databaseUrl) return 0
        const [row] = await admin`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ${new URL(databaseUrl).pathname.slice(1)}`
        return Number(row?.n ?? 0)
      }
      if (admin) expect(await connections()).toBeGreaterThan(0)
      // requests under way when the signal comes are still answered (on connections already open, as a proxy's are)
      const serverUrl = `http://127.0.0.1:${port}`
      const agent = new Agent({ keepAlive: true, maxSockets: 4 })
      await Promise.all(Array.from({ length: 4 }, () => raw(serverUrl, '/api/breaking-news/', { agent })))
      const inFlight = Array.from({ length: 4 }, (_, index) => raw(serverUrl, `/de/programm?shutdown=${index}`, { agent, headers: { accept: 'text/html' } }).then((answer) => answer.status))
      await new Promise((resolve) => setTimeout(resolve, 150))
      const startedAt = Date.now()
      server.kill('SIGTERM')
      const code = await Promise.race([exited, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000))])
      expect(code, log.slice(-2000)).toBe(0)
      expect(Date.now() - startedAt).toBeLessThan(10_000)
      for (const status of await Promise.all(inFlight)) expect(status).toBeLessThan(500)
      // the log is JSON, one object a line (src/server/ops/log.server.ts); the last lines are flushed at exit
      expect(log).toMatch(/"scope":"shutdown","msg":"database closed/)
      if (admin) {
        // the backends go away with the sockets
        await expect.poll(connections, { timeout: 3000 }).toBe(0)
      }
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL')
      if (admin && databaseUrl) {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`).catch(() => undefined)
        await admin.end()
      }
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

test.describe('login throttling', () => {
  // a delayed attempt is answered 429 (with Retry-After): the browser notes the status, the page says it in words
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 429/] })
  test('after ten wrong passwords the next attempt must wait; the right password works once the wait is over', async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto('/cms-hub')
    const email = page.getByLabel('E-Mail-Adresse')
    const password = page.getByLabel('Passwort')
    const submit = page.getByRole('button', { name: 'Anmelden' })
    let throttledAt = 0
    for (let attempt = 1; attempt <= 21 && throttledAt === 0; attempt++) {
      await email.fill(DEMO_EDITOR_EMAIL)
      await password.fill(`wrong-${attempt}`)
      const answered = page.waitForResponse((response) => response.url().includes('/_serverFn/') && response.request().method() === 'POST')
      await submit.click()
      await answered
      const alert = page.getByRole('alert')
      await expect(alert).toBeVisible()
      await expect(alert).not.toHaveText('')
      const text = (await alert.textContent()) ?? ''
      if (/Bitte warten Sie \d+ Sekunden?\b/.test(text)) throttledAt = attempt
    }
    expect(throttledAt, 'an attempt was delayed').toBeGreaterThan(0)
    expect(throttledAt).toBeLessThanOrEqual(21)
    await expectAccessible(page, 'login with a throttle message')
    // a throttled attempt is refused without looking at the password, even the right one …
    await email.fill(DEMO_EDITOR_EMAIL)
    await password.fill(DEMO_EDITOR_PASSWORD)
    const answered = page.waitForResponse((response) => response.url().includes('/_serverFn/') && response.request().method() === 'POST')
    await submit.click()
    await answered
    const hub = page.getByRole('heading', { name: 'CMS-Hub' })
    await expect(page.getByRole('alert').or(hub)).toBeVisible()
    const refused = (await hub.isVisible()) ? '' : ((await page.getByRole('alert').textContent()) ?? '')
    const wait = Number(/(\d+) Sekunden?\b/.exec(refused)?.[1] ?? '0')
    if (wait > 0) {
      expect(wait).toBeLessThanOrEqual(30)
      // … and works once the wait is over: the real editor is never locked out for long
      await page.waitForTimeout(wait * 1000 + 200)
      await submit.click()
    }
    await expect(page.getByRole('heading', { name: 'CMS-Hub' })).toBeVisible()

    // the attempts are logged for the hub: the failures, the delayed ones and the login
    await page.goto('/cms-hub/login-attempts')
    await expect(page.getByRole('heading', { name: 'Anmeldeversuche', level: 1 })).toBeVisible()
    const rows = page.locator('tbody tr')
    await expect(rows.first()).toContainText(DEMO_EDITOR_EMAIL)
    await expect(rows.first()).toHaveAttribute('data-outcome', 'succeeded')
    await page.getByLabel('Ergebnis').selectOption({ label: 'Verzögert (zu viele Fehlversuche)' })
    await expect(page.locator('tbody tr[data-outcome="throttled"]').first()).toBeVisible()
    await expect(page.locator('tbody tr:not([data-outcome="throttled"])')).toHaveCount(0)
    await expectAccessible(page, 'hub login attempts')
  })
})

test.describe('script files', () => {
  test('are answered with X-Content-Type-Options: nosniff', async ({ page, baseURL }) => {
    await page.goto('/de')
    const script = await page.evaluate(() => [...document.querySelectorAll('script[src], link[href]')].map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '').find((address) => /^\/assets\/.*\.js$/.test(address)))
    expect(script, 'a script of the build').toBeTruthy()
    const answer = await raw(baseURL, script ?? '')
    expect(answer.status).toBe(200)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
  })
})

test.describe('error-log flood', () => {
  test('one visitor logs a handful of missing pages a minute; the flood is refused with 429 in words', async ({ baseURL }) => {
    const { token, cookie } = await visitorToken(baseURL)
    const headers = { 'content-type': 'application/json', 'x-csrftoken': token, cookie, origin: new URL(baseURL ?? '').origin }
    const statuses: number[] = []
    let refusal = ''
    for (let i = 0; i < 30; i++) {
      const answer = await raw(baseURL, '/api/dashboard-error-log/', { method: 'POST', headers, body: JSON.stringify({ url: `/flood-${i}-${'x'.repeat(1900)}` }) })
      statuses.push(answer.status)
      if (answer.status === 429) refusal = answer.body
    }
    const logged = statuses.filter((status) => status === 200).length
    expect(logged).toBeGreaterThan(0)
    expect(logged).toBeLessThanOrEqual(10)
    expect(statuses.filter((status) => status === 429).length).toBe(30 - logged)
    expect(JSON.parse(refusal).detail).toBe('Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in einer Minute noch einmal.')
  })
})

/** The coming Sunday (at least a day ahead) at 18:25 in Berlin: the demo exhibitions close at 18:00 on Sundays. */
function comingSundayEvening(): { instant: string; urlDate: string } {
  const day = new Date()
  day.setUTCDate(day.getUTCDate() + 1)
  while (day.getUTCDay() !== 0) day.setUTCDate(day.getUTCDate() + 1)
  const iso = day.toISOString().slice(0, 10)
  const [year, month, date] = iso.split('-')
  // late November to March is winter time in Berlin (+01:00); otherwise summer time
  const offset = [11, 12, 1, 2].includes(Number(month)) || (Number(month) === 3 && Number(date) < 25) || (Number(month) === 10 && Number(date) >= 26) ? '+01:00' : '+02:00'
  return { instant: `${iso}T18:25:00${offset}`, urlDate: `${date}-${month}-${year}` }
}

test.describe('ended events lose their booking button; hoarding stops at the limits', () => {
  test('with the clock at 18:25, the exhibition open until 18:00 shows why there is no button, on the programme, its page and the overlay; the box office refuses it', async ({ page, baseURL }) => {
    test.setTimeout(300_000)
    const clock = comingSundayEvening()
    const own = await startOwnServer(ownServerPort(baseURL, 1), { FOYER_DEMO_CLOCK: clock.instant, FOYER_TRUSTED_PROXIES: 'loopback' })
    try {
      await page.clock.install({ time: new Date(clock.instant) })
      const list: unknown = await (await fetch(`${own.url}/de/api/events/?date=${clock.urlDate}&page_size=50`)).json()
      const results = list && typeof list === 'object' && 'results' in list && Array.isArray(list.results) ? list.results : []
      const now = Date.parse(clock.instant)
      const ended = results.filter(
        (event: { date_start: string; date_end: string | null; status: string; has_seat_groups: boolean }) =>
          event.status === 'scheduled' && event.has_seat_groups && Date.parse(event.date_end ?? event.date_start) <= now && event.date_start.startsWith(new Date(now).toISOString().slice(0, 10)),
      )
      expect(ended.length, 'the demo programme has an event that ended this Sunday').toBeGreaterThan(0)
      const event: { id: number; title: string; slugs: { de: string } } = ended[0]

      // the programme
      await page.goto(`${own.url}/de/programm`)
      const item = page.locator('article').filter({ has: page.getByRole('link', { name: event.title, exact: true }) }).first()
      await expect(item).toContainText('Diese Veranstaltung ist vorbei')
      await expect(item.getByRole('button', { name: /Tickets buchen/ })).toHaveCount(0)
      await expect(item.getByRole('link', { name: /Tickets buchen/ })).toHaveCount(0)

      // its page
      await page.goto(`${own.url}/de/programm/${event.slugs.de}/${event.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText('Diese Veranstaltung ist vorbei').first()).toBeVisible()
      await expect(page.getByRole('button', { name: /Tickets buchen/ })).toHaveCount(0)
      await expectAccessible(page, 'event page of an ended event')

      // the overlay
      await page.goto(`${own.url}/de/programm?overlay=true`)
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      const overlayItem = dialog.locator('article').filter({ hasText: event.title }).first()
      await expect(overlayItem).toContainText('Diese Veranstaltung ist vorbei')
      await expect(overlayItem.getByRole('button', { name: /Tickets buchen/ })).toHaveCount(0)

      // the box office says the same
      const token = await visitorToken(own.url)
      const detail: unknown = await (await fetch(`${own.url}/de/api/events/${event.id}/`)).json()
      const current = detail && typeof detail === 'object' && 'currentEventData' in detail ? detail.currentEventData : null
      const shopId = current && typeof current === 'object' && 'id_jet' in current ? current.id_jet : null
      const saleType = current && typeof current === 'object' && 'prices' in current && Array.isArray(current.prices) ? current.prices[0]?.sale_type_id : null
      const seatGroup = current && typeof current === 'object' && 'prices' in current && Array.isArray(current.prices) ? current.prices[0]?.seat_group : null
      const cart = await raw(own.url, '/de/api/shop-cart/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrftoken': token.token, cookie: token.cookie, origin: own.url },
        body: JSON.stringify({ quantities: [1], event_jet_id: shopId, sale_type_ids: [saleType], seat_group: seatGroup }),
      })
      expect(JSON.parse(cart.body).response_code).toBe(-301)

      // seat hoarding on the same server (default limits): the widget refuses a ninth ticket of one event in its words
      const upcoming = results.find((entry: { date_start: string; status: string; has_seat_groups: boolean; production: unknown }) => entry.status === 'scheduled' && entry.has_seat_groups && Date.parse(entry.date_start) > now + 86_400_000)
      expect(upcoming, 'a bookable event on a later day').toBeTruthy()
      await page.goto(`${own.url}/de/programm/${upcoming.slugs.de}/${upcoming.id}`)
      await page.getByRole('button', { name: /^Tickets buchen/ }).first().click()
      const widget = page.getByRole('region', { name: 'Tickets buchen' })
      const plus = widget.getByRole('button', { name: /^Eine Karte mehr/ }).first()
      for (let i = 0; i < 9; i++) await plus.click()
      await widget.getByRole('button', { name: 'In den Warenkorb' }).click()
      await expect(widget.getByRole('alert')).toContainText('wie eine Bestellung haben kann')
      await expect(widget.getByRole('alert')).toContainText('Fehler -320')
      await expectAccessible(page, 'widget: ticket limit')

      // an address (named by a trusted proxy) holds at most 60 tickets per 15 minutes, however many visitors it makes up
      const upcomingDetail: unknown = await (await fetch(`${own.url}/de/api/events/${upcoming.id}/`)).json()
      const data = upcomingDetail && typeof upcomingDetail === 'object' && 'currentEventData' in upcomingDetail ? upcomingDetail.currentEventData : null
      const price = data && typeof data === 'object' && 'prices' in data && Array.isArray(data.prices) ? data.prices[0] : null
      const shopEventId = data && typeof data === 'object' && 'id_jet' in data ? data.id_jet : null
      const codes: (number | undefined)[] = []
      for (let visitor = 0; visitor < 9; visitor++) {
        const answer = await raw(own.url, '/de/api/shop-cart/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrftoken': token.token, cookie: `${token.cookie}; foyer_visitor=hoarder${String(visitor).padStart(2, '0')}${'x'.repeat(30)}`, origin: own.url, 'x-forwarded-for': '203.0.113.77' },
          body: JSON.stringify({ quantities: [8], event_jet_id: shopEventId, sale_type_ids: [price?.sale_type_id], seat_group: price?.seat_group }),
        })
        codes.push(JSON.parse(answer.body).response_code)
      }
      // 7 × 8 = 56 held, the eighth visitor would pass 60
      expect(codes.slice(0, 7)).toEqual(Array(7).fill(undefined))
      expect(codes.slice(7)).toEqual([-321, -321])
    } finally {
      await own.stop()
    }
  })
})

test.describe('origin checks, cookies and the calendar file', () => {
  test('writes from another site are refused however the browser says so; X-Forwarded-Host is not believed', async ({ baseURL }) => {
    const { token, cookie } = await visitorToken(baseURL)
    const body = JSON.stringify({ url: '/de/gibt-es-nicht' })
    const base = { 'content-type': 'application/json', 'x-csrftoken': token, cookie }
    const own = new URL(baseURL ?? '').origin
    const cases: [Record<string, string>, number][] = [
      [{ ...base, 'sec-fetch-site': 'cross-site' }, 403],
      [{ ...base, 'sec-fetch-site': 'same-site', origin: own }, 403],
      [{ ...base, referer: 'https://evil.example/page' }, 403],
      [{ ...base, origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }, 403],
      [{ ...base, origin: 'null' }, 403],
      [{ ...base, 'sec-fetch-site': 'same-origin', origin: own }, 200],
      [{ ...base, referer: `${own}/de/programm` }, 200],
    ]
    for (const [headers, status] of cases) {
      const answer = await raw(baseURL, '/api/dashboard-error-log/', { method: 'POST', headers, body })
      expect(answer.status, JSON.stringify(headers)).toBe(status)
      if (status === 403) expect(JSON.parse(answer.body).detail).toContain('Bitte laden Sie die Seite neu')
    }
  })

  test('server functions accept a browser without Sec-Fetch-Site whose Origin or Referer is ours (also https behind a proxy)', async ({ baseURL }) => {
    const logout = serverFunctionIds().get('logout')
    const { token, cookie } = await visitorToken(baseURL)
    const host = new URL(baseURL ?? '').host
    const headers = { 'content-type': 'application/json', 'x-csrftoken': token, cookie, 'x-tsr-serverfn': 'true' }
    const extras: Record<string, string>[] = [{ origin: `https://${host}` }, { origin: `http://${host}` }, { referer: `https://${host}/cms-hub` }]
    for (const extra of extras) {
      const answer = await raw(baseURL, `/_serverFn/${logout}`, { method: 'POST', headers: { ...headers, ...extra }, body: '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":2,"s":1}]},"o":0},"f":127,"m":[]}' })
      expect(answer.status, JSON.stringify(extra)).toBe(200)
    }
    const foreign = await raw(baseURL, `/_serverFn/${logout}`, { method: 'POST', headers: { ...headers, origin: 'https://evil.example' }, body: '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":2,"s":1}]},"o":0},"f":127,"m":[]}' })
    expect(foreign.status).toBe(403)
  })

  test('the calendar file names the configured site, not the Host header; no Secure cookies or HSTS on an http site', async ({ baseURL }) => {
    const events: unknown = await (await fetch(`${baseURL}/de/api/events/?page_size=1`)).json()
    const first = events && typeof events === 'object' && 'results' in events && Array.isArray(events.results) ? events.results[0] : null
    const ics = await raw(baseURL, `/de/api/events/${first?.id}/ics/`, { headers: { host: 'evil.example' } })
    expect(ics.status).toBe(200)
    expect(ics.body).not.toContain('evil.example')
    // SITE_ORIGIN is not set for the suite: its default
    expect(ics.body).toContain('http://localhost:3000/de/programm/')
    const csrf = await raw(baseURL, '/api/csrf/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(String(csrf.headers['set-cookie'])).not.toContain('Secure')
    expect(String(csrf.headers['set-cookie'])).toMatch(/Max-Age=4\d{4}/)
    expect(csrf.headers['strict-transport-security']).toBeUndefined()
  })
})

test.describe('content security policy', () => {
  test.use({ allowConsoleErrors: [/Content Security Policy|Content-Security-Policy|evil\.example/i] })

  test('is decided before rendering: injected scripts do not run, the page itself does', async ({ page }) => {
    const answer = await page.goto('/de/programm')
    const policy = answer?.headers()['content-security-policy'] ?? ''
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? ''
    // the page's own inline scripts run by their hashes (decision 0020): no shared nonce, no 'unsafe-inline'
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/)
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'nonce-")
    // every inline script of the page is named by its hash, and they ran: the router has hydrated the page
    // (JSON data blocks — structured data, a site fragment's data — are not run and need no hash)
    const html = (await answer?.text()) ?? ''
    const inline = [...html.matchAll(/<script(?![^>]*(?:application\/(?:ld\+)?json|\ssrc=))[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')
    expect(inline.length).toBeGreaterThan(0)
    for (const body of inline) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
    await expect(page.locator('h1').first()).toBeVisible()
    await expectHydrated(page)
    // markup injected into the page — an inline script and a script from elsewhere — is refused
    const outcome = await page.evaluate(async () => {
      const violations: string[] = []
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.blockedURI || event.violatedDirective))
      const holder = document.createElement('div')
      holder.innerHTML = '<p>text</p>'
      document.body.append(holder)
      const inline = document.createElement('script')
      inline.textContent = 'window.__injected = true'
      document.body.append(inline)
      const external = document.createElement('script')
      external.src = 'https://evil.example/x.js'
      document.body.append(external)
      await new Promise((resolve) => setTimeout(resolve, 500))
      return { injected: Reflect.get(window, '__injected'), violations }
    })
    expect(outcome.injected).toBeUndefined()
    expect(outcome.violations.length).toBeGreaterThanOrEqual(2)
    expect(outcome.violations.join(' ')).toContain('evil.example')
    // another rendering: the same policy but for the hashes of its own scripts, and no nonce in it either
    const other = await page.request.get('/de/programm?date=01-01-2030', { headers: { accept: 'text/html' } })
    const otherPolicy = other.headers()['content-security-policy'] ?? ''
    const withoutHashes = (value: string) => value.replace(/ 'sha256-[^']+'/g, '')
    expect(withoutHashes(otherPolicy)).toBe(withoutHashes(policy))
    expect(otherPolicy).not.toContain("'nonce-")
  })
})
