import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { csrfToken, expect, expectAccessible, expectHydrated, loginAsEditor, reloadHydrated, test } from './fixtures'

// The media library for daily work, as an editor: three files dropped at once (one a disguised program, refused with
// its reason while the two images land, marked as missing alt text), two tagged together, the grid filtered by the
// tag in the address, their alt texts edited in one form; a reload shows everything saved. Removes its files.

const folder = mkdtempSync(path.join(tmpdir(), 'foyer-media-bulk-'))
const unique = `stapel-${Date.now().toString(36)}`
const tag = `e2e ${unique}`

async function files() {
  const image = (name: string, background: string) => {
    const file = path.join(folder, name)
    return sharp({ create: { width: 640, height: 480, channels: 3, background } })
      .png()
      .toBuffer()
      .then((bytes) => {
        writeFileSync(file, bytes)
        return file
      })
  }
  const first = await image(`${unique}-saal.png`, '#b8262f')
  const second = await image(`${unique}-foyer.png`, '#1f5fd6')
  const disguised = path.join(folder, `${unique}-plakat.png`)
  writeFileSync(disguised, Buffer.concat([Buffer.from('MZ\u0090\u0000\u0003\u0000\u0000\u0000'), Buffer.alloc(4096)]))
  return { first, second, disguised }
}

/** Deletes every library item this spec uploaded (by its unique name), whatever state the test ended in. */
async function removeUploads(page: Page) {
  const token = await csrfToken(page)
  const list = await (await page.request.get(`/de/api/media/?q=${encodeURIComponent(unique)}`)).json()
  for (const item of list.results ?? []) {
    const answer = await page.request.delete(`/de/api/media/${item.id}/`, { headers: { 'X-CSRFToken': token } })
    expect(answer.status()).toBe(200)
  }
}

test.describe('media library: bulk work', () => {
  // the refused upload answers 400 on purpose; the browser logs it
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 400/] })

  test('drop three files (one refused), tag two, filter by tag, edit their alt texts together; a reload shows it all', async ({ page }) => {
    const { first, second, disguised } = await files()
    await loginAsEditor(page)
    try {
      await page.goto('/cms-hub/media')
      await expectHydrated(page)
      await expect(page.getByRole('heading', { name: 'Mediathek', level: 1 })).toBeVisible()

      // one drop of three files: each gets its own line with its outcome
      await page.getByLabel('Dateien hierher ziehen oder auswählen').setInputFiles([first, disguised, second])
      const uploads = page.getByRole('list', { name: 'Hochgeladene Dateien' })
      const line = (name: string) => uploads.getByRole('listitem').filter({ hasText: name })
      await expect(line(`${unique}-plakat.png`)).toContainText('Dieser Dateityp ist nicht erlaubt.')
      for (const name of [`${unique}-saal.png`, `${unique}-foyer.png`]) {
        await expect(line(name)).toContainText('Hochgeladen.')
        await expect(line(name)).toContainText('Alternativtext fehlt')
      }
      await expect(page.getByText('2 hochgeladen, 1 abgelehnt', { exact: false })).toBeVisible()
      await expectAccessible(page, 'media library after a drop')

      // the two images are in the library, marked; the refused one is not
      await page.getByLabel('Mediathek durchsuchen').fill(unique)
      await page.getByLabel('Mediathek durchsuchen').press('Enter')
      await expect(page.getByText('2 Dateien', { exact: true })).toBeVisible()
      const grid = page.getByRole('list', { name: 'Dateien der Mediathek' })
      await expect(grid.getByRole('listitem')).toHaveCount(2)
      await expect(grid.getByText('Alternativtext fehlt')).toHaveCount(2)

      // select both by keyboard and give them a tag
      for (const name of [`${unique}-saal.png`, `${unique}-foyer.png`]) {
        await page.getByRole('checkbox', { name: `${name} auswählen` }).focus()
        await page.keyboard.press('Space')
      }
      const bar = page.getByRole('region', { name: '2 Dateien ausgewählt' })
      await expect(bar).toBeVisible()
      await bar.getByLabel('Schlagwort für die Auswahl').fill(`  ${tag.toUpperCase()} `)
      await bar.getByLabel('Schlagwort für die Auswahl').press('Enter')
      await expect(bar.getByText(`„${tag}“ ist jetzt bei 2 Dateien eingetragen.`)).toBeVisible()
      await expect(grid.getByText(tag, { exact: true })).toHaveCount(2)

      // the tag filter goes into the address
      await page.getByLabel('Schlagwort', { exact: true }).selectOption(tag)
      await expect(page).toHaveURL(new RegExp(`[?&]tag=${encodeURIComponent(tag).replace(/%20/g, '(%20|\\+)')}`))
      await expect(grid.getByRole('listitem')).toHaveCount(2)

      // both alt texts in one form, one request
      await bar.getByRole('button', { name: 'Alternativtexte bearbeiten' }).click()
      const form = page.getByRole('form', { name: 'Alternativtexte bearbeiten' })
      await expect(form).toBeVisible()
      const row = (name: string) => form.getByRole('group', { name })
      await expect(row(`${unique}-saal.png`).getByLabel('Alternativtext (Deutsch)')).toBeFocused()
      await expectAccessible(page, 'bulk alt texts')
      await row(`${unique}-saal.png`).getByLabel('Alternativtext (Deutsch)').fill('Roter Saal')
      await row(`${unique}-saal.png`).getByLabel('Alternativtext (Englisch)').fill('Red hall')
      await row(`${unique}-foyer.png`).getByLabel('Alternativtext (Deutsch)').fill('Blaues Foyer')
      await form.getByRole('button', { name: '2 Alternativtexte speichern' }).click()
      await expect(page.getByText('2 Alternativtexte gespeichert.')).toBeVisible()
      await expect(form).toBeHidden()
      await expect(bar.getByRole('button', { name: 'Alternativtexte bearbeiten' })).toBeFocused()
      await expect(grid.getByText('Alternativtext fehlt')).toHaveCount(0)

      // emptying an image's alt texts is refused in its row, and nothing of the request is saved
      await bar.getByRole('button', { name: 'Alternativtexte bearbeiten' }).click()
      await row(`${unique}-saal.png`).getByLabel('Alternativtext (Deutsch)').fill('')
      await row(`${unique}-saal.png`).getByLabel('Alternativtext (Englisch)').fill('')
      await row(`${unique}-foyer.png`).getByLabel('Alternativtext (Englisch)').fill('Blue foyer')
      await form.getByRole('button', { name: '2 Alternativtexte speichern' }).click()
      await expect(form.getByText('1 Zeile ist nicht in Ordnung; es wurde nichts gespeichert.')).toBeVisible()
      await expect(row(`${unique}-saal.png`)).toContainText('Bitte geben Sie einen Alternativtext für das Bild ein.')
      await expect(row(`${unique}-saal.png`).getByLabel('Alternativtext (Deutsch)')).toHaveAttribute('aria-invalid', 'true')
      await expect(row(`${unique}-foyer.png`)).not.toContainText('Bitte geben Sie')
      await form.getByRole('button', { name: 'Schließen' }).click()

      // a reload keeps the filter from the address and shows what was saved
      await reloadHydrated(page)
      await expect(page.getByLabel('Schlagwort', { exact: true })).toHaveValue(tag)
      await expect(grid.getByRole('listitem')).toHaveCount(2)
      await expect(grid.getByText('Roter Saal')).toBeVisible()
      await expect(grid.getByText('Blaues Foyer')).toBeVisible()
      const saved = await (await page.request.get(`/de/api/media/?tag=${encodeURIComponent(tag)}`)).json()
      expect(saved.results.map((item: { name: string; alt_de: string; alt_en: string; alt_missing: boolean; tags: string[] }) => [item.name, item.alt_de, item.alt_en, item.alt_missing, item.tags]).sort()).toEqual([
        [`${unique}-foyer.png`, 'Blaues Foyer', '', false, [tag]],
        [`${unique}-saal.png`, 'Roter Saal', 'Red hall', false, [tag]],
      ])

      // the details show the tag and take it off again
      await grid.getByRole('button', { name: new RegExp(`${unique}-foyer.png`) }).click()
      const details = page.getByRole('region', { name: `Details zu ${unique}-foyer.png` })
      await details.getByRole('button', { name: `Schlagwort „${tag}“ entfernen` }).click()
      await expect(grid.getByRole('listitem')).toHaveCount(1)

      // "ohne Alternativtext": none of these any more
      await page.getByRole('checkbox', { name: 'ohne Alternativtext' }).check()
      await expect(page).toHaveURL(/[?&]alt=missing/)
      await expect(page.getByText('Keine Dateien gefunden.')).toBeVisible()
    } finally {
      await removeUploads(page)
    }
  })

  test('on a phone: the drop zone, a tile chosen and selected by touch, the selection bar', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    try {
      const { first } = await files()
      await loginAsEditor(page)
      await page.goto(`/cms-hub/media`)
      await expectHydrated(page)
      await page.getByLabel('Dateien hierher ziehen oder auswählen').setInputFiles([first])
      await expect(page.getByRole('list', { name: 'Hochgeladene Dateien' })).toContainText('Hochgeladen.')
      await page.getByLabel('Mediathek durchsuchen').fill(unique)
      await page.getByLabel('Mediathek durchsuchen').press('Enter')
      const grid = page.getByRole('list', { name: 'Dateien der Mediathek' })
      await expect(grid.getByRole('listitem')).toHaveCount(1)
      await page.getByRole('checkbox', { name: `${unique}-saal.png auswählen` }).tap()
      await expect(page.getByRole('region', { name: '1 Datei ausgewählt' })).toBeVisible()
      await grid.getByRole('button', { name: new RegExp(`${unique}-saal.png`) }).tap()
      await expect(page.getByRole('region', { name: `Details zu ${unique}-saal.png` })).toBeVisible()
      // nothing wider than the phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await expectAccessible(page, 'media library on a phone')
    } finally {
      await removeUploads(page)
      await context.close()
    }
  })
})
