import { randomBytes } from 'node:crypto'
import { expect, expectAccessible, expectHydrated, expectRegenerated, loginAsEditor, reloadHydrated, test } from './fixtures'

// The CMS hub's dashboards: the 404 log becomes redirects, the top alert reaches every page.
// refused writes answer 400 and missing pages 404: the browser logs both
test.use({ allowConsoleErrors: [/status of 40[04]/] })

test.describe('CMS hub', () => {
  test('a page missed twice shows in the error log with count 2 and becomes a redirect from there', async ({ page, browser, request }) => {
    const missing = `/de/verschollen-${randomBytes(4).toString('hex')}`
    // the server logs a page it answers with 404 (the browser posts only what it finds missing within the app)
    const visitor = await browser.newPage()
    for (let visit = 0; visit < 2; visit++) expect((await visitor.goto(missing))?.status()).toBe(404)
    await visitor.close()

    await loginAsEditor(page)
    await page.getByRole('navigation', { name: 'Bereiche des Hubs' }).getByRole('link', { name: 'Nicht gefundene Seiten' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Nicht gefundene Seiten' })).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: missing })
    await expect(row.getByRole('cell').nth(1)).toHaveText('2')
    await expectAccessible(page, 'error log')

    // a target off the site is refused at the field, in the editor's language
    const target = row.getByLabel(`Ziel für ${missing}`)
    await target.fill('//evil.example')
    await row.getByRole('button', { name: 'Umleitung anlegen' }).click()
    await expect(row.getByText('Nur Pfade dieser Website sind erlaubt.')).toBeVisible()
    await expect(target).toHaveAttribute('aria-invalid', 'true')

    // keyboard only: type the target and submit with Enter
    await target.fill('/de/programm')
    await target.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: `Umleitung angelegt: ${missing} → /de/programm` })).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: missing })).toHaveCount(0)

    await expect
      .poll(async () => {
        const answer = await request.get(missing, { maxRedirects: 0 })
        return `${answer.status()} ${answer.headers().location ?? ''}`
      })
      .toBe('301 /de/programm')

    await page.getByRole('link', { name: 'Umleitungen' }).click()
    const entry = page.getByRole('row').filter({ hasText: missing })
    await expect(entry).toContainText('/de/programm')
    await expectAccessible(page, 'redirects')
    await entry.getByRole('button', { name: `${missing} entfernen` }).click()
    await page.getByRole('dialog', { name: `„${missing} → /de/programm“ entfernen?` }).getByRole('button', { name: 'Entfernen' }).click()
    await expect(page.getByRole('row').filter({ hasText: missing })).toHaveCount(0)
    await expect.poll(async () => (await request.get(missing, { maxRedirects: 0 })).status()).toBe(404)
  })

  test('a top alert written in both languages appears on the public pages and goes again', async ({ page, request }) => {
    // the alert is on every page: each change regenerates the whole site (about 950 pages), which takes a while on
    // a busy 2-core machine. The front pages the test asks for regenerate first; the rest has to be done before
    // the test ends, so that no regeneration outlives it
    test.setTimeout(300_000)
    const word = randomBytes(3).toString('hex')
    // how far the regeneration is, editors may ask; visitors may not
    expect((await request.get('/api/static-status/')).status()).toBe(401)
    await loginAsEditor(page)
    await page.goto('/cms-hub/top-alert')
    await expect(page.getByRole('heading', { level: 1, name: 'Eilmeldung' })).toBeVisible()
    const form = page.getByRole('form', { name: 'Neue Eilmeldung' })
    await form.getByRole('button', { name: 'Speichern' }).click()
    await expect(form.getByText('Dieses Feld ist erforderlich!').first()).toBeVisible()

    const german = form.getByRole('group', { name: 'Deutsch' })
    const english = form.getByRole('group', { name: 'Englisch' })
    await german.getByLabel('Titel').fill(`Sturmwarnung ${word}`)
    await german.getByLabel('Text', { exact: true }).fill('Heute bleibt das Haus geschlossen.')
    await english.getByLabel('Titel').fill(`Storm warning ${word}`)
    await english.getByLabel('Text', { exact: true }).fill('The house is closed today.')
    await expectAccessible(page, 'top alert form')
    await form.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible()

    await expect.poll(async () => (await request.get('/de')).text(), { timeout: 60_000 }).toContain(`Sturmwarnung ${word}`)
    await expect.poll(async () => (await request.get('/en')).text(), { timeout: 60_000 }).toContain(`Storm warning ${word}`)

    await page.getByRole('button', { name: `Sturmwarnung ${word} entfernen` }).click()
    // the dialog names the alert; Abbrechen has the focus, so Enter alone removes nothing
    const confirmRemoval = page.getByRole('dialog', { name: `„Sturmwarnung ${word}“ entfernen?` })
    await expect(confirmRemoval.getByRole('button', { name: 'Abbrechen' })).toBeFocused()
    await confirmRemoval.getByRole('button', { name: 'Entfernen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gelöscht.' })).toBeVisible()
    await expect.poll(async () => (await request.get('/de')).text(), { timeout: 60_000 }).not.toContain(`Sturmwarnung ${word}`)
    await expect.poll(async () => (await request.get('/en')).text(), { timeout: 60_000 }).not.toContain(`Storm warning ${word}`)
    await expectRegenerated(page)
  })

  test('an administrator sets an HTML block above the footer of every page and removes it again', async ({ page, request }) => {
    // like the top alert, a block is on every page: each change regenerates the whole site
    test.setTimeout(300_000)
    const word = randomBytes(3).toString('hex')
    await loginAsEditor(page)
    await page.goto('/cms-hub/html-blocks')
    await expect(page.getByRole('heading', { level: 1, name: 'HTML-Blöcke' })).toBeVisible()
    // typed before the form has hydrated, the text would be replaced by the form's state and the save would send the
    // block as it was (a busy machine hydrates late)
    await expectHydrated(page)
    const field = page.getByLabel('Über der Fußzeile')
    await field.fill(`<p class="sponsors">Gefördert ${word}</p>`)
    await expectAccessible(page, 'HTML blocks')
    await page.getByRole('button', { name: 'HTML-Blöcke speichern' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert. Alle Seiten' })).toBeVisible()
    await expect.poll(async () => (await request.get('/en')).text(), { timeout: 60_000 }).toContain(`<p class="sponsors">Gefördert ${word}</p>`)

    await reloadHydrated(page)
    await expect(field).toHaveValue(`<p class="sponsors">Gefördert ${word}</p>`)
    await field.fill('')
    await page.getByRole('button', { name: 'HTML-Blöcke speichern' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert. Alle Seiten' })).toBeVisible()
    await expect.poll(async () => (await request.get('/en')).text(), { timeout: 60_000 }).not.toContain(`Gefördert ${word}`)
    await expectRegenerated(page)
  })

  test('opening hours: a wrong order is refused at the day, right hours are saved', async ({ page }) => {
    await loginAsEditor(page)
    await page.goto('/cms-hub/opening-hours?lang=en')
    await expect(page.getByRole('heading', { level: 1, name: 'Opening hours' })).toBeVisible()
    const tuesday = page.getByRole('row', { name: /Tuesday/ })
    const closed = tuesday.getByRole('checkbox', { name: 'closed' })
    const opens = tuesday.getByLabel('Opens (Tuesday)')
    const closes = tuesday.getByLabel('Closes (Tuesday)')
    const before = { closed: await closed.isChecked(), opens: await opens.inputValue(), closes: await closes.inputValue() }
    await closed.uncheck()
    await tuesday.getByLabel('Opens (Tuesday)').fill('18:00')
    await tuesday.getByLabel('Closes (Tuesday)').fill('10:00')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(tuesday.getByText('The closing time must be after the opening time.')).toBeVisible()
    await tuesday.getByLabel('Opens (Tuesday)').fill('10:00')
    await tuesday.getByLabel('Closes (Tuesday)').fill('18:00')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
    await expectAccessible(page, 'opening hours')

    // the demo's hours as they were, for the other tests
    await opens.fill(before.opens)
    await closes.fill(before.closes)
    await closed.setChecked(before.closed)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
  })

  test('the media library is a section of the hub', async ({ page }) => {
    await loginAsEditor(page)
    await page.getByRole('navigation', { name: 'Bereiche des Hubs' }).getByRole('link', { name: 'Mediathek' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Mediathek' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Mediathek' })).toHaveAttribute('aria-current', 'page')
    await expectAccessible(page, 'media library in the hub')
  })

  test('event, team, article, venue and form pages link an editor to their back-office pages; visitors see no such link', async ({ page, request }) => {
    const events: { results: { id: number; slugs: { de: string } }[] } = await (await request.get('/de/api/events/?page_size=1')).json()
    const event = events.results[0]
    if (!event) throw new Error('no event in the programme')
    const persons: { id: number; slug: string }[] = await (await request.get('/de/api/persons/')).json()
    const person = persons[0]
    if (!person) throw new Error('no person on the team')
    await page.goto(`/de/programm/${event.slugs.de}/${event.id}`)
    await expect(page.getByRole('link', { name: 'Diesen Eintrag bearbeiten' })).toHaveCount(0)
    await loginAsEditor(page)
    await page.goto(`/de/programm/${event.slugs.de}/${event.id}`)
    const editor = page.getByRole('region', { name: 'CMS-Hub' })
    await expect(editor.getByRole('link', { name: 'Diesen Eintrag bearbeiten' })).toHaveAttribute('href', `/cms-hub/events/${event.id}?lang=de`)
    await editor.getByRole('link', { name: 'Diesen Eintrag bearbeiten' }).click()
    await expect(page).toHaveURL(new RegExp(`/cms-hub/events/${event.id}\\?lang=de$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto(`/de/team/${person.slug}/${person.id}`)
    await expect(page.getByRole('region', { name: 'CMS-Hub' }).getByRole('link', { name: 'Diesen Eintrag bearbeiten' })).toHaveAttribute('href', `/cms-hub/persons/${person.id}?lang=de`)
    const articles: { results: { id: number; slugs: { de: string } }[] } = await (await request.get('/de/api/articles/')).json()
    const article = articles.results[0]
    if (!article) throw new Error('no article in the magazine')
    await page.goto(`/de/mediathek-de/${article.slugs.de}/${article.id}`)
    await expect(page.getByRole('region', { name: 'CMS-Hub' }).getByRole('link', { name: 'Diesen Eintrag bearbeiten' })).toHaveAttribute('href', `/cms-hub/articles/${article.id}?lang=de`)
    const venues: { id: number; slugs: { de: string } }[] = await (await request.get('/de/api/venues/')).json()
    const venue = venues[0]
    if (!venue) throw new Error('no venue')
    await page.goto(`/de/venues/${venue.slugs.de}/${venue.id}`)
    await expect(page.getByRole('region', { name: 'CMS-Hub' }).getByRole('link', { name: 'Diesen Eintrag bearbeiten' })).toHaveAttribute('href', `/cms-hub/venues/${venue.id}?lang=de`)
    // a form page leads to the form builder
    const form: { id: number; slug: string | null } = await (await request.get('/de/api/forms/1/')).json()
    await page.goto(`/de/forms/${form.slug ?? 'form'}/${form.id}`)
    await expect(page.getByRole('region', { name: 'CMS-Hub' }).getByRole('link', { name: 'Diesen Eintrag bearbeiten' })).toHaveAttribute('href', `/cms-hub/forms/edit/${form.id}?lang=de`)
  })

  test('the hub pages are for editors only', async ({ page, request }) => {
    expect((await request.get('/de/api/dashboard-site/')).status()).toBe(401)
    expect((await request.get('/de/api/dashboard-redirects/')).status()).toBe(401)
    await page.goto('/cms-hub/redirects')
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    // an unknown language falls back to German instead of failing
    expect((await page.goto('/cms-hub?lang=fr'))?.status()).toBe(200)
  })
})
