import { test as base, expect } from '@playwright/test'
import type { BrowserContext, Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD, DEMO_SECOND_EDITOR_EMAIL, DEMO_SECOND_EDITOR_PASSWORD } from '../../src/server/db/seed/credentials.ts'
export { DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD, DEMO_SECOND_EDITOR_EMAIL, DEMO_SECOND_EDITOR_PASSWORD }

/** Console errors fail a test unless the test expects them (404 pages log their missing resource). */
/** A visitor who has already answered the cookie dialog (tracking allowed, media not): it stays closed. */
export const decidedConsent = { tracking: true, media: false, marketing: false }

/** A browser context of a visitor who has answered the cookie dialog already (a context of its own has no fixture). */
export async function withConsent(context: BrowserContext, baseURL: string | undefined): Promise<BrowserContext> {
  if (baseURL) await context.addCookies([{ name: 'foyer_consent', value: encodeURIComponent(JSON.stringify(decidedConsent)), url: baseURL }])
  return context
}

export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[]; consent: typeof decidedConsent | null }>({
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
})
export { expect }

/**
 * Waits until the page has hydrated: the router has read the server's state (its inline scripts, nonce and all,
 * have run) and the last slice of the page has hydrated (src/lib/hydration-slices.tsx).
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => '__TSR_ROUTER__' in window)).toBe(true)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated')
}

/**
 * No serious or critical accessibility violation on the page as it is now. `exclude`: selectors left out, such as a
 * sandboxed frame showing a mail, where no script (axe included) may run.
 */
export async function expectAccessible(page: Page, context?: string, options: { exclude?: string[] } = {}) {
  // measure the settled page, not colours halfway through an entrance animation
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  )
  const builder = new AxeBuilder({ page })
  for (const selector of options.exclude ?? []) builder.exclude(selector)
  const results = await builder.analyze()
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
  await expect(page.getByRole('heading', { name: 'CMS-Hub' })).toBeVisible()
}

/**
 * Waits until the instance (and, on the PostgreSQL leg, the second instance) has regenerated every page a change
 * named, as an editor can ask `/api/static-status/`: a change to every page outlives the request that made it, and
 * the next test must not find pages half-way through it. `page` has an editor signed in.
 */
export async function expectRegenerated(page: Page): Promise<void> {
  const instances = [new URL(page.url()).origin]
  const second = process.env.E2E_SECOND_INSTANCE_URL
  if (second && test.info().project.name === 'postgres') instances.push(second)
  for (const instance of instances) {
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
}
