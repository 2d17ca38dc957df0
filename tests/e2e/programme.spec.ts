import { expect, expectAccessible, test } from './fixtures'

const count = (text: string | null) => Number((text ?? '').replace(/\D/g, ''))

test.describe('programme', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('filters by room and by tag through the dropdowns, with chips, chip removal and reset', async ({ page }) => {
    await page.goto('/de/programm')
    const total = page.getByText(/\d+ Veranstaltungen/)
    const all = count(await total.textContent())
    expect(all).toBeGreaterThan(100)

    await page.getByRole('button', { name: /^Ort/ }).click()
    const firstRoom = page.getByRole('radiogroup', { name: 'Ort' }).getByRole('radio').first()
    const roomName = (await firstRoom.textContent()) ?? ''
    await firstRoom.click()
    await expect(page).toHaveURL(/[?&]room=\d+/)
    await expect(total).not.toHaveText(`${all} Veranstaltungen`)
    const byRoom = count(await total.textContent())
    expect(byRoom).toBeLessThan(all)
    await expect(page.getByRole('button', { name: `Filter Ort: ${roomName} entfernen` })).toBeVisible()

    await page.getByRole('button', { name: /^Schlagwort/ }).click()
    await page.getByRole('radiogroup', { name: 'Schlagwort' }).getByRole('radio').first().click()
    await expect(page).toHaveURL(/tag=\d+/)
    await expect(page).toHaveURL(/room=\d+/)
    // two chips: the reset button appears
    const reset = page.getByRole('button', { name: 'Filter zurücksetzen' })
    await expect(reset).toBeVisible()

    await page.getByRole('button', { name: /^Filter Schlagwort: .* entfernen$/ }).click()
    await expect(page).not.toHaveURL(/tag=/)
    await expect(total).toHaveText(`${byRoom} Veranstaltungen`)
    await expect(reset).toHaveCount(0)

    await page.getByRole('button', { name: /^Schlagwort/ }).click()
    await page.getByRole('radiogroup', { name: 'Schlagwort' }).getByRole('radio').first().click()
    await expect(reset).toBeVisible()
    await reset.click()
    await expect(page).not.toHaveURL(/room=|tag=/)
    await expect(total).toHaveText(`${all} Veranstaltungen`)
  })

  test('choosing the current value again clears the filter', async ({ page }) => {
    await page.goto('/de/programm')
    await page.getByRole('button', { name: /^Ort/ }).click()
    await page.getByRole('radiogroup', { name: 'Ort' }).getByRole('radio').first().click()
    await expect(page).toHaveURL(/room=/)
    await page.getByRole('button', { name: /^Ort/ }).click()
    await page.getByRole('radiogroup', { name: 'Ort' }).getByRole('radio', { checked: true }).click()
    await expect(page).not.toHaveURL(/room=/)
  })

  test('a day picked in the calendar starts the list and goes into the URL', async ({ page }) => {
    await page.goto('/de/programm')
    await page.getByRole('button', { name: /^Datum/ }).click()
    const calendar = page.getByRole('group', { name: 'Datum wählen' })
    await calendar.getByRole('button', { name: 'Nächster Monat' }).click()
    const day = calendar.locator('button:not([disabled])[aria-pressed="false"]').filter({ hasText: /^\d+$/ }).first()
    const label = (await day.getAttribute('aria-label')) ?? ''
    await day.click()
    await expect(page).toHaveURL(/date=\d{2}-\d{2}-\d{4}/)
    await expect(page.locator('main ol h2').first()).toHaveText(label)
  })

  test('scrolling to the end loads the next page', async ({ page }) => {
    await page.goto('/de/programm')
    const items = page.locator('main article')
    await expect(items.first()).toBeVisible()
    // the trigger fires 170% of the viewport ahead: where the first page (in the fonts of the moment) is shorter than
    // that, the second page comes without any scrolling — by design. Take the count once the page has hydrated.
    await expect(page.locator('html[data-hydrating]')).toHaveCount(0)
    const before = await items.count()
    expect(before % 10).toBe(0)
    await page.mouse.wheel(0, 20_000)
    // the next page, or the one after it too when the end is still in view once it has arrived: whole pages of ten
    await expect.poll(() => items.count()).toBeGreaterThan(before)
    expect((await items.count()) % 10).toBe(0)
  })

  test('the phone shows the filters in a modal', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/en/events')
    await page.getByRole('button', { name: 'Filters' }).click()
    const dialog = page.getByRole('dialog', { name: 'Filter the programme' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('radio').first().click()
    await expect(page).toHaveURL(/\?(room|type|tag|series|genre)=/)
    await dialog.getByRole('button', { name: 'Show results' }).click()
    await expect(dialog).toBeHidden()
  })

  test('the list and the overlay pass the accessibility check', async ({ page }) => {
    await page.goto('/de/programm')
    await expectAccessible(page, 'programme list')
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('foyer:open-event-overlay')))
      await expect(page.getByRole('dialog', { name: 'Programm und Karten' })).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await expectAccessible(page, 'event overlay')
  })
})

test.describe('invalid programme addresses', () => {
  test.use({ allowConsoleErrors: [/status of 404/] })

  test('an invalid date or a non-numeric filter leads to the error page', async ({ page }) => {
    for (const query of ['date=31-02-2027', 'date=2027-01-01', 'room=abc', 'tag=1x']) {
      const response = await page.goto(`/de/programm?${query}`)
      expect(response?.status(), query).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite konnte nicht gefunden werden')
    }
  })
})

test.describe('event overlay', () => {
  test('overlay=true opens it; the close icon closes it and clears the query string', async ({ page }) => {
    await page.goto('/de/programm?overlay=true')
    await expect(page).toHaveURL(/\/de\/programm$/)
    const dialog = page.getByRole('dialog', { name: 'Programm und Karten' })
    await expect(dialog).toBeVisible()
    await expect(page.locator('body')).toHaveClass(/no-scroll/)
    await expect(dialog.locator('article').first()).toBeVisible()
    await dialog.getByRole('button', { name: 'Schließen' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.locator('body')).not.toHaveClass(/no-scroll/)
  })

  test('the sticky ticket button opens it, and it closes when the route changes', async ({ page }) => {
    await page.goto('/en/events')
    const dialog = page.getByRole('dialog', { name: 'Programme and tickets' })
    // the button works once the page is hydrated: press until the overlay answers
    await expect(async () => {
      await page.getByRole('button', { name: 'Programme and tickets' }).click({ timeout: 2000 })
      await expect(dialog).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await dialog.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/en\/events\/[^/]+\/\d+$/)
    await expect(dialog).toBeHidden()
  })
})

test.describe('event page', () => {
  test('opens from the list, has JSON-LD, and switches language to the translated slug', async ({ page }) => {
    await page.goto('/de/programm')
    const first = page.locator('main article h3 a').first()
    const title = (await first.textContent()) ?? ''
    await first.click()
    await expect(page).toHaveURL(/\/de\/programm\/[^/]+\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('body')).toHaveClass(/non-cms/)
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
    expect(jsonLd['@context']).toBe('https://schema.org')
    expect(jsonLd['@type']).toBe('TheaterEvent')
    expect(jsonLd.name).toBe(title)
    expect(jsonLd.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(jsonLd.location?.['@type']).toBe('Place')
    expect(jsonLd.eventStatus).toMatch(/^https:\/\/schema\.org\/Event/)
    await expectAccessible(page, 'event page')

    const id = page.url().split('/').at(-1)
    await page.getByRole('link', { name: /Sprache wechseln/ }).click()
    await expect(page).toHaveURL(new RegExp(`/en/events/[^/]+/${id}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('a wrong slug for a right id redirects to the canonical address', async ({ page, request }) => {
    await page.goto('/de/programm')
    const href = (await page.locator('main article h3 a').first().getAttribute('href')) ?? ''
    const id = href.split('/').at(-1)
    const response = await request.get(`/de/programm/falscher-name/${id}`, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe(href)
  })

  test('offers an .ics file to add the event to a calendar', async ({ page, request }) => {
    await page.goto('/en/events')
    await page.locator('main article h3 a').first().click()
    const link = page.getByRole('link', { name: 'Add to calendar' })
    const ics = await request.get((await link.getAttribute('href')) ?? '')
    expect(ics.headers()['content-type']).toContain('text/calendar')
    const body = await ics.text()
    expect(body).toContain('BEGIN:VEVENT')
    expect(body).toMatch(/DTSTART:\d{8}T\d{6}Z/)
  })
})
