import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { Browser, Locator, Page } from '@playwright/test'
import { decidedConsent, DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD, expect, expectAccessible, expectHydrated, loginAsEditor, test } from './fixtures'

// The in-place page editor, as an editor: compose a CMS page (headline, rich text with bold and a link, an image
// uploaded from disk, a two-column section with a quote and an event list), reorder and undo, publish, and see the
// public page follow; invalid input refused at the field; a 401 during a save; two editors saving the same section;
// keyboard paths; axe in edit mode, toolbar and modals.

const PAGE = '/de/kinder'
const unique = Date.now().toString(36)
const folder = mkdtempSync(path.join(tmpdir(), 'foyer-editor-e2e-'))

async function pngFile(): Promise<string> {
  const file = path.join(folder, `buehne-${unique}.png`)
  writeFileSync(file, await sharp({ create: { width: 800, height: 450, channels: 3, background: '#2d6a4f' } }).png().toBuffer())
  return file
}

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Editor-Werkzeugleiste' })
const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })
const moduleWith = (page: Page, text: string) => page.locator('[data-editor-module]').filter({ hasText: text }).last()
const alertText = (page: Page) => page.locator('[data-editor-alert]')

async function openEditMode(page: Page) {
  await page.goto(`${PAGE}?edit`)
  await expect(toolbar(page)).toBeVisible()
  await expect(page.locator('html')).toHaveClass(/editor-edit-mode/)
  // the page's section (its draft) has loaded
  await expect(page.locator('[data-editor-section^="page-"]')).toBeAttached()
}

/** A new module at the end of the page, through the toolbar's "+ Modul" and the module chooser. */
async function insert(page: Page, entry: string): Promise<Locator> {
  await toolbar(page).getByRole('button', { name: '+ Modul' }).click()
  await modal(page, 'Modul wählen').getByRole('button', { name: entry, exact: true }).click()
  const dialog = modal(page, `${entry} einfügen`)
  await expect(dialog).toBeVisible()
  return dialog
}

async function saveDialog(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Speichern', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(alertText(page)).toHaveText('Gespeichert.')
}

/** The order of the modules of the page section, by their visible name. */
async function moduleNames(page: Page): Promise<string[]> {
  return page.locator('[data-editor-section^="page-"] > [data-editor-module] > [role="group"] > [data-editor-module-name]').allTextContents()
}

/** A second browser of its own (no cookies but the answered consent dialog). */
async function visitorPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin', baseURL })
  if (baseURL) await context.addCookies([{ name: 'foyer_consent', value: encodeURIComponent(JSON.stringify(decidedConsent)), url: baseURL }])
  return context.newPage()
}

test.describe.configure({ mode: 'serial' })

test.describe('in-place editor', () => {
  // the expired session (401) and the lost race (409) are answered so on purpose; the browser logs each
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 40[19]/] })

  test('a visitor gets no editor code; ?edit without a session opens the login that returns in edit mode', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto(PAGE)
    await page.waitForLoadState('networkidle')
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((url) => /EditorRoot|editor-fields|ModuleDialog/.test(url))).toEqual([])
    await expect(page.locator('[data-editor-toolbar]')).toHaveCount(0)

    await page.goto(`${PAGE}?edit`)
    const login = modal(page, 'Anmelden, um die Seite zu bearbeiten')
    await expect(login).toBeVisible()
    await expectAccessible(page, 'login modal')
    await login.getByLabel('E-Mail-Adresse').fill(DEMO_EDITOR_EMAIL)
    await login.getByLabel('Passwort').fill(DEMO_EDITOR_PASSWORD)
    await login.getByRole('button', { name: 'Anmelden' }).click()
    await expect(toolbar(page)).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(PAGE)
    expect(new URL(page.url()).searchParams.has('edit')).toBe(true)
  })

  test.describe('a first visit with ?edit', () => {
    test.use({ consent: null })

    test('one dialog at a time: the cookie dialog first, then the login, with a heading in the interface face', async ({ page }) => {
      await page.goto(`${PAGE}?edit`)
      const consent = page.getByRole('dialog', { name: 'Cookie-Einstellungen' })
      await expect(consent).toBeVisible()
      await expectHydrated(page)
      const login = modal(page, 'Anmelden, um die Seite zu bearbeiten')
      await expect(login).toHaveCount(0)
      await expect(page.locator('dialog[open]')).toHaveCount(1)
      await consent.getByRole('button', { name: 'Nur notwendige' }).click()
      await expect(login).toBeVisible()
      await expect(page.locator('dialog[open]')).toHaveCount(1)
      // the dialog's title is its only heading, set like the rest of the interface
      await expect(login.getByRole('heading')).toHaveCount(1)
      const heading = await login.getByRole('heading').evaluate((element) => {
        const style = getComputedStyle(element)
        return { size: Number.parseFloat(style.fontSize), family: style.fontFamily }
      })
      expect(heading.size).toBeLessThanOrEqual(24)
      expect(heading.family).toContain('Source Sans 3')
      await expect(login.getByLabel('E-Mail-Adresse')).toBeFocused()
    })
  })

  test('compose a page: headline, rich text, uploaded image, a section with quote and event list; reorder, undo; visitors see it', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000)
    await loginAsEditor(page)
    await openEditMode(page)
    await expectAccessible(page, 'edit mode with toolbar')
    const headline = `Sommerwerkstatt ${unique}`

    // Headline: the required content is refused empty, with the message at the field
    let dialog = await insert(page, 'Überschrift')
    await expectAccessible(page, 'headline modal')
    await dialog.getByRole('button', { name: 'Speichern', exact: true }).click()
    const content = dialog.getByLabel(/^Inhalt/)
    await expect(content).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByText('Dieses Feld ist erforderlich!')).toBeVisible()
    await expect(content).toBeFocused()
    await content.fill(headline)
    await saveDialog(page, dialog)
    await expect(moduleWith(page, headline)).toBeVisible()

    // Text with bold and a link, through the rich-text field's toolbar
    dialog = await insert(page, 'Text')
    const editor = dialog.getByRole('textbox').first()
    await editor.click()
    await page.keyboard.type('Basteln für alle ')
    await dialog.getByRole('button', { name: 'Fett', exact: true }).click()
    await page.keyboard.type('ab sechs')
    await dialog.getByRole('button', { name: 'Fett', exact: true }).click()
    await page.keyboard.type(' und mehr im Programm')
    for (let i = 0; i < 'Programm'.length; i++) await page.keyboard.press('Shift+ArrowLeft')
    await dialog.getByRole('button', { name: 'Link', exact: true }).click()
    await dialog.getByLabel('Link-Adresse').fill('/de/programm')
    await dialog.getByRole('button', { name: 'Link setzen' }).click()
    await saveDialog(page, dialog)
    const text = moduleWith(page, 'Basteln für alle')
    await expect(text.locator('strong, b').filter({ hasText: 'ab sechs' })).toBeVisible()
    await expect(text.getByRole('link', { name: 'Programm' })).toHaveAttribute('href', '/de/programm')

    // Image uploaded from disk through the media library
    dialog = await insert(page, 'Bild')
    await dialog.getByRole('button', { name: 'Bild auswählen' }).click()
    const library = page.getByRole('dialog', { name: /Mediathek|Bild auswählen/ }).last()
    await expect(library).toBeVisible()
    await library.getByLabel('Datei', { exact: true }).setInputFiles(await pngFile())
    await library.getByLabel('Alternativtext (Deutsch)').first().fill(`Werkbank ${unique}`)
    await library.getByRole('button', { name: 'Hochladen' }).click()
    await expect(library.getByRole('button', { name: 'Diese Datei verwenden' })).toBeVisible({ timeout: 10_000 })
    await library.getByRole('button', { name: 'Diese Datei verwenden' }).click()
    await expect(dialog.getByRole('img', { name: `Werkbank ${unique}` })).toBeVisible()
    await saveDialog(page, dialog)
    await expect(page.locator('[data-editor-module][data-model="ImageModule"]').getByRole('img', { name: `Werkbank ${unique}` })).toBeVisible()

    // A two-column section with a quote in the first and an event list in the second column
    dialog = await insert(page, 'Sektion')
    await dialog.getByLabel(/^Spaltenlayout/).selectOption({ label: '50 – 50' })
    await saveDialog(page, dialog)
    const section = page.locator('[data-editor-module][data-model="SectionModule"]').last()
    await section.getByRole('button', { name: 'In Spalte 1 einfügen' }).click()
    await modal(page, 'Modul wählen').getByRole('button', { name: 'Zitat', exact: true }).click()
    dialog = modal(page, 'Zitat einfügen')
    await dialog.getByLabel(/^Inhalt/).fill(`Hier wird gesägt ${unique}`)
    await dialog.getByLabel(/^Autor/).fill('Mia, 8')
    await saveDialog(page, dialog)
    await section.getByRole('button', { name: 'In Spalte 2 einfügen' }).click()
    await expectAccessible(page, 'module chooser')
    await modal(page, 'Modul wählen').getByRole('button', { name: 'Veranstaltungsliste', exact: true }).click()
    dialog = modal(page, 'Veranstaltungsliste einfügen')
    // one event chosen by hand with the event picker: the list shows exactly that one
    await dialog.getByRole('button', { name: 'Veranstaltungen auswählen' }).click()
    const picker = modal(page, 'Veranstaltungen auswählen')
    await expect(picker.getByRole('button', { name: /hinzufügen$/ }).first()).toBeVisible()
    const pickedTitle = (await picker.getByRole('listitem').nth(1).locator('strong').textContent()) ?? ''
    await picker.getByRole('listitem').nth(1).getByRole('button').click()
    await picker.getByRole('button', { name: 'Übernehmen' }).click()
    await expect(picker).toBeHidden()
    await expect(dialog.getByRole('list', { name: 'Ausgewählte Veranstaltungen, in dieser Reihenfolge' }).getByRole('listitem')).toHaveCount(1)
    await saveDialog(page, dialog)
    await expect(section.locator('[data-editor-column="0"]')).toContainText(`Hier wird gesägt ${unique}`)
    const eventList = section.locator('[data-editor-column="1"] [data-model="EventListModule"]')
    await expect(eventList).toHaveCount(1)
    await expect(eventList).toContainText(pickedTitle)

    // the quote moves into the second column and back, by its bar
    const quoteBar = section.getByRole('group', { name: /Zitat/ })
    await quoteBar.getByRole('button', { name: 'In die Spalte rechts' }).click()
    await expect(section.locator('[data-editor-column="1"]')).toContainText(`Hier wird gesägt ${unique}`)
    await section.getByRole('group', { name: /Zitat/ }).getByRole('button', { name: 'In die Spalte links' }).click()
    await expect(section.locator('[data-editor-column="0"]')).toContainText(`Hier wird gesägt ${unique}`)

    // reorder two modules, then undo the reorder
    const before = await moduleNames(page)
    const imageIndex = before.findIndex((name) => name.startsWith('Modul Bild'))
    await page.locator('[data-editor-module][data-model="ImageModule"]').getByRole('button', { name: 'Nach oben' }).click()
    await expect.poll(() => moduleNames(page)).not.toEqual(before)
    const moved = await moduleNames(page)
    expect(moved[imageIndex - 1]).toBe(before[imageIndex])
    await expect(page.locator('[data-editor-module][data-model="ImageModule"]').getByRole('button', { name: 'Nach oben' })).toBeFocused()
    await toolbar(page).getByRole('button', { name: 'Rückgängig' }).click()
    await expect.poll(() => moduleNames(page)).toEqual(before)
    // undo and redo survive a reload of the page (nobody saved in between)
    await page.reload()
    await expect(toolbar(page).getByRole('button', { name: 'Wiederholen' })).toBeEnabled()
    await expect(toolbar(page).getByRole('button', { name: 'Rückgängig' })).toBeEnabled()
    await expect.poll(() => moduleNames(page)).toEqual(before)

    // everything so far is the German draft: published, the public page follows
    await expect(toolbar(page).locator('[data-editor-status="draft"]')).toBeVisible()
    await toolbar(page).getByRole('button', { name: 'Veröffentlichen (DE)' }).click()
    await modal(page, 'Veröffentlichen (DE)').getByRole('button', { name: 'Jetzt veröffentlichen' }).click()
    await expect(alertText(page)).toHaveText('Veröffentlicht. Besucher sehen die Seite jetzt so.')
    await expect(toolbar(page).locator('[data-editor-status="published"]')).toBeVisible()

    // reload as an anonymous visitor: the regenerated public page shows exactly that content
    const visitor = await visitorPage(browser, baseURL)
    await expect
      .poll(
        async () => {
          await visitor.goto(PAGE)
          return visitor.getByRole('heading', { name: headline }).count()
        },
        { timeout: 30_000, intervals: [500, 1000, 2000] },
      )
      .toBe(1)
    const main = visitor.locator('main')
    await expect(main.locator('strong, b').filter({ hasText: 'ab sechs' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Programm', exact: true })).toHaveAttribute('href', '/de/programm')
    await expect(main.getByRole('img', { name: `Werkbank ${unique}` })).toBeVisible()
    await expect(main.getByText(`Hier wird gesägt ${unique}`)).toBeVisible()
    await expect(main.locator('[data-editor-module], [data-editor-toolbar]')).toHaveCount(0)
    // the order after the undo: the image after the text, as before the reorder
    const order = await main.evaluate((element, texts) => texts.map((text) => element.innerHTML.indexOf(text)), ['Basteln für alle', `Werkbank ${unique}`])
    expect(order[0]).toBeLessThan(order[1] ?? 0)
    const cookies = await visitor.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'sessionid')).toBeUndefined()
    await visitor.context().close()
  })

  test('an invalid embed code and a missing required field are refused with their messages; nothing is saved', async ({ page }) => {
    await loginAsEditor(page)
    await openEditMode(page)
    const count = await page.locator('[data-editor-module]').count()
    const dialog = await insert(page, 'Audio')
    await dialog.getByLabel(/^Einbettungscode/).fill('<iframe src="https://bandcamp.com/EmbeddedPlayer/album=1"></iframe>')
    await dialog.getByRole('button', { name: 'Speichern', exact: true }).click()
    await expect(dialog.getByText('Erlaubt sind nur Einbettungscodes von Spotify, SoundCloud oder Podigee.')).toBeVisible()
    await expect(dialog.getByLabel(/^Einbettungscode/)).toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(page, 'modal with errors')
    await dialog.getByLabel(/^Einbettungscode/).fill('')
    await dialog.getByRole('button', { name: 'Speichern', exact: true }).click()
    await expect(dialog.getByText('Dieses Feld ist erforderlich!')).toBeVisible()
    // Escape closes the modal; nothing was added
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.locator('[data-editor-module]')).toHaveCount(count)

    // the server applies the same schema: a forged save is refused with the field's message
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? ''
    const pageId = Number(await page.locator('article[data-page-id]').getAttribute('data-page-id'))
    const section = await page.request.get(`/de/pageeditor-api/section/page/${pageId}`)
    const { revision } = await section.json()
    const forged = await page.request.post('/de/pageeditor-api/module/forged-1/', {
      headers: { 'X-CSRFToken': decodeURIComponent(token) },
      data: { section: { kind: 'page', id: pageId }, revision, module: { id: 'forged-1', model: 'ViewerModule', order: 0, data: { embed_code: '<iframe src="https://evil.example/x"></iframe>' } } },
    })
    expect(forged.status()).toBe(400)
    // without the CSRF header the same call is refused before anything is read
    const noCsrf = await page.request.post('/de/pageeditor-api/module/forged-1/', {
      data: { section: { kind: 'page', id: pageId }, revision, module: { id: 'forged-1', model: 'QuoteModule', order: 0, data: { content: 'x' } } },
    })
    expect(noCsrf.status()).toBe(403)
    expect((await forged.json()).errors).toEqual({ 'forged-1.embed_code': ['Erlaubt sind nur Einbettungscodes von Issuu.'] })
  })

  test('a 401 during a save opens the login modal; after logging in the editor is back in edit mode with the edit kept', async ({ page, context }) => {
    await loginAsEditor(page)
    await openEditMode(page)
    const dialog = await insert(page, 'Zitat')
    await dialog.getByLabel(/^Inhalt/).fill(`Nach der Anmeldung ${unique}`)
    // the session ends while the modal is open
    await context.clearCookies({ name: 'sessionid' })
    await dialog.getByRole('button', { name: 'Speichern', exact: true }).click()
    const login = modal(page, 'Anmelden, um die Seite zu bearbeiten')
    await expect(login).toBeVisible()
    await expect(alertText(page)).toHaveText('Das hat leider nicht geklappt.')
    await login.getByLabel('E-Mail-Adresse').fill(DEMO_EDITOR_EMAIL)
    await login.getByLabel('Passwort').fill(DEMO_EDITOR_PASSWORD)
    // the login loads the page anew: wait for that new page, not for the old one still showing its toolbar
    const reloaded = page.waitForEvent('load')
    await login.getByRole('button', { name: 'Anmelden' }).click()
    await reloaded
    expect(new URL(page.url()).pathname).toBe(PAGE)
    await expect(toolbar(page)).toBeVisible()
    // the kept edit opens again once the new page's editor has loaded the section (however long that takes)
    const again = modal(page, 'Zitat einfügen')
    await expect(again).toBeVisible({ timeout: 60_000 })
    await expect(again.getByLabel(/^Inhalt/)).toHaveValue(`Nach der Anmeldung ${unique}`)
    await saveDialog(page, again)
    await expect(moduleWith(page, `Nach der Anmeldung ${unique}`)).toBeVisible()
  })

  test('two editors save the same section: the second is told, and nothing is lost', async ({ page, browser, baseURL }) => {
    await loginAsEditor(page)
    await openEditMode(page)
    const shared = `Gemeinsam ${unique}`
    let dialog = await insert(page, 'Überschrift')
    await dialog.getByLabel(/^Inhalt/).fill(shared)
    await saveDialog(page, dialog)
    const other = await visitorPage(browser, baseURL)
    await loginAsEditor(other)
    await openEditMode(other)

    const mine = `Erste Fassung ${unique}`
    const theirs = `Zweite Fassung ${unique}`
    const target = (p: Page) => p.locator('[data-editor-module][data-model="HeadlineModule"]').filter({ hasText: shared }).first()
    await target(page).getByRole('button', { name: 'Bearbeiten' }).click()
    dialog = modal(page, 'Überschrift bearbeiten')
    await dialog.getByLabel(/^Dachzeile/).fill(mine)
    await saveDialog(page, dialog)

    await target(other).getByRole('button', { name: 'Bearbeiten' }).click()
    dialog = modal(other, 'Überschrift bearbeiten')
    await dialog.getByLabel(/^Dachzeile/).fill(theirs)
    await dialog.getByRole('button', { name: 'Speichern', exact: true }).click()
    await expect(dialog.getByRole('alert')).toContainText('Jemand anderes hat diesen Bereich inzwischen gespeichert')
    await expect(dialog.getByLabel(/^Dachzeile/)).toHaveValue(theirs)
    await expect(alertText(other)).toHaveText('Das hat leider nicht geklappt.')

    // the first editor's save stands
    await page.reload()
    await expect(target(page)).toContainText(mine)
    await other.context().close()
  })

  test('keyboard only: module actions on focus, modal opens with Enter, Escape closes it and focus returns', async ({ page }) => {
    await loginAsEditor(page)
    await openEditMode(page)
    const first = page.locator('[data-editor-module]').first()
    const edit = first.getByRole('button', { name: 'Bearbeiten' })
    // the toolbar is one Tab stop at the top of the page; the skip link before it leads to the first module's actions
    await toolbar(page).getByRole('button', { name: '+ Modul' }).focus()
    await page.keyboard.press('Shift+Tab')
    await expect(page.getByRole('link', { name: 'Zum ersten Modul springen' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(edit).toBeFocused()
    await expect(first.getByRole('group')).toHaveCSS('opacity', '1')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(edit).toBeFocused()
    // the chooser by keyboard: "+ Modul", type to search, Enter takes the module; Enter in a one-line field saves it
    await toolbar(page).getByRole('button', { name: '+ Modul' }).focus()
    await page.keyboard.press('Enter')
    await expect(modal(page, 'Modul wählen').getByLabel('Module suchen')).toBeFocused()
    await page.keyboard.type('Überschr')
    await expect(modal(page, 'Modul wählen').getByRole('button')).toHaveText(['Überschrift', 'Abbrechen'])
    await page.keyboard.press('Enter')
    const insertDialog = modal(page, 'Überschrift einfügen')
    await expect(insertDialog).toBeVisible()
    await insertDialog.getByLabel(/^Inhalt/).focus()
    await page.keyboard.type(`Mit Enter ${unique}`)
    await page.keyboard.press('Enter')
    await expect(insertDialog).toBeHidden()
    await expect(alertText(page)).toHaveText('Gespeichert.')
    await expect(moduleWith(page, `Mit Enter ${unique}`)).toBeVisible()
  })
})
