import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { csrfToken, DEMO_SECOND_EDITOR_EMAIL, DEMO_SECOND_EDITOR_PASSWORD, expect, expectAccessible, expectRegenerated, loginAsEditor, reloadHydrated, signInToHub, test } from './fixtures'

// The venue's identity is data: an administrator renames the venue in the hub and every page follows.
// the outdated copy is refused with 409: the browser logs it
test.use({ allowConsoleErrors: [/status of 40[39]/] })

/** The home page's JSON-LD describing the venue itself. */
async function venueJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  for (const text of blocks) {
    const data: unknown = JSON.parse(text)
    if (data && typeof data === 'object' && '@type' in data && Array.isArray(data['@type']) && data['@type'].includes('PerformingArtsTheater')) return { ...data }
  }
  throw new Error('no PerformingArtsTheater JSON-LD on the page')
}

test.describe('site settings', () => {
  test('an administrator renames the venue; visitors see the new name in the title, the header and the JSON-LD', async ({ page, browser, request }) => {
    // the name is on every page: each save regenerates the whole site (about 950 pages) on a busy 2-core machine
    test.setTimeout(300_000)
    const renamed = `Theater am Hafen ${randomBytes(3).toString('hex')}`
    await loginAsEditor(page)
    await page.getByRole('navigation', { name: 'Bereiche des Hubs' }).getByRole('link', { name: 'Website-Einstellungen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Website-Einstellungen' })).toBeVisible()
    const name = page.getByLabel('Name des Hauses')
    await expect(name).toHaveValue('Kulturhaus am Fluss')
    await expectAccessible(page, 'site settings')

    // a second administrator's tab holds the same copy
    const other = await page.context().newPage()
    await other.goto('/cms-hub/settings')
    await expect(other.getByLabel('Name des Hauses')).toHaveValue('Kulturhaus am Fluss')

    // a wrong address is refused at its field, in the editor's language, and nothing is saved
    const organisation = page.getByLabel('Website des Trägers')
    const organisationUrl = await organisation.inputValue()
    await organisation.fill('traeger.example')
    await page.getByRole('button', { name: 'Einstellungen speichern' }).click()
    await expect(page.getByText('Bitte geben Sie eine vollständige Adresse an, die mit https:// beginnt.')).toBeVisible()
    await expect(organisation).toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(page, 'site settings with a field error')
    await organisation.fill(organisationUrl)

    await name.fill(renamed)
    await page.getByRole('button', { name: 'Einstellungen speichern' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert. Alle Seiten' })).toBeVisible()

    // the other tab's copy is outdated now: refused, its entries stay until it loads the current version
    await other.getByLabel('Kurzname').fill('Hafen')
    await other.getByRole('button', { name: 'Einstellungen speichern' }).click()
    await expect(other.getByRole('alert')).toContainText('inzwischen von jemand anderem geändert')
    await expect(other.getByLabel('Kurzname')).toHaveValue('Hafen')
    await other.getByRole('button', { name: 'Aktuelle Fassung laden' }).click()
    await expect(other.getByLabel('Name des Hauses')).toHaveValue(renamed)
    await expect(other.getByLabel('Kurzname')).toHaveValue('Kulturhaus')
    await other.close()

    // an anonymous visitor gets the regenerated home page
    await expect.poll(async () => (await request.get('/de')).text(), { timeout: 90_000 }).toContain(`<title>Startseite | ${renamed}</title>`)
    const visitor = await browser.newPage()
    await visitor.goto('/de')
    await expect(visitor).toHaveTitle(`Startseite | ${renamed}`)
    await expect(visitor.getByRole('banner').getByRole('link', { name: `${renamed} – Startseite` })).toBeVisible()
    await expect(visitor.getByRole('contentinfo').getByRole('link', { name: new RegExp(`^${renamed} – Zur Website des Trägers`) })).toBeVisible()
    const venue = await venueJsonLd(visitor)
    expect(venue).toMatchObject({
      name: renamed,
      address: { '@type': 'PostalAddress', streetAddress: 'Uferpromenade 1', postalCode: '47110', addressLocality: 'Auenstadt' },
      sameAs: expect.arrayContaining(['https://www.instagram.com/kulturhausamfluss/']),
    })
    expect(venue.logo).toMatch(/\/brand\/logo\.svg$/)
    await visitor.close()

    // the demo's name again, so that no other spec sees the renamed venue
    await reloadHydrated(page)
    await expect(name).toHaveValue(renamed)
    await name.fill('Kulturhaus am Fluss')
    await page.getByRole('button', { name: 'Einstellungen speichern' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert. Alle Seiten' })).toBeVisible()
    await expect.poll(async () => (await request.get('/de')).text(), { timeout: 90_000 }).toContain('<title>Startseite | Kulturhaus am Fluss</title>')
    await expectRegenerated(page)
  })

  test('an editor without the administrator role is not offered the settings, and the server refuses her calls', async ({ page }) => {
    await page.goto('/cms-hub')
    await signInToHub(page, DEMO_SECOND_EDITOR_EMAIL, DEMO_SECOND_EDITOR_PASSWORD)
    await expect(page.getByRole('navigation', { name: 'Bereiche des Hubs' }).getByRole('link', { name: 'Website-Einstellungen' })).toHaveCount(0)
    await page.goto('/cms-hub/settings')
    await expect(page.getByRole('heading', { level: 2, name: 'Kein Zugriff' })).toBeVisible()
    await expect(page.getByLabel('Name des Hauses')).toHaveCount(0)
    const answer = await page.request.get('/de/api/dashboard-site-identity/')
    expect(answer.status()).toBe(403)
    const token = await csrfToken(page)
    const write = await page.request.post('/de/api/dashboard-site-identity/', { headers: { 'X-CSRFToken': token }, data: { identity: { name: 'Übernommen' }, updated_at: new Date().toISOString() } })
    expect(write.status()).toBe(403)
  })
})
