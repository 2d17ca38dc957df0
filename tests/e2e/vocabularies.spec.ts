import type { Page } from '@playwright/test'
import { csrfToken, decidedConsent, expect, expectAccessible, loginAsEditor, test } from './fixtures'

type Listed = { id: number; name: { de: string; en: string } | string; used_by: number; version: string }
const germanName = (entry: Listed) => (typeof entry.name === 'string' ? entry.name : entry.name.de)

// refused writes answer 400 or 409: the browser logs them
test.use({ allowConsoleErrors: [/status of 40[09]/] })

/** The genre filter of the programme as a visitor sees it (the generated page follows a change a moment later). */
async function expectGenreFilter(visitor: Page, name: string, offered: boolean) {
  await expect(async () => {
    await visitor.goto('/de/programm')
    await visitor.getByRole('button', { name: 'Genre', exact: true }).click()
    const options = visitor.getByRole('radiogroup', { name: 'Genre' })
    await expect(options).toBeVisible({ timeout: 2000 })
    await expect(options.getByRole('radio', { name, exact: true })).toHaveCount(offered ? 1 : 0, { timeout: 1000 })
  }).toPass({ timeout: 20_000 })
}

test.describe('back office: vocabularies', () => {
  test('an editor adds a genre, renames it (the programme filter follows), cannot delete a genre in use and deletes the new one', async ({ page, browser, baseURL }) => {
    await loginAsEditor(page)
    await page.getByRole('navigation', { name: 'Bereiche des Hubs' }).getByRole('link', { name: 'Wortlisten' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Wortlisten' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Genres' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Listen' }).getByRole('link', { name: 'Genres' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('status').filter({ hasText: /^\d+ Einträge$/ })).toBeVisible()
    await expectAccessible(page, 'genre list')

    const stamp = Date.now().toString(36)
    const created = `Klangkunst ${stamp}`
    const renamed = `Klanginstallation ${stamp}`
    const form = page.getByRole('form', { name: 'Neuer Eintrag' })
    await form.getByLabel('Name (Deutsch)').fill(created)
    await form.getByLabel('Name (Englisch)').fill(`Sound art ${stamp}`)
    await form.getByLabel('Kurzname').fill('Klang Kunst')
    await form.getByRole('button', { name: 'Eintrag anlegen' }).click()
    await expect(form.getByLabel('Kurzname')).toHaveAccessibleDescription(/Nur Kleinbuchstaben/)
    await form.getByLabel('Kurzname').fill(`klangkunst-${stamp}`)
    await form.getByRole('button', { name: 'Eintrag anlegen' }).click()
    await expect(page.getByRole('status').filter({ hasText: `„${created}“ angelegt.` })).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(created) })).toContainText('0 Veranstaltungen')
    // the form is empty again for the next one
    await expect(form.getByLabel('Name (Deutsch)')).toHaveValue('')

    // a visitor of their own, who has answered the cookie dialog
    const visitorContext = await browser.newContext({ baseURL })
    await visitorContext.addCookies([{ name: 'foyer_consent', value: encodeURIComponent(JSON.stringify(decidedConsent)), url: baseURL ?? '' }])
    const visitor = await visitorContext.newPage()
    await expectGenreFilter(visitor, created, true)

    // renamed: the filter offers the new name, no longer the old one
    await page.getByRole('button', { name: `„${created}“ bearbeiten` }).click()
    const edit = page.getByRole('form', { name: `„${created}“ bearbeiten` })
    await expect(edit.getByLabel('Kurzname')).toHaveValue(`klangkunst-${stamp}`)
    await expectAccessible(page, 'genre form')
    await edit.getByLabel('Name (Deutsch)').fill(renamed)
    await edit.getByRole('button', { name: 'Speichern', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(renamed) })).toBeVisible()
    await expectGenreFilter(visitor, renamed, true)
    await expectGenreFilter(visitor, created, false)

    // a demo genre that events use cannot go: the editor is told how many use it
    const genres: Listed[] = await (await page.request.get('/de/api/backoffice/vocabularies/genres/')).json()
    const used = genres.find((genre) => genre.used_by > 1)
    if (!used) throw new Error('no genre of the demo used by several events')
    await page.getByRole('button', { name: `„${germanName(used)}“ löschen` }).click()
    await page.getByRole('dialog', { name: `„${germanName(used)}“ löschen?` }).getByRole('button', { name: 'Löschen' }).click()
    await expect(page.getByRole('alert')).toHaveText(`„${germanName(used)}“ wird noch von ${used.used_by} Veranstaltungen verwendet und kann nicht gelöscht werden. Entfernen Sie den Eintrag zuerst dort.`)
    const after: Listed[] = await (await page.request.get('/de/api/backoffice/vocabularies/genres/')).json()
    expect(after.find((genre) => genre.id === used.id)?.used_by).toBe(used.used_by)

    // the new one is used by nothing: it goes, from the filter too
    await page.getByRole('button', { name: `„${renamed}“ löschen` }).click()
    await page.getByRole('dialog', { name: `„${renamed}“ löschen?` }).getByRole('button', { name: 'Löschen' }).click()
    await expect(page.getByRole('status').filter({ hasText: `„${renamed}“ gelöscht.` })).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0)
    await expectGenreFilter(visitor, renamed, false)
    await visitorContext.close()
  })

  test('an editor keeps the seasons: the period is checked, an outdated copy is refused, a season with productions stays', async ({ page }) => {
    await loginAsEditor(page)
    await page.goto('/cms-hub/vocabularies?lang=en')
    await expect(page.getByRole('heading', { level: 2, name: 'Genres' })).toBeVisible()
    await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Seasons' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Seasons' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ entries$/ })).toBeVisible()
    await expectAccessible(page, 'season list')

    // a season name of the year 2090 + a random bit: unique and never the demo's
    const name = `2090/${Date.now().toString(36).slice(-4)}`
    const form = page.getByRole('form', { name: 'New entry' })
    await form.getByLabel('Name').fill(name)
    await form.getByLabel('Start').fill('2090-08-01')
    await form.getByLabel('End').fill('2090-07-31')
    await form.getByRole('button', { name: 'Create entry' }).click()
    await expect(form.getByLabel('End')).toHaveAccessibleDescription('The end cannot be before the start.')
    await form.getByLabel('End').fill('2091-07-31')
    await form.getByRole('button', { name: 'Create entry' }).click()
    await expect(page.getByRole('status').filter({ hasText: `“${name}” created.` })).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('2090-08-01 – 2091-07-31')

    // someone else changes it while the editor has it open: the editor's save is refused, the current copy offered
    await page.getByRole('button', { name: `Edit “${name}”` }).click()
    const edit = page.getByRole('form', { name: `Edit “${name}”` })
    await expect(edit.getByLabel('Start')).toHaveValue('2090-08-01')
    const seasons: Listed[] = await (await page.request.get('/en/api/backoffice/vocabularies/seasons/')).json()
    const mine = seasons.find((season) => season.name === name)
    if (!mine) throw new Error('the new season is not listed')
    const token = await csrfToken(page)
    const other = await page.request.post(`/en/api/backoffice/vocabularies/seasons/${mine.id}/`, {
      data: { kind: 'seasons', version: mine.version, name, date_from: '2090-09-01', date_to: '2091-07-31' },
      headers: { 'X-CSRFToken': token },
    })
    expect(other.status()).toBe(200)
    await edit.getByLabel('End').fill('2091-06-30')
    await edit.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('alert')).toContainText('Someone else changed this entry')
    await page.getByRole('button', { name: 'Load the current version' }).click()
    await expect(page.getByRole('form', { name: `Edit “${name}”` }).getByLabel('Start')).toHaveValue('2090-09-01')
    await page.getByRole('form', { name: `Edit “${name}”` }).getByLabel('End').fill('2091-06-30')
    await page.getByRole('form', { name: `Edit “${name}”` }).getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('2090-09-01 – 2091-06-30')

    // a demo season with productions stays, with the reason
    const used = seasons.find((season) => season.used_by > 0)
    if (!used) throw new Error('no season of the demo has productions')
    await page.getByRole('button', { name: `Delete “${germanName(used)}”` }).click()
    await page.getByRole('dialog', { name: `Delete “${germanName(used)}”?` }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('alert')).toContainText(`“${germanName(used)}” is still used by ${used.used_by === 1 ? '1 production' : `${used.used_by} productions`} and cannot be deleted.`)

    await page.getByRole('button', { name: `Delete “${name}”` }).click()
    await page.getByRole('dialog', { name: `Delete “${name}”?` }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('status').filter({ hasText: `“${name}” deleted.` })).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0)
  })

  test('an editor adds a magazine category with a slug per language, and removes it again', async ({ page }) => {
    await loginAsEditor(page)
    await page.goto('/cms-hub/vocabularies?kind=article-categories')
    await expect(page.getByRole('heading', { level: 2, name: 'Magazin-Kategorien' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ Einträge$/ })).toBeVisible()

    const stamp = Date.now().toString(36)
    const form = page.getByRole('form', { name: 'Neuer Eintrag' })
    await form.getByLabel('Name (Deutsch)', { exact: true }).fill(`Gespräche ${stamp}`)
    await form.getByLabel('Kurzname (Deutsch)', { exact: true }).fill(`gespraeche-${stamp}`)
    await form.getByLabel('Name (Englisch)', { exact: true }).fill(`Talks ${stamp}`)
    await form.getByLabel('Kurzname (Englisch)', { exact: true }).fill(`Talks ${stamp}`)
    await expectAccessible(page, 'magazine categories')
    await form.getByRole('button', { name: 'Eintrag anlegen' }).click()
    await expect(form.getByLabel('Kurzname (Englisch)', { exact: true })).toHaveAccessibleDescription(/Nur Kleinbuchstaben/)
    await form.getByLabel('Kurzname (Englisch)', { exact: true }).fill(`talks-${stamp}`)
    await form.getByRole('button', { name: 'Eintrag anlegen' }).click()
    const row = page.getByRole('row', { name: new RegExp(`Gespräche ${stamp}`) })
    await expect(row).toContainText(`gespraeche-${stamp} / talks-${stamp}`)
    await expect(row).toContainText('0 Artikel')

    await page.getByRole('button', { name: `„Gespräche ${stamp}“ löschen` }).click()
    await page.getByRole('dialog', { name: `„Gespräche ${stamp}“ löschen?` }).getByRole('button', { name: 'Löschen' }).click()
    await expect(page.getByRole('status').filter({ hasText: `„Gespräche ${stamp}“ gelöscht.` })).toBeVisible()
    await expect(row).toHaveCount(0)
  })
  test('price categories and labels are lists of their own: a new price category comes last, one in use stays', async ({ page }) => {
    await loginAsEditor(page)
    await page.goto('/cms-hub/vocabularies?kind=sale-types&lang=en')
    await expect(page.getByRole('heading', { level: 2, name: 'Price categories' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ entries$/ })).toBeVisible()
    await expectAccessible(page, 'price categories')
    // the full price, in the box office's order first, is priced on events: it stays
    await expect(page.getByRole('row').nth(1)).toContainText('Full price')
    await page.getByRole('button', { name: 'Delete “Full price”' }).click()
    await page.getByRole('dialog', { name: 'Delete “Full price”?' }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('alert').filter({ hasText: /“Full price” is still used by \d+ events/ })).toBeVisible()

    const stamp = Date.now().toString(36)
    const form = page.getByRole('form', { name: 'New entry' })
    await form.getByLabel('Name (German)', { exact: true }).fill(`Kulturpass ${stamp}`)
    await form.getByLabel('Name (English)', { exact: true }).fill(`Culture pass ${stamp}`)
    await form.getByRole('button', { name: 'Create entry' }).click()
    await expect(page.getByRole('row').last()).toContainText(`Culture pass ${stamp}`)
    await page.getByRole('button', { name: `Delete “Culture pass ${stamp}”` }).click()
    await page.getByRole('dialog', { name: `Delete “Culture pass ${stamp}”?` }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('status').filter({ hasText: `“Culture pass ${stamp}” deleted.` })).toBeVisible()

    await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Labels' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Labels' })).toBeVisible()
    await expectAccessible(page, 'labels')
  })
})
