import type { ParsedMail } from 'mailparser'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, expectHydrated, loginAsEditor, reloadHydrated, test, withConsent } from './fixtures'
import { mailsTo } from './mail-catcher'

/** Waits until the suite's SMTP server has received a mail to `to` whose subject matches. */
async function receivedMail(to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined
  await expect.poll(async () => (found = (await mailsTo(to)).find((mail) => subject.test(mail.subject ?? ''))) !== undefined, { timeout: 60_000, intervals: [500] }).toBe(true)
  if (!found) throw new Error(`no mail to ${to}`)
  return found
}

/** The link of a mail as a path on this server. */
function linkIn(mail: ParsedMail, path: string): string {
  const match = (mail.text ?? '').match(new RegExp(`https?://[^\\s/]+(${path.replace(/[?/]/g, '\\$&')}[^\\s]*)`))
  if (!match?.[1]) throw new Error(`no ${path} link in "${mail.subject}"`)
  return match[1]
}

/** The CSRF cookie of the page's browser, asked for when missing (the hub keeps its network busy: no waiting for idle). */
async function csrfToken(page: Page): Promise<string> {
  const read = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value
  if (!(await read())) expect((await page.request.get('/api/csrf/')).ok()).toBe(true)
  const token = await read()
  if (!token) throw new Error('no csrftoken cookie')
  return decodeURIComponent(token)
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/de/user/login')
  await expectHydrated(page)
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/de\/user\/profile/)
}

test.describe("the visitor's data under the visitor's control", () => {
  test('an editor deletes a selected entry of a form, after a confirmation naming the count and the form', async ({ page, browser, baseURL }, testInfo) => {
    // a form of this test's own, made through the back-office API
    await loginAsEditor(page)
    const stamp = `${testInfo.project.name}-${Date.now()}`
    const title = `Rückmeldung ${stamp}`
    const created = await page.request.post('/de/api/backoffice/forms/', {
      headers: { 'x-csrftoken': await csrfToken(page) },
      data: {
        title: { de: title, en: `Feedback ${stamp}` },
        slug: { de: `rueckmeldung-${stamp}`, en: `feedback-${stamp}` },
        success_text: { de: 'Danke für Ihre Rückmeldung.', en: 'Thank you.' },
        retention_months: 6,
        fields: [{ label: { de: 'Name', en: 'Name' }, slug: 'name', field_type: 1, required: true, visible: true }],
      },
    })
    expect(created.status()).toBe(200)
    const form: { id: number; retention_months: number } = await created.json()
    expect(form.retention_months).toBe(6)

    // two visitors' entries, sent through the public form
    const visitor = await withConsent(await browser.newContext({ baseURL, locale: 'de-DE' }), baseURL)
    try {
      const visitorPage = await visitor.newPage()
      for (const name of ['Ada Absenderin', 'Bruno Bleibt']) {
        await visitorPage.goto(`/de/forms/rueckmeldung-${stamp}/${form.id}`)
        await expectHydrated(visitorPage)
        await visitorPage.locator('#field-name').fill(name)
        await visitorPage.getByRole('button', { name: 'Absenden' }).click()
        await expect(visitorPage.getByText('Danke für Ihre Rückmeldung.')).toBeVisible()
      }
      // the deletion API refuses a caller without a staff session (before it looks at the body)
      const anonymous = await visitorPage.request.post(`/de/api/backoffice/forms/${form.id}/entries/delete/`, { headers: { 'x-csrftoken': await csrfToken(visitorPage) }, data: { all: true } })
      expect(anonymous.status()).toBe(401)
    } finally {
      await visitor.close()
    }

    await page.goto(`/cms-hub/forms/${form.id}`)
    await expectHydrated(page)
    await expect(page.getByText('Eingänge werden 6 Monate nach ihrem Eingang mit ihren Dateien automatisch gelöscht.')).toBeVisible()
    const rows = page.getByRole('region', { name: 'Eingänge' }).locator('tbody tr')
    await expect(rows).toHaveCount(2)
    const deleteSelected = page.getByRole('button', { name: /^Ausgewählte löschen/ })
    await expect(deleteSelected).toBeDisabled()
    await rows.filter({ hasText: 'Ada Absenderin' }).getByRole('checkbox').check()
    await expect(page.getByRole('button', { name: 'Ausgewählte löschen (1)' })).toBeEnabled()
    await expectAccessible(page, 'the entries of a form with one selected')

    // dismissed, nothing happens; confirmed, the one entry goes
    const dialog = page.getByRole('dialog', { name: `Einen Eingang aus „${title}“ löschen?` })
    await deleteSelected.click()
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(`Einen Eingang des Formulars „${title}“ mit seinen Dateien endgültig löschen? Das lässt sich nicht rückgängig machen.`)
    await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(rows).toHaveCount(2)
    await deleteSelected.click()
    await dialog.getByRole('button', { name: 'Löschen' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Gelöscht aus „${title}“: 1 Eingang, 0 Dateien.` })).toBeVisible()
    await expect(rows).toHaveCount(1)
    await expect(rows).toContainText('Bruno Bleibt')
    await reloadHydrated(page)
    await expect(page.getByRole('region', { name: 'Eingänge' }).locator('tbody tr')).toHaveCount(1)

    // tidy up: all entries, then the form
    await page.getByRole('button', { name: 'Den 1 Eingang löschen' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click()
    await expect(page.getByText('Noch keine Eingänge.')).toBeVisible()
    const removed = await page.request.delete(`/de/api/backoffice/forms/${form.id}/`, { headers: { 'x-csrftoken': await csrfToken(page) } })
    expect(removed.status()).toBe(200)
  })

  test('a visitor downloads their data and deletes their account; the account cannot sign in again', async ({ page }, testInfo) => {
    const email = `loeschen-${testInfo.project.name}-${Date.now()}@example.org`
    const password = 'Letzter-Vorhang-2027'
    await page.goto('/de/user/register')
    await expectHydrated(page)
    await page.getByLabel('Vorname').fill('Lotte')
    await page.getByLabel('Nachname').fill('Löscher')
    await page.getByLabel('E-Mail-Adresse').fill(email)
    await page.getByLabel('Passwort', { exact: true }).fill(password)
    await page.getByLabel('Passwort wiederholen').fill(password)
    await page.getByLabel(/Ich bin einverstanden/).check()
    await page.getByRole('button', { name: 'Konto anlegen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Fast geschafft' })).toBeVisible()
    await page.goto(linkIn(await receivedMail(email, /Bitte bestätigen Sie Ihr Konto/), '/de/user/confirm-registration?'))
    await expectHydrated(page)
    await page.getByRole('button', { name: 'Konto bestätigen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Ihr Konto ist bestätigt' })).toBeVisible()
    await signIn(page, email, password)

    await page.goto('/de/user/settings')
    await expectHydrated(page)
    await expect(page.getByRole('heading', { name: 'Ihre Daten' })).toBeVisible()
    await expectAccessible(page, 'the settings with the data panel')

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Meine Daten herunterladen' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.json$/)
    const answer = await page.request.get('/de/user/data-export')
    expect(answer.headers()['content-disposition']).toMatch(/^attachment;/)
    expect(answer.headers()['cache-control']).toContain('no-store')
    const data = await answer.json()
    expect(data.profile).toMatchObject({ email, first_name: 'Lotte', last_name: 'Löscher' })
    expect(data.preferences).toHaveProperty('newsletter_consent')
    expect(data.sessions.length).toBeGreaterThan(0)
    expect(data.orders).toEqual([])

    // a wrong password deletes nothing
    const panel = page.locator('form', { has: page.getByRole('button', { name: 'Konto endgültig löschen' }) })
    await panel.getByLabel('Zur Bestätigung: Ihr Passwort').fill('nicht-meins-2027')
    await panel.getByRole('button', { name: 'Konto endgültig löschen' }).click()
    await expect(panel.getByRole('alert')).toBeVisible()
    await panel.getByLabel('Zur Bestätigung: Ihr Passwort').fill(password)
    await panel.getByRole('button', { name: 'Konto endgültig löschen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Ihr Konto ist gelöscht. Sie sind abgemeldet.' })).toBeVisible()
    await expectAccessible(page, 'the deleted account')
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'sessionid')).toBeUndefined()
    expect((await page.request.get('/de/user/data-export')).status()).toBe(401)

    await page.goto('/de/user/login')
    await expectHydrated(page)
    await page.getByLabel('E-Mail-Adresse').fill(email)
    await page.getByLabel('Passwort', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await expect(page).toHaveURL(/\/de\/user\/login/)
  })

  test('the consent manager names the cookies the site sets, what they hold and for how long', async ({ page }) => {
    await page.goto('/de')
    await expectHydrated(page)
    await page.getByRole('button', { name: 'Cookie-Einstellungen', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Welche Cookies diese Website setzt').click()
    for (const name of ['sessionid', 'foyer_signed_in', 'csrftoken', 'foyer_visitor', 'cartAmount', 'foyer_consent']) await expect(dialog.locator('code', { hasText: name })).toBeVisible()
    await expect(dialog).toContainText('Speicherdauer: 30 Tage.')
    await expectAccessible(page, 'the consent manager with the cookie list')
  })
})
