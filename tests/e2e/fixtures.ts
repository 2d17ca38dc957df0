import { test as base, expect } from '@playwright/test'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type axe from 'axe-core'
import { LOAD_TEST_SHOP_EVENT_ID } from '../../src/server/db/seed/constants.ts'
import { DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD, DEMO_SECOND_EDITOR_EMAIL, DEMO_SECOND_EDITOR_PASSWORD } from '../../src/server/db/seed/credentials.ts'
export { DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD, DEMO_SECOND_EDITOR_EMAIL, DEMO_SECOND_EDITOR_PASSWORD }

declare global {
  interface Window {
    axe?: typeof axe
  }
}

/**
 * axe-core's own script, read once per test worker. Each document gets it once and runs `axe.run` itself (same-origin
 * frames included): `@axe-core/playwright`'s `analyze()` injected the 500 KB script twice per call and finished every
 * run in a new blank page: about 2.8 s a scan on a quiet machine, against one injection (0.2–0.6 s) and 130–170 ms for the
 * run itself now.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** A visitor who has already answered the cookie dialog (tracking allowed, media not): it stays closed. */
export const decidedConsent = { tracking: true, media: false, marketing: false }

/** A browser context of a visitor who has answered the cookie dialog already (a context of its own has no fixture). */
export async function withConsent(context: BrowserContext, baseURL: string | undefined): Promise<BrowserContext> {
  if (baseURL) await context.addCookies([{ name: 'foyer_consent', value: encodeURIComponent(JSON.stringify(decidedConsent)), url: baseURL }])
  return context
}

/** `E2E_CPU_THROTTLE=4` slows each test page's CPU fourfold (Chromium's own throttling): a busy machine, on demand. */
const cpuThrottle = Number(process.env.E2E_CPU_THROTTLE ?? '1')

export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[]; consent: typeof decidedConsent | null; throttled: void }>({
  allowConsoleErrors: [[], { option: true }],
  consent: [decidedConsent, { option: true }],
  context: async ({ context, baseURL, consent }, use) => {
    if (consent && baseURL) {
      await context.addCookies([{ name: 'foyer_consent', value: encodeURIComponent(JSON.stringify(consent)), url: baseURL }])
    }
    await use(context)
  },
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      if (allowConsoleErrors.some((pattern) => pattern.test(text))) return
      errors.push(text)
    })
    page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
  throttled: [
    async ({ page }, use) => {
      if (cpuThrottle > 1) {
        const session = await page.context().newCDPSession(page)
        await session.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle })
      }
      await use()
    },
    { auto: true },
  ],
})
export { expect }

/** The first on-site link of the page at `listPath` (as the server sends it) whose path matches `pattern`. */
export async function firstLinkOn(request: APIRequestContext, listPath: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(listPath)).text()
  const found = [...html.matchAll(/href="([^"?#]+)"/g)].map((match) => match[1] ?? '').find((path) => pattern.test(path))
  if (!found) throw new Error(`no link matching ${pattern} on ${listPath}`)
  return found
}

/**
 * Waits until the page has hydrated: the router has read the server's state (its inline scripts, nonce and all,
 * have run) and the last slice of the page has hydrated (src/lib/hydration-slices.tsx).
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => '__TSR_ROUTER__' in window)).toBe(true)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated')
}

/** Reloads the page and waits until it has hydrated again, so that the next click or key reaches a live page. */
export async function reloadHydrated(page: Page): Promise<void> {
  await page.reload()
  await expectHydrated(page)
}

/**
 * No serious or critical accessibility violation on the page as it is now. `exclude`: selectors left out, such as a
 * sandboxed frame showing a mail, where no script (axe included) may run.
 */
export async function expectAccessible(page: Page, context?: string, options: { exclude?: string[] } = {}) {
  // measure the page a visitor uses: a control stays disabled (and faded) until the page has hydrated
  if ((await page.locator('script[type="module"]').count()) > 0) await expect(page.locator('html')).toHaveAttribute('data-hydrated')
  // measure the settled page, not colours halfway through an entrance animation
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  )
  for (const frame of page.frames()) {
    // a sandboxed frame runs no script: it is left out by `exclude`, and the injection fails there
    if (!(await frame.evaluate(() => window.axe !== undefined).catch(() => true))) await frame.evaluate(axeSource).catch(() => undefined)
  }
  const results = await page.evaluate(
    ({ exclude }) => {
      if (!window.axe) throw new Error('axe-core did not load')
      // the violations alone: the passes' details (a selector for every checked element) are what makes a scan slow
      return window.axe.run({ exclude: exclude.map((selector) => [selector]) }, { resultTypes: ['violations'] })
    },
    { exclude: options.exclude ?? [] },
  )
  const grave = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(
    grave.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`),
    context ?? 'axe violations',
  ).toEqual([])
}

/**
 * The visitor's CSRF token, as the browser gets it: shared pages set no cookie, so a visitor without one asks
 * /api/csrf/ (which sets it) on first need.
 */
export async function csrfToken(page: Page): Promise<string> {
  // the page's own first private calls may still be setting the cookie: read it once they are done
  await page.waitForLoadState('networkidle')
  const read = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value
  let token = await read()
  if (!token) {
    const answer = await page.request.get('/api/csrf/')
    expect(answer.headers()['cache-control']).toContain('no-store')
    token = await read()
  }
  if (!token) throw new Error('no csrftoken cookie')
  return decodeURIComponent(token)
}

/** Logs the demo editor in through the CMS hub's form; the page keeps the session. */
export async function loginAsEditor(page: Page): Promise<void> {
  await page.goto('/cms-hub')
  await signInAsEditor(page)
}

/**
 * Signs the demo editor in on the CMS hub's login form, which the page already shows, once the page is hydrated
 * (a click before that would submit the bare form).
 */
export async function signInAsEditor(page: Page): Promise<void> {
  await signInToHub(page, DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD)
}

/** Signs an account in on the CMS hub's login form that the page shows, once hydrated, and waits for the hub. */
export async function signInToHub(page: Page, email: string, password: string): Promise<void> {
  await expectHydrated(page)
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort').fill(password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  // the password check is slow on purpose (a memory-hard hash, about half a second on a quiet machine) and the hub
  // loads after it: on a machine busy with other specs that takes longer than the default wait
  await expect(page.getByRole('heading', { name: 'CMS-Hub' })).toBeVisible({ timeout: 30_000 })
}

/**
 * Waits until the instance has regenerated every page a change named, as an editor can ask `/api/static-status/`: a
 * change to every page outlives the request that made it, and the next test must not find pages half-way through it.
 * `page` has an editor signed in.
 */
export async function expectRegenerated(page: Page): Promise<void> {
  const instance = new URL(page.url()).origin
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`${instance}/api/static-status/`)
        expect(answer.status()).toBe(200)
        const body: unknown = await answer.json()
        // the pages still to compress at the best quality are counted apart: they are served meanwhile
        expect(body).toMatchObject({ recompressing: expect.any(Number) })
        return body && typeof body === 'object' && 'waiting' in body ? body.waiting : undefined
      },
      { timeout: 150_000, message: `${instance} still regenerating` },
    )
    .toBe(0)
}

/** The shop numbers of upcoming events that sell tickets without time slots, the load-test concert left out. */
async function bookableShopEvents(page: Page): Promise<number[]> {
  const { results } = (await (await page.request.get('/de/api/events/?page_size=60')).json()) as {
    results: { id: number; status: string; date_start: string; has_seat_groups: boolean; ticket_url: string | null }[]
  }
  const soon = Date.now() + 3 * 3600_000
  const numbers: number[] = []
  for (const event of results) {
    const shopEventId = Number(/\/webshop\/events\/(\d+)$/.exec(event.ticket_url ?? '')?.[1])
    if (event.status !== 'scheduled' || !event.has_seat_groups || !shopEventId || shopEventId === LOAD_TEST_SHOP_EVENT_ID || Date.parse(event.date_start) < soon) continue
    const detail = (await (await page.request.get(`/de/api/events/${event.id}/`)).json()) as { currentEventData: { timeslots: unknown[] } }
    if (detail.currentEventData.timeslots.length === 0) numbers.push(shopEventId)
  }
  expect(numbers.length).toBeGreaterThan(0)
  return numbers
}

/**
 * Puts `quantity` full-price tickets of a bookable event into the page's cart through the REST endpoint and answers
 * the cart's ticket count (undefined when no event had the seats). Never the load-test concert: the booking spec's
 * concurrency test holds all of its seats for a quarter of an hour.
 */
export async function holdTickets(page: Page, quantity: number): Promise<number | undefined> {
  const token = await csrfToken(page)
  for (const shopEventId of await bookableShopEvents(page)) {
    const answer = await page.request.post('/de/api/shop-cart/', { data: { quantities: [quantity], event_jet_id: shopEventId, sale_type_ids: [1] }, headers: { 'X-CSRFToken': token } })
    expect(answer.status()).toBe(200)
    const held = ((await answer.json()) as { tickets_quantity?: number }).tickets_quantity
    if (held !== undefined) return held
  }
  return undefined
}
