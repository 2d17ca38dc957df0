import { randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import type { Browser, Page } from '@playwright/test'
import { DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD, expect, expectAccessible, expectHydrated, test } from './fixtures'
import { ownServerPort, startOwnServer } from './own-server'

// Staff security as the demo administrator lives it: a second factor set up, used at login and switched off again;
// an administrator's write after a stale sign-in asks for the password again; the audit log shows the change.
// A wrong code (400-free: the server functions answer 200) and the step-up's first refusal (403) are logged by the browser.
test.use({ allowConsoleErrors: [/status of 403/] })

const PERIOD_SECONDS = 30

/** The authenticator app of the test: codes of the key the security page shows, each time step used once. */
class Authenticator {
  private readonly totp: TOTP
  private lastStep = -1
  constructor(key: string) {
    this.totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(key) })
  }
  private static stepOf(time: number): number {
    return Math.floor(time / 1000 / PERIOD_SECONDS)
  }
  /**
   * A code the server accepts now and has not seen: the current step's, or the next one's (the server allows one step
   * of drift, as for a phone's clock a little ahead) when the current one was used already.
   */
  async nextCode(): Promise<string> {
    await expect.poll(() => Authenticator.stepOf(Date.now()) + 1 > this.lastStep, { timeout: 70_000, message: 'an unused time step' }).toBe(true)
    const step = Math.max(Authenticator.stepOf(Date.now()), this.lastStep + 1)
    this.lastStep = step
    return this.totp.generate({ timestamp: step * PERIOD_SECONDS * 1000 })
  }
  /** The code of now, without using it up (for an attempt the server refuses before it looks at the code). */
  currentCode(): string {
    return this.totp.generate({ timestamp: Date.now() })
  }
  /** Six digits no step within the server's drift accepts. */
  wrongCode(): string {
    const now = Authenticator.stepOf(Date.now())
    const valid = new Set([-2, -1, 0, 1, 2].map((delta) => this.totp.generate({ timestamp: (now + delta) * PERIOD_SECONDS * 1000 })))
    for (let candidate = 123456; ; candidate++) if (!valid.has(String(candidate))) return String(candidate)
  }
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'CMS-Hub' }).getByRole('button', { name: 'Abmelden' }).click()
  await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible()
}

/** The hub's first login step: e-mail and password of the demo administrator. */
async function givePassword(page: Page): Promise<void> {
  await expectHydrated(page)
  await page.getByLabel('E-Mail-Adresse').fill(DEMO_EDITOR_EMAIL)
  await page.getByLabel('Passwort').fill(DEMO_EDITOR_PASSWORD)
  await page.getByRole('button', { name: 'Anmelden' }).click()
}

function switchOffForm(page: Page) {
  return page.locator('form').filter({ has: page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung ausschalten' }) })
}

/** Switches the second factor off with the password and a code, and sees it off. */
async function switchOff(page: Page, code: string): Promise<void> {
  const form = switchOffForm(page)
  await form.getByLabel('Passwort').fill(DEMO_EDITOR_PASSWORD)
  await form.getByLabel('Code', { exact: true }).fill(code)
  await form.getByRole('button', { name: 'Ausschalten' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' })).toBeVisible()
}

test.describe('staff security', () => {
  test('the demo administrator sets up a second factor, signs in with a code and a recovery code, and switches it off', async ({ page, browser, baseURL }) => {
    let authenticator: Authenticator | null = null
    let recoveryCodes: string[] = []
    let switchedOff = false
    try {
      await page.goto('/cms-hub/security')
      await signInAsEditorOn(page, 'Anmeldung und Sicherheit')
      await expect(page.getByRole('heading', { level: 2, name: 'Zwei-Faktor-Anmeldung' })).toBeVisible()
      await expect(page.getByText('Die Zwei-Faktor-Anmeldung ist ausgeschaltet.')).toBeVisible()
      await page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }).click()

      // the QR code for the app and the same key as text, for typing it in by hand
      await expect(page.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible()
      const key = await page.getByLabel('Schlüssel zum Eingeben von Hand').inputValue()
      expect(key).toMatch(/^[A-Z2-7]{32}$/)
      authenticator = new Authenticator(key)
      await expectAccessible(page, 'security page, setup')

      // a wrong first code is refused and nothing is switched on
      await page.getByLabel('Code', { exact: true }).fill(authenticator.wrongCode())
      await page.getByRole('button', { name: 'Einrichtung bestätigen' }).click()
      await expect(page.getByRole('alert')).toContainText('Der Code stimmt nicht.')
      await page.getByLabel('Code', { exact: true }).fill(await authenticator.nextCode())
      await page.getByRole('button', { name: 'Einrichtung bestätigen' }).click()

      const list = page.getByRole('list', { name: 'Ihre Wiederherstellungscodes' })
      await expect(list.getByRole('listitem')).toHaveCount(10)
      recoveryCodes = await list.getByRole('listitem').allInnerTexts()
      expect(new Set(recoveryCodes).size).toBe(10)
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
      await expectAccessible(page, 'security page, recovery codes')
      await page.getByRole('button', { name: 'Ich habe die Codes gesichert' }).click()
      await expect(list).toHaveCount(0)
      await expect(page.getByText('Die Zwei-Faktor-Anmeldung ist eingeschaltet. Unbenutzte Wiederherstellungscodes: 10.')).toBeVisible()

      // the next login (on the page she left): the password, then the code; a wrong code is refused with a sentence
      await logOut(page)
      await givePassword(page)
      await expect(page.getByRole('heading', { level: 1, name: 'Code aus der Authenticator-App' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'CMS-Hub' })).toHaveCount(0)
      await expectAccessible(page, 'second login step')
      await page.getByLabel('Code', { exact: true }).fill(authenticator.wrongCode())
      await page.getByRole('button', { name: 'Bestätigen', exact: true }).click()
      await expect(page.getByRole('alert')).toHaveText(
        'Der Code stimmt nicht. Bitte geben Sie den aktuellen Code Ihrer Authenticator-App oder einen unbenutzten Wiederherstellungscode ein.',
      )
      // no session between the two steps: the hub's calls are still refused
      expect((await page.request.get('/de/api/backoffice/events/')).status()).toBe(401)

      // a recovery code instead of the app's code: it works once
      const [recovery] = recoveryCodes
      if (!recovery) throw new Error('no recovery code')
      await page.getByLabel('Code', { exact: true }).fill(recovery)
      await page.getByRole('button', { name: 'Bestätigen', exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung und Sicherheit' })).toBeVisible()
      await logOut(page)
      await givePassword(page)
      await page.getByLabel('Code', { exact: true }).fill(recovery)
      await page.getByRole('button', { name: 'Bestätigen', exact: true }).click()
      await expect(page.getByRole('alert')).toContainText('Der Code stimmt nicht.')

      // the app's code then lets her in
      await page.getByLabel('Code', { exact: true }).fill(await authenticator.nextCode())
      await page.getByRole('button', { name: 'Bestätigen', exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung und Sicherheit' })).toBeVisible()
      await expect(page.getByText('Die Zwei-Faktor-Anmeldung ist eingeschaltet. Unbenutzte Wiederherstellungscodes: 9.')).toBeVisible()
      await expectAccessible(page, 'security page, switched on')

      // switching off needs the password and a code: a wrong password is refused and the factor stays
      const form = switchOffForm(page)
      await form.getByLabel('Passwort').fill('nicht-das-Passwort')
      await form.getByLabel('Code', { exact: true }).fill(authenticator.currentCode())
      await form.getByRole('button', { name: 'Ausschalten' }).click()
      await expect(form.getByRole('alert')).toHaveText('Passwort oder Code stimmt nicht. Die Zwei-Faktor-Anmeldung bleibt eingeschaltet.')
      await switchOff(page, await authenticator.nextCode())
      switchedOff = true

      // and the password alone signs in again
      await logOut(page)
      await givePassword(page)
      await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung und Sicherheit' })).toBeVisible()
    } finally {
      // whatever failed above: the demo administrator leaves this test with the password alone, for the other specs
      if (!switchedOff && authenticator) await switchOffInFreshSession(browser, baseURL, authenticator, recoveryCodes.slice(1))
    }
  })

  test('an administrator\'s write after a stale sign-in asks for the password again, goes through and lands in the audit log', async ({ page, baseURL }) => {
    // a server of the test's own, where a sign-in is fresh for two seconds only
    const own = await startOwnServer(ownServerPort(baseURL, 2), { FOYER_DEMO: '1', FOYER_STEP_UP_SECONDS: '2' })
    try {
      await page.goto(`${own.url}/cms-hub/redirects`)
      await signInAsEditorOn(page, 'Umleitungen')

      // the sign-in grows stale: an administrator's write (the delete of a redirect that does not exist) is answered
      // 404 while it is fresh, then 403 step_up_required
      const token = await csrfTokenOf(page, own.url)
      await expect
        .poll(async () => {
          const answer = await page.request.delete(`${own.url}/de/api/dashboard-redirects/2147483000/`, { headers: { 'X-CSRFToken': token } })
          return answer.status() === 403 ? (await answer.json()).code : answer.status()
        })
        .toBe('step_up_required')

      const from = `/de/alt-${randomBytes(4).toString('hex')}`
      await page.getByLabel('Alter Pfad').fill(from)
      await page.getByLabel('Neues Ziel').fill('/de/programm')
      await page.getByRole('button', { name: 'Umleitung anlegen' }).click()
      const dialog = page.getByRole('dialog', { name: 'Bitte bestätigen Sie, dass Sie es sind' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByLabel('Passwort')).toBeFocused()
      await expectAccessible(page, 'step-up dialog')

      // a wrong password is refused in the dialog, the write waits
      await dialog.getByLabel('Passwort').fill('nicht-das-Passwort')
      await dialog.getByRole('button', { name: 'Bestätigen', exact: true }).click()
      await expect(dialog.getByRole('alert')).toHaveText('Das Passwort stimmt nicht.')
      await dialog.getByLabel('Passwort').fill(DEMO_EDITOR_PASSWORD)
      await dialog.getByRole('button', { name: 'Bestätigen', exact: true }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('status').filter({ hasText: `Umleitung angelegt: ${from} → /de/programm` })).toBeVisible()
      await expect(page.getByRole('row').filter({ hasText: from })).toContainText('/de/programm')

      // the audit log names who did it
      await page.goto(`${own.url}/cms-hub/audit`)
      const entry = page.getByRole('row').filter({ hasText: from })
      await expect(entry).toContainText(DEMO_EDITOR_EMAIL)
      await expect(entry).toContainText('Umleitung gespeichert')
      await expect(entry).toContainText('to: /de/programm · created: true')
      await expectAccessible(page, 'audit log')
    } finally {
      await own.stop()
    }
  })
})

/** Signs the demo administrator in on the hub page the browser shows (its login form) and waits for the section. */
async function signInAsEditorOn(page: Page, section: string): Promise<void> {
  await givePassword(page)
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible()
}

async function switchOffInFreshSession(browser: Browser, baseURL: string | undefined, authenticator: Authenticator, recoveryCodes: string[]): Promise<void> {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  try {
    await page.goto('/cms-hub/security')
    await givePassword(page)
    const codeStep = page.getByRole('heading', { level: 1, name: 'Code aus der Authenticator-App' })
    const signedIn = page.getByRole('heading', { level: 1, name: 'Anmeldung und Sicherheit' })
    await expect(codeStep.or(signedIn)).toBeVisible()
    if (await codeStep.isVisible()) {
      await page.getByLabel('Code', { exact: true }).fill(recoveryCodes.shift() ?? (await authenticator.nextCode()))
      await page.getByRole('button', { name: 'Bestätigen', exact: true }).click()
      await expect(signedIn).toBeVisible()
    }
    // the setup was never confirmed: nothing to switch off
    const setUp = page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' })
    await expect(setUp.or(switchOffForm(page))).toBeVisible()
    if (await setUp.isVisible()) return
    await switchOff(page, recoveryCodes.shift() ?? (await authenticator.nextCode()))
  } finally {
    await context.close()
  }
}

/** The CSRF token the hub's writes send, from the cookie (asked of /api/csrf/ when the page has none yet). */
async function csrfTokenOf(page: Page, origin: string): Promise<string> {
  const read = async () => (await page.context().cookies(origin)).find((cookie) => cookie.name === 'csrftoken')?.value
  if (!(await read())) expect((await page.request.get(`${origin}/api/csrf/`)).status()).toBe(200)
  const token = await read()
  if (!token) throw new Error('no csrftoken cookie')
  return decodeURIComponent(token)
}
