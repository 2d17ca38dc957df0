import * as v from 'valibot'
import { DEMO_VISITOR_EMAIL, DEMO_VISITOR_PASSWORD } from '../../src/server/db/seed/credentials.ts'
import { csrfToken, DEMO_SECOND_EDITOR_EMAIL, DEMO_SECOND_EDITOR_PASSWORD, expect, expectAccessible, loginAsEditor, reloadHydrated, signInToHub, test, withConsent } from './fixtures'

type ListedEvent = { id: number; title: string; slugs: { de: string }; status: string; date_start: string; has_seat_groups: boolean; has_paid_prices: boolean }
/** What an event's answer says of its timeslots. */
const EventTimeslots = v.object({ currentEventData: v.object({ timeslots: v.array(v.unknown()) }) })

// refused writes answer 400 or 409, a plain editor's call of an administrators' endpoint 403: the browser logs them
test.use({ allowConsoleErrors: [/status of 40[039]/] })

test.describe('back office: events', () => {
  test('an editor cancels an event: its page says so, its structured data too, and the booking button is gone', async ({ page, request }) => {
    const listed: ListedEvent[] = (await (await request.get('/de/api/events/?page_size=20')).json()).results
    const event = listed.filter((entry) => entry.status === 'scheduled' && (entry.has_seat_groups || entry.has_paid_prices)).at(-1)
    if (!event) throw new Error('no bookable event in the demo programme')
    const eventPath = `/de/programm/${event.slugs.de}/${event.id}`
    await page.goto(eventPath)
    await expect(page.getByRole('main').getByRole('button', { name: /^Tickets buchen/ }).first()).toBeVisible()

    await loginAsEditor(page)
    await page.getByRole('navigation', { name: 'Bereiche des Hubs' }).getByRole('link', { name: 'Veranstaltungen' }).click()
    await page.getByLabel('Titel enthält').fill(event.title)
    await page.getByLabel('Titel enthält').press('Enter')
    // a title can recur (a guided tour every week): the link of this very event
    const link = page.getByRole('link', { name: event.title }).and(page.locator(`[href="/cms-hub/events/${event.id}"]`))
    await expect(link).toBeVisible()
    await expectAccessible(page, 'event list')
    await link.click()

    await expect(page.getByRole('heading', { level: 1, name: 'Veranstaltung bearbeiten' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Deutsch' }).getByLabel('Titel', { exact: true })).toHaveValue(event.title)
    await expectAccessible(page, 'event form')
    await page.getByLabel('Status').selectOption({ label: 'abgesagt' })
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible()

    const visitor = await page.context().browser()?.newPage()
    if (!visitor) throw new Error('no browser')
    await expect
      .poll(async () => (await request.get(eventPath)).text(), { timeout: 10_000 })
      .toContain('https://schema.org/EventCancelled')
    await visitor.goto(eventPath)
    await expect(visitor.getByRole('main').getByText('Abgesagt').first()).toBeVisible()
    await expect(visitor.getByRole('main').getByRole('button', { name: /^Tickets buchen/ })).toHaveCount(0)
    await visitor.close()

    // back to scheduled for the other tests
    await page.getByLabel('Status').selectOption({ label: 'geplant' })
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible()
    await expect.poll(async () => (await request.get(eventPath)).text(), { timeout: 10_000 }).toContain('https://schema.org/EventScheduled')
  })

  test('an editor creates an event in both languages with two prices in a seat group; a visitor finds and books it; the editor cancels it and cannot delete it', async ({ page, request }) => {
    const listed: ListedEvent[] = (await (await request.get('/de/api/events/?page_size=20')).json()).results
    const berlinDay = (iso: string) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(iso))
    // a day of the demo programme after its first (whatever the demo clock says today is), late in the evening
    const later = listed.find((entry) => berlinDay(entry.date_start) !== berlinDay(listed[0]?.date_start ?? entry.date_start))
    if (!later) throw new Error('no second day in the demo programme')
    const day = berlinDay(later.date_start)
    const urlDay = day.split('-').toReversed().join('-')
    const stamp = Date.now().toString(36)
    const title = { de: `Probebühne ${stamp}`, en: `Rehearsal stage ${stamp}` }
    const slug = { de: `probebuehne-${stamp}`, en: `rehearsal-stage-${stamp}` }

    await loginAsEditor(page)
    await page.getByRole('navigation', { name: 'Bereiche des Hubs' }).getByRole('link', { name: 'Veranstaltungen' }).click()
    await page.getByRole('link', { name: 'Neue Veranstaltung' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Neue Veranstaltung' })).toBeVisible()
    for (const [group, language] of [['Deutsch', 'de'], ['Englisch', 'en']] as const) {
      const fields = page.getByRole('group', { name: group, exact: true })
      await fields.getByLabel('Titel', { exact: true }).fill(title[language])
      // the slug is suggested from the title, per language
      await expect(fields.getByLabel('Kurzname in der Adresse')).toHaveValue(slug[language])
    }
    await expect(page.getByText(`Adresse: /de/programm/${slug.de}/…`)).toBeVisible()
    // a slug typed by hand stays when the title changes
    const german = page.getByRole('group', { name: 'Deutsch', exact: true })
    await german.getByLabel('Kurzname in der Adresse').fill(`${slug.de}-eigen`)
    await german.getByLabel('Titel', { exact: true }).fill(`${title.de} !`)
    await expect(german.getByLabel('Kurzname in der Adresse')).toHaveValue(`${slug.de}-eigen`)
    await german.getByLabel('Titel', { exact: true }).fill(title.de)
    await german.getByLabel('Kurzname in der Adresse').fill(slug.de)
    await page.getByLabel('Beginn', { exact: true }).fill(`${day}T22:45`)
    await page.getByLabel('Raum', { exact: true }).selectOption({ index: 1 })

    // a seat group with a price missing first: the field error is in the editor's language
    await page.getByRole('button', { name: 'Platzgruppe hinzufügen' }).click()
    const seatGroup = page.getByRole('group', { name: 'Platzgruppe 1' })
    await seatGroup.getByLabel('Name (Deutsch)').fill('Parkett')
    await seatGroup.getByLabel('Name (Englisch)').fill('Stalls')
    await seatGroup.getByLabel('Kapazität (Plätze)').fill('80')
    await seatGroup.getByRole('button', { name: 'Preis hinzufügen' }).click()
    await seatGroup.getByRole('button', { name: 'Preis hinzufügen' }).click()
    await seatGroup.getByRole('group', { name: 'Preis 1' }).getByLabel('Preis in Euro').fill('30')
    await seatGroup.getByRole('group', { name: 'Preis 2' }).getByLabel('Preis in Euro').fill('15 Euro')
    await expectAccessible(page, 'new event form')
    await page.getByRole('button', { name: 'Veranstaltung anlegen' }).click()
    await expect(page.getByRole('alert')).toContainText('Bitte die markierten Felder prüfen')
    await expect(seatGroup.getByRole('group', { name: 'Preis 2' }).getByLabel('Preis in Euro')).toHaveAccessibleDescription('Bitte einen Betrag wie 24,50 angeben.')
    await seatGroup.getByRole('group', { name: 'Preis 2' }).getByLabel('Preis in Euro').fill('15,50')
    await page.getByRole('button', { name: 'Veranstaltung anlegen' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Veranstaltung bearbeiten' })).toBeVisible()
    await expect(page).toHaveURL(/\/cms-hub\/events\/\d+$/)
    const id = Number(/\/cms-hub\/events\/(\d+)$/.exec(page.url())?.[1])
    let eventPath = `/de/programm/${slug.de}/${id}`
    await expect(page.getByRole('link', { name: 'Seite ansehen (Deutsch)' })).toHaveAttribute('href', eventPath)
    // the price stays as the editor typed it, in German; the contract holds it with a point
    await expect(page.getByRole('group', { name: 'Preis 2' }).getByLabel('Preis in Euro')).toHaveValue('15,50')
    const stored: { seat_groups: { prices: { amount: string }[] }[] } = await (await page.request.get(`/de/api/backoffice/events/${id}/`)).json()
    expect(stored.seat_groups.flatMap((group) => group.prices.map((price) => price.amount))).toEqual(expect.arrayContaining(['30.00', '15.50']))
    await expectAccessible(page, 'event form with prices')

    // the visitor's programme of that day lists it, in both languages, and its page sells tickets
    const visitor = await page.context().browser()?.newPage()
    if (!visitor) throw new Error('no browser')
    await expect.poll(async () => (await request.get(`/de/programm?date=${urlDay}`)).text(), { timeout: 10_000 }).toContain(title.de)
    await visitor.goto(`/de/programm?date=${urlDay}`)
    await visitor.getByRole('button', { name: 'Nur notwendige' }).click()
    await expect(visitor.getByRole('main').getByRole('link', { name: title.de }).first()).toBeVisible()
    await visitor.goto(`/en/events/${slug.en}/${id}`)
    await expect(visitor.getByRole('heading', { level: 1, name: title.en })).toBeVisible()
    // and the search finds it in both languages
    for (const language of ['de', 'en'] as const) {
      await visitor.goto(`/${language}/search?q=${stamp}`)
      await expect(visitor.getByRole('main').getByRole('link', { name: title[language] }).first()).toBeVisible()
    }
    // a visitor books a ticket for it
    await visitor.goto(eventPath)
    await visitor.getByRole('main').getByRole('button', { name: /^Tickets buchen/ }).first().click()
    const widget = visitor.getByRole('region', { name: 'Tickets buchen' })
    await widget.getByRole('button', { name: /^Eine Karte mehr: .*Vollpreis$/ }).click()
    await widget.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(widget.getByRole('heading', { name: 'Ihre Karten liegen im Warenkorb.' })).toBeVisible()
    await visitor.close()

    // the capacity cannot go below the ticket in the cart
    await seatGroup.getByLabel('Kapazität (Plätze)').fill('0')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(seatGroup.getByLabel('Kapazität (Plätze)')).toHaveAccessibleDescription(/Es ist schon 1 Platz verkauft oder reserviert/)
    await seatGroup.getByLabel('Kapazität (Plätze)').fill('80')

    // a new German slug: the old address leads to the new one
    await page.getByRole('group', { name: 'Deutsch', exact: true }).getByLabel('Kurzname in der Adresse').fill(`${slug.de}-neu`)
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible()
    const oldPath = eventPath
    eventPath = `/de/programm/${slug.de}-neu/${id}`
    const moved = await request.get(oldPath, { maxRedirects: 0 })
    expect(moved.status()).toBe(301)
    expect(moved.headers().location).toBe(eventPath)

    // cancelled: the page says so, its structured data too, and the booking button is gone
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'abgesagt' })
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible()
    await expect.poll(async () => (await request.get(eventPath)).text(), { timeout: 10_000 }).toContain('https://schema.org/EventCancelled')
    // a visitor who has not seen the page before (a browser may keep a page it has shown for a while)
    const newcomer = await page.context().browser()?.newPage()
    if (!newcomer) throw new Error('no browser')
    await newcomer.goto(eventPath)
    await expect(newcomer.getByRole('main').getByText('Abgesagt').first()).toBeVisible()
    await expect(newcomer.getByRole('main').getByRole('button', { name: /^Tickets buchen/ })).toHaveCount(0)
    await newcomer.close()

    // a ticket is in a cart: the event cannot be deleted, and the editor is told what to do instead
    await page.getByRole('button', { name: 'Veranstaltung löschen' }).click()
    await page.getByRole('dialog', { name: /löschen\?$/ }).getByRole('button', { name: 'Veranstaltung löschen' }).click()
    await expect(page.getByRole('alert')).toContainText('Sagen Sie sie stattdessen ab oder schließen Sie die Buchung.')
    await expect(page.getByRole('heading', { level: 1, name: 'Veranstaltung bearbeiten' })).toBeVisible()
  })

  test('an editor copies an event for a new date and deletes the copy again', async ({ page, request }) => {
    const listed: ListedEvent[] = (await (await request.get('/de/api/events/?page_size=20')).json()).results
    const source = listed.find((entry) => entry.status === 'scheduled' && entry.has_seat_groups)
    if (!source) throw new Error('no event with seat groups in the demo programme')
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(Date.parse(source.date_start) + 7 * 86_400_000))
    await loginAsEditor(page)
    await page.goto(`/cms-hub/events/${source.id}`)
    await expect(page.getByRole('group', { name: 'Deutsch', exact: true }).getByLabel('Titel', { exact: true })).toHaveValue(source.title)
    const seatGroups = await page.getByRole('group', { name: /^Platzgruppe \d+$/ }).count()
    expect(seatGroups).toBeGreaterThan(0)

    const copyForm = page.getByRole('group', { name: 'Für einen neuen Termin kopieren' })
    await copyForm.getByLabel('Neuer Beginn').fill(`${day}T20:00`)
    await copyForm.getByRole('button', { name: 'Kopie anlegen' }).click()
    await expect(page).not.toHaveURL(new RegExp(`/cms-hub/events/${source.id}$`))
    await expect(page).toHaveURL(/\/cms-hub\/events\/\d+$/)
    await expect(page.getByRole('group', { name: 'Deutsch', exact: true }).getByLabel('Titel', { exact: true })).toHaveValue(source.title)
    await expect(page.getByLabel('Beginn', { exact: true })).toHaveValue(`${day}T20:00`)
    await expect(page.getByRole('group', { name: /^Platzgruppe \d+$/ })).toHaveCount(seatGroups)
    const copyId = Number(/\/cms-hub\/events\/(\d+)$/.exec(page.url())?.[1])
    expect((await request.get(`/de/api/events/${copyId}/`)).status()).toBe(200)

    // nobody holds a ticket for the copy: it can go
    await page.getByRole('button', { name: 'Veranstaltung löschen' }).click()
    await page.getByRole('dialog', { name: /löschen\?$/ }).getByRole('button', { name: 'Veranstaltung löschen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Veranstaltung gelöscht.' })).toBeVisible()
    expect((await request.get(`/de/api/events/${copyId}/`)).status()).toBe(404)
  })

  test('an editor classifies a copy of an event and gives it two timeslots: its page shows the access feature, visitors choose a time, the filter finds it', async ({ page, request }) => {
    const listed: ListedEvent[] = (await (await request.get('/de/api/events/?page_size=20')).json()).results
    // an event without timeslots of its own: a copy takes its source's timeslots, and this one gets exactly two (which
    // events of the demo have timeslots depends on the day: the first bookable one may be a slotted exhibition day)
    const candidates = listed.filter((entry) => entry.status === 'scheduled' && entry.has_seat_groups)
    let source: ListedEvent | undefined
    for (const candidate of candidates) {
      const detail = v.parse(EventTimeslots, await (await request.get(`/de/api/events/${candidate.id}/`)).json())
      if (detail.currentEventData.timeslots.length === 0) {
        source = candidate
        break
      }
    }
    if (!source) throw new Error(`no event with seat groups and without timeslots among ${candidates.map((entry) => entry.id).join(', ')}`)
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(Date.parse(source.date_start) + 14 * 86_400_000))
    await loginAsEditor(page)
    await page.goto(`/cms-hub/events/${source.id}`)
    const copyForm = page.getByRole('group', { name: 'Für einen neuen Termin kopieren' })
    await copyForm.getByLabel('Neuer Beginn').fill(`${day}T20:00`)
    await copyForm.getByRole('button', { name: 'Kopie anlegen' }).click()
    await expect(page).not.toHaveURL(new RegExp(`/cms-hub/events/${source.id}$`))
    await expect(page).toHaveURL(/\/cms-hub\/events\/\d+$/)
    const copyId = Number(/\/cms-hub\/events\/(\d+)$/.exec(page.url())?.[1])

    // a description of the copy's own, in German
    const description = page.getByRole('group', { name: 'Deutsch', exact: true }).getByRole('textbox', { name: 'Beschreibung', exact: true })
    await description.click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(`Mit Tastführung am Nachmittag, Termin ${copyId}.`)
    const classification = page.getByRole('group', { name: 'Einordnung' })
    const access = classification.getByRole('group', { name: 'Schlagwörter und Zugänglichkeit' }).getByRole('checkbox', { name: 'Audiodeskription' })
    await access.check()
    await classification.getByLabel('Reihe').selectOption({ index: 1 })
    const seriesName = (await classification.getByLabel('Reihe').locator('option:checked').textContent()) ?? ''
    expect(seriesName).not.toBe('')

    // a credit of its own: whoever the list offers last, in the team, as the touch tour's guide
    const credits = page.getByRole('group', { name: 'Mitwirkende', exact: true })
    const existing = await credits.getByRole('group', { name: /^Mitwirkung \d+$/ }).count()
    await credits.getByRole('button', { name: 'Mitwirkung hinzufügen' }).click()
    const credit = credits.getByRole('group', { name: `Mitwirkung ${existing + 1}` })
    const person = credit.getByLabel('Person')
    // the people are offered once they are loaded
    await expect(person.locator('option').nth(1)).toBeAttached()
    await person.selectOption({ index: (await person.locator('option').count()) - 1 })
    const personName = ((await person.locator('option:checked').textContent()) ?? '').trim()
    await credit.getByLabel('Bereich').selectOption({ label: 'Team' })
    await credit.getByLabel('Rolle (Deutsch)').fill(`Tastführung ${copyId}`)
    await credit.getByLabel('Rolle (Englisch)').fill(`Touch tour ${copyId}`)

    const slots = page.getByRole('group', { name: 'Zeitfenster', exact: true })
    await slots.getByRole('button', { name: 'Zeitfenster hinzufügen' }).click()
    await slots.getByRole('button', { name: 'Zeitfenster hinzufügen' }).click()
    // the same time twice is refused, at the later timeslot's time
    await slots.getByRole('group', { name: 'Zeitfenster 1' }).getByLabel('Uhrzeit').fill('18:00')
    await slots.getByRole('group', { name: 'Zeitfenster 2' }).getByLabel('Uhrzeit').fill('18:00')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(slots.getByRole('group', { name: 'Zeitfenster 2' }).getByLabel('Uhrzeit')).toHaveAccessibleDescription(/Jede Uhrzeit nur einmal\./)
    await slots.getByRole('group', { name: 'Zeitfenster 2' }).getByLabel('Uhrzeit').fill('19:30')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByRole('status').filter({ hasText: /^Gespeichert\.$/ })).toBeVisible()
    await expectAccessible(page, 'event form with classification and timeslots')
    // what was saved is what the form shows after a reload
    await page.reload()
    await expect(page.getByRole('group', { name: 'Einordnung' }).getByRole('checkbox', { name: 'Audiodeskription' })).toBeChecked()
    await expect(page.getByRole('group', { name: 'Zeitfenster 2' }).getByLabel('Uhrzeit')).toHaveValue('19:30')
    await expect(page.getByRole('group', { name: 'Deutsch', exact: true }).getByRole('textbox', { name: 'Beschreibung', exact: true })).toContainText(`Termin ${copyId}.`)

    const detail: { slugs: { de: string } } = await (await request.get(`/de/api/events/${copyId}/`)).json()
    const eventPath = `/de/programm/${detail.slugs.de}/${copyId}`
    await expect.poll(async () => (await request.get(eventPath)).text(), { timeout: 10_000 }).toContain('Audiodeskription')
    const visitor = await page.context().browser()?.newPage()
    if (!visitor) throw new Error('no browser')
    await visitor.goto(eventPath)
    await visitor.getByRole('button', { name: 'Nur notwendige' }).click()
    const tags = visitor.getByRole('region', { name: 'Schlagworte' })
    await expect(tags.getByText('Audiodeskription')).toBeVisible()
    await expect(visitor.getByRole('main').getByText(`Mit Tastführung am Nachmittag, Termin ${copyId}.`)).toBeVisible()
    const creditRow = visitor.getByRole('main').locator('div').filter({ has: visitor.getByRole('term').filter({ hasText: `Tastführung ${copyId}` }) }).last()
    await expect(creditRow.getByRole('link', { name: personName })).toBeVisible()
    await expect(tags.getByRole('link', { name: `Reihe: ${seriesName}` })).toBeVisible()
    await visitor.getByRole('main').getByRole('button', { name: /^Tickets buchen/ }).first().click()
    const widget = visitor.getByRole('region', { name: 'Tickets buchen' })
    await widget.getByRole('button', { name: 'Zeitfenster ändern' }).click()
    await widget.getByRole('button', { name: '19:30' }).click()
    await expect(widget.getByText(/Zeitfenster: 19:30/)).toBeVisible()
    await visitor.close()

    // the programme filtered by the access feature lists the copy
    const tagOptions: { id: number; name: string }[] = await (await request.get('/de/api/event-tags/')).json()
    const tagId = tagOptions.find((tag) => tag.name === 'Audiodeskription')?.id
    expect(tagId).toBeDefined()
    const filtered: { results: { id: number }[] } = await (await request.get(`/de/api/events/?tag=${tagId}&page_size=100&date=${day.split('-').toReversed().join('-')}`)).json()
    expect(filtered.results.map((event) => event.id)).toContain(copyId)

    await page.getByRole('button', { name: 'Veranstaltung löschen' }).click()
    await page.getByRole('dialog', { name: /löschen\?$/ }).getByRole('button', { name: 'Veranstaltung löschen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Veranstaltung gelöscht.' })).toBeVisible()
  })

  test('two editors on one event: the later save is refused and keeps what the editor typed', async ({ page, request }) => {
    const listed: ListedEvent[] = (await (await request.get('/de/api/events/?page_size=5')).json()).results
    const event = listed[0]
    if (!event) throw new Error('no event')
    await loginAsEditor(page)
    const other = await page.context().newPage()
    for (const tab of [page, other]) await tab.goto(`/cms-hub/events/${event.id}?lang=en`)

    const germanTitle = (tab: typeof page) => tab.getByRole('group', { name: 'German' }).getByLabel('Title', { exact: true })
    await germanTitle(page).fill(`${event.title} (1)`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()

    await germanTitle(other).fill(`${event.title} (2)`)
    await other.getByRole('button', { name: 'Save' }).click()
    await expect(other.getByRole('alert')).toContainText('Someone else changed this event in the meantime')
    await expect(germanTitle(other)).toHaveValue(`${event.title} (2)`)
    await other.getByRole('button', { name: 'Load the current version' }).click()
    await expect(germanTitle(other)).toHaveValue(`${event.title} (1)`)

    // the original title again
    await germanTitle(other).fill(event.title)
    await other.getByRole('button', { name: 'Save' }).click()
    await expect(other.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
    await other.close()
  })

  test('the back office answers editors only', async ({ request }) => {
    expect((await request.get('/de/api/backoffice/events/')).status()).toBe(401)
    expect((await request.get('/de/api/backoffice/events/1/')).status()).toBe(401)
  })
})

test.describe('back office: roles', () => {
  test('an administrator sees the user list; an editor without the administrator role cannot reach it', async ({ page, browser }) => {
    // a page a visitor missed: the error log offers administrators a redirect for it, other editors only its removal
    const missing = `/de/nirgends-${Date.now().toString(36)}`
    const visitor = await browser.newPage()
    // the server logs the 404 it answers
    expect((await visitor.goto(missing))?.status()).toBe(404)
    await visitor.close()

    await loginAsEditor(page)
    const sections = page.getByRole('navigation', { name: 'Bereiche des Hubs' })
    await sections.getByRole('link', { name: 'Benutzer' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible()
    await expect(page.getByRole('rowheader', { name: 'Dora Dramaturgie' })).toBeVisible()
    await page.getByRole('search').getByLabel('Rolle', { exact: true }).selectOption({ label: 'Administration' })
    await page.getByRole('button', { name: 'Filtern' }).click()
    await expect(page.getByRole('status').filter({ hasText: /^1 Konto$/ })).toBeVisible()
    await expect(page.getByRole('rowheader', { name: 'Rike Redaktion' })).toBeVisible()
    await expect(page.getByRole('rowheader', { name: 'Dora Dramaturgie' })).toHaveCount(0)
    await expectAccessible(page, 'user list')

    // the second demo editor is an editor, not an administrator
    await page.context().clearCookies()
    await page.goto('/cms-hub')
    await signInToHub(page, DEMO_SECOND_EDITOR_EMAIL, DEMO_SECOND_EDITOR_PASSWORD)
    await expect(sections.getByRole('link', { name: 'Veranstaltungen' })).toBeVisible()
    await expect(sections.getByRole('link', { name: 'Benutzer' })).toHaveCount(0)
    await expect(sections.getByRole('link', { name: 'Umleitungen' })).toHaveCount(0)
    await expect(page.getByLabel('Website ist online')).toBeDisabled()

    await page.goto('/cms-hub/error-log')
    const row = page.getByRole('row').filter({ hasText: missing })
    await expect(row.getByRole('button', { name: `${missing} entfernen` })).toBeVisible()
    await expect(row.getByRole('button', { name: 'Umleitung anlegen' })).toHaveCount(0)
    await expect(row.getByRole('textbox')).toHaveCount(0)

    await page.goto('/cms-hub/users')
    await expect(page.getByRole('heading', { level: 2, name: 'Kein Zugriff' })).toBeVisible()
    await expect(page.getByText('Dieser Bereich ist Administratorinnen und Administratoren vorbehalten.')).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    await expectAccessible(page, 'not allowed')
    // the server refuses the call itself, whatever a page shows
    const answer = await page.request.get('/de/api/backoffice/users/')
    expect(answer.status()).toBe(403)
    expect((await answer.json()).detail).toBe('Das dürfen nur Administratorinnen und Administratoren.')
    expect((await page.request.get('/de/api/backoffice/events/')).status()).toBe(200)
  })
})

test.describe('back office: accounts', () => {
  test('an administrator makes a visitor an editor and back: the hub opens for her, then her session ends; nobody changes their own role', async ({ page, browser }) => {
    await loginAsEditor(page)
    await page.goto('/cms-hub/users')
    await page.getByRole('button', { name: 'Lena Lindner ändern' }).click()
    const form = page.getByRole('form', { name: 'Konto von Lena Lindner' })
    await expect(form.getByRole('heading', { name: 'Konto von Lena Lindner' })).toBeFocused()
    await form.getByLabel('Rolle').selectOption({ label: 'Redaktion' })
    await expectAccessible(page, 'account form')
    await form.getByRole('button', { name: 'Konto speichern' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Konto von Lena Lindner gespeichert.' })).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: 'Lena Lindner' }).getByRole('cell', { name: 'Redaktion', exact: true })).toBeVisible()

    const lena = await browser.newPage()
    await lena.goto('/cms-hub')
    await lena.getByLabel('E-Mail-Adresse').fill(DEMO_VISITOR_EMAIL)
    await lena.getByLabel('Passwort').fill(DEMO_VISITOR_PASSWORD)
    await lena.getByRole('button', { name: 'Anmelden' }).click()
    await expect(lena.getByRole('heading', { name: 'CMS-Hub' })).toBeVisible()

    // back to a visitor's account: her editor's session ends at once
    await page.getByRole('button', { name: 'Lena Lindner ändern' }).click()
    await form.getByLabel('Rolle').selectOption({ label: 'Besucherkonto' })
    await form.getByRole('button', { name: 'Konto speichern' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Konto von Lena Lindner gespeichert.' })).toBeVisible()
    expect((await lena.request.get('/de/api/backoffice/events/')).status()).toBe(401)
    await lena.reload()
    await expect(lena.getByLabel('Passwort')).toBeVisible()
    await lena.close()

    // the administrator's own row: refused, with the reason
    await page.getByRole('button', { name: 'Rike Redaktion ändern' }).click()
    const own = page.getByRole('form', { name: 'Konto von Rike Redaktion' })
    await own.getByLabel('Rolle').selectOption({ label: 'Redaktion' })
    await own.getByRole('button', { name: 'Konto speichern' }).click()
    await expect(own.getByRole('alert')).toHaveText('Die eigene Rolle und den eigenen Zugang kann nur eine andere Person mit Administrationsrechten ändern.')
    await own.getByRole('button', { name: 'Abbrechen' }).click()
    await expect(page.getByRole('row').filter({ hasText: 'Rike Redaktion' }).getByRole('cell', { name: 'Administration', exact: true })).toBeVisible()
  })
})

test.describe('back office: productions', () => {
  type ListedProduction = { id: number; title: { de: string; en: string }; event_count: number }

  test('an editor creates a production in both languages, renames its address, patches it, cannot delete one with events and deletes the new one', async ({ page, request }) => {
    await loginAsEditor(page)
    await page.getByRole('navigation', { name: 'Bereiche des Hubs' }).getByRole('link', { name: 'Produktionen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Produktionen' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ Produktionen$/ })).toBeVisible()
    await expectAccessible(page, 'production list')

    // a production of the demo with events: found by its title, and it cannot be deleted
    const listed: ListedProduction[] = (await (await page.request.get('/de/api/backoffice/productions/')).json()).results
    const used = listed.find((entry) => entry.event_count > 0)
    if (!used) throw new Error('no production with events in the demo')
    await page.getByLabel('Titel enthält').fill(used.title.de)
    await page.getByLabel('Titel enthält').press('Enter')
    await page.getByRole('link', { name: used.title.de, exact: true }).and(page.locator(`[href="/cms-hub/productions/${used.id}"]`)).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Produktion bearbeiten' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Deutsch', exact: true }).getByLabel('Titel', { exact: true })).toHaveValue(used.title.de)
    await expectAccessible(page, 'production form')
    await page.getByRole('button', { name: 'Produktion löschen' }).click()
    await page.getByRole('dialog', { name: /löschen\?$/ }).getByRole('button', { name: 'Produktion löschen' }).click()
    await expect(page.getByRole('alert')).toContainText(used.event_count === 1 ? 'noch mit 1 Veranstaltung verknüpft' : `noch mit ${used.event_count} Veranstaltungen verknüpft`)
    expect((await page.request.get(`/de/api/backoffice/productions/${used.id}/`)).status()).toBe(200)

    // a new one, in both languages; the end before the start is refused in the editor's language first
    const stamp = Date.now().toString(36)
    const title = { de: `Spiegelkabinett ${stamp}`, en: `Hall of Mirrors ${stamp}` }
    const slug = { de: `spiegelkabinett-${stamp}`, en: `hall-of-mirrors-${stamp}` }
    await page.goto('/cms-hub/productions')
    await page.getByRole('link', { name: 'Neue Produktion' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Neue Produktion' })).toBeVisible()
    for (const [group, language] of [['Deutsch', 'de'], ['Englisch', 'en']] as const) {
      const fields = page.getByRole('group', { name: group, exact: true })
      await fields.getByLabel('Titel', { exact: true }).fill(title[language])
      await fields.getByLabel('Kurzname in der Adresse').fill(slug[language])
    }
    await expect(page.getByText(`Adresse: /de/produktionen/${slug.de}/…`)).toBeVisible()
    await expect(page.getByText(`Adresse: /en/productions/${slug.en}/…`)).toBeVisible()
    await page.getByLabel('Art', { exact: true }).selectOption({ label: 'Ausstellung' })
    await page.getByLabel('Spielzeit', { exact: true }).selectOption({ index: 1 })
    await page.getByLabel('Von', { exact: true }).fill('2027-03-01')
    await page.getByLabel('Bis', { exact: true }).fill('2027-02-01')
    await page.getByRole('group', { name: 'Schlagwörter' }).getByRole('checkbox').first().check()
    await expectAccessible(page, 'new production form')
    await page.getByRole('button', { name: 'Produktion anlegen' }).click()
    await expect(page.getByRole('alert')).toContainText('Bitte die markierten Felder prüfen')
    await expect(page.getByLabel('Bis', { exact: true })).toHaveAccessibleDescription('Das Ende muss nach dem Beginn liegen.')
    await page.getByLabel('Bis', { exact: true }).fill('2027-05-31')
    await page.getByRole('button', { name: 'Produktion anlegen' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Produktion bearbeiten' })).toBeVisible()
    await expect(page).toHaveURL(/\/cms-hub\/productions\/\d+$/)
    const id = Number(/\/cms-hub\/productions\/(\d+)$/.exec(page.url())?.[1])
    const path = { de: `/de/produktionen/${slug.de}/${id}`, en: `/en/productions/${slug.en}/${id}` }
    await expect(page.getByRole('link', { name: 'Seite ansehen (Deutsch)' })).toHaveAttribute('href', path.de)
    await expect(page.getByRole('group', { name: 'Schlagwörter' }).getByRole('checkbox').first()).toBeChecked()
    await expectAccessible(page, 'production form after create')

    // the visitor's pages know it in both languages
    await expect.poll(async () => (await request.get(path.en)).status(), { timeout: 10_000 }).toBe(200)
    const visitor = await page.context().browser()?.newPage()
    if (!visitor) throw new Error('no browser')
    await visitor.goto(path.en)
    await expect(visitor.getByRole('heading', { level: 1, name: title.en })).toBeVisible()
    await visitor.close()

    // a new German slug: the old address leads to the new one
    await page.getByRole('group', { name: 'Deutsch', exact: true }).getByLabel('Kurzname in der Adresse').fill(`${slug.de}-neu`)
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible()
    const moved = await request.get(path.de, { maxRedirects: 0 })
    expect(moved.status()).toBe(301)
    expect(moved.headers().location).toBe(`/de/produktionen/${slug.de}-neu/${id}`)

    // PATCH names only what changes; a second one on the same (now outdated) copy is refused
    const token = await csrfToken(page)
    const copy = await (await page.request.get(`/de/api/backoffice/productions/${id}/`)).json()
    const patched = await page.request.patch(`/de/api/backoffice/productions/${id}/`, { data: { updated_at: copy.updated_at, subtitle: { de: 'Eine Ausstellung' } }, headers: { 'X-CSRFToken': token } })
    expect(patched.status()).toBe(200)
    expect(await patched.json()).toMatchObject({ subtitle: { de: 'Eine Ausstellung', en: '' }, title, kind: 'exhibition' })
    const late = await page.request.patch(`/de/api/backoffice/productions/${id}/`, { data: { updated_at: copy.updated_at, subtitle: { de: 'Zu spät' } }, headers: { 'X-CSRFToken': token } })
    expect(late.status()).toBe(409)

    // no event links to it: it can go
    await reloadHydrated(page)
    await expect(page.getByRole('group', { name: 'Deutsch', exact: true }).getByLabel('Untertitel')).toHaveValue('Eine Ausstellung')
    await page.getByRole('button', { name: 'Produktion löschen' }).click()
    await page.getByRole('dialog', { name: /löschen\?$/ }).getByRole('button', { name: 'Produktion löschen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Produktion gelöscht.' })).toBeVisible()
    expect((await page.request.get(`/de/api/backoffice/productions/${id}/`)).status()).toBe(404)
  })
})

test.describe('back office: persons', () => {
  type ListedPerson = { id: number; first_name: string; last_name: string; credits: number }

  test('an editor adds a person, is told a short name is taken, renames the address, cannot delete someone who is named and deletes the new one', async ({ page, request }) => {
    await loginAsEditor(page)
    await page.getByRole('navigation', { name: 'Bereiche des Hubs' }).getByRole('link', { name: 'Personen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Personen' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ Personen$/ })).toBeVisible()
    await expectAccessible(page, 'person list')

    // someone of the demo who is credited: found by name, and cannot be deleted
    const listed: ListedPerson[] = (await (await page.request.get('/de/api/backoffice/persons/?q=a')).json()).results
    const named = listed.find((entry) => entry.credits > 0)
    if (!named) throw new Error('no credited person in the demo')
    const name = `${named.first_name} ${named.last_name}`.trim()
    await page.getByLabel('Name enthält').fill(name)
    await page.getByLabel('Name enthält').press('Enter')
    await page.getByRole('link', { name, exact: true }).and(page.locator(`[href="/cms-hub/persons/${named.id}"]`)).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Person bearbeiten' })).toBeVisible()
    await expect(page.getByLabel('Nachname')).toHaveValue(named.last_name)
    const takenSlug = await page.getByLabel('Kurzname in der Adresse').inputValue()
    await expectAccessible(page, 'person form')
    await page.getByRole('button', { name: 'Person löschen' }).click()
    await page.getByRole('dialog', { name: /löschen\?$/ }).getByRole('button', { name: 'Person löschen' }).click()
    await expect(page.getByRole('alert')).toContainText('Diese Person wird noch genannt')

    // a new person; a short name someone else has is refused at its field
    const stamp = Date.now().toString(36)
    await page.goto('/cms-hub/persons')
    await page.getByRole('link', { name: 'Neue Person' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Neue Person' })).toBeVisible()
    await page.getByLabel('Vorname').fill('Greta')
    await page.getByLabel('Nachname').fill(`Gast ${stamp}`)
    await page.getByLabel('Kurzname in der Adresse').fill(takenSlug)
    await page.getByRole('group', { name: 'Deutsch', exact: true }).getByLabel('Funktion').fill('Gastregie')
    await page.getByRole('group', { name: 'Englisch', exact: true }).getByLabel('Funktion').fill('Guest director')
    await page.getByLabel('Kategorie', { exact: true }).selectOption({ index: 1 })
    await expectAccessible(page, 'new person form')
    await page.getByRole('button', { name: 'Person anlegen' }).click()
    await expect(page.getByLabel('Kurzname in der Adresse')).toHaveAccessibleDescription(/Diesen Kurznamen hat schon eine andere Person/)
    const slug = `greta-gast-${stamp}`
    await page.getByLabel('Kurzname in der Adresse').fill(slug)
    await expect(page.getByText(`Adresse: /de/team/${slug}/… · /en/team/${slug}/…`)).toBeVisible()
    await page.getByRole('button', { name: 'Person anlegen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Person bearbeiten' })).toBeVisible()
    const id = Number(/\/cms-hub\/persons\/(\d+)$/.exec(page.url())?.[1])
    expect(id).toBeGreaterThan(0)
    await expect(page.getByRole('link', { name: 'Seite ansehen (Englisch)' })).toHaveAttribute('href', `/en/team/${slug}/${id}`)
    await expect.poll(async () => (await request.get(`/en/team/${slug}/${id}`)).status(), { timeout: 10_000 }).toBe(200)

    // a new short name: both old team pages lead to the new one
    await page.getByLabel('Kurzname in der Adresse').fill(`${slug}-neu`)
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible()
    for (const language of ['de', 'en'] as const) {
      const moved = await request.get(`/${language}/team/${slug}/${id}`, { maxRedirects: 0 })
      expect(moved.status()).toBe(301)
      expect(moved.headers().location).toBe(`/${language}/team/${slug}-neu/${id}`)
    }

    // nobody names the new person: they can go
    await page.getByRole('button', { name: 'Person löschen' }).click()
    await page.getByRole('dialog', { name: /löschen\?$/ }).getByRole('button', { name: 'Person löschen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Person gelöscht.' })).toBeVisible()
    expect((await page.request.get(`/de/api/backoffice/persons/${id}/`)).status()).toBe(404)
  })
})

test.describe('back office: articles', () => {
  type ListedArticle = { id: number; title: { de: string; en: string }; status: string }

  test('an editor writes an article in both languages, publishes it, renames its address, cannot delete one a teaser names and deletes the new one', async ({ page, request }) => {
    await loginAsEditor(page)
    await page.getByRole('navigation', { name: 'Bereiche des Hubs' }).getByRole('link', { name: 'Magazin' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Magazin' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ Artikel$/ })).toBeVisible()
    await expectAccessible(page, 'article list')

    // the demo's first article is teased on a page and related to others: it cannot go
    const listed: ListedArticle[] = []
    for (let number = 1; number < 20; number += 1) {
      const answer = await (await page.request.get(`/de/api/backoffice/articles/?page=${number}`)).json()
      listed.push(...answer.results)
      if (!answer.next) break
    }
    const oldest = listed.toSorted((a, b) => a.id - b.id)[0]
    if (!oldest) throw new Error('no article in the demo')
    await page.getByLabel('Titel enthält').fill(oldest.title.de)
    await page.getByLabel('Titel enthält').press('Enter')
    await page.getByRole('link', { name: oldest.title.de, exact: true }).and(page.locator(`[href="/cms-hub/articles/${oldest.id}"]`)).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Artikel bearbeiten' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Deutsch', exact: true }).getByLabel('Titel', { exact: true })).toHaveValue(oldest.title.de)
    await expect(page.getByRole('group', { name: 'Deutsch', exact: true }).getByRole('textbox', { name: 'Text', exact: true })).not.toBeEmpty()
    await expectAccessible(page, 'article form')
    await page.getByRole('button', { name: 'Artikel löschen' }).click()
    await page.getByRole('dialog', { name: /löschen\?$/ }).getByRole('button', { name: 'Artikel löschen' }).click()
    await expect(page.getByRole('alert')).toContainText('Dieser Artikel wird noch verwendet')

    // a new article in both languages, published at once
    const stamp = Date.now().toString(36)
    const slug = `spielzeitgespraech-${stamp}`
    await page.goto('/cms-hub/articles')
    await page.getByRole('link', { name: 'Neuer Artikel' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Neuer Artikel' })).toBeVisible()
    const german = page.getByRole('group', { name: 'Deutsch', exact: true })
    const english = page.getByRole('group', { name: 'Englisch', exact: true })
    await german.getByLabel('Titel', { exact: true }).fill(`Spielzeitgespräch ${stamp}`)
    await german.getByLabel('Kurzname in der Adresse').fill('Mit Leerzeichen')
    await german.getByLabel('Anreißer').fill('Die Intendanz im Gespräch.')
    // typed (Lexical takes keys, not a filled value)
    await german.getByRole('textbox', { name: 'Text', exact: true }).click()
    await page.keyboard.type(`Ein Gespräch über die Spielzeit ${stamp}.`)
    await english.getByLabel('Titel', { exact: true }).fill(`Season talk ${stamp}`)
    await english.getByLabel('Kurzname in der Adresse').fill(`season-talk-${stamp}`)
    await english.getByRole('textbox', { name: 'Text', exact: true }).click()
    await page.keyboard.type(`A talk about the season ${stamp}.`)
    await page.getByLabel('Kategorie', { exact: true }).selectOption({ index: 1 })
    await page.getByLabel('Autor*in').selectOption({ index: 1 })
    await page.getByLabel('Status').selectOption({ label: 'veröffentlicht' })
    await page.getByRole('group', { name: 'Schlagwörter' }).getByRole('checkbox').first().check()
    await expectAccessible(page, 'new article form')
    await page.getByRole('button', { name: 'Artikel anlegen' }).click()
    await expect(german.getByLabel('Kurzname in der Adresse')).toHaveAccessibleDescription(/Nur Kleinbuchstaben/)
    await german.getByLabel('Kurzname in der Adresse').fill(slug)
    await expect(page.getByText(`Adresse: /de/mediathek-de/${slug}/…`)).toBeVisible()
    await page.getByRole('button', { name: 'Artikel anlegen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Artikel bearbeiten' })).toBeVisible()
    const id = Number(/\/cms-hub\/articles\/(\d+)$/.exec(page.url())?.[1])
    expect(id).toBeGreaterThan(0)
    await expect(page.getByRole('link', { name: 'Seite ansehen (Deutsch)' })).toHaveAttribute('href', `/de/mediathek-de/${slug}/${id}`)
    await expect.poll(async () => (await request.get(`/de/mediathek-de/${slug}/${id}`)).text(), { timeout: 10_000 }).toContain(`Ein Gespräch über die Spielzeit ${stamp}.`)
    await expect.poll(async () => (await request.get(`/en/mediathek-en/season-talk-${stamp}/${id}`)).text(), { timeout: 10_000 }).toContain(`A talk about the season ${stamp}.`)

    // a new German address: the old one leads there
    await german.getByLabel('Kurzname in der Adresse').fill(`${slug}-neu`)
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible()
    const moved = await request.get(`/de/mediathek-de/${slug}/${id}`, { maxRedirects: 0 })
    expect(moved.status()).toBe(301)
    expect(moved.headers().location).toBe(`/de/mediathek-de/${slug}-neu/${id}`)

    // nothing names the new article: it can go
    await page.getByRole('button', { name: 'Artikel löschen' }).click()
    await page.getByRole('dialog', { name: /löschen\?$/ }).getByRole('button', { name: 'Artikel löschen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Artikel gelöscht.' })).toBeVisible()
    expect((await page.request.get(`/de/api/backoffice/articles/${id}/`)).status()).toBe(404)
  })
})

test.describe('back office: bulk publishing', () => {
  test('an editor publishes a draft article from the list and takes it back to draft', async ({ page, request }) => {
    await loginAsEditor(page)
    await page.goto('/cms-hub/articles')
    const stamp = Date.now().toString(36)
    const token = await csrfToken(page)
    const created = await page.request.post('/de/api/backoffice/articles/', {
      data: { title: { de: `Sammelartikel ${stamp}`, en: `Bulk article ${stamp}` }, slug: { de: `sammel-${stamp}`, en: `bulk-${stamp}` }, published_at: null },
      headers: { 'X-CSRFToken': token },
    })
    expect(created.status()).toBe(200)
    const article: { id: number; urls: { de: string } } = await created.json()
    expect((await request.get(article.urls.de)).status()).toBe(404)

    const select = async () => {
      await page.getByLabel('Titel enthält').fill(stamp)
      await page.getByRole('button', { name: 'Filtern' }).click()
      await page.getByRole('checkbox', { name: `Sammelartikel ${stamp} auswählen` }).check()
    }
    await select()
    await expectAccessible(page, 'article list with a selection')
    await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).click()
    await expect(page.getByRole('status').filter({ hasText: '1 Artikel geändert.' })).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: `Sammelartikel ${stamp}` }).getByRole('cell', { name: 'veröffentlicht', exact: true })).toBeVisible()
    await expect.poll(async () => (await request.get(article.urls.de)).status(), { timeout: 10_000 }).toBe(200)

    await select()
    await page.getByRole('button', { name: 'Zurück zum Entwurf' }).click()
    await expect(page.getByRole('status').filter({ hasText: '1 Artikel geändert.' })).toBeVisible()
    await expect.poll(async () => (await request.get(article.urls.de)).status(), { timeout: 10_000 }).toBe(404)
    expect((await page.request.delete(`/de/api/backoffice/articles/${article.id}/`, { headers: { 'X-CSRFToken': token } })).status()).toBe(200)
  })
})

test.describe('back office: venues', () => {
  type ListedVenue = { id: number; name: { de: string; en: string }; room_count: number }
  type Venue = { rooms: { name: { de: string }; event_count: number }[] }

  test('an editor adds a venue with a room, renames its address, cannot remove a room with events nor delete a venue with rooms, and removes the new ones', async ({ page, request }) => {
    await loginAsEditor(page)
    await page.getByRole('navigation', { name: 'Bereiche des Hubs' }).getByRole('link', { name: 'Spielstätten' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Spielstätten' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ Spielstätten$/ })).toBeVisible()
    await expectAccessible(page, 'venue list')

    // a demo venue whose room has events: neither the room nor the venue can go
    const listed: ListedVenue[] = (await (await page.request.get('/de/api/backoffice/venues/')).json()).results
    let busy: { venue: ListedVenue; room: string } | null = null
    for (const venue of listed.filter((entry) => entry.room_count > 0)) {
      const detail: Venue = await (await page.request.get(`/de/api/backoffice/venues/${venue.id}/`)).json()
      const room = detail.rooms.find((entry) => entry.event_count > 0)
      if (room) {
        busy = { venue, room: room.name.de }
        break
      }
    }
    if (!busy) throw new Error('no demo venue with events in a room')
    await page.getByLabel('Name oder Ort enthält').fill(busy.venue.name.de)
    await page.getByLabel('Name oder Ort enthält').press('Enter')
    await page.getByRole('link', { name: busy.venue.name.de, exact: true }).and(page.locator(`[href="/cms-hub/venues/${busy.venue.id}"]`)).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Spielstätte bearbeiten' })).toBeVisible()
    await expectAccessible(page, 'venue form')
    await page.getByRole('button', { name: `${busy.room} entfernen`, exact: true }).click()
    await page.getByRole('dialog', { name: `„${busy.room}“ entfernen?` }).getByRole('button', { name: 'Entfernen' }).click()
    await expect(page.getByRole('alert')).toContainText(new RegExp(`Im Raum „${busy.room}“ finde[nt] noch`))
    await page.getByRole('button', { name: 'Spielstätte löschen' }).click()
    await page.getByRole('dialog', { name: /löschen\?$/ }).getByRole('button', { name: 'Spielstätte löschen' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Diese Spielstätte hat noch' })).toBeVisible()

    // a new venue, in both languages
    const stamp = Date.now().toString(36)
    const slug = `werkhalle-${stamp}`
    await page.goto('/cms-hub/venues')
    await page.getByRole('link', { name: 'Neue Spielstätte' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Neue Spielstätte' })).toBeVisible()
    const german = page.getByRole('group', { name: 'Deutsch', exact: true })
    const english = page.getByRole('group', { name: 'Englisch', exact: true })
    await german.getByLabel('Name', { exact: true }).fill(`Werkhalle ${stamp}`)
    await german.getByLabel('Kurzname in der Adresse').fill(slug)
    await english.getByLabel('Name', { exact: true }).fill(`Workshop hall ${stamp}`)
    await english.getByLabel('Kurzname in der Adresse').fill(`workshop-hall-${stamp}`)
    await page.getByLabel('Straße und Hausnummer').fill('Hafenstraße 9')
    await page.getByLabel('Postleitzahl').fill('12345')
    await page.getByLabel('Ort', { exact: true }).fill('Auenstadt')
    await page.getByLabel('E-Mail').fill('werkhalle@example.org')
    // a coordinate out of range is refused at its field, in German; one typed with a comma is taken as it is meant
    await page.getByLabel('Breitengrad').fill('91')
    await page.getByRole('button', { name: 'Spielstätte anlegen' }).click()
    await expect(page.getByLabel('Breitengrad')).toHaveAccessibleDescription(/zwischen -90 und 90/)
    await page.getByLabel('Breitengrad').fill('50,1106')
    await expectAccessible(page, 'new venue form')
    await expect(page.getByText(`Adresse: /de/venues/${slug}/…`)).toBeVisible()
    await page.getByRole('button', { name: 'Spielstätte anlegen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Spielstätte bearbeiten' })).toBeVisible()
    const id = Number(/\/cms-hub\/venues\/(\d+)$/.exec(page.url())?.[1])
    expect(id).toBeGreaterThan(0)
    expect(await (await page.request.get(`/de/api/backoffice/venues/${id}/`)).json()).toMatchObject({ lat: 50.1106, lng: null, email: 'werkhalle@example.org' })
    await expect(page.getByLabel('Breitengrad')).toHaveValue('50,1106')
    // text that is no number is refused at its field before anything is sent: the stored coordinate stays
    await page.getByLabel('Breitengrad').fill('fünfzig')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByLabel('Breitengrad')).toHaveAccessibleDescription(/zwischen -90 und 90/)
    expect(await (await page.request.get(`/de/api/backoffice/venues/${id}/`)).json()).toMatchObject({ lat: 50.1106 })
    await page.getByLabel('Breitengrad').fill('50,1106')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible()
    await expect(page.getByLabel('Breitengrad')).not.toHaveAccessibleDescription(/zwischen -90 und 90/)
    await expect.poll(async () => (await request.get(`/de/venues/${slug}/${id}`)).status(), { timeout: 10_000 }).toBe(200)
    await expect(page.getByText('Noch keine Räume.')).toBeVisible()

    // a room: added, renamed; the venue cannot go while it has it
    await page.getByLabel('Name des neuen Raums (Deutsch)').fill('Probebühne')
    await page.getByLabel('Name des neuen Raums (Englisch)').fill('Rehearsal room')
    await page.getByRole('button', { name: 'Raum hinzufügen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Raum hinzugefügt.' })).toBeVisible()
    await page.getByLabel('Name von Probebühne (Englisch)').fill('Rehearsal stage')
    await page.getByRole('button', { name: 'Probebühne speichern' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Raum gespeichert.' })).toBeVisible()
    await expect(page.getByLabel('Name von Probebühne (Englisch)')).toHaveValue('Rehearsal stage')
    await expectAccessible(page, 'venue with a room')

    // a new German address (the form knows the version the room change left): the old one leads there. The first
    // save's notice shows for four seconds; on a fast machine it is still there, and this save's must be its own
    const savedNotice = page.getByRole('status').filter({ hasText: /^Gespeichert\.$/ })
    await expect(savedNotice).toHaveCount(0)
    await german.getByLabel('Kurzname in der Adresse').fill(`${slug}-neu`)
    await page.getByRole('button', { name: 'Speichern', exact: true }).click()
    await expect(savedNotice).toBeVisible()
    // the room changes just before regenerate the programme's pages too: the old page may still be written meanwhile
    await expect.poll(async () => (await request.get(`/de/venues/${slug}/${id}`, { maxRedirects: 0 })).status(), { timeout: 10_000 }).toBe(301)
    expect((await request.get(`/de/venues/${slug}/${id}`, { maxRedirects: 0 })).headers().location).toBe(`/de/venues/${slug}-neu/${id}`)

    await page.getByRole('button', { name: 'Spielstätte löschen' }).click()
    await page.getByRole('dialog', { name: /löschen\?$/ }).getByRole('button', { name: 'Spielstätte löschen' }).click()
    await expect(page.getByRole('alert')).toContainText('Diese Spielstätte hat noch 1 Raum: Probebühne.')
    await page.getByRole('button', { name: 'Probebühne entfernen' }).click()
    await page.getByRole('dialog', { name: '„Probebühne“ entfernen?' }).getByRole('button', { name: 'Entfernen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Raum entfernt.' })).toBeVisible()
    await page.getByRole('button', { name: 'Spielstätte löschen' }).click()
    await page.getByRole('dialog', { name: /löschen\?$/ }).getByRole('button', { name: 'Spielstätte löschen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Spielstätte gelöscht.' })).toBeVisible()
    expect((await page.request.get(`/de/api/backoffice/venues/${id}/`)).status()).toBe(404)
  })
})

test.describe('back office: series', () => {
  type ListedSeries = { id: number; name: { de: string } }
  type Series = { slug: { de: string; en: string } }

  test('an editor creates a series, is told a short name is taken, edits it, sees it on its public page and deletes it', async ({ page, request }) => {
    await loginAsEditor(page)
    await page.getByRole('navigation', { name: 'Bereiche des Hubs' }).getByRole('link', { name: 'Reihen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Reihen' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^\d+ Reihen$/ })).toBeVisible()
    await expectAccessible(page, 'series list')

    // a demo series' German short name, to be refused
    const listed: ListedSeries[] = (await (await page.request.get('/de/api/backoffice/series/')).json()).results
    const demo = listed[0]
    if (!demo) throw new Error('no demo series')
    const taken: Series = await (await page.request.get(`/de/api/backoffice/series/${demo.id}/`)).json()

    const stamp = Date.now().toString(36)
    const slug = `liederabende-${stamp}`
    await page.getByRole('link', { name: 'Neue Reihe' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Neue Reihe' })).toBeVisible()
    const german = page.getByRole('group', { name: 'Deutsch', exact: true })
    const english = page.getByRole('group', { name: 'Englisch', exact: true })
    await german.getByLabel('Name', { exact: true }).fill(`Liederabende ${stamp}`)
    await german.getByLabel('Kurzname in der Adresse').fill(taken.slug.de)
    await german.getByLabel('Beschreibung').fill('Drei Abende mit Liedern.')
    await german.getByLabel(/^Preis/).fill('3 Abende ab 45 €')
    await english.getByLabel('Name', { exact: true }).fill(`Song recitals ${stamp}`)
    await english.getByLabel('Kurzname in der Adresse').fill(`song-recitals-${stamp}`)
    await expectAccessible(page, 'new series form')
    await page.getByRole('button', { name: 'Reihe anlegen' }).click()
    await expect(german.getByLabel('Kurzname in der Adresse')).toHaveAccessibleDescription(/Eine andere Reihe hat diesen Kurznamen schon/)
    await german.getByLabel('Kurzname in der Adresse').fill(slug)
    await expect(page.getByText(`Adresse: /de/series/${slug}/…`)).toBeVisible()
    await page.getByRole('button', { name: 'Reihe anlegen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Reihe bearbeiten' })).toBeVisible()
    const id = Number(/\/cms-hub\/series\/(\d+)$/.exec(page.url())?.[1])
    expect(id).toBeGreaterThan(0)
    await expectAccessible(page, 'series form')

    // edited: a new German name, out of the programme's filter
    await german.getByLabel('Name', { exact: true }).fill(`Liederabende im Foyer ${stamp}`)
    await page.getByLabel('Im Filter des Programms zeigen').uncheck()
    await page.getByRole('button', { name: 'Speichern', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible()
    await expect(page.getByLabel('Im Filter des Programms zeigen')).not.toBeChecked()

    // the public page shows it, to visitors too, and leads the editor back here
    await expect.poll(async () => (await request.get(`/de/series/${slug}/${id}`)).status(), { timeout: 10_000 }).toBe(200)
    await expect.poll(async () => (await (await request.get(`/de/series/${slug}/${id}`)).text()).includes(`Liederabende im Foyer ${stamp}`), { timeout: 10_000 }).toBe(true)
    await page.goto(`/de/series/${slug}/${id}`)
    await expect(page.getByRole('heading', { level: 1, name: `Liederabende im Foyer ${stamp}` })).toBeVisible()
    await expect(page.getByText('3 Abende ab 45 €')).toBeVisible()
    const deepEdit = page.getByRole('region', { name: 'CMS-Hub' }).getByRole('link', { name: 'Diesen Eintrag bearbeiten' })
    await expect(deepEdit).toHaveAttribute('href', `/cms-hub/series/${id}?lang=de`)

    // deleted after the confirmation: gone from the back office and the site
    await deepEdit.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Reihe bearbeiten' })).toBeVisible()
    await page.getByRole('button', { name: 'Reihe löschen' }).click()
    await page.getByRole('dialog', { name: /löschen\?$/ }).getByRole('button', { name: 'Reihe löschen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Reihe gelöscht.' })).toBeVisible()
    expect((await page.request.get(`/de/api/backoffice/series/${id}/`)).status()).toBe(404)
    await expect.poll(async () => (await request.get(`/de/series/${slug}/${id}`)).status(), { timeout: 10_000 }).toBe(404)
  })
})

test.describe('back office: teasers', () => {
  test('an editor places a teaser between the events of a day: the programme shows it, refuses a link off the site, and it goes again', async ({ page, request }) => {
    const listed: ListedEvent[] = (await (await request.get('/de/api/events/?page_size=20')).json()).results
    const first = listed[0]
    if (!first) throw new Error('no event in the demo programme')
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(first.date_start))
    const urlDay = day.split('-').toReversed().join('-')
    const stamp = Date.now().toString(36)
    const headline = { de: `Festivalnacht ${stamp}`, en: `Festival night ${stamp}` }

    await loginAsEditor(page)
    await page.getByRole('navigation', { name: 'Bereiche des Hubs' }).getByRole('link', { name: 'Programm-Teaser' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Programm-Teaser' })).toBeVisible()
    await expectAccessible(page, 'teaser list')
    await page.getByRole('link', { name: 'Neuer Teaser' }).click()
    await page.getByLabel('Tag im Programm').fill(day)
    await page.getByLabel('Interner Name').fill(`Festival ${stamp}`)
    for (const [group, language] of [['Deutsch', 'de'], ['Englisch', 'en']] as const) {
      const fields = page.getByRole('group', { name: group, exact: true })
      await fields.getByLabel('Überschrift').fill(headline[language])
      await fields.getByLabel('Link', { exact: true }).fill('//evil.example/festival')
    }
    await page.getByRole('button', { name: 'Teaser anlegen' }).click()
    const germanLink = page.getByRole('group', { name: 'Deutsch', exact: true }).getByLabel('Link', { exact: true })
    await expect(germanLink).toHaveAccessibleDescription(/Geben Sie eine Seite der Website ein, die mit \/ beginnt/)
    await expectAccessible(page, 'teaser form with errors')
    await germanLink.fill('/de/abonnements')
    await page.getByRole('group', { name: 'Englisch', exact: true }).getByLabel('Link', { exact: true }).fill('/en/subscriptions')
    await page.getByRole('group', { name: 'Deutsch', exact: true }).getByLabel('Linktext').fill('Zum Festival')
    await page.getByRole('button', { name: 'Teaser anlegen' }).click()
    await expect(page).toHaveURL(/\/cms-hub\/teasers\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Teaser bearbeiten' })).toBeVisible()

    // the programme of that day shows it, in each language
    await expect.poll(async () => (await request.get(`/de/programm?date=${urlDay}`)).text(), { timeout: 10_000 }).toContain(headline.de)
    const teasers: { headline: string; link: string | null; link_text: string | null }[] = await (await request.get(`/en/api/teasers/?date=${urlDay}`)).json()
    expect(teasers).toContainEqual(expect.objectContaining({ headline: headline.en, link: '/en/subscriptions', link_text: null }))

    await page.getByRole('button', { name: 'Teaser löschen' }).click()
    await page.getByRole('dialog', { name: /löschen\?$/ }).getByRole('button', { name: 'Teaser löschen' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Teaser gelöscht.' })).toBeVisible()
    await expect.poll(async () => (await request.get(`/de/programm?date=${urlDay}`)).text(), { timeout: 10_000 }).not.toContain(headline.de)
  })
})

test.describe('back office: forms', () => {
  test('an editor builds a form in both languages: a choice field is checked, fields move by keyboard, visitors answer it, a renamed key keeps the answers and a field with answers stays', async ({ page, browser, baseURL }) => {
    await loginAsEditor(page)
    await page.getByRole('navigation', { name: 'Bereiche des Hubs' }).getByRole('link', { name: 'Formulare' }).click()
    await page.getByRole('link', { name: 'Neues Formular', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Neues Formular' })).toBeVisible()

    const stamp = Date.now().toString(36)
    const german = page.getByRole('group', { name: 'Deutsch', exact: true })
    const english = page.getByRole('group', { name: 'Englisch', exact: true })
    await german.getByLabel('Titel').fill(`Führung ${stamp}`)
    await german.getByLabel('Kurzname in der Adresse').fill(`fuehrung-${stamp}`)
    await german.getByLabel('Dank nach dem Absenden').fill('Danke, bis bald!')
    await english.getByLabel('Titel').fill(`Tour ${stamp}`)
    await english.getByLabel('Kurzname in der Adresse').fill(`tour-${stamp}`)
    await english.getByLabel('Dank nach dem Absenden').fill('Thank you, see you soon!')

    // the first field: its key follows the German label
    const first = page.getByRole('group', { name: /^Feld 1:/ })
    await first.getByLabel('Beschriftung (Deutsch)').fill('Vorname')
    await first.getByLabel('Beschriftung (Englisch)').fill('First name')
    await expect(first.getByLabel(/^Schlüssel/)).toHaveValue('vorname')
    await first.getByLabel('Pflichtfeld').check()

    // a second field, reached by keyboard: a drop-down list whose English choices are one short
    await page.getByRole('button', { name: 'Feld hinzufügen' }).focus()
    await page.keyboard.press('Enter')
    const second = page.getByRole('group', { name: /^Feld 2:/ })
    await expect(second.getByLabel('Feldtyp')).toBeFocused()
    await second.getByLabel('Feldtyp').selectOption({ label: 'Auswahlliste' })
    await second.getByLabel('Beschriftung (Deutsch)').fill('Platz')
    await second.getByLabel('Beschriftung (Englisch)').fill('Seat')
    await second.getByLabel('Auswahl (Deutsch), durch Kommas getrennt').fill('Parkett, Rang')
    await second.getByLabel('Auswahl (Englisch), durch Kommas getrennt').fill('Stalls')
    await expectAccessible(page, 'new form builder')
    await page.getByRole('button', { name: 'Formular anlegen' }).click()
    await expect(second.getByLabel('Auswahl (Englisch), durch Kommas getrennt')).toHaveAccessibleDescription(/gleich viele Auswahlmöglichkeiten/)
    await second.getByLabel('Auswahl (Englisch), durch Kommas getrennt').fill('Stalls, Circle')
    await page.getByRole('button', { name: 'Formular anlegen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Formular bearbeiten' })).toBeVisible()
    const id = Number(/\/cms-hub\/forms\/edit\/(\d+)/.exec(page.url())?.[1])
    expect(id).toBeGreaterThan(0)
    await expectAccessible(page, 'form builder')

    // the seat comes first: moved by keyboard, the field keeps the focus
    await page.getByRole('button', { name: 'Feld 2 nach oben' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Feld 1: Platz')).toBeFocused()
    await page.getByRole('button', { name: 'Speichern', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible()

    // a visitor answers it in English, the fields in their new order
    const visitorContext = await withConsent(await browser.newContext({ baseURL, locale: 'en-GB' }), baseURL)
    const visitor = await visitorContext.newPage()
    await visitor.goto(`/en/forms/tour-${stamp}/${id}`)
    await expect(visitor.getByRole('heading', { level: 1, name: `Tour ${stamp}` })).toBeVisible()
    await expect(visitor.getByRole('main').locator('form label').first()).toContainText('Seat')
    await visitor.getByLabel(/^Seat/).selectOption('Circle')
    await visitor.getByLabel(/^First name/).fill(`Ada ${stamp}`)
    await visitor.getByRole('button', { name: 'Send' }).click()
    await expect(visitor.getByRole('status').filter({ hasText: 'Thank you, see you soon!' })).toBeVisible()
    await visitorContext.close()

    // the key renamed: the answer given moves with it
    await reloadHydrated(page)
    const firstName = page.getByRole('group', { name: /^Feld 2: Vorname/ })
    await expect(firstName.getByText('Antworten in 1 Einsendung:')).toBeVisible()
    await firstName.getByLabel(/^Schlüssel/).fill('rufname')
    await page.getByRole('button', { name: 'Speichern', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible()
    await page.getByRole('link', { name: `Eingänge: Führung ${stamp}` }).click()
    const row = page.getByRole('row').filter({ hasText: `Ada ${stamp}` })
    await expect(row).toBeVisible()
    await expect(row).toContainText('Circle')

    // a field with answers cannot be removed, a form with entries cannot be deleted
    await page.goto(`/cms-hub/forms/edit/${id}`)
    await page.getByRole('button', { name: 'Feld 2 entfernen' }).click()
    await page.getByRole('button', { name: 'Speichern', exact: true }).click()
    await expect(page.getByText('Das Feld „Vorname“ hat Antworten in 1 Einsendung ')).toBeVisible()
    await reloadHydrated(page)
    await expect(page.getByRole('group', { name: /^Feld 2: Vorname/ })).toBeVisible()
    await page.getByRole('button', { name: 'Formular löschen' }).click()
    await page.getByRole('dialog', { name: /löschen\?$/ }).getByRole('button', { name: 'Formular löschen' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Dieses Formular hat 1 Einsendung ' })).toBeVisible()
    expect((await page.request.get(`/de/api/backoffice/forms/${id}/`)).status()).toBe(200)

    // the forms list finds it by its title and leads to its entries and its builder
    await page.goto('/cms-hub/forms')
    await page.getByLabel('Titel enthält').fill(`Führung ${stamp}`)
    await page.getByLabel('Titel enthält').press('Enter')
    await expect(page.getByRole('status').filter({ hasText: /^Formulare: 1$/ })).toBeVisible()
    const listed = page.getByRole('row').filter({ hasText: `Führung ${stamp}` })
    await expect(listed).toContainText('1')
    await expect(listed.getByRole('link', { name: `Formular „Führung ${stamp}“ bearbeiten` })).toHaveAttribute('href', `/cms-hub/forms/edit/${id}`)
    await expect(listed.getByRole('link', { name: `Führung ${stamp}`, exact: true })).toHaveAttribute('href', `/cms-hub/forms/${id}`)
    await expectAccessible(page, 'forms list')
  })
})
