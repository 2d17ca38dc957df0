import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { csrfToken, decidedConsent, DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD, DEMO_SECOND_EDITOR_EMAIL, DEMO_SECOND_EDITOR_PASSWORD, expect, expectAccessible, signInToHub, test } from './fixtures'

// Drafts and publications per language, versions, comparison, restore, a planned publication and the soft lock,
// as editors and visitors meet them.

const DE = '/de/ueber-uns/haltung'
const EN = '/en/about/our-values'
const unique = Date.now().toString(36)

async function login(page: Page, email: string, password: string) {
  await page.goto('/cms-hub')
  await signInToHub(page, email, password)
}

async function newBrowserPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin', baseURL })
  if (baseURL) await context.addCookies([{ name: 'foyer_consent', value: encodeURIComponent(JSON.stringify(decidedConsent)), url: baseURL }])
  return context.newPage()
}

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Editor-Werkzeugleiste' })

/** Publishes the draft in the page's language through the toolbar and its publish dialog (with an optional note). */
async function publish(page: Page, language: 'DE' | 'EN', note?: string) {
  const bar = page.getByRole('toolbar', { name: language === 'DE' ? 'Editor-Werkzeugleiste' : 'Editor toolbar' })
  await bar.getByRole('button', { name: language === 'DE' ? `Veröffentlichen (${language})` : `Publish (${language})` }).click()
  const dialog = page.getByRole('dialog', { name: language === 'DE' ? `Veröffentlichen (${language})` : `Publish (${language})` })
  if (note) await dialog.getByLabel(language === 'DE' ? 'Notiz zur Veröffentlichung (optional)' : /optional/).fill(note)
  await dialog.getByRole('button', { name: language === 'DE' ? 'Jetzt veröffentlichen' : 'Publish now' }).click()
  await expect(dialog).toBeHidden()
}
const alertText = (page: Page) => page.locator('[data-editor-alert]')
const status = (page: Page) => toolbar(page).locator('[data-editor-status]')

/** The public page as a visitor without cookies gets it (eventually: the static page is regenerated). */
async function publicText(request: APIRequestContext, path: string): Promise<string> {
  const answer = await request.get(path, { headers: { accept: 'text/html' } })
  expect(answer.status()).toBe(200)
  return answer.text()
}

/** Changes the page's first headline module (whatever it reads: a retry finds an earlier test's text). */
async function changeHeadline(page: Page, to: string) {
  const headline = page.locator('[data-editor-module][data-model="HeadlineModule"]').first()
  await headline.getByRole('button', { name: 'Bearbeiten' }).click()
  const dialog = page.getByRole('dialog', { name: 'Überschrift bearbeiten' })
  await dialog.getByLabel(/^Inhalt/).fill(to)
  await dialog.getByRole('button', { name: 'Speichern', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(alertText(page)).toHaveText('Gespeichert.')
}

async function pageId(page: Page): Promise<number> {
  const id = await page.locator('[data-editor-section^="page-"]').first().getAttribute('data-editor-section')
  return Number(id?.replace('page-', ''))
}

test.describe.configure({ mode: 'serial' })

test.describe('drafts, versions and publishing', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 40[19]/] })

  test('a German draft stays private; compare, publish German only, restore the first version and publish it', async ({ page, playwright, baseURL }) => {
    test.setTimeout(180_000)
    const visitor = await playwright.request.newContext({ baseURL })
    const changed = `Wofür wir stehen ${unique}`
    await login(page, DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD)
    await page.goto(`${DE}?edit`)
    await expect(status(page)).toHaveAttribute('data-editor-status', 'published')
    await changeHeadline(page, changed)
    await expect(status(page)).toHaveAttribute('data-editor-status', 'draft')
    await expect(status(page)).toHaveText('Entwurf')

    // the visitor still gets the published page
    expect(await publicText(visitor, DE)).not.toContain(changed)

    // the versions: the draft save compared with the published page, by field and word
    await toolbar(page).getByRole('button', { name: 'Versionen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Versionen dieser Seite (DE)' })
    await expect(dialog).toBeVisible()
    const rows = dialog.locator('tbody tr')
    await expect(rows.first()).toContainText('Gespeichert')
    await expect(rows.first()).toContainText('Rike Redaktion')
    await expect(dialog.locator('tbody tr', { hasText: 'Erstfassung' })).toContainText('öffentlich')
    await rows.first().getByRole('button', { name: 'Vergleichen' }).click()
    const compare = dialog.locator('[data-editor-compare]')
    await expect(compare.locator('[data-change="changed"]')).toContainText('Geändert: Überschrift')
    await expect(compare.locator('ins')).toContainText(unique)
    await expectAccessible(page, 'versions dialog with a comparison')
    await dialog.getByRole('button', { name: 'Schließen' }).click()
    await expect(dialog).toBeHidden()

    // publish German only, with a note
    await publish(page, 'DE', `Neue Überschrift ${unique}`)
    await expect(alertText(page)).toHaveText('Veröffentlicht. Besucher sehen die Seite jetzt so.')
    await expect(status(page)).toHaveAttribute('data-editor-status', 'published')
    await expect.poll(() => publicText(visitor, DE), { timeout: 30_000 }).toContain(changed)
    const english = await publicText(visitor, EN)
    expect(english).toContain('What we stand for')
    expect(english).not.toContain(unique)

    // restore the first version as the draft: the public page keeps the published headline until the next publication
    await toolbar(page).getByRole('button', { name: 'Versionen' }).click()
    await dialog.locator('tbody tr', { hasText: 'Erstfassung' }).getByRole('button', { name: 'Als Entwurf wiederherstellen' }).click()
    await expect(dialog).toBeHidden()
    await expect(status(page)).toHaveAttribute('data-editor-status', 'draft')
    await expect(page.locator('[data-editor-module][data-model="HeadlineModule"]').first()).not.toContainText(unique)
    expect(await publicText(visitor, DE)).toContain(changed)
    await publish(page, 'DE')
    await expect(alertText(page)).toHaveText('Veröffentlicht. Besucher sehen die Seite jetzt so.')
    await expect.poll(() => publicText(visitor, DE), { timeout: 30_000 }).not.toContain(changed)

    // the publication with the new headline, read-only at ?v=, with its banner and a comparison with the live page
    const id = await pageId(page)
    const versions = await page.request.get(`/de/pageeditor-api/versions/${id}/`)
    const state: { versions: { id: number; kind: string; note: string | null }[] } = await versions.json()
    const published = state.versions.find((version) => version.kind === 'publish' && version.note === `Neue Überschrift ${unique}`)
    expect(published).toBeDefined()
    await page.goto(`${DE}?v=${published?.id}`)
    const banner = page.locator('[data-editor-version]')
    await expect(banner).toContainText('von Rike Redaktion: Veröffentlicht')
    await expect(banner).toContainText('Besucher sehen eine andere Fassung.')
    await expect(page.getByRole('heading', { name: changed })).toBeVisible()
    await banner.getByRole('button', { name: 'Mit der veröffentlichten Fassung vergleichen' }).click()
    await expect(banner.locator('[data-change="changed"] ins')).toContainText(unique)
    await expectAccessible(page, 'a version read-only with its banner')
    // a visitor asking for a version gets the plain page
    const plain = await visitor.get(`${DE}?v=${published?.id}`, { maxRedirects: 0 })
    expect(plain.status()).toBe(301)
    await visitor.dispose()
  })

  test('a publication planned three seconds ahead goes live without a request; the hub lists drafts, plans and activities', async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000)
    const visitor = await playwright.request.newContext({ baseURL })
    const planned = `Geplant ${unique}`
    await login(page, DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD)
    await page.goto(`${DE}?edit`)
    await changeHeadline(page, planned)

    // the scheduling form by keyboard and label: a time tomorrow, then cancelled
    await toolbar(page).getByRole('button', { name: 'Versionen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Versionen dieser Seite (DE)' })
    const tomorrow = new Date(Date.now() + 86_400_000)
    const local = (date: Date, seconds: boolean) =>
      new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}), hourCycle: 'h23' }).format(date).replace(' ', 'T')
    await dialog.getByLabel('Zeitpunkt (Berliner Zeit)').fill(local(tomorrow, false))
    await dialog.getByRole('button', { name: 'Planen' }).click()
    const plan = dialog.locator('[data-schedule]')
    await expect(plan).toHaveCount(1)
    await expect(plan).toContainText('Entwurf veröffentlichen am')
    await plan.getByRole('button', { name: 'Planung abbrechen' }).click()
    await expect(plan).toHaveCount(0)
    // or one chosen version of the list instead of the draft as it will be then
    await dialog.getByLabel('Zeitpunkt (Berliner Zeit)').fill(local(tomorrow, false))
    const which = dialog.getByLabel('Welche Fassung')
    await expect(which.locator('option').first()).toHaveText('Der Entwurf, wie er dann ist')
    await which.selectOption({ index: 1 })
    await dialog.getByRole('button', { name: 'Planen' }).click()
    await expect(plan).toHaveCount(1)
    await expect(plan).toContainText('– Version vom')
    await expectAccessible(page, 'versions dialog with a planned version')
    await plan.getByRole('button', { name: 'Planung abbrechen' }).click()
    await expect(plan).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Schließen' }).click()

    // the hub: the page has an open draft
    await page.goto('/cms-hub/versions')
    await expect(page.getByRole('heading', { name: 'Entwürfe und Planungen', level: 1 })).toBeVisible()
    await expect(page.locator('section', { hasText: 'Seiten mit unveröffentlichten Entwürfen' }).getByRole('link', { name: /Haltung/ })).toBeVisible()
    await expectAccessible(page, 'hub versions dashboard')

    // three seconds ahead, through the API as the editor's browser would call it
    const token = await csrfToken(page)
    const cmsPage: { id: number } = await (await page.request.get('/de/pageeditor-api/page/ueber-uns/haltung')).json()
    const id = cmsPage.id
    const scheduled = await page.request.post('/de/pageeditor-api/schedule/', { data: { page: id, action: 'publish', run_at: local(new Date(Date.now() + 3000), true), version: null }, headers: { 'X-CSRFToken': token } })
    expect(scheduled.status()).toBe(200)
    // a time in the past is refused with the reason at the field
    const past = await page.request.post('/de/pageeditor-api/schedule/', { data: { page: id, action: 'publish', run_at: local(new Date(Date.now() - 60_000), false), version: null }, headers: { 'X-CSRFToken': token } })
    expect(past.status()).toBe(400)
    expect(JSON.stringify(await past.json())).toContain('Der Zeitpunkt muss in der Zukunft liegen.')
    // nobody asks anything of the server in between: the page goes live by itself
    await page.waitForTimeout(5000)
    await expect.poll(() => publicText(visitor, DE), { timeout: 30_000 }).toContain(planned)

    // page activities: the planned publication is the latest publication of the page
    await page.goto('/cms-hub/page-activities')
    await expect(page.getByRole('heading', { name: 'Seitenaktivitäten', level: 1 })).toBeVisible()
    await page.getByLabel('Art').selectOption({ label: 'Veröffentlicht' })
    await expect(page.locator('tbody tr').first()).toContainText('Haltung')
    await expect(page.locator('tbody tr').first()).toContainText('Veröffentlicht')
    await expectAccessible(page, 'hub page activities')
    await visitor.dispose()
  })

  test('taking the English page offline: visitors get 404 in English and the German page without a language switch to it; publishing brings it back', async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000)
    const visitor = await playwright.request.newContext({ baseURL })
    const englishStatus = async () => (await visitor.get(EN, { headers: { accept: 'text/html' } })).status()
    await login(page, DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD)
    await page.goto(`${EN}?edit`)
    const bar = page.getByRole('toolbar', { name: 'Editor toolbar' })
    await expect(bar.locator('[data-editor-status]')).toHaveAttribute('data-editor-status', 'published')
    await bar.getByRole('button', { name: 'Take offline (EN)' }).click()
    // the question is the site's own dialog, "Cancel" focused so that Enter does no harm
    const question = page.getByRole('dialog', { name: 'Take the page offline (EN)?' })
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await expectAccessible(page, 'the question before taking a page offline')
    await question.getByRole('button', { name: 'Take offline (EN)' }).click()
    await expect(question).toBeHidden()
    await expect(alertText(page)).toHaveText('Offline. Visitors no longer find the page in this language.')
    await expect(bar.locator('[data-editor-status]')).toHaveText('Offline')
    await expect.poll(englishStatus, { timeout: 30_000 }).toBe(404)
    // German stays online; its language switch no longer offers the English page
    await expect.poll(async () => (await publicText(visitor, DE)).includes(`href="${EN}"`), { timeout: 30_000 }).toBe(false)
    await expectAccessible(page, 'the toolbar of a page offline in this language')

    // publishing in English (no draft needed) puts it online again
    await publish(page, 'EN')
    await expect(alertText(page)).toHaveText('Published. Visitors now see the page like this.')
    await expect(bar.locator('[data-editor-status]')).toHaveAttribute('data-editor-status', 'published')
    await expect.poll(englishStatus, { timeout: 30_000 }).toBe(200)
    await expect.poll(async () => (await publicText(visitor, DE)).includes(`href="${EN}"`), { timeout: 30_000 }).toBe(true)
    // leaving edit mode gives the English lock back
    await page.goto(EN)
    await visitor.dispose()
  })

  test('page settings: the German description for search engines changes at once, without publishing', async ({ page, playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL })
    const description = `Wofür das Haus steht ${unique}`
    await login(page, DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD)
    await page.goto(`${DE}?edit`)
    await toolbar(page).getByRole('button', { name: 'Seiteneinstellungen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Seiteneinstellungen (DE)' })
    await expect(dialog.getByLabel('Titel', { exact: true })).toHaveValue('Haltung')
    await dialog.getByLabel('Beschreibung für Suchmaschinen').fill(description)
    await expectAccessible(page, 'the page settings dialog')
    await dialog.getByRole('button', { name: 'Einstellungen speichern' }).click()
    await expect(dialog).toBeHidden()
    await expect(alertText(page)).toHaveText('Seiteneinstellungen gespeichert.')
    await expect.poll(() => publicText(visitor, DE), { timeout: 30_000 }).toContain(`<meta name="description" content="${description}"`)
    // the editor's module saves go on from the settings' revision (and the draft is dropped again)
    await changeHeadline(page, `Wofür wir stehen ${unique}`)
    await toolbar(page).getByRole('button', { name: 'Entwurf verwerfen' }).click()
    await page.getByRole('dialog', { name: 'Entwurf verwerfen (DE)?' }).getByRole('button', { name: 'Entwurf verwerfen' }).click()
    await expect(status(page)).toHaveAttribute('data-editor-status', 'published')
    await page.goto(DE)
    await visitor.dispose()
  })

  test('a second editor opening the page sees who edits it since when, read-only, and can take over', async ({ page, browser, baseURL }) => {
    await login(page, DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD)
    await page.goto(`${DE}?edit`)
    await expect(toolbar(page)).toBeVisible()
    const other = await newBrowserPage(browser, baseURL)
    try {
      await login(other, DEMO_SECOND_EDITOR_EMAIL, DEMO_SECOND_EDITOR_PASSWORD)
      await other.goto(`${DE}?edit`)
      const lock = other.locator('[data-editor-lock]')
      await expect(lock).toContainText('Rike Redaktion bearbeitet diese Seite seit')
      await expect(other.locator('[data-editor-toolbar]')).toHaveCount(0)
      await expectAccessible(other, 'the lock banner')
      await lock.getByRole('button', { name: 'Bearbeitung übernehmen' }).click()
      await expect(toolbar(other)).toBeVisible()
      // the first editor learns it at the next renewal (a reload renews at once)
      await page.reload()
      await expect(page.locator('[data-editor-lock]')).toContainText('Dora Dramaturgie bearbeitet diese Seite seit')
      // leaving edit mode gives the lock back (the release is sent as the page goes: it may land just after)
      await other.goto(DE)
      await expect(async () => {
        await page.reload()
        await expect(toolbar(page)).toBeVisible({ timeout: 3000 })
      }).toPass({ timeout: 20_000 })
    } finally {
      // a failed attempt must not leave the second editor holding the lock for a retry
      await other.context().close()
    }
  })
})
