import type { ParsedMail } from 'mailparser'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, expectHydrated, loginAsEditor, test, withConsent } from './fixtures'
import { mailsTo } from './mail-catcher'

/** Waits until the suite's SMTP server has received a mail to `to` whose subject matches, and returns it. */
async function receivedMail(to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined
  // the outbox worker sends every few seconds; the mail is there when it is there
  await expect.poll(async () => (found = (await mailsTo(to)).find((mail) => subject.test(mail.subject ?? ''))) !== undefined, { timeout: 60_000, intervals: [500] }).toBe(true)
  if (!found) throw new Error(`no mail to ${to}`)
  return found
}

/** The link of a mail, as the path and query on this server (the mail names the configured SITE_ORIGIN). */
function linkIn(mail: ParsedMail, path: string): string {
  const match = (mail.text ?? '').match(new RegExp(`https?://[^\\s/]+(${path.replace(/[?/]/g, '\\$&')}[^\\s]*)`))
  if (!match?.[1]) throw new Error(`no ${path} link in "${mail.subject}"`)
  return match[1]
}

const unique = (name: string, project: string) => `${name}-${project}-${Date.now()}@example.org`

async function signIn(page: Page, email: string, password: string) {
  await expectHydrated(page)
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
}

test.describe('accounts by mail, delivered over SMTP', () => {
  test('an administrator invites an editor; the invitation mail sets the password and the editor signs in', async ({ page, browser, baseURL }, testInfo) => {
    const email = unique('neu', testInfo.project.name)
    await loginAsEditor(page)
    await page.goto('/cms-hub/users')
    await expectHydrated(page)
    const invite = page.getByRole('region', { name: 'Jemanden einladen' })
    await invite.getByLabel('E-Mail-Adresse').fill(email)
    await invite.getByLabel('Rolle').selectOption('editor')
    await invite.getByRole('button', { name: 'Einladung senden' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Die Einladung an ${email} ist unterwegs` })).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(email) })).toBeVisible()
    await expectAccessible(page, 'the users page with an open invitation')

    const mail = await receivedMail(email, /Einladung in den CMS-Hub/)
    expect(mail.text).toContain('Rike Redaktion')
    expect(mail.html).toContain('Einladung annehmen')
    const link = linkIn(mail, '/de/user/invitation?')

    // a browser of its own: the invited person has no session; the consent is decided as in every test
    const invited = await withConsent(await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin' }), baseURL)
    const invitedPage = await invited.newPage()
    try {
      await invitedPage.goto(link)
      await expectHydrated(invitedPage)
      await expect(invitedPage.getByText(`(${email})`)).toBeVisible()
      await invitedPage.getByLabel('Vorname').fill('Nele')
      await invitedPage.getByLabel('Nachname').fill('Neumann')
      await invitedPage.getByLabel('Passwort', { exact: true }).fill('kurz')
      await invitedPage.getByLabel('Passwort wiederholen').fill('kurz')
      await invitedPage.getByRole('button', { name: 'Einladung annehmen' }).click()
      await expect(invitedPage.getByRole('alert')).toContainText('mindestens 10 Zeichen')
      await invitedPage.getByLabel('Passwort', { exact: true }).fill('Spielzeit-Start-2026')
      await invitedPage.getByLabel('Passwort wiederholen').fill('Spielzeit-Start-2026')
      await invitedPage.getByRole('button', { name: 'Einladung annehmen' }).click()
      await expect(invitedPage.getByRole('status').filter({ hasText: 'Willkommen' })).toBeVisible()
      await expectAccessible(invitedPage, 'the accepted invitation')
      await invitedPage.getByRole('link', { name: 'Zur Anmeldung im CMS-Hub' }).click()
      await signIn(invitedPage, email, 'Spielzeit-Start-2026')
      await expect(invitedPage.getByRole('heading', { name: 'CMS-Hub' })).toBeVisible()
      // the link is used up
      await invitedPage.goto(link)
      await expect(invitedPage.getByRole('alert')).toContainText('ungültig, abgelaufen oder wurde schon angenommen')
    } finally {
      await invited.close()
    }
    await page.reload()
    await expect(page.getByRole('row', { name: new RegExp(`Einladung an ${email}|${email}.*Erneut senden`) })).toHaveCount(0)
  })

  test('a visitor signs up, confirms through the mail, forgets the password and sets a new one through the reset mail', async ({ page }, testInfo) => {
    const email = unique('gast', testInfo.project.name)
    await page.goto('/de/user/login')
    await expectHydrated(page)
    await page.getByRole('link', { name: 'Noch kein Konto? Jetzt registrieren' }).click()
    await expectHydrated(page)
    await page.getByLabel('Vorname').fill('Greta')
    await page.getByLabel('Nachname').fill('Gast')
    await page.getByLabel('E-Mail-Adresse').fill(email)
    await page.getByLabel('Passwort', { exact: true }).fill('Abendkasse-Vorhang-7')
    await page.getByLabel('Passwort wiederholen').fill('Abendkasse-Vorhang-7')
    await page.getByLabel(/Ich bin einverstanden/).check()
    await page.getByRole('button', { name: 'Konto anlegen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Fast geschafft' })).toContainText(`Wir haben einen Link an ${email} geschickt`)
    await expectAccessible(page, 'the sign-up')

    const confirmation = await receivedMail(email, /Bitte bestätigen Sie Ihr Konto/)
    await page.goto(linkIn(confirmation, '/de/user/confirm-registration?'))
    await expectHydrated(page)
    await page.getByRole('button', { name: 'Konto bestätigen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Ihr Konto ist bestätigt' })).toBeVisible()
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click()
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click()
    await expectHydrated(page)
    await page.getByLabel('E-Mail-Adresse').fill(email)
    await page.getByRole('button', { name: 'Link anfordern' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Wenn zu ${email} ein Konto gehört` })).toBeVisible()

    const reset = await receivedMail(email, /Ihr neues Passwort/)
    expect(reset.text).toContain('Guten Tag Greta Gast')
    const link = linkIn(reset, '/de/user/reset-password?')
    await page.goto(link)
    await expectHydrated(page)
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Premiere-im-Mai-2027')
    await page.getByLabel('Neues Passwort wiederholen').fill('Premiere-im-Mai-2027')
    await page.getByRole('button', { name: 'Passwort speichern' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Ihr Passwort ist geändert' })).toBeVisible()
    await expectAccessible(page, 'the password reset')
    // a reset link used twice fails the second time, with the way to ask again
    await page.goto(link)
    await expect(page.getByRole('alert')).toContainText('ungültig, abgelaufen oder wurde schon benutzt')
    await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible()

    await page.goto('/de/user/login')
    await signIn(page, email, 'Premiere-im-Mai-2027')
    await expect(page).toHaveURL(/\/de\/user\/profile/)
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email)
  })
})
