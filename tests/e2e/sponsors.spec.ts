import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, expectHydrated, expectRegenerated, loginAsEditor, test } from './fixtures'
import { discardDraft, modal, openEditMode, pageSection, picture, saveDialog, toolbar } from './editor-helpers'

// Sponsors and partners, the first record type described once (decision 0031): an editor creates one with a logo in
// the hub, every public page's footer shows it to an anonymous visitor once regenerated, and the "Förderer und
// Partner" module shows the sponsors by level; the hub's list and edit screens pass axe at 1440 and 390 px.

// the empty create is refused (400): the browser logs it
test.use({ allowConsoleErrors: [/status of 400/] })

/** the machine runs several suites at once: a list or a save may take longer than the default wait */
const wait = expect.configure({ timeout: 30_000 })

const unique = Date.now().toString(36)
const NAME = `Brauerei Auenquell ${unique}`
const MODULE_PAGE = '/de/festivals'

async function logoFile(): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'foyer-sponsors-e2e-')), `logo-${unique}.png`)
  writeFileSync(file, await sharp({ create: { width: 420, height: 252, channels: 3, background: '#1d4e89' } }).png().toBuffer())
  return file
}

/** The hub screen has no sideways scrolling and no serious or critical axe violation. */
async function expectFits(page: Page, context: string) {
  // a page loaded anew shows its save button disabled until it has hydrated: axe measured while it turns
  await expectHydrated(page)
  await expectAccessible(page, context)
  expect(await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth), `${context}: no sideways scrolling`).toBeLessThanOrEqual(0)
}

test.describe('sponsors and partners', () => {
  test('an editor creates a sponsor with a logo; the footer of public pages shows it; the module groups the sponsors by level', async ({ page, browser, baseURL }) => {
    test.setTimeout(900_000)
    await loginAsEditor(page)
    await page.getByRole('navigation', { name: 'Bereiche des Hubs' }).getByRole('link', { name: 'Förderer und Partner' }).click()
    await wait(page.getByRole('heading', { level: 1, name: 'Förderer und Partner' })).toBeVisible()
    // the demo's three
    await wait(page.getByRole('status').filter({ hasText: /^\d+ Förderer und Partner$/ })).toBeVisible()
    await wait(page.getByRole('row', { name: /Stadt Auenstadt/ })).toContainText('Hauptförderer')
    await expectFits(page, 'sponsor list 1440')
    await picture(page, 'sponsors-list-1440')

    await page.getByRole('link', { name: 'Neuer Förderer oder Partner' }).click()
    await wait(page.getByRole('heading', { level: 1, name: 'Neuer Förderer oder Partner' })).toBeVisible()
    await expectFits(page, 'new sponsor 1440')
    // an empty create is refused at the fields, in German
    await page.getByRole('button', { name: 'Förderer oder Partner anlegen' }).click()
    await wait(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Dieses Feld ist erforderlich!')

    await page.getByLabel('Name', { exact: true }).fill(NAME)
    await page.getByRole('button', { name: 'Datei auswählen' }).click()
    const picker = page.getByRole('dialog', { name: 'Logo: Datei auswählen' })
    await picker.getByLabel('Datei', { exact: true }).setInputFiles(await logoFile())
    await picker.getByLabel('Alternativtext (Deutsch)').first().fill(NAME)
    await picker.getByRole('button', { name: 'Hochladen' }).click()
    await picker.getByRole('button', { name: 'Diese Datei verwenden' }).click()
    await wait(picker).toBeHidden()
    await page.getByLabel('Link', { exact: true }).fill('https://auenquell.example')
    await page.getByLabel('Stufe').selectOption({ label: 'Hauptförderer' })
    await page.getByLabel('Reihenfolge').fill('0')
    await page.getByRole('button', { name: 'Förderer oder Partner anlegen' }).click()
    await wait(page.getByRole('status').filter({ hasText: 'Angelegt.' })).toBeVisible()
    await wait(page).toHaveURL(/\/cms-hub\/sponsors\/\d+$/)
    await wait(page.getByRole('heading', { level: 1, name: 'Förderer oder Partner bearbeiten' })).toBeVisible()
    await wait(page.getByLabel('Name', { exact: true })).toHaveValue(NAME)
    await expectFits(page, 'sponsor edit 1440')
    await picture(page, 'sponsors-edit-1440')
    const id = Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1])
    // saved as typed: the link too, which the footer's logo leads to
    expect(await (await page.request.get(`/de/api/backoffice/sponsors/${id}/`)).json()).toMatchObject({ name: NAME, link: 'https://auenquell.example', level: 'main', position: 0 })

    // the hub's screens on a phone
    await page.setViewportSize({ width: 390, height: 844 })
    await expectFits(page, 'sponsor edit 390')
    await picture(page, 'sponsors-edit-390')
    await page.goto('/cms-hub/sponsors')
    await wait(page.getByRole('link', { name: NAME })).toBeVisible()
    await expectFits(page, 'sponsor list 390')
    await picture(page, 'sponsors-list-390')
    await page.setViewportSize({ width: 1440, height: 900 })

    // an anonymous visitor (no cookie at all) gets the regenerated pages with the logo in the footer, in both languages
    const visitor = await browser.newContext({ baseURL })
    for (const address of ['/de/impressum', '/en/impressum', '/en/events']) {
      await expect
        .poll(async () => {
          const answer = await visitor.request.get(address)
          const html = await answer.text()
          const footer = html.slice(html.indexOf('data-site-footer'))
          return footer.includes(`alt="${NAME}"`)
        }, { timeout: 60_000, message: `${address} shows the new sponsor in its footer` })
        .toBe(true)
    }
    const answer = await visitor.request.get('/de/impressum')
    wait(answer.headers()['set-cookie']).toBeUndefined()
    const viewer = await visitor.newPage()
    await viewer.goto('/de/impressum')
    const logo = viewer.locator('[data-site-footer] ul[aria-label="Förderer und Partner"] a').filter({ has: viewer.locator(`img[alt="${NAME}"]`) })
    await wait(logo).toHaveAttribute('href', 'https://auenquell.example')
    await visitor.close()

    // the module on a page, by level: the new main sponsor under "Hauptförderer"
    await openEditMode(page, MODULE_PAGE)
    await toolbar(page).getByRole('button', { name: '+ Modul' }).click()
    await modal(page, 'Modul wählen').getByRole('button', { name: 'Förderer und Partner', exact: true }).click()
    const dialog = modal(page, 'Förderer und Partner einfügen')
    await dialog.getByLabel(/^Überschrift/).fill(`Unsere Förderer ${unique}`)
    await saveDialog(page, dialog)
    const shown = pageSection(page).locator('[data-sponsors-module]')
    await wait(shown.getByRole('heading', { level: 2, name: `Unsere Förderer ${unique}` })).toBeVisible()
    const main = shown.getByRole('region', { name: 'Hauptförderer' })
    await wait(main.getByRole('heading', { level: 3, name: 'Hauptförderer' })).toBeVisible()
    await wait(main.getByRole('img', { name: NAME })).toBeVisible()
    await wait(shown.getByRole('region', { name: 'Medienpartner' }).getByRole('img', { name: 'Radio Fluss' })).toBeVisible()
    await picture(page, 'sponsors-module')
    await discardDraft(page)

    // deleted: the footer no longer shows it
    await page.goto(`/cms-hub/sponsors/${id}`)
    await page.getByRole('button', { name: 'Förderer oder Partner löschen' }).click()
    await page.getByRole('dialog', { name: `„${NAME}“ löschen?` }).getByRole('button', { name: 'Förderer oder Partner löschen' }).click()
    await wait(page.getByRole('status').filter({ hasText: 'Förderer oder Partner gelöscht.' }).first()).toBeVisible()
    wait((await page.request.get(`/de/api/backoffice/sponsors/${id}/`)).status()).toBe(404)
    await expectRegenerated(page)
    wait(await (await page.request.get('/de/api/sponsors/')).text()).not.toContain(NAME)
  })
})
