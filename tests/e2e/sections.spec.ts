import type { Page } from '@playwright/test'
import { expect, expectAccessible, expectHydrated, test } from './fixtures'

// Productions, magazine, team, venues and series on the demo data, in both languages.

type JsonLd = Record<string, unknown>

/** The page's JSON-LD blocks of one schema.org type. */
async function jsonLdOfType(page: Page, type: string): Promise<JsonLd> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const found = blocks.map((text): unknown => JSON.parse(text)).find((data): data is JsonLd => typeof data === 'object' && data !== null && '@type' in data && data['@type'] === type)
  if (!found) throw new Error(`no JSON-LD of type ${type}`)
  return found
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0)
}

const count = (text: string | null) => Number((text ?? '').replace(/\D/g, ''))

test.describe('productions', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('filters by season, pages the accumulated list and opens a production at its dates and tickets', async ({ page }) => {
    await page.goto('/de/produktionen')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produktionen')
    const total = page.getByText(/^\d+ Produktionen$/)
    const all = count(await total.textContent())
    expect(all).toBeGreaterThan(8)
    const cards = page.locator('main article')
    await expect(cards).toHaveCount(8)
    await page.getByRole('button', { name: 'Weitere Produktionen laden' }).click()
    await expect(cards).toHaveCount(Math.min(16, all))
    await expectAccessible(page, 'production list')

    await page.getByLabel('Spielzeit', { exact: true }).selectOption({ index: 1 })
    await expect(page).toHaveURL(/[?&]season=\d+/)
    await expect(total).not.toHaveText(`${all} Produktionen`)
    const bySeason = count(await total.textContent())
    expect(bySeason).toBeGreaterThan(0)
    expect(bySeason).toBeLessThan(all)
    // a new filter starts a new list: only the season's productions, the earlier pages are gone
    await expect(cards).toHaveCount(Math.min(8, bySeason))

    const first = page.locator('main article h2 a').first()
    const title = (await first.textContent()) ?? ''
    await first.click()
    await expect(page).toHaveURL(/\/de\/produktionen\/[^/]+\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('body')).toHaveClass(/non-cms/)

    await page.getByRole('link', { name: 'Termine und Karten' }).first().click()
    await expect(page).toHaveURL(/#datesAndTickets$/)
    const dates = page.locator('#datesAndTickets')
    await expect(dates.getByRole('heading', { level: 2, name: 'Termine und Karten' })).toBeVisible()
    await expect(dates.locator('article').first()).toBeVisible()

    const jsonLd = await jsonLdOfType(page, 'EventSeries')
    expect(jsonLd['@context']).toBe('https://schema.org')
    expect(jsonLd.name).toBe(title)
    expect(Array.isArray(jsonLd.subEvent) && jsonLd.subEvent.length).toBeGreaterThan(0)
    // absolute, on the configured SITE_ORIGIN; the path is the page's own
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical ?? '', 'http://invalid.example').pathname).toBe(new URL(page.url()).pathname)
    expect(canonical).toMatch(/^https?:\/\//)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
    await expectAccessible(page, 'production page')
  })

  test('a combination without results shows the empty block; reset brings everything back', async ({ page }) => {
    await page.goto('/de/produktionen')
    const all = count(await page.getByText(/^\d+ Produktionen$/).textContent())
    // a visitor's tap or key on the list box hydrates the page at once; Playwright's choice comes without either
    await expectHydrated(page)
    await page.getByLabel('Spielzeit', { exact: true }).selectOption({ index: 2 })
    await expect(page).toHaveURL(/season=/)
    await page.getByLabel('Ausstellungsart', { exact: true }).selectOption({ label: 'Sonderausstellung' })
    await expect(page).toHaveURL(/exhibition_type=/)
    const empty = page.getByRole('status').filter({ hasText: 'Leider hat Ihre Auswahl kein Ergebnis ergeben.' })
    await expect(empty).toBeVisible()
    await expect(empty).toContainText('Bitte löschen Sie einen der Filter oder versuchen Sie eine andere Kombination.')
    await empty.getByRole('button', { name: 'Filter zurücksetzen' }).click()
    await expect(page).not.toHaveURL(/season=|exhibition_type=/)
    await expect(page.getByText(/^\d+ Produktionen$/)).toHaveText(`${all} Produktionen`)
  })

  test('in English: filter by season, open a production, switch language to its German slug', async ({ page }) => {
    await page.goto('/en/productions')
    // a visitor's tap or key on the list box hydrates the page at once; Playwright's choice comes without either
    await expectHydrated(page)
    await page.getByLabel('Season', { exact: true }).selectOption({ index: 1 })
    await expect(page).toHaveURL(/\/en\/productions\?season=\d+/)
    await page.locator('main article h2 a').first().click()
    await expect(page).toHaveURL(/\/en\/productions\/[^/]+\/\d+$/)
    await expect(page.locator('#datesAndTickets')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const id = page.url().split('/').at(-1)
    await page.getByRole('link', { name: /Switch language/ }).click()
    await expect(page).toHaveURL(new RegExp(`/de/produktionen/[^/]+/${id}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  })

  test('a wrong slug redirects to the canonical address', async ({ page, request }) => {
    await page.goto('/de/produktionen')
    const href = (await page.locator('main article h2 a').first().getAttribute('href')) ?? ''
    const response = await request.get(`/de/produktionen/falscher-name/${href.split('/').at(-1)}`, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe(href)
  })
})

test.describe('invalid section addresses', () => {
  test.use({ allowConsoleErrors: [/status of 404/] })

  test('a non-numeric filter, an invalid date or an unknown id leads to the error page', async ({ page }) => {
    for (const path of ['/de/produktionen?season=abc', '/de/produktionen?date=31-02-2027', '/de/produktionen?tag=1x', '/de/produktionen/x/999999', '/de/mediathek-de/x/999999', '/de/team/x/999999', '/en/venues/x/999999', '/en/series/999999']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
    }
  })
})

test.describe('magazine', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('overview with category strip, a category, an article and a tag', async ({ page }) => {
    await page.goto('/de/mediathek-de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mediathek')
    const strip = page.getByRole('navigation', { name: 'Kategorien der Mediathek' })
    await expect(strip.getByRole('link', { name: 'Alle', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(strip.getByRole('link', { name: 'Alle #Themen' })).toHaveAttribute('href', '/de/mediathek-de/tags')
    // a category's style name is its extra look class
    await expect(strip.getByRole('link', { name: 'Interviews' })).toHaveClass(/\binterview\b/)
    const cards = page.locator('main article')
    await expect(cards).toHaveCount(9)
    await page.getByRole('button', { name: 'Weitere Beiträge laden' }).click()
    await expect(cards).toHaveCount(18)
    await expectAccessible(page, 'magazine overview')

    await strip.getByRole('link', { name: 'Interviews' }).click()
    await expect(page).toHaveURL(/\/de\/mediathek-de\/categories\/interviews\/\d+$/)
    await expect(strip.getByRole('link', { name: 'Interviews' })).toHaveAttribute('aria-current', 'page')
    await expect(strip.getByRole('link', { name: 'Alle', exact: true })).not.toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 2, name: 'Interviews' })).toBeVisible()
    await expect(cards.first()).toContainText('Interviews')

    const first = page.locator('main article h3 a').first()
    const title = (await first.textContent()) ?? ''
    await first.click()
    await expect(page).toHaveURL(/\/de\/mediathek-de\/[^/]+\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('body')).not.toHaveClass(/non-cms/)
    const article = await jsonLdOfType(page, 'Article')
    expect(article.headline).toBe(title)
    expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.getByRole('heading', { level: 2, name: 'Das könnte Sie auch interessieren' })).toBeVisible()
    await expectAccessible(page, 'article')

    const topic = page.getByRole('navigation', { name: 'Themen', exact: true }).getByRole('link').first()
    const topicName = ((await topic.textContent()) ?? '').replace('#', '')
    await topic.click()
    await expect(page).toHaveURL(/\/de\/mediathek-de\/tags\/[^/]+\/\d+$/)
    await expect(page.getByRole('heading', { level: 2, name: `Beiträge zum Thema #${topicName}` })).toBeVisible()
    await expect(page.getByRole('link', { name: title })).toBeVisible()

    await strip.getByRole('link', { name: 'Alle #Themen' }).click()
    await expect(page).toHaveURL(/\/de\/mediathek-de\/tags$/)
    await expect(page.getByRole('link', { name: topicName, exact: true })).toBeVisible()
    await expectAccessible(page, 'all topics')
  })

  test('the search start box leads to the search page', async ({ page }) => {
    await page.goto('/de/mediathek-de')
    const search = page.getByRole('search').filter({ has: page.getByLabel('Mediathek durchsuchen') })
    await search.getByLabel('Mediathek durchsuchen').fill('Sturm')
    await search.getByRole('button', { name: 'Suchen' }).click()
    await expect(page).toHaveURL(/\/de\/search\?q=Sturm$/)
  })

  test('in English: a category, an article and the language switch to its German address', async ({ page }) => {
    await page.goto('/en/mediathek-en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Magazine')
    await page.getByRole('navigation', { name: 'Magazine categories' }).getByRole('link', { name: 'Behind the Scenes' }).click()
    await expect(page).toHaveURL(/\/en\/mediathek-en\/categories\/behind-the-scenes\/\d+$/)
    const article = page.locator('main article h3 a').first()
    const title = ((await article.textContent()) ?? '').trim()
    await article.click()
    await expect(page).toHaveURL(/\/en\/mediathek-en\/[^/]+\/\d+$/)
    const id = page.url().split('/').at(-1)
    // the address changes as the navigation starts; the header's language link is the article's once it shows
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await page.getByRole('link', { name: /Switch language/ }).click()
    await expect(page).toHaveURL(new RegExp(`/de/mediathek-de/[^/]+/${id}$`))
  })
})

test.describe('team, venues and series', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the team grouped by category, and a person with their productions', async ({ page }) => {
    await page.goto('/de/team')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team')
    await expect(page.getByRole('heading', { level: 2, name: 'Leitung' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Ensemble' })).toBeVisible()
    await expect(page.locator('body')).not.toHaveClass(/non-cms/)
    await expectAccessible(page, 'team')

    const ensemble = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Ensemble' }) })
    const person = ensemble.locator('article h3 a').first()
    const name = (await person.textContent()) ?? ''
    await person.click()
    await expect(page).toHaveURL(/\/de\/team\/[^/]+\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(page.getByRole('heading', { level: 2, name: 'Produktionen' })).toBeVisible()
    const jsonLd = await jsonLdOfType(page, 'Person')
    expect(jsonLd.name).toBe(name)
    await expectAccessible(page, 'person')

    const id = page.url().split('/').at(-1)
    await page.getByRole('link', { name: /Sprache wechseln/ }).click()
    await expect(page).toHaveURL(new RegExp(`/en/team/[^/]+/${id}$`))
    await expect(page.getByRole('heading', { level: 2, name: 'Productions' })).toBeVisible()
  })

  test('a venue with address, map link, rooms, opening hours and events', async ({ page, request }) => {
    const venues = (await (await request.get('/de/api/venues/')).json()) as { id: number; slugs: { de: string; en: string }; name: string }[]
    const venue = venues[0]
    if (!venue) throw new Error('no venue in the demo data')
    await page.goto(`/de/venues/${venue.slugs.de}/${venue.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue.name)
    await expect(page.getByRole('link', { name: /Auf OpenStreetMap ansehen/ })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/)
    await expect(page.getByRole('heading', { level: 2, name: 'Säle und Räume' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Öffnungszeiten der Theaterkasse' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Barrierefreiheit' })).toBeVisible()
    await expect(page.locator('#events article').first()).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(page.locator('body')).not.toHaveClass(/non-cms/)
    const jsonLd = await jsonLdOfType(page, 'PerformingArtsTheater')
    expect(jsonLd.address).toMatchObject({ '@type': 'PostalAddress' })
    await expectAccessible(page, 'venue')

    await page.goto(`/en/venues/${venue.slugs.en}/${venue.id}`)
    await expect(page.getByRole('heading', { level: 2, name: 'Coming up here' })).toBeVisible()
  })

  test('a series without its slug redirects to its page with events and booking', async ({ page, request }) => {
    const series = (await (await request.get('/de/api/series/')).json()) as { id: number; slug: string; name: string }[]
    const first = series[0]
    if (!first) throw new Error('no series in the demo data')
    const redirect = await request.get(`/de/series/${first.id}`, { maxRedirects: 0 })
    expect(redirect.status()).toBe(301)
    expect(redirect.headers().location).toBe(`/de/series/${first.slug}/${first.id}`)

    await page.goto(`/de/series/${first.id}`)
    await expect(page).toHaveURL(`/de/series/${first.slug}/${first.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name)
    await expect(page.getByRole('link', { name: 'Im Webshop buchen' })).toBeVisible()
    await expect(page.locator('#datesAndTickets article').first()).toBeVisible()
    await expect(page.locator('main').getByRole('link', { name: 'Abonnements', exact: true })).toHaveAttribute('href', '/de/abonnements')
    const jsonLd = await jsonLdOfType(page, 'EventSeries')
    expect(jsonLd.name).toBe(first.name)
    await expectAccessible(page, 'series')

    await page.getByRole('link', { name: /Sprache wechseln/ }).click()
    await expect(page).toHaveURL(new RegExp(`/en/series/[^/]+/${first.id}$`))
    await expect(page.getByRole('heading', { level: 2, name: 'Dates in this subscription' })).toBeVisible()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('no section page scrolls sideways', async ({ page, request }) => {
    const venues = (await (await request.get('/de/api/venues/')).json()) as { id: number; slugs: { de: string } }[]
    const series = (await (await request.get('/de/api/series/')).json()) as { id: number; slug: string }[]
    const paths = ['/de/produktionen', '/de/mediathek-de', '/de/mediathek-de/tags', '/de/team', `/de/venues/${venues[0]?.slugs.de}/${venues[0]?.id}`, `/de/series/${series[0]?.slug}/${series[0]?.id}`]
    await page.goto('/de/produktionen')
    paths.push(new URL((await page.locator('main article h2 a').first().getAttribute('href')) ?? '/', page.url()).pathname)
    await page.goto('/de/mediathek-de')
    paths.push(new URL((await page.locator('main article h3 a').first().getAttribute('href')) ?? '/', page.url()).pathname)
    for (const path of paths) {
      await page.goto(path)
      await expectNoHorizontalScroll(page)
    }
  })
})
