import type { Page } from '@playwright/test'
import { decidedConsent, expect, expectAccessible, expectHydrated, loginAsEditor, test } from './fixtures'

// Preview links: an editor hands the German draft of a page to a reviewer without an account; the reviewer sees
// it under a banner, never cached or indexed, while the public page stays as published; revoking ends it.

const PAGE = '/de/besuch/tickets-und-preise'
const unique = Date.now().toString(36)
const draftText = `Preise der Vorschau ${unique}`

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Editor-Werkzeugleiste' })
const alertText = (page: Page) => page.locator('[data-editor-alert]')

function expectPrivate(answer: { headers: () => Record<string, string> } | null) {
  const headers = answer?.headers() ?? {}
  expect(headers['cache-control']).toBe('private, no-store')
  expect(headers['cache-tag']).toBeUndefined()
  expect(headers['x-robots-tag']).toContain('noindex')
  expect(headers['x-foyer-cache']).not.toBe('STATIC')
}

async function discardDraft(page: Page) {
  await page.goto(`${PAGE}?edit`)
  const discard = toolbar(page).getByRole('button', { name: 'Entwurf verwerfen' })
  await expect(toolbar(page).locator('[data-editor-status]')).toBeVisible()
  if (await discard.isDisabled()) return
  await discard.click()
  await page.getByRole('dialog', { name: 'Entwurf verwerfen (DE)?' }).getByRole('button', { name: 'Entwurf verwerfen' }).click()
  await expect(toolbar(page).locator('[data-editor-status]')).toHaveAttribute('data-editor-status', 'published')
}

test('a preview link shows the German draft to a reviewer without an account, privately, until it is revoked', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000)
  const reviewer = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin', baseURL })
  if (baseURL) await reviewer.addCookies([{ name: 'foyer_consent', value: encodeURIComponent(JSON.stringify(decidedConsent)), url: baseURL }])
  const visitor = await reviewer.newPage()
  try {
    // the editor changes the German page without publishing it
    await loginAsEditor(page)
    await page.goto(`${PAGE}?edit`)
    const headline = page.locator('[data-editor-module][data-model="HeadlineModule"]').first()
    await headline.getByRole('button', { name: 'Bearbeiten' }).click()
    const edit = page.getByRole('dialog', { name: 'Überschrift bearbeiten' })
    await edit.getByLabel(/^Inhalt/).fill(draftText)
    await edit.getByRole('button', { name: 'Speichern', exact: true }).click()
    await expect(alertText(page)).toHaveText('Gespeichert.')
    await expect(toolbar(page).locator('[data-editor-status]')).toHaveAttribute('data-editor-status', 'draft')

    // … and makes a link for three days in the versions dialog
    await toolbar(page).getByRole('button', { name: 'Versionen' }).click()
    const versions = page.getByRole('dialog', { name: 'Versionen dieser Seite (DE)' })
    const section = versions.getByRole('region', { name: 'Vorschau-Link für Prüfende' })
    await section.getByLabel('Gültig für').selectOption({ label: '3 Tage' })
    await section.getByRole('button', { name: 'Vorschau-Link erstellen' }).click()
    await expect(section.getByRole('status').first()).toContainText('Vorschau-Link erstellt, gültig bis')
    const link = await section.getByLabel('Vorschau-Link').inputValue()
    expect(link).toMatch(/\/de\/preview\/[A-Za-z0-9_-]{43}$/)
    await expectAccessible(page, 'the versions dialog with a new preview link')
    await versions.getByRole('button', { name: 'Schließen' }).click()

    // the reviewer, without a session, sees the draft under the banner; nothing keeps or indexes it
    const path = new URL(link).pathname
    const opened = await visitor.goto(path)
    expect(opened?.status()).toBe(200)
    expectPrivate(opened)
    const banner = visitor.getByRole('region', { name: 'Vorschau – nicht veröffentlicht' })
    await expect(banner).toContainText('Sie sehen den Entwurf dieser Seite auf Deutsch')
    await expect(banner).toContainText('Dieser Link gilt bis')
    await expect(visitor.getByRole('heading', { name: draftText })).toBeVisible()
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(visitor.getByRole('toolbar', { name: 'Editor-Werkzeugleiste' })).toHaveCount(0)
    await expectHydrated(visitor)
    await expectAccessible(visitor, 'the preview of a draft')

    // visitors still get the published page
    const published = await reviewer.request.get(PAGE, { headers: { accept: 'text/html' } })
    expect(published.status()).toBe(200)
    const publicHtml = await published.text()
    expect(publicHtml).toContain('Tickets und Preise')
    expect(publicHtml).not.toContain(draftText)

    // the link belongs to its language and token: another language or a changed token opens nothing
    const english = await reviewer.request.get(path.replace('/de/', '/en/'), { headers: { accept: 'text/html' } })
    expect(english.status()).toBe(404)
    expect(await english.text()).toContain('This preview link does not exist')
    const token = path.split('/').at(-1) ?? ''
    const changed = await reviewer.request.get(`/de/preview/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, { headers: { accept: 'text/html' } })
    expect(changed.status()).toBe(404)
    expect(await changed.text()).toContain('Diesen Vorschau-Link gibt es nicht')

    // making and revoking links is for editors, with the CSRF token like every write
    const make = { page: 1, days: 1 }
    const foreign = await reviewer.request.post('/de/pageeditor-api/preview-links/', { data: make })
    expect(foreign.status()).toBe(403)
    const csrf = ((await (await reviewer.request.get('/api/csrf/')).json()) as { token: string }).token
    const anonymous = await reviewer.request.post('/de/pageeditor-api/preview-links/', { data: make, headers: { 'x-csrftoken': csrf } })
    expect(anonymous.status()).toBe(401)
    expect((await reviewer.request.delete('/de/pageeditor-api/preview-links/1/', { data: {}, headers: { 'x-csrftoken': csrf } })).status()).toBe(401)
    expect((await reviewer.request.get('/de/api/dashboard-preview-links/')).status()).toBe(401)
    const withoutToken = await page.request.post('/de/pageeditor-api/preview-links/', { data: make })
    expect(withoutToken.status()).toBe(403)

    // the hub lists the open link and revokes it after asking
    await page.goto('/cms-hub/versions')
    const list = page.getByRole('region', { name: 'Offene Vorschau-Links' })
    const row = list.getByRole('row').filter({ hasText: 'Tickets und Preise' })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('DE')
    await expectHydrated(page)
    await row.getByRole('button', { name: 'Vorschau-Link für „Tickets und Preise“ (DE) widerrufen' }).click()
    const question = page.getByRole('dialog', { name: 'Vorschau-Link für „Tickets und Preise“ (DE) widerrufen?' })
    await expect(question.getByRole('button', { name: 'Abbrechen' })).toBeFocused()
    await expectAccessible(page, 'the question before revoking a preview link')
    await question.getByRole('button', { name: 'Widerrufen' }).click()
    await expect(question).toBeHidden()
    await expect(list.getByRole('status')).toHaveText('Vorschau-Link widerrufen.')
    await expect(row).toHaveCount(0)

    // from now on the link says it is no longer valid, in the page's language, still private
    const revoked = await visitor.goto(path)
    expect(revoked?.status()).toBe(410)
    expectPrivate(revoked)
    await expect(visitor.getByRole('heading', { name: 'Dieser Vorschau-Link gilt nicht mehr' })).toBeVisible()
    await expect(visitor.getByText(draftText)).toHaveCount(0)
    await expectAccessible(visitor, 'a revoked preview link')
  } finally {
    await reviewer.close()
    await discardDraft(page)
  }
})
