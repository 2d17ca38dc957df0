import { expect, expectAccessible, expectHydrated, loginAsEditor, test } from './fixtures'
import type { Page } from '@playwright/test'

// The hub as editors use it on a phone and with the keyboard: no page scrolls sideways at 390 px, the headings are
// the interface's (sans-serif, at most 2rem), no serious accessibility fault at 1440 and 390 px, the skip link lands
// on the page's heading, the menu opens the areas.

/** A record's page, a new record's form or a form's entries, reached from a list: the first of each kind the list links to. */
const RECORD_PAGE = /^\/cms-hub\/[a-z-]+\/(new|\d+|edit\/\d+)$/

/**
 * Every hub and back-office page the editor can reach: the sidebar's areas (whatever areas it gains) and, from each
 * list, its new-record form and the first record's page.
 */
async function hubAddresses(page: Page): Promise<string[]> {
  await page.goto('/cms-hub')
  const areas = await page.locator('#hub-nav a[href^="/cms-hub"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  const addresses: string[] = []
  for (const area of new Set(areas)) {
    addresses.push(area)
    if (area === '/cms-hub') continue
    await page.goto(area)
    await settled(page)
    const linked = await page.locator(`main a[href^="${area}/"]`).evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
    const kinds = new Map<string, string>()
    for (const path of linked) {
      const kind = path.replace(/\d+/g, 'N')
      if (RECORD_PAGE.test(path) && !kinds.has(kind)) kinds.set(kind, path)
    }
    addresses.push(...kinds.values())
  }
  return addresses
}

/** The page has its heading and its lists have loaded (their rows are what could be too wide). */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
}

async function sweep(page: Page, width: number) {
  test.setTimeout(900_000)
  await loginAsEditor(page)
  await page.setViewportSize({ width: 1440, height: 900 })
  const addresses = await hubAddresses(page)
  // the areas, their new-record forms and record pages (at least one of each for the programme's records)
  expect(addresses).toEqual(expect.arrayContaining(['/cms-hub/events', '/cms-hub/events/new', '/cms-hub/forms', '/cms-hub/search-keywords', '/cms-hub/opening-hours']))
  expect(addresses.some((path) => /^\/cms-hub\/events\/\d+$/.test(path))).toBe(true)
  expect(addresses.some((path) => /^\/cms-hub\/forms\/\d+$/.test(path))).toBe(true)
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
  for (const path of addresses) {
    await page.goto(path)
    await settled(page)
    const heading = page.getByRole('heading', { level: 1 })
    if (width < 600) {
      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement
        return root ? root.scrollWidth - window.innerWidth : 0
      })
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
    }
    const face = await heading.evaluate((element) => ({ size: parseFloat(getComputedStyle(element).fontSize), family: getComputedStyle(element).fontFamily }))
    expect(face.size, `${path}: heading size`).toBeLessThanOrEqual(32)
    expect(face.family, `${path}: heading face`).not.toMatch(/Georgia|Palatino|Iowan/)
    expect(face.family, `${path}: heading face`).toMatch(/sans-serif$/)
    await expectAccessible(page, `${path} at ${width} px`)
  }
}

/**
 * The hub looks and works the same on either database: each test runs on one leg. The two sweeps over every hub page
 * take minutes each on a 2-core machine, so the 1440 px one runs on the PostgreSQL leg (which has less to do) and the
 * legs end closer together; without a PostgreSQL server everything runs on PGlite.
 */
function onlyOn(leg: 'pglite' | 'postgres'): void {
  const project = leg === 'postgres' && !process.env.E2E_DATABASE_URL ? 'pglite' : leg
  test.skip(test.info().project.name !== project, 'the hub looks the same on either database: one leg suffices')
}

test.describe('the hub on a phone and by keyboard', () => {
  test('no hub page scrolls sideways at 390 px; headings are compact and sans-serif; axe finds nothing grave', async ({ page }, testInfo) => {
    onlyOn('pglite')
    await sweep(page, 390)
    await page.goto('/cms-hub/users')
    await settled(page)
    await page.screenshot({ path: testInfo.outputPath('users-390.png'), fullPage: true })
  })

  test('every hub page at 1440 px: compact sans-serif headings, axe finds nothing grave', async ({ page }) => {
    onlyOn('postgres')
    await sweep(page, 1440)
  })

  test('the first phone screen shows the page; the menu takes the focus, keeps it, and gives it back on Escape', async ({ page }) => {
    onlyOn('pglite')
    await loginAsEditor(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/cms-hub/events')
    await expectHydrated(page)
    const areas = page.getByRole('navigation', { name: 'Bereiche des Hubs' })
    await expect(areas).toBeHidden()
    const heading = page.getByRole('heading', { level: 1, name: 'Veranstaltungen' })
    await expect(heading).toBeInViewport()
    const menu = page.getByRole('button', { name: 'Menü', exact: true })
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(areas.getByRole('link', { name: 'Veranstaltungen' })).toBeFocused()
    await expect(areas.getByRole('link', { name: 'Produktionen' })).toBeVisible()
    // the focus stays in the drawer: past its last link it comes back to its first, and backwards again
    const links = areas.getByRole('link')
    await links.last().focus()
    await page.keyboard.press('Tab')
    await expect(links.first()).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(links.last()).toBeFocused()
    await expectAccessible(page, 'the open phone menu')
    await page.keyboard.press('Escape')
    await expect(areas).toBeHidden()
    await expect(menu).toBeFocused()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
  })

  test('screens of the overview, a list, an edit form and the media library; required fields marked; a toast after a create', async ({ page }, testInfo) => {
    onlyOn('pglite')
    test.setTimeout(240_000)
    await loginAsEditor(page)
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
      for (const [name, path] of [['overview', '/cms-hub'], ['list', '/cms-hub/events'], ['form', '/cms-hub/events/new'], ['media', '/cms-hub/media']] as const) {
        await page.goto(path)
        await settled(page)
        await expectHydrated(page)
        await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true })
        const overflow = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth)
        expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0)
        // no interface text in a serif face: every visible text's font ends in sans-serif (or is the code face)
        const serif = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>('main *, nav *'))
            .filter((element) => element.childElementCount === 0 && (element.textContent ?? '').trim() !== '' && element.getClientRects().length > 0)
            .map((element) => getComputedStyle(element).fontFamily)
            .filter((family) => !/(sans-serif|monospace)$/.test(family)),
        )
        expect(serif, `${path}: serif interface text`).toEqual([])
      }
      // every required field of the event form says so at its label (a red star), before anything is sent
      await page.goto('/cms-hub/events/new')
      await settled(page)
      const marks = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('main :is(input, select, textarea)[required]')).map((control) => {
          const label = control.id ? document.querySelector<HTMLElement>(`label[for="${control.id}"]`) : control.closest('label')
          return { id: control.id, mark: label ? getComputedStyle(label, '::after').content : 'no label' }
        }),
      )
      expect(marks.length, 'required fields of the event form').toBeGreaterThanOrEqual(5)
      for (const { id, mark } of marks) expect(mark, `the label of #${id}`).toContain('*')
    }

    // a created record is confirmed by a toast, which goes by itself
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/cms-hub/persons/new')
    await expectHydrated(page)
    const stamp = Date.now().toString(36)
    await page.getByLabel('Nachname').fill(`Toast ${stamp}`)
    await expect(page.getByLabel('Kurzname in der Adresse')).toHaveValue(`toast-${stamp}`)
    await page.getByRole('group', { name: 'Deutsch', exact: true }).getByLabel('Funktion').fill('Probe')
    await page.getByRole('group', { name: 'Englisch', exact: true }).getByLabel('Funktion').fill('Rehearsal')
    await page.getByLabel('Kategorie', { exact: true }).selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Person anlegen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Person bearbeiten' })).toBeVisible()
    const toast = page.getByRole('status').filter({ hasText: 'Angelegt.' })
    await expect(toast).toBeVisible()
    await expect(toast).toBeHidden({ timeout: 10_000 })
    await page.getByRole('button', { name: 'Person löschen' }).click()
    await page.getByRole('dialog', { name: `„Toast ${stamp}“ löschen?` }).getByRole('button', { name: 'Person löschen' }).click()
    await expect(page.getByRole('status').filter({ hasText: /gelöscht/ })).toBeVisible()
  })

  test('Ctrl-K finds records by title anywhere in the hub; the arrow keys and Enter open one', async ({ page }) => {
    onlyOn('pglite')
    await loginAsEditor(page)
    const productions: { results: { id: number; title: { de: string } }[] } = await (await page.request.get('/de/api/backoffice/productions/')).json()
    const production = productions.results[0]
    if (!production) throw new Error('no production in the demo')
    await page.goto('/cms-hub/versions')
    await expectHydrated(page)
    await page.keyboard.press('Control+k')
    const finder = page.getByRole('dialog', { name: 'Datensätze suchen' })
    await expect(finder).toBeVisible()
    const field = finder.getByLabel('Titel oder Name')
    await expect(field).toBeFocused()
    await field.fill(production.title.de)
    const hit = finder.getByRole('region', { name: 'Produktionen' }).getByRole('link', { name: production.title.de, exact: true })
    await expect(hit).toHaveAttribute('href', `/cms-hub/productions/${production.id}`)
    await expectAccessible(page, 'the record finder')
    // nothing for a word no record has
    await field.fill('Zzyzx-ohne-Treffer')
    await expect(finder.getByRole('status')).toHaveText('Nichts gefunden für „Zzyzx-ohne-Treffer“.')
    await page.keyboard.press('Escape')
    await expect(finder).toBeHidden()

    // from the sidebar's button: the first hit by the arrow key, opened by Enter
    const button = page.getByRole('navigation', { name: 'Bereiche des Hubs' }).getByRole('button', { name: 'Suchen', exact: true })
    await button.click()
    await field.fill(production.title.de)
    await expect(hit).toBeVisible()
    await page.keyboard.press('ArrowDown')
    const first = finder.getByRole('link').first()
    await expect(first).toBeFocused()
    const target = await first.getAttribute('href')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${target ?? 'none'}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/bearbeiten$/)
  })

  test('the skip link moves the focus past the areas onto the page heading', async ({ page }) => {
    onlyOn('pglite')
    await loginAsEditor(page)
    await page.goto('/cms-hub/productions')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Produktionen' })).toBeFocused()
    await expectAccessible(page, 'productions')
  })

  test('a list keeps its filter in the address: Back restores it', async ({ page }) => {
    onlyOn('pglite')
    await loginAsEditor(page)
    await page.goto('/cms-hub/persons')
    // typed before hydration, the filter would be submitted as a plain form and lose the address
    await expectHydrated(page)
    const name = page.getByLabel('Name enthält')
    await name.fill('a')
    await page.getByRole('button', { name: 'Filtern' }).click()
    await expect(page).toHaveURL(/[?&]q=a(&|$)/)
    await page.getByRole('main').getByRole('table').getByRole('link').first().click()
    await expect(page).toHaveURL(/\/cms-hub\/persons\/\d+/)
    await page.goBack()
    await expect(page.getByLabel('Name enthält')).toHaveValue('a')

    // a log's filter too: the login attempts by their outcome, kept over a reload
    await page.goto('/cms-hub/login-attempts')
    await expectHydrated(page)
    await page.getByLabel('Ergebnis').selectOption({ label: 'Angemeldet' })
    await expect(page).toHaveURL(/[?&]outcome=succeeded(&|$)/)
    await page.reload()
    await expect(page.getByLabel('Ergebnis')).toHaveValue('succeeded')
    await expect(page.locator('tbody tr[data-outcome="succeeded"]').first()).toBeVisible()
    await expect(page.locator('tbody tr:not([data-outcome="succeeded"])')).toHaveCount(0)
  })
})
