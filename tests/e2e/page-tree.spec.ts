import type { APIRequestContext, Page } from '@playwright/test'
import { csrfToken, decidedConsent, expect, expectAccessible, expectHydrated, loginAsEditor, test } from './fixtures'

// The page tree and the menus (issue 31), as an editor and a visitor meet them: a page created under "Programm" in
// both languages, published in German only, put into the menu, moved under "Besuch" and deleted with a
// replacement — and the tree and the navigation editor by keyboard alone, with axe at 1440 and 360 px.

const unique = Date.now().toString(36)
const title = `Festival 2027 ${unique}`
const slug = `festival-2027-${unique}`

// refused writes and the 404 of the English draft are logged by the browser
test.use({ allowConsoleErrors: [/status of 40[049]/] })
test.describe.configure({ mode: 'serial' })

const tree = (page: Page) => page.getByRole('tree', { name: 'Seitenbaum' })
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Editor-Werkzeugleiste' })

/** A visitor's request: no cookie, no session. */
async function visitorGet(request: APIRequestContext, path: string) {
  return request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 })
}

/** Moves the keyboard focus in the tree to the page whose title starts with `name`. */
async function focusTreeItem(page: Page, name: string) {
  const item = tree(page).getByRole('treeitem', { name: new RegExp(`^${name}`) }).first()
  for (let step = 0; step < 60; step++) {
    if (await item.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('ArrowDown')
  }
  throw new Error(`${name} not reached`)
}

test.describe('the page tree and the menus', () => {
  test('create under Programm, publish German only, into the menu, move under Besuch, delete with a replacement', async ({ page, playwright, browser, baseURL }) => {
    test.setTimeout(240_000)
    const visitor = await playwright.request.newContext({ baseURL })
    await loginAsEditor(page)
    await page.getByRole('navigation', { name: 'Bereiche des Hubs' }).getByRole('link', { name: 'Seitenbaum' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Seitenbaum' })).toBeVisible()
    await expect(tree(page).getByRole('treeitem').first()).toBeVisible()

    // by keyboard: into the tree, down to "Programm", Enter leads to its actions
    await page.getByLabel('Nach Titel filtern').focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(tree(page).getByRole('treeitem').first()).toBeFocused()
    await focusTreeItem(page, 'Programm')
    await expect(tree(page).getByRole('treeitem', { name: /^Programm/ })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'Programm', exact: true })).toBeFocused()
    await page.getByRole('button', { name: 'Unterseite anlegen' }).press('Enter')

    const dialog = page.getByRole('dialog', { name: 'Neue Seite' })
    await expect(dialog).toBeVisible()
    await expectAccessible(page, 'create dialog')
    // a slug with a capital letter is refused at the field
    await dialog.getByLabel('Titel (DE)').fill(title)
    await expect(dialog.getByLabel('Adressteil (DE)')).toHaveValue(slug)
    await expect(dialog.getByText(`Adresse: /de/programm/${slug}`)).toBeVisible()
    await dialog.getByLabel('Titel (EN)').fill(title)
    await dialog.getByLabel('Adressteil (EN)').fill('Festival!')
    await dialog.getByLabel('Adressteil (EN)').press('Enter')
    await expect(dialog.getByLabel('Adressteil (EN)')).toHaveAccessibleDescription(/Nur Kleinbuchstaben/)
    await dialog.getByLabel('Adressteil (EN)').fill(slug)
    await expect(dialog.getByText(`Adresse: /en/events/${slug}`)).toBeVisible()
    // the modules of an existing page as the template: the editor changes its headline in place
    await dialog.getByLabel('Vorlage').selectOption({ label: '\u2003Haltung' })
    await dialog.getByRole('button', { name: 'Seite anlegen' }).press('Enter')
    await expect(dialog).toBeHidden()
    const created = tree(page).getByRole('treeitem', { name: new RegExp(`^${title}`) })
    await expect(created).toContainText('DE: Nur Entwurf')
    await expect(created).toContainText('EN: Nur Entwurf')
    await expect(created).toContainText(`/de/programm/${slug}`)

    // nothing of it is public yet
    expect((await visitorGet(visitor, `/de/programm/${slug}`)).status()).toBe(404)

    // the headline in place, then German published only
    await page.goto(`/de/programm/${slug}?edit`)
    const headline = page.locator('[data-editor-module][data-model="HeadlineModule"]').first()
    await headline.getByRole('button', { name: 'Bearbeiten' }).click()
    const headlineDialog = page.getByRole('dialog', { name: 'Überschrift bearbeiten' })
    await headlineDialog.getByLabel(/^Inhalt/).fill(`Willkommen beim ${title}`)
    await headlineDialog.getByRole('button', { name: 'Speichern', exact: true }).click()
    await expect(headlineDialog).toBeHidden()
    await toolbar(page).getByRole('button', { name: 'Veröffentlichen (DE)' }).click()
    const publishDialog = page.getByRole('dialog', { name: 'Veröffentlichen (DE)' })
    await publishDialog.getByRole('button', { name: 'Jetzt veröffentlichen' }).click()
    await expect(publishDialog).toBeHidden()
    await expect(page.locator('[data-editor-alert]')).toHaveText('Veröffentlicht. Besucher sehen die Seite jetzt so.')

    // German: served from the generated tree, without a cookie; English: 404 and not in the English menu
    await expect
      .poll(async () => {
        const answer = await visitorGet(visitor, `/de/programm/${slug}`)
        return `${answer.status()} ${answer.headers()['x-foyer-cache']} ${(await answer.text()).includes(`Willkommen beim ${title}`)}`
      }, { timeout: 30_000 })
      .toBe('200 STATIC true')
    const german = await visitorGet(visitor, `/de/programm/${slug}`)
    expect(german.headers()['set-cookie']).toBeUndefined()
    expect((await visitorGet(visitor, `/en/events/${slug}`)).status()).toBe(404)

    // into the menu from the tree: every German page shows it within moments; the English menu does not
    await page.goto('/cms-hub/pages')
    await tree(page).getByRole('treeitem', { name: new RegExp(`^${title}`) }).locator('> div').click()
    await page.getByRole('switch', { name: 'Im Menü', exact: true }).check()
    await expect(tree(page).getByRole('treeitem', { name: new RegExp(`^${title}`) })).toContainText('Im Menü')
    for (const path of ['/de', '/de/besuch/anfahrt']) {
      await expect.poll(async () => (await (await visitorGet(visitor, path)).text()).includes(`href="/de/programm/${slug}"`), { timeout: 10_000, intervals: [250] }).toBe(true)
    }
    expect(await (await visitorGet(visitor, '/en')).text()).not.toContain(slug)
    // the menus are site fragments: a page that got the new one spliced in (not rendered again) marks its own section
    // as React does, and hydrates to what it shows
    expect(await (await visitorGet(visitor, '/de/besuch/anfahrt')).text()).toMatch(/<a href="\/de\/besuch" class="[^"]*" data-menu-link="" data-ancestor="">/)
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } })
    if (baseURL) await context.addCookies([{ name: 'foyer_consent', value: encodeURIComponent(JSON.stringify(decidedConsent)), url: baseURL }])
    const anonymous = await context.newPage()
    const problems: string[] = []
    anonymous.on('pageerror', (error) => problems.push(error.message))
    anonymous.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    await anonymous.goto('/de/besuch/anfahrt')
    await expectHydrated(anonymous)
    const menu = anonymous.getByRole('navigation', { name: 'Hauptnavigation' }).first()
    await expect(menu.getByRole('link', { name: title, exact: true })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Besuch', exact: true })).toHaveAttribute('data-ancestor', '')
    await menu.getByRole('link', { name: title, exact: true }).click()
    await expect(anonymous).toHaveURL(new RegExp(`/de/programm/${slug}$`))
    await expect(menu.getByRole('link', { name: title, exact: true })).toHaveAttribute('aria-current', 'page')
    expect(problems).toEqual([])
    await context.close()

    // moved under "Besuch" (the keyboard's way: "Verschieben nach …"): the old address answers 301 to the new one
    await page.getByRole('button', { name: 'Verschieben nach …' }).press('Enter')
    const move = page.getByRole('dialog', { name: `„${title}“ verschieben` })
    await expectAccessible(page, 'move dialog')
    await move.getByLabel('Übergeordnete Seite').selectOption({ label: 'Besuch' })
    await move.getByRole('button', { name: 'Verschieben', exact: true }).press('Enter')
    await expect(tree(page).getByRole('treeitem', { name: new RegExp(`^${title}`) })).toContainText(`/de/besuch/${slug}`)
    await expect
      .poll(async () => {
        const answer = await visitorGet(visitor, `/de/programm/${slug}`)
        return `${answer.status()} ${answer.headers().location}`
      }, { timeout: 15_000 })
      .toBe(`301 /de/besuch/${slug}`)
    await expect.poll(async () => (await visitorGet(visitor, `/de/besuch/${slug}`)).status(), { timeout: 15_000 }).toBe(200)
    await expect.poll(async () => (await (await visitorGet(visitor, '/de')).text()).includes(`href="/de/besuch/${slug}"`), { timeout: 10_000 }).toBe(true)

    // deleted after choosing a replacement: the menu links to it, so a replacement is required
    await page.getByRole('button', { name: 'Löschen' }).click()
    const remove = page.getByRole('dialog', { name: `„${title}“ löschen` })
    await expect(remove.getByText('Auf diese Seite wird verwiesen von:')).toBeVisible()
    await expect(remove.getByRole('button', { name: 'Löschen' })).toBeDisabled()
    await expectAccessible(page, 'delete dialog')
    await remove.getByLabel(/Ersatzseite/).selectOption({ label: 'Besuch' })
    await remove.getByRole('button', { name: 'Löschen' }).click()
    await expect(remove).toBeHidden()
    await expect(tree(page).getByRole('treeitem', { name: new RegExp(`^${title}`) })).toHaveCount(0)
    const deleted = page.getByRole('row', { name: new RegExp(title) })
    await expect(deleted).toContainText(`/de/besuch/${slug}`)
    for (const from of [`/de/besuch/${slug}`, `/de/programm/${slug}`]) {
      await expect
        .poll(async () => {
          const answer = await visitorGet(visitor, from)
          return `${answer.status()} ${answer.headers().location}`
        }, { timeout: 15_000 })
        .toBe('301 /de/besuch')
    }
    await visitor.dispose()
  })

  test('the slug from the in-place page settings (301, the editor follows), then a page deleted with its subpage and restored together', async ({ page, playwright, baseURL }) => {
    test.setTimeout(180_000)
    const visitor = await playwright.request.newContext({ baseURL })
    await loginAsEditor(page)
    const token = await csrfToken(page)
    const headers = { 'X-CSRFToken': token }
    const pagesNow = async () => ((await (await page.request.get('/de/api/page-tree/')).json()) as { pages: { id: number; parent_id: number | null; revision: number; locales: { de: { title: string } } }[] }).pages
    const visit = (await pagesNow()).find((entry) => entry.parent_id === null && entry.locales.de.title === 'Besuch')
    expect(visit).toBeDefined()
    const series = `Reihe ${unique}`
    const create = async (parent: number, de: string, en: string, slugPart: string) => {
      const answer = await page.request.post('/de/api/page-tree/', {
        headers,
        data: { parent_id: parent, de: { title: de, slug: slugPart }, en: { title: en, slug: slugPart }, template_id: null, is_landing_page: false, page_class: '' },
      })
      expect(answer.status()).toBe(200)
      const { id } = (await answer.json()) as { id: number }
      // published in German, so its addresses are ones visitors know
      const settings = (await (await page.request.get(`/de/pageeditor-api/page-settings/${id}/`)).json()) as { revision: number }
      expect((await page.request.post('/de/pageeditor-api/publish/', { headers, data: { page: id, revision: settings.revision, note: null } })).status()).toBe(200)
      return id
    }
    const parentId = await create(visit?.id ?? 0, series, `Series ${unique}`, `reihe-${unique}`)
    await create(parentId, `Teil 1 ${unique}`, `Part 1 ${unique}`, 'teil-1')
    const oldAddress = `/de/besuch/reihe-${unique}`
    const newAddress = `/de/besuch/reihe-${unique}-neu`
    await expect.poll(async () => (await visitorGet(visitor, `${oldAddress}/teil-1`)).status(), { timeout: 30_000 }).toBe(200)

    try {
      // the slug in the editor's page settings: a bad one is refused at the field, a good one moves the page
      await page.goto(`${oldAddress}?edit`)
      await toolbar(page).getByRole('button', { name: 'Seiteneinstellungen' }).click()
      const settings = page.getByRole('dialog', { name: 'Seiteneinstellungen (DE)' })
      const slugField = settings.getByLabel('Adressteil', { exact: true })
      await expect(slugField).toHaveValue(`reihe-${unique}`)
      await expect(settings.getByRole('checkbox', { name: 'Im Menü', exact: true })).not.toBeChecked()
      await expectAccessible(page, 'the page settings dialog with the slug and the switches')
      await slugField.fill('Reihe!')
      await settings.getByRole('button', { name: 'Einstellungen speichern' }).click()
      await expect(slugField).toHaveAccessibleDescription(/Nur Kleinbuchstaben/)
      await expect(slugField).toHaveAttribute('aria-invalid', 'true')
      await slugField.fill(`reihe-${unique}-neu`)
      await settings.getByRole('button', { name: 'Einstellungen speichern' }).click()
      await page.waitForURL((url) => url.pathname === newAddress)
      await expect(toolbar(page).getByRole('button', { name: 'Seiteneinstellungen' })).toBeVisible()
      // the old addresses, the subpage's too, lead to the new ones
      for (const [from, to] of [
        [oldAddress, newAddress],
        [`${oldAddress}/teil-1`, `${newAddress}/teil-1`],
      ]) {
        await expect
          .poll(async () => {
            const answer = await visitorGet(visitor, from ?? '')
            return `${answer.status()} ${answer.headers().location}`
          }, { timeout: 15_000 })
          .toBe(`301 ${to}`)
      }

      // deleted with its subpage: the dialog lists it and asks to confirm
      await page.goto('/cms-hub/pages')
      await tree(page).getByRole('treeitem', { name: new RegExp(`^${series}`) }).locator('> div').click()
      await page.getByRole('button', { name: 'Löschen' }).click()
      const remove = page.getByRole('dialog', { name: `„${series}“ löschen` })
      await expect(remove.getByRole('list', { name: /Unterseiten gelöscht \(1\)/ })).toContainText(`Teil 1 ${unique}`)
      await expect(remove.getByRole('button', { name: 'Löschen' })).toBeDisabled()
      await expectAccessible(page, 'the delete dialog of a page with a subpage')
      await remove.getByLabel('Ich lösche die Seite mit den aufgeführten Unterseiten (1).').check()
      // the old addresses redirect to the branch: a replacement is required, and every address leads there
      await expect(remove.getByText('Verweise auf die Seite oder eine ihrer Unterseiten:')).toBeVisible()
      await expect(remove.getByRole('button', { name: 'Löschen' })).toBeDisabled()
      await remove.getByLabel(/Ersatzseite/).selectOption({ label: 'Besuch' })
      await remove.getByRole('button', { name: 'Löschen' }).click()
      await expect(remove).toBeHidden()
      await expect(tree(page).getByRole('treeitem', { name: new RegExp(`^(${series}|Teil 1 ${unique})`) })).toHaveCount(0)
      const deleted = page.getByRole('row', { name: new RegExp(series) })
      await expect(deleted).toContainText(`mit Unterseiten: Teil 1 ${unique}`)
      for (const from of [`${newAddress}/teil-1`, `${oldAddress}/teil-1`, newAddress]) {
        await expect
          .poll(async () => {
            const answer = await visitorGet(visitor, from)
            return `${answer.status()} ${answer.headers().location}`
          }, { timeout: 15_000 })
          .toBe('301 /de/besuch')
      }

      // restored together, offline until published again: the addresses no longer redirect
      await deleted.getByRole('button', { name: `„${series}“ wiederherstellen` }).click()
      await expect(tree(page).getByRole('treeitem', { name: new RegExp(`^Teil 1 ${unique}`) })).toContainText(`${newAddress}/teil-1`)
      await expect(tree(page).getByRole('treeitem', { name: new RegExp(`^${series}`) }).first()).toContainText('DE: Offline')
      await expect(page.getByRole('row', { name: new RegExp(series) })).toHaveCount(0)
      await expect.poll(async () => (await visitorGet(visitor, `${newAddress}/teil-1`)).status(), { timeout: 15_000 }).toBe(404)
    } finally {
      // the branch goes again, so the tree stays as it was
      const now = await pagesNow()
      const parent = now.find((entry) => entry.id === parentId)
      if (parent) {
        const below = now.filter((entry) => entry.parent_id === parentId).map((entry) => entry.id)
        await page.request.post(`/de/api/page-tree/${parentId}/delete/`, { headers, data: { revision: parent.revision, replacement_id: null, subpages: below } })
      }
      await visitor.dispose()
    }
  })

  for (const width of [1440, 360]) {
    test(`the tree and the navigation editor by keyboard and with axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await loginAsEditor(page)
      await page.goto('/cms-hub/pages')
      await expect(tree(page).getByRole('treeitem').first()).toBeVisible()
      // filter by title, then collapse and expand a branch from the keyboard
      await page.getByLabel('Nach Titel filtern').fill('Anfahrt')
      await expect(tree(page).getByRole('treeitem')).toHaveCount(2)
      await page.getByLabel('Nach Titel filtern').fill('')
      await page.getByLabel('Nach Titel filtern').press('Tab')
      await page.keyboard.press('Tab')
      await focusTreeItem(page, 'Besuch')
      const visit = tree(page).getByRole('treeitem', { name: /^Besuch/ })
      await expect(visit).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('ArrowLeft')
      await expect(visit).toHaveAttribute('aria-expanded', 'false')
      await page.keyboard.press('ArrowRight')
      await expect(visit).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('ArrowRight')
      await expect(tree(page).getByRole('treeitem', { name: /^Anfahrt/ })).toBeFocused()
      await page.keyboard.press('ArrowLeft')
      await expect(visit).toBeFocused()
      await expectAccessible(page, `page tree at ${width}`)

      await page.goto('/cms-hub/navigation')
      const first = page.getByRole('button', { name: /^„Programm“ verschieben/ })
      await expect(first).toBeVisible()
      await expectAccessible(page, `navigation editor at ${width}`)
      // reorder by keyboard: the drag handle with Space and the arrow keys
      // the menu's entries: the list of the group (fieldset) that holds the handle
      const entries = page.getByRole('group').filter({ has: first }).first().locator('> ol > li')
      const before = await entries.first().locator('strong').first().textContent()
      await first.focus()
      await page.keyboard.press('Space')
      // picked up (the handle is pressed); the screen reader's words say where it is after each step
      await expect(first).toHaveAttribute('aria-pressed', 'true')
      const atFirst = page.getByText(/^„Programm“ an Stelle 1 von \d+\.$/)
      await expect(atFirst).toBeAttached()
      // dnd-kit's keyboard sensor listens for the arrow keys only from a timer after the pick-up: a key pressed before
      // is lost (not delayed), so it is pressed again while the entry is still announced at its first place
      await expect(async () => {
        if ((await atFirst.count()) > 0) await page.keyboard.press('ArrowDown')
        await expect(page.getByText(/^„Programm“ an Stelle 2 von \d+\.$/)).toBeAttached({ timeout: 1000 })
      }).toPass()
      await page.keyboard.press('Space')
      await expect(page.getByText(/^„Programm“ an Stelle 2 von \d+ abgelegt\.$/)).toBeAttached()
      await expect(entries.nth(1).locator('strong').first()).toHaveText(before ?? '')
      // and back with the buttons, so the menu stays as it was (nothing is saved)
      await page.getByRole('button', { name: '„Programm“ nach oben' }).press('Enter')
      await expect(entries.first().locator('strong').first()).toHaveText(before ?? '')
    })
  }
})
