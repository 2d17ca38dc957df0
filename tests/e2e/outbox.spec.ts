import { randomBytes } from 'node:crypto'
import { DEMO_VISITOR_EMAIL, DEMO_VISITOR_PASSWORD } from '../../src/server/db/seed/credentials.ts'
import { expect, expectAccessible, expectHydrated, loginAsEditor, test, withConsent } from './fixtures'
import { mailsTo } from './mail-catcher'

// The hub's outbox: a mail written by a visitor's change is readable there, text and HTML, and can be sent again.
// The e2e servers send through the suite's own SMTP server (tests/e2e/mail-catcher.ts): the mail is delivered.
// the test tools' own scripts are refused in the mail's sandboxed frame, as any mail's script is: chromium says so
test.use({ allowConsoleErrors: [/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/] })

test('a changed e-mail address puts its confirmation into the outbox, where the administrator reads it', async ({ page, browser, baseURL }) => {
  const address = `outbox-${randomBytes(4).toString('hex')}@example.org`
  const context = await withConsent(await browser.newContext({ locale: 'de-DE' }), baseURL)
  const visitor = await context.newPage()
  await visitor.goto('/de/user/login?next=/de/user/profile')
  await expectHydrated(visitor)
  await visitor.getByLabel('E-Mail-Adresse').fill(DEMO_VISITOR_EMAIL)
  await visitor.getByLabel('Passwort', { exact: true }).fill(DEMO_VISITOR_PASSWORD)
  await visitor.getByRole('button', { name: 'Anmelden', exact: true }).click()
  // the login page's own address ends in ?next=/de/user/profile: only the path tells the profile from it
  await visitor.waitForURL((url) => url.pathname === '/de/user/profile')
  await expectHydrated(visitor)
  const field = visitor.getByLabel('E-Mail-Adresse')
  await expect(field).toHaveValue(DEMO_VISITOR_EMAIL)
  await field.fill(address)
  await visitor.getByRole('button', { name: 'Profil speichern' }).click()
  await expect(visitor.getByRole('status').filter({ hasText: address })).toBeVisible()
  await context.close()

  // delivered over SMTP by the outbox worker
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 60_000 }).toBe(1)

  await loginAsEditor(page)
  await page.getByRole('navigation', { name: 'Bereiche des Hubs' }).getByRole('link', { name: 'Postausgang' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Postausgang' })).toBeVisible()
  // a mail server is configured: no note that mails only wait
  await expect(page.getByRole('note')).toHaveCount(0)
  const row = page.getByRole('row').filter({ hasText: address })
  await expect(row).toContainText('E-Mail-Änderung')
  await expect(row).toContainText('Versendet')
  await expectAccessible(page, 'outbox')

  // the mail is in the account's preferred language (another spec changes it) and ends in the venue's name
  const subject = /^(Bitte bestätigen Sie Ihre neue E-Mail-Adresse|Please confirm your new e-mail address) – /
  await row.getByRole('button', { name: new RegExp(`^Nachricht „${subject.source.slice(1)}.+“ ansehen$`) }).click()
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible()
  await expect(page.locator('pre')).toContainText(/\/(de|en)\/user\/confirm-email\?token=/)
  // the HTML part is shown in a frame without any permission: no script of a mail runs in the hub
  const frame = page.getByTitle('HTML-Fassung der Nachricht (ohne Skripte angezeigt)')
  await expect(frame).toHaveAttribute('sandbox', '')
  await expect(page.frameLocator('iframe[sandbox]').getByRole('link', { name: /^(E-Mail-Adresse bestätigen|Confirm e-mail address)$/ })).toBeVisible()
  // the frame runs no script, axe's neither; its title is asserted above, the mail's HTML is for mail programs
  await expectAccessible(page, 'outbox mail', { exclude: ['iframe[sandbox]'] })

  await page.getByRole('button', { name: 'Erneut senden' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Die Nachricht steht wieder in der Warteschlange.' })).toBeVisible()
  await page.getByRole('button', { name: 'Zurück zur Liste' }).click()
  // a sent mail is sent again as a copy: its record stays, and the address gets it a second time
  await expect(page.getByRole('row').filter({ hasText: address })).toHaveCount(2)
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 60_000 }).toBe(2)
})

test('the outbox is for administrators: its calls refuse a visitor who is not signed in', async ({ request }) => {
  expect((await request.get('/de/api/dashboard-mail/')).status()).toBe(401)
  expect((await request.get('/de/api/dashboard-mail/1/')).status()).toBe(401)
})
