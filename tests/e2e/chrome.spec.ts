import { expect, expectAccessible, test } from './fixtures'

const cmsPages: [string, string][] = [
  ['/de', '/en'],
  ['/de/ueber-uns', '/en/about'],
  ['/de/ueber-uns/geschichte', '/en/about/history'],
  ['/de/ueber-uns/haltung', '/en/about/our-values'],
  ['/de/besuch', '/en/visit'],
  ['/de/besuch/anfahrt', '/en/visit/getting-there'],
  ['/de/besuch/tickets-und-preise', '/en/visit/tickets-and-prices'],
  ['/de/barrierefreiheit', '/en/accessibility'],
  ['/de/kinder', '/en/children'],
  ['/de/festivals', '/en/festivals'],
  ['/de/festivals/uferfestival', '/en/festivals/riverbank-festival'],
]

test.describe('CMS pages', () => {
  for (const pair of cmsPages) {
    test(`${pair.join(' and ')} render their modules without console errors`, async ({ page }) => {
      const skipped: string[] = []
      page.on('console', (message) => {
        if (message.text().includes('[content-modules]')) skipped.push(message.text())
      })
      for (const path of pair) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        await expect(page.locator('main')).toBeVisible()
        // every page holds content modules; none of them may be skipped as invalid
        expect(await page.locator('main [data-module-id]').count(), path).toBeGreaterThan(0)
      }
      expect(skipped).toEqual([])
    })
  }

  test('an offline page is missing for visitors', async ({ page }) => {
    test.info().annotations.push({ type: 'note', description: 'the seed keeps the season preview offline' })
    const response = await page.request.get('/de/ueber-uns/spielzeit-vorschau')
    expect(response.status()).toBe(404)
  })

  test('a landing page hides the menu', async ({ page }) => {
    await page.goto('/de/festivals/uferfestival')
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0)
  })

  test('the breadcrumb shows Home and the parent chain, the current page unlinked', async ({ page }) => {
    await page.goto('/de/ueber-uns/geschichte')
    const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' })
    await expect(crumbs.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/de')
    await expect(crumbs.getByRole('link', { name: 'Über uns' })).toHaveAttribute('href', '/de/ueber-uns')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Geschichte')
    await crumbs.getByRole('link', { name: 'Über uns' }).click()
    await expect(page).toHaveURL(/\/de\/ueber-uns$/)
    await page.getByRole('button', { name: /Zurück/ }).click()
    await expect(page).toHaveURL(/\/de\/ueber-uns\/geschichte$/)
  })

  test('a hash link scrolls to its anchor below the sticky header', async ({ page }) => {
    await page.goto('/de/ueber-uns')
    const anchorLinks = page.locator('main a[href="#leitung"]')
    await anchorLinks.first().click()
    await expect(page).toHaveURL(/#leitung$/)
    const target = page.locator('#leitung')
    await expect.poll(async () => (await target.boundingBox())?.y ?? 9999, { timeout: 8000 }).toBeLessThan(400)
  })
})

test.describe('header', () => {
  test('the burger opens the drawer, submenus open one at a time, Esc closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/de')
    const burger = page.getByRole('button', { name: 'Menü öffnen' })
    await burger.click()
    const drawer = page.getByRole('dialog', { name: 'Menü' })
    await expect(drawer).toBeVisible()
    await expect(page.locator('body')).toHaveClass(/no-scroll/)
    const toggles = drawer.getByRole('button', { name: /^Untermenü .* öffnen oder schließen$/ })
    expect(await toggles.count()).toBeGreaterThanOrEqual(2)
    await toggles.nth(0).click()
    await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'true')
    await toggles.nth(1).click()
    await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'true')
    await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'false')
    await toggles.nth(1).click()
    await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(page.locator('body')).not.toHaveClass(/no-scroll/)
    await expect(burger).toBeFocused()
  })

  test('the desktop menu opens a submenu and closes it with Esc', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/de')
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
    // the second submenu ("Über uns": a name with a space) — its panel is the one the toggle names
    const toggle = nav.getByRole('button', { name: /^Untermenü .* öffnen oder schließen$/ }).nth(1)
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    await expect(panel).toBeVisible()
    // into the panel, then Esc: closed, and the focus is back on its toggle
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('the language switch keeps the page', async ({ page }) => {
    await page.goto('/de/besuch/anfahrt')
    await page.getByRole('link', { name: /Sprache wechseln/ }).click()
    await expect(page).toHaveURL(/\/en\/visit\/getting-there$/)
    await page.getByRole('link', { name: /Switch language/ }).click()
    await expect(page).toHaveURL(/\/de\/besuch\/anfahrt$/)
  })

  test('the search box opens, focuses its input and submits to the search page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/de')
    await page.getByRole('button', { name: 'Suche öffnen' }).click()
    const input = page.getByRole('searchbox').or(page.getByLabel('Suchbegriff')).first()
    await expect(input).toBeFocused()
    await input.fill('Möwe')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/de\/search\?q=M%C3%B6we|\/de\/search\?q=Möwe/)
  })
})

test.describe('top alert', () => {
  test('closing it remembers the alert; it stays away after a reload', async ({ page }) => {
    await page.goto('/de')
    const alert = page.getByRole('region', { name: /Aktueller Hinweis/ }).or(page.locator('section', { has: page.getByRole('button', { name: 'Hinweis schließen' }) }))
    await expect(alert.first()).toBeVisible()
    await page.getByRole('button', { name: 'Hinweis schließen' }).click()
    await expect(page.getByRole('button', { name: 'Hinweis schließen' })).toHaveCount(0)
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'foyer_top_alert')
    expect(cookie?.value).toMatch(/^\d+$/)
    await page.reload()
    await expect(page.getByRole('button', { name: 'Hinweis schließen' })).toHaveCount(0)
  })
})

test.describe('cookie consent', () => {
  test.use({ consent: null })

  test('a first visit asks; the video stays blocked until media are allowed', async ({ page }) => {
    await page.goto('/de/ueber-uns')
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Nur notwendige' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.locator('main iframe')).toHaveCount(0)
    await expect(page.getByText(/erst geladen, wenn Sie externe Medien/).first()).toBeVisible()

    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).last().click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Alle akzeptieren' }).click()
    await page.getByRole('button', { name: /Video abspielen/ }).first().click()
    const frame = page.locator('main iframe[src*="youtube-nocookie.com"]')
    await expect(frame).toHaveCount(1)
  })
})

test.describe('footer', () => {
  test('has the legal links, the cookie settings, the whistleblower link and the footer navigation', async ({ page }) => {
    await page.goto('/en')
    const footer = page.locator('footer').last()
    await expect(footer.getByRole('link', { name: 'GTC' })).toHaveAttribute('href', '/en/agb')
    await expect(footer.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/en/impressum')
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/datenschutz')
    const whistleblower = footer.getByRole('link', { name: /Whistleblower Protection Act/ })
    await expect(whistleblower).toHaveAttribute('rel', /noopener/)
    await expect(footer.getByRole('navigation', { name: 'Footer navigation' }).getByRole('link').first()).toBeVisible()
    await footer.getByRole('button', { name: 'Cookie settings' }).click()
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible()
  })
})

test.describe('legal pages', () => {
  for (const [path, heading] of <[string, string][]>[
    ['/de/agb', 'Allgemeine Geschäftsbedingungen'],
    ['/en/datenschutz', 'Privacy policy'],
    ['/de/impressum', 'Impressum'],
  ]) {
    test(`${path} shows its text`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.locator('main p').first()).toBeVisible()
    })
  }
})

test.describe('accessibility and screenshots', () => {
  for (const viewport of [
    { name: 'phone', width: 360, height: 800 },
    { name: 'desktop', width: 1440, height: 900 },
  ]) {
    test(`home, a CMS page and a legal page pass axe on a ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      for (const path of ['/de', '/de/ueber-uns', '/en/impressum']) {
        await page.goto(path)
        await expectAccessible(page, `${path} on a ${viewport.name}`)
      }
    })

    test(`screenshot of the home page on a ${viewport.name}: every image loaded, nothing wider than the screen`, async ({ page }, info) => {
      test.skip(info.project.name !== 'pglite', 'one set of screenshots is enough')
      await page.setViewportSize(viewport)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/de')
      // walk down the page: at each screen the lazy images in view have loaded, none broken
      const height = await page.evaluate(() => document.body.scrollHeight)
      for (let y = 0; y < height; y += viewport.height) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        await expect
          .poll(
            () =>
              page.evaluate(() =>
                [...document.images]
                  .filter((image) => {
                    const box = image.getBoundingClientRect()
                    return box.bottom > 0 && box.top < window.innerHeight && box.width > 0
                  })
                  .filter((image) => !image.complete || image.naturalWidth === 0)
                  .map((image) => image.currentSrc || image.src),
              ),
            `images at ${y} px`,
          )
          .toEqual([])
      }
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(viewport.width)
      // into the test's output, never into the repository: docs/screenshots/ is updated by hand (README)
      const path = info.outputPath(`home-${viewport.width}.jpg`)
      const shot = await page.screenshot({ path, fullPage: true, type: 'jpeg', quality: 72 })
      await info.attach(`home-${viewport.width}`, { path, contentType: 'image/jpeg' })
      expect(shot.subarray(0, 3).toString('hex'), 'a JPEG').toBe('ffd8ff')
    })
  }
})
