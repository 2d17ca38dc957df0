import { test, expect, expectAccessible, loginAsEditor } from './fixtures'

// The site search in chromium against the seeded demo content: the header's combobox by keyboard, the search page
// with its categories, paging, "Did you mean:" and empty texts, the API's paged answers, and the hub's keywords.

test.describe('header search box', () => {
  test('type, see suggestions, arrow down, Enter: lands on the result', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/de')
    await page.getByRole('button', { name: 'Suche öffnen' }).click()
    const input = page.getByRole('combobox', { name: 'Suchbegriff' })
    // the input gets the focus after 200 ms
    await expect(input).toBeFocused()
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await input.pressSequentially('dreigro', { delay: 40 })
    const listbox = page.getByRole('listbox', { name: 'Suchvorschläge' })
    await expect(listbox).toBeVisible()
    await expect(input).toHaveAttribute('aria-expanded', 'true')
    const options = listbox.getByRole('option')
    await expect(options.first()).toContainText('Die Dreigroschenoper')
    await expect(options.first()).toContainText('Produktion')
    // Arrow-Down moves to the first suggestion; the focus stays in the input (aria-activedescendant)
    await input.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    const firstId = await options.first().getAttribute('id')
    await expect(input).toHaveAttribute('aria-activedescendant', firstId ?? '')
    await expect(input).toBeFocused()
    // the arrows move through the suggestions
    if ((await options.count()) > 1) {
      await input.press('ArrowDown')
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
      await input.press('ArrowUp')
    }
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/de\/produktionen\/die-dreigroschenoper\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Die Dreigroschenoper' })).toBeVisible()
    // submitting closed the header's panel
    await expect(page.getByRole('combobox', { name: 'Suchbegriff' })).toHaveCount(0)
  })

  test('empty submit does nothing; the clear button empties and refocuses; Escape closes the suggestions', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/de')
    await page.getByRole('button', { name: 'Suche öffnen' }).click()
    const input = page.getByRole('combobox', { name: 'Suchbegriff' })
    await expect(input).toBeFocused()
    await expect(page.getByRole('button', { name: 'Eingabe löschen' })).toHaveCount(0)
    await input.press('Enter')
    await expect(page).toHaveURL(/\/de$/)
    await expect(input).toBeVisible()
    await input.pressSequentially('seeb', { delay: 40 })
    await expect(page.getByRole('listbox', { name: 'Suchvorschläge' })).toBeVisible()
    await input.press('Escape')
    await expect(page.getByRole('listbox', { name: 'Suchvorschläge' })).toBeHidden()
    await expect(input).toBeFocused()
    await page.getByRole('button', { name: 'Eingabe löschen' }).click()
    await expect(input).toHaveValue('')
    await expect(input).toBeFocused()
    await expect(page.getByRole('button', { name: 'Eingabe löschen' })).toHaveCount(0)
    // Enter without a chosen suggestion searches the text
    await input.pressSequentially('Brecht', { delay: 20 })
    await input.press('Enter')
    await expect(page).toHaveURL(/\/de\/search\?q=Brecht$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Suche' })).toBeVisible()
  })
})

test.describe('search page', () => {
  test('categories with counts, highlighted hits with dates and venues, paging, noindex', async ({ page }) => {
    await page.goto('/de/search?q=Dreigroschenoper')
    await expect(page).toHaveTitle(/^Suche: Dreigroschenoper/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const categories = page.getByRole('navigation', { name: 'Kategorien der Suchergebnisse' })
    const all = categories.getByRole('link', { name: /^Alle/ })
    await expect(all).toHaveAttribute('aria-current', 'page')
    const eventsTab = categories.getByRole('link', { name: /^Veranstaltungen/ })
    const eventCount = Number((await eventsTab.innerText()).match(/\((\d+)\)/)?.[1])
    expect(eventCount).toBeGreaterThan(10)
    await expect(categories.getByRole('link', { name: /^Produktionen \(1\)/ })).toBeVisible()
    // the matched word is highlighted
    await expect(page.locator('ol mark').first()).toHaveText('Dreigroschenoper')

    await eventsTab.click()
    await expect(page).toHaveURL(/\/de\/search\/events\?q=Dreigroschenoper$/)
    await expect(categories.getByRole('link', { name: /^Veranstaltungen/ })).toHaveAttribute('aria-current', 'page')
    const hits = page.locator('ol > li')
    await expect(hits).toHaveCount(10)
    // event hits show their day, time and venue
    await expect(hits.first()).toContainText(/\d{1,2}\. \p{L}+ \d{4}, \d{2}:\d{2} Uhr/u)
    await expect(hits.first()).toContainText('Großes Haus')

    const paging = page.getByRole('navigation', { name: 'Seiten der Suchergebnisse' })
    await paging.getByRole('link', { name: 'Seite 2' }).click()
    await expect(page).toHaveURL(/\/de\/search\/events\/2\?q=Dreigroschenoper$/)
    await expect(paging.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page')
    await expect(hits).toHaveCount(Math.min(10, eventCount - 10))
    await expect(page.locator('ol')).toHaveAttribute('start', '11')

    // a new search from the embedded form starts again at all categories, page 1
    const input = page.getByRole('combobox', { name: 'Suchbegriff' })
    await input.fill('Brecht')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/de\/search\?q=Brecht$/)
    await expect(page.getByRole('link', { name: /^Alle/ })).toHaveAttribute('aria-current', 'page')
  })

  test('a misspelt term offers "Did you mean:" with the corrected term as a link', async ({ page }) => {
    await page.goto('/de/search?q=Dreigroschenopfer')
    await expect(page.getByRole('heading', { name: 'Ihre Suche ergab keine Treffer' })).toBeVisible()
    await expect(page.getByText('Bitte versuchen Sie einen anderen Suchbegriff.')).toBeVisible()
    await expect(page.getByText('Meinten Sie:')).toBeVisible()
    await page.getByRole('link', { name: 'Dreigroschenoper', exact: true }).click()
    await expect(page).toHaveURL(/\/de\/search\?q=Dreigroschenoper$/)
    await expect(page.locator('ol > li').first()).toContainText('Die Dreigroschenoper')
  })

  test('an English visitor typing a German title finds the English page, suggestions and "Did you mean:" included', async ({ page }) => {
    await page.goto('/en/search?q=Dreigroschenoper')
    const first = page.locator('ol > li').first()
    await expect(first).toContainText('The Threepenny Opera')
    await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/en\//)
    await page.goto('/en/search?q=Dreigroschenopfer')
    await page.getByRole('link', { name: 'Dreigroschenoper', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/search\?q=Dreigroschenoper$/)
    // the header's suggestions while typing
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/en')
    await page.getByRole('button', { name: 'Open search' }).click()
    const input = page.getByRole('combobox', { name: 'Search term' })
    await expect(input).toBeFocused()
    await input.pressSequentially('dreigrosch', { delay: 40 })
    const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option')
    await expect(options.first()).toContainText('The Threepenny Opera')
  })

  test('the empty texts in English, and no suggestion when nothing resembles the term', async ({ page }) => {
    await page.goto('/en/search?q=qqxxzzvv')
    await expect(page.getByRole('heading', { name: 'Your search did not return any results' })).toBeVisible()
    await expect(page.getByText('Please try another search term.')).toBeVisible()
    await expect(page.getByText('Did you mean:')).toHaveCount(0)
    // without a text the page asks for one
    await page.goto('/en/search')
    await expect(page.getByText('Enter a search term, for example a title, a name or a place.')).toBeVisible()
    // unknown categories and pages past the end do not exist
    expect((await page.request.get('/en/search/unknown?q=opera')).status()).toBe(404)
    expect((await page.request.get('/en/search/events/999?q=opera')).status()).toBe(404)
  })

  test('axe: no serious violation on the search page with the suggestions open', async ({ page }) => {
    await page.goto('/de/search?q=Dreigroschenoper')
    await expectAccessible(page, 'search page with results')
    const input = page.getByRole('combobox', { name: 'Suchbegriff' })
    await input.fill('')
    await input.pressSequentially('kult', { delay: 40 })
    await expect(page.getByRole('listbox', { name: 'Suchvorschläge' })).toBeVisible()
    await input.press('ArrowDown')
    await expectAccessible(page, 'search page with suggestions open')
    await expect(page.getByRole('listbox', { name: 'Suchvorschläge' })).toBeVisible()
    await page.goto('/de/search?q=Dreigroschenopfer')
    await expectAccessible(page, 'search page without results')
  })
})

test.describe('search API and keywords', () => {
  test('paged answers, validation at the boundary, no shared caching', async ({ request }) => {
    const first = await request.get('/de/api/search/events/?query=Dreigroschenoper')
    expect(first.status()).toBe(200)
    expect(first.headers()['cache-control']).toContain('no-store')
    const body = await first.json()
    expect(body.count).toBeGreaterThan(10)
    expect(body.results).toHaveLength(10)
    expect(body.previous).toBeNull()
    expect(body.next).toBe('/de/api/search/events/?query=Dreigroschenoper&page=2')
    // upcoming events before past ones
    const flags: boolean[] = body.results.map((hit: { upcoming: boolean }) => hit.upcoming)
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)))
    const second = await (await request.get(body.next)).json()
    expect(second.previous).toBe('/de/api/search/events/?query=Dreigroschenoper&page=1')
    const others = await (await request.get('/en/api/search/others/?query=threepenny&category=productions')).json()
    expect(others.results[0].url).toMatch(/^\/en\/productions\//)
    const suggestions = await (await request.get('/en/api/search/autocomplete/?query=threep')).json()
    expect(suggestions.data[0]).toMatchObject({ type: 'production', title: 'The Threepenny Opera' })
    for (const bad of ['/de/api/search/?query=', '/de/api/search/events/?query=x&page=0', '/de/api/search/?query=x&category=nope', `/de/api/search/autocomplete/?query=${'x'.repeat(201)}`]) {
      const answer = await request.get(bad)
      expect(answer.status(), bad).toBe(400)
      expect(await answer.text()).not.toMatch(/select|stack|at .*\.js/i)
    }
    // characters of the text-search syntax are only text
    expect((await request.get(`/de/api/search/?query=${encodeURIComponent("a:* & !b | ' (")}`)).status()).toBe(200)
  })

  test('searches are counted for the hub; the dashboard is for editors only', async ({ page, request }) => {
    const term = `Kostümwerkstatt`
    await request.get(`/de/api/search/?query=${encodeURIComponent(term)}`)
    await request.get(`/de/api/search/?query=${encodeURIComponent(term.toLowerCase())}`)
    expect((await request.get('/de/api/dashboard-search-keywords/')).status()).toBe(401)
    await loginAsEditor(page)
    await page.getByRole('link', { name: 'Suchbegriffe' }).click()
    await expect(page).toHaveURL(/\/cms-hub\/search-keywords/)
    await expect(page.getByRole('heading', { level: 1, name: 'Suchbegriffe' })).toBeVisible()
    const row = page.getByRole('row', { name: /kostümwerkstatt/ })
    await expect(row).toBeVisible()
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^[2-9]\d*$/)
    await expectAccessible(page, 'search keywords dashboard')
  })
})
