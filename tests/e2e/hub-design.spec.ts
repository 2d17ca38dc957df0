import { expect, expectAccessible, loginAsEditor, test } from './fixtures'

// The hub as editors use it on a phone and with the keyboard: no page scrolls sideways at 390 px, the headings are
// the interface's (sans-serif, at most 2rem), the skip link lands on the page's heading, the menu opens the areas.
const HUB_PAGES = [
  '/cms-hub',
  '/cms-hub/events',
  '/cms-hub/events/new',
  '/cms-hub/productions',
  '/cms-hub/persons',
  '/cms-hub/articles',
  '/cms-hub/venues',
  '/cms-hub/series',
  '/cms-hub/teasers',
  '/cms-hub/vocabularies',
  '/cms-hub/media',
  '/cms-hub/page-activities',
  '/cms-hub/versions',
  '/cms-hub/login-attempts',
  '/cms-hub/error-log',
  '/cms-hub/redirects',
  '/cms-hub/top-alert',
  '/cms-hub/opening-hours',
  '/cms-hub/users',
  '/cms-hub/mail',
  '/cms-hub/html-blocks',
  '/cms-hub/settings',
]

test.describe('the hub on a phone and by keyboard', () => {
  // known defect (issue 30, left open): the last run found /cms-hub/opening-hours 59 px too wide at 390 px (its
  // exception rows' buttons did not wrap; mended in hub.css.ts but not yet verified), and the pages after it in the
  // sweep were not reached
  test.fixme('no hub page scrolls sideways at 390 px; headings are compact and sans-serif', async ({ page }, testInfo) => {
    test.setTimeout(300_000)
    await loginAsEditor(page)
    await page.setViewportSize({ width: 390, height: 844 })
    for (const path of HUB_PAGES) {
      await page.goto(path)
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toBeVisible()
      // the lists have loaded (their rows are what could be too wide)
      await expect(page.getByText('Wird geladen …')).toHaveCount(0)
      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement
        return root ? root.scrollWidth - root.clientWidth : 0
      })
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
      const face = await heading.evaluate((element) => ({ size: parseFloat(getComputedStyle(element).fontSize), family: getComputedStyle(element).fontFamily }))
      expect(face.size, `${path}: heading size`).toBeLessThanOrEqual(32)
      expect(face.family, `${path}: heading face`).not.toMatch(/Georgia|Palatino|Iowan/)
      expect(face.family, `${path}: heading face`).toMatch(/sans-serif$/)
    }
    await page.goto('/cms-hub/users')
    await page.screenshot({ path: testInfo.outputPath('users-390.png'), fullPage: true })
    await expectAccessible(page, 'users at 390 px')
  })

  // known defect (issue 30, left open): the phone drawer opens, but the focus does not move into it
  test.fixme('the first phone screen shows the page; the menu opens the areas and Escape closes it', async ({ page }) => {
    await loginAsEditor(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/cms-hub/events')
    const areas = page.getByRole('navigation', { name: 'Bereiche des Hubs' })
    await expect(areas).toBeHidden()
    const heading = page.getByRole('heading', { level: 1, name: 'Veranstaltungen' })
    await expect(heading).toBeInViewport()
    const menu = page.getByRole('button', { name: 'Menü', exact: true })
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(areas.getByRole('link', { name: 'Veranstaltungen' })).toBeFocused()
    await expect(areas.getByRole('link', { name: 'Produktionen' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(areas).toBeHidden()
    await expect(menu).toBeFocused()
  })

  test('the skip link moves the focus past the areas onto the page heading', async ({ page }) => {
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
    await loginAsEditor(page)
    await page.goto('/cms-hub/persons')
    const name = page.getByLabel('Name enthält')
    await name.fill('a')
    await page.getByRole('button', { name: 'Filtern' }).click()
    await expect(page).toHaveURL(/[?&]q=a(&|$)/)
    await page.getByRole('main').getByRole('table').getByRole('link').first().click()
    await expect(page).toHaveURL(/\/cms-hub\/persons\/\d+/)
    await page.goBack()
    await expect(page.getByLabel('Name enthält')).toHaveValue('a')
  })
})
