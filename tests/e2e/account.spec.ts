import type { BrowserContext, Page } from '@playwright/test'
import { DEMO_VISITOR_EMAIL, DEMO_VISITOR_FIRST_NAME, DEMO_VISITOR_LAST_NAME, DEMO_VISITOR_PASSWORD } from '../../src/server/db/seed/credentials.ts'
import { csrfToken, decidedConsent, expect, expectAccessible, test } from './fixtures'

async function withConsent(context: BrowserContext, baseURL: string | undefined): Promise<BrowserContext> {
  if (baseURL) await context.addCookies([{ name: 'foyer_consent', value: encodeURIComponent(JSON.stringify(decidedConsent)), url: baseURL }])
  return context
}

const NEW_PASSWORD = 'Kranich-Brücke-7-Abend'
const fullName = `${DEMO_VISITOR_FIRST_NAME} ${DEMO_VISITOR_LAST_NAME}`

/** Logs the demo visitor in on the login page; the password may be the changed one after a retried run. */
async function login(page: Page, password: string, lang: 'de' | 'en' = 'de') {
  const t = lang === 'de' ? { email: 'E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden' } : { email: 'E-mail address', password: 'Password', submit: 'Log in' }
  await page.getByLabel(t.email).fill(DEMO_VISITOR_EMAIL)
  await page.getByLabel(t.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: t.submit, exact: true }).click()
}

async function changePassword(page: Page, from: string, to: string) {
  await page.getByLabel('Aktuelles Passwort').fill(from)
  await page.getByLabel('Neues Passwort', { exact: true }).fill(to)
  await page.getByLabel('Neues Passwort wiederholen').fill(to)
  await page.getByRole('button', { name: 'Passwort ändern' }).click()
}

test('the profile sends an anonymous visitor to the login and back; the header then shows the name', async ({ page }) => {
  await page.goto('/de/user/profile')
  await expect(page).toHaveURL(/\/de\/user\/login\?next=%2Fde%2Fuser%2Fprofile$/)
  await expect(page.getByText('Bitte melden Sie sich an, um diese Seite zu sehen.')).toBeVisible()
  await expectAccessible(page, 'login')
  await login(page, 'falsch-falsch')
  await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.')
  await expectAccessible(page, 'login with an error')
  await login(page, DEMO_VISITOR_PASSWORD)
  await expect(page).toHaveURL(/\/de\/user\/profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible()
  await expect(page.getByLabel('Vorname')).toHaveValue(DEMO_VISITOR_FIRST_NAME)
  await expect(page.getByRole('cell', { name: 'F240917-DEMO01', exact: true })).toBeVisible()
  // the header's account item: the name, a dropdown with profile and logout; no editor bar for a visitor
  const account = page.getByRole('button', { name: `Konto von ${fullName}` })
  await expect(account).toContainText(fullName)
  await expect(page.getByRole('region', { name: 'CMS-Hub' })).toHaveCount(0)
  await expectAccessible(page, 'profile')
  const details = await (await page.request.get('/de/api/user-details/')).json()
  expect(details).toMatchObject({ is_logged_in: true, first_name: DEMO_VISITOR_FIRST_NAME, last_name: DEMO_VISITOR_LAST_NAME, has_dashboard_online_access: false, logout_url: '/de/api/user-logout/' })
  // a visitor's account opens no editor: ?edit asks for a staff login, and no "Seite bearbeiten" or toolbar shows
  await page.goto('/de/ueber-uns/haltung?edit')
  await expect(page.getByRole('dialog', { name: 'Anmelden, um die Seite zu bearbeiten' })).toBeVisible()
  await expect(page.locator('[data-editor-toolbar]')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Seite bearbeiten' })).toHaveCount(0)
  await page.goto('/de/user/profile')

  // a changed e-mail address waits for its confirmation link
  await page.getByLabel('E-Mail-Adresse').fill('lena.neu@example.org')
  await page.getByRole('button', { name: 'Profil speichern' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'lena.neu@example.org' })).toBeVisible()
  expect((await (await page.request.get('/de/api/user-details/')).json()).email).toBe(DEMO_VISITOR_EMAIL)

  await account.click()
  await expect(page.getByRole('link', { name: 'Profil', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Abmelden' }).click()
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible()
  expect((await (await page.request.get('/de/api/user-details/')).json()).is_logged_in).toBe(false)
})

test('user-logout/ ends the session on the server', async ({ page }) => {
  await page.goto('/en/user/login?next=/en/user/settings')
  await login(page, DEMO_VISITOR_PASSWORD, 'en')
  await expect(page).toHaveURL(/\/en\/user\/settings$/)
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'sessionid')
  const token = await csrfToken(page)
  const answer = await page.request.post('/en/api/user-logout/', { headers: { 'X-CSRFToken': token } })
  expect(answer.status()).toBe(200)
  expect(await answer.json()).toEqual({ ok: true })
  // the old cookie, sent again, no longer logs anybody in
  if (session) await page.context().addCookies([{ ...session }])
  expect((await (await page.request.get('/en/api/user-details/')).json()).is_logged_in).toBe(false)
  const settings = await page.request.get('/en/user/settings')
  expect(settings.url()).toMatch(/\/en\/user\/login\?next=%2Fen%2Fuser%2Fsettings$/)
})

test('changing the password logs out the other session; a new session id here', async ({ browser, baseURL }) => {
  const here = await withConsent(await browser.newContext({ baseURL, locale: 'de-DE' }), baseURL)
  const elsewhere = await withConsent(await browser.newContext({ baseURL, locale: 'de-DE' }), baseURL)
  const page = await here.newPage()
  const other = await elsewhere.newPage()
  // a retried run may find the password already changed
  let current = DEMO_VISITOR_PASSWORD
  for (const candidate of [DEMO_VISITOR_PASSWORD, NEW_PASSWORD]) {
    await other.goto('/de/user/login?next=/de/user/profile')
    await login(other, candidate)
    if (await other.waitForURL(/\/de\/user\/profile$/, { timeout: 5000 }).then(() => true, () => false)) {
      current = candidate
      break
    }
  }
  await page.goto('/de/user/login?next=/de/user/settings')
  await login(page, current)
  await expect(page).toHaveURL(/\/de\/user\/settings$/)
  await expect(page.getByRole('listitem').filter({ hasText: 'Dieses Gerät' })).toHaveCount(1)
  expect(await page.getByRole('list', { name: 'Angemeldete Geräte' }).getByRole('listitem').count()).toBeGreaterThanOrEqual(2)
  const before = (await here.cookies()).find((cookie) => cookie.name === 'sessionid')?.value

  // refused: the wrong current password, then a weak new one
  await changePassword(page, 'nicht-das-passwort', NEW_PASSWORD)
  await expect(page.getByRole('alert')).toHaveText('Das aktuelle Passwort ist falsch.')
  await changePassword(page, current, 'lena12345678')
  await expect(page.getByRole('alert')).toHaveText('Das Passwort darf nicht Ihre E-Mail-Adresse oder Ihren Namen enthalten.')
  await expectAccessible(page, 'settings with an error')

  const target = current === DEMO_VISITOR_PASSWORD ? NEW_PASSWORD : DEMO_VISITOR_PASSWORD
  await changePassword(page, current, target)
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Passwort ist geändert.' })).toBeVisible()
  const after = (await here.cookies()).find((cookie) => cookie.name === 'sessionid')?.value
  expect(after).toBeTruthy()
  expect(after).not.toBe(before)

  // the other browser is logged out, this one is not
  await other.goto('/de/user/profile')
  await expect(other).toHaveURL(/\/de\/user\/login/)
  await page.goto('/de/user/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible()

  // language and newsletter
  await page.goto('/de/user/settings')
  await page.getByLabel('Bevorzugte Sprache').selectOption('en')
  await page.getByLabel('Ich möchte den Newsletter des Hauses per E-Mail erhalten.').check()
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Ihre Einstellungen sind gespeichert.' })).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Bevorzugte Sprache')).toHaveValue('en')
  await expect(page.getByLabel('Ich möchte den Newsletter des Hauses per E-Mail erhalten.')).toBeChecked()
  await expectAccessible(page, 'settings')

  // back to the demo password, so the demo account stays as documented
  if (target !== DEMO_VISITOR_PASSWORD) {
    await changePassword(page, target, DEMO_VISITOR_PASSWORD)
    await expect(page.getByRole('status').filter({ hasText: 'Ihr Passwort ist geändert.' })).toBeVisible()
  }
  await here.close()
  await elsewhere.close()
})
