import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import postgres from 'postgres'
import { csrfToken, expect, loginAsEditor, expectAccessible, test } from './fixtures'
import { LOAD_TEST_SEATS_LEFT, LOAD_TEST_SHOP_EVENT_ID } from '../../src/server/db/seed/constants.ts'

interface ListedEvent {
  id: number
  slug: string
  status: string
  date_start: string
  has_seat_groups: boolean
  ticket_url: string | null
  room: { name: string } | null
}
interface CurrentEventData {
  id_jet: number | null
  timeslots: { time_start: string; status: number }[]
  seat_groups: { seat_group: string; status: number; prices: { name: string; price: string; has_discounts: boolean }[] }[]
}

/** Upcoming bookable events of the demo programme, with their booking data, found through the REST API. */
async function bookableEvents(request: APIRequestContext): Promise<(ListedEvent & { data: CurrentEventData })[]> {
  const response = await request.get('/de/api/events/?page_size=60')
  const { results } = (await response.json()) as { results: ListedEvent[] }
  const soon = Date.now() + 3 * 3600_000
  const candidates = results.filter((event) => event.status === 'scheduled' && event.has_seat_groups && event.ticket_url && Date.parse(event.date_start) > soon)
  return Promise.all(
    candidates.map(async (event) => {
      const detail = (await (await request.get(`/de/api/events/${event.id}/`)).json()) as { currentEventData: CurrentEventData }
      return { ...event, data: detail.currentEventData }
    }),
  )
}

const visitorKey = () => randomBytes(24).toString('base64url')

async function loadTestEvent(request: APIRequestContext) {
  const { results } = (await (await request.get('/de/api/events/?page_size=60')).json()) as { results: ListedEvent[] }
  const event = results.find((entry) => entry.ticket_url === `/webshop/events/${LOAD_TEST_SHOP_EVENT_ID}`)
  if (!event) throw new Error('load-test event missing')
  const detail = (await (await request.get(`/de/api/events/${event.id}/`)).json()) as { currentEventData: CurrentEventData }
  return { ...event, data: detail.currentEventData }
}

async function cartBadge(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Warenkorb/ })
}

test.describe('booking', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the widget shows the error texts and the web shop button when the seats are gone meanwhile', async ({ page, request }) => {
    const event = await loadTestEvent(request)
    await page.goto(`/de/programm/${event.slug}/${event.id}`)
    await page.getByRole('button', { name: /^Tickets buchen/ }).click()
    const widget = page.getByRole('region', { name: 'Tickets buchen' })
    await widget.getByRole('button', { name: /^Eine Karte mehr: .*Vollpreis$/ }).click()
    // meanwhile somebody (here: the same visitor, through the REST endpoint) takes every seat left
    const token = await csrfToken(page)
    for (const quantity of [20, 20, LOAD_TEST_SEATS_LEFT - 40]) {
      const answer = await page.request.post('/de/api/shop-cart/', { data: { quantities: [quantity], event_jet_id: LOAD_TEST_SHOP_EVENT_ID, sale_type_ids: [1] }, headers: { 'X-CSRFToken': token } })
      expect((await answer.json()).response_code).toBeUndefined()
    }
    await widget.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(widget.getByRole('heading', { name: 'Das hat leider nicht geklappt.' })).toBeVisible()
    const alert = widget.getByRole('alert')
    await expect(alert).toContainText('Nicht genügend (zusammenhängende) Plätze gefunden.')
    await expect(alert).toContainText('Bitte versuchen Sie, Ihre Karten direkt im Webshop zu kaufen.')
    await expect(alert).toContainText('Fehler -214')
    await expect(widget.getByRole('link', { name: 'Zum Webshop' })).toHaveAttribute('href', `/webshop/events/${LOAD_TEST_SHOP_EVENT_ID}`)
    await expectAccessible(page, 'widget: error summary')
    await widget.getByRole('button', { name: 'Zurück zu den Preisen' }).click()
    await expect(widget.getByText('ausverkauft')).toBeVisible()
    await expect(widget.getByRole('button', { name: /^Eine Karte mehr/ })).toBeDisabled()
    // emptying the cart gives the seats back for the next test
    await page.goto('/webshop')
    const fullPrice = Number(event.data.seat_groups[0]?.prices.find((price) => price.has_discounts)?.price ?? 0)
    await expect(page.getByRole('row', { name: /^Summe/ })).toContainText(`${fullPrice * LOAD_TEST_SEATS_LEFT} €`)
    await page.getByRole('button', { name: 'Warenkorb leeren' }).click()
    await expect(page.getByText('Der Warenkorb ist geleert, die Karten sind wieder freigegeben.')).toBeVisible()
    await expect(await cartBadge(page)).toHaveAccessibleName('Warenkorb')
  })

  test('200 parallel cart requests for the 50 seats left hold exactly 50, and refuse the rest with -214', async ({ request, playwright, baseURL }, testInfo) => {
    // a CSRF token of our own, where a browser gets it; every request below names a visitor of its own
    const start = await request.get('/api/csrf/')
    const token = decodeURIComponent(/csrftoken=([^;]+)/.exec(start.headers()['set-cookie'] ?? '')?.[1] ?? '')
    expect(token).not.toBe('')
    const event = await loadTestEvent(request)
    expect(event.data.seat_groups).toHaveLength(1)
    const fresh = await playwright.request.newContext({ baseURL })
    const body = { quantities: [1], event_jet_id: LOAD_TEST_SHOP_EVENT_ID, sale_type_ids: [1] }
    const ask = () => fresh.post('/de/api/shop-cart/', { data: body, headers: { 'X-CSRFToken': token, cookie: `csrftoken=${encodeURIComponent(token)}; foyer_visitor=${visitorKey()}` } })
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, async () => {
          const response = await ask()
          expect(response.status()).toBe(200)
          return (await response.json()) as { tickets_quantity?: number; response_code?: number }
        }),
      )
      const held = answers.filter((answer) => answer.tickets_quantity !== undefined)
      expect(held).toHaveLength(LOAD_TEST_SEATS_LEFT)
      // one ticket in each visitor's own cart: the requests really came from different visitors
      expect(held.every((answer) => answer.tickets_quantity === 1)).toBe(true)
      expect(answers.filter((answer) => answer.response_code === -214)).toHaveLength(200 - LOAD_TEST_SEATS_LEFT)
      // nothing leaked: one more request is refused as well
      expect(await (await ask()).json()).toEqual({ response_code: -214 })
    } finally {
      await fresh.dispose()
    }
    const databaseUrl = process.env.E2E_DATABASE_URL
    if (testInfo.project.name === 'postgres' && databaseUrl) {
      // the PostgreSQL leg can look into the database: held is the sum of the live holds, nothing oversold
      const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
      try {
        const rows = await sql`
          select i.held, i.sold, i.capacity, coalesce(sum(h.quantity) filter (where h.released_at is null), 0)::int as live
          from inventory i join events e on e.id = i.event_id left join holds h on h.inventory_id = i.id
          where e.shop_event_id = ${LOAD_TEST_SHOP_EVENT_ID} group by i.id`
        expect(rows.map((row) => ({ ...row }))).toEqual([{ held: LOAD_TEST_SEATS_LEFT, sold: 70, capacity: 120, live: LOAD_TEST_SEATS_LEFT }])
      } finally {
        await sql.end()
      }
    }
  })

  test('books two full-price and one discounted ticket on an event page, then checks out', async ({ page, request }) => {
    const events = await bookableEvents(request)
    const event = events.find((entry) => entry.data.seat_groups.filter((group) => group.status !== 0).length > 2 && entry.data.timeslots.length === 0)
    if (!event) throw new Error('no event with three seat groups')
    const [stalls] = event.data.seat_groups
    if (!stalls) throw new Error('no seat group')
    const full = stalls.prices.find((price) => price.has_discounts)
    const reduced = stalls.prices.find((price) => !price.has_discounts)
    if (!full || !reduced) throw new Error('no discounts')

    await page.goto(`/de/programm/${event.slug}/${event.id}`)
    const trigger = page.getByRole('button', { name: /^Tickets buchen/ })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const widget = page.getByRole('region', { name: 'Tickets buchen' })
    await expect(widget).toBeInViewport()
    await expect(widget.getByRole('heading', { name: 'Tickets buchen' })).toBeFocused()

    // the price list: two lines collapsed, all three with "show all"
    const lines = widget.getByRole('group', { name: /· Vollpreis$/ })
    await expect(lines).toHaveCount(2)
    await widget.getByRole('button', { name: 'Alle Preise anzeigen' }).click()
    await expect(lines).toHaveCount(3)
    await widget.getByRole('button', { name: 'Weniger Preise anzeigen' }).click()
    await expect(lines).toHaveCount(2)

    const addToCart = widget.getByRole('button', { name: 'In den Warenkorb' })
    await expect(addToCart).toBeDisabled()
    const fullLabel = `${stalls.seat_group} · Vollpreis`
    const minus = widget.getByRole('button', { name: `Eine Karte weniger: ${fullLabel}` })
    await expect(minus).toBeDisabled()
    const plus = widget.getByRole('button', { name: `Eine Karte mehr: ${fullLabel}` })
    await plus.click()
    await plus.click()
    await plus.click()
    await minus.click()
    await expect(widget.getByRole('group', { name: fullLabel })).toContainText('2')
    await expect(addToCart).toBeEnabled()
    await expectAccessible(page, 'widget: price list')

    // the discount overlay; its badge counts the other sale types of the seat group
    await widget.getByRole('button', { name: `Ermäßigungen für ${stalls.seat_group}` }).click()
    await expect(widget.getByRole('heading', { name: `Ermäßigungen für ${stalls.seat_group}` })).toBeFocused()
    await widget.getByRole('button', { name: `Eine Karte mehr: ${stalls.seat_group} · ${reduced.name}` }).click()
    await expectAccessible(page, 'widget: discounts')
    await widget.getByRole('button', { name: 'Zurück zu den Preisen' }).click()
    await expect(widget.getByRole('button', { name: `Ermäßigungen für ${stalls.seat_group}` })).toContainText('1')
    const total = Number(full.price) * 2 + Number(reduced.price)
    await expect(widget.getByText(new RegExp(`^3 Karten · ${String(total).replace('.', ',')}`))).toBeVisible()

    await addToCart.click()
    await expect(widget.getByRole('heading', { name: 'Ihre Karten liegen im Warenkorb.' })).toBeFocused()
    await expect(widget.getByText('Im Warenkorb: 3 Karten.')).toBeVisible()
    await expect(await cartBadge(page)).toHaveAccessibleName(/Warenkorb, 3 Tickets/)
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'cartAmount')?.value).toBe('3')
    expect(cookies.find((cookie) => cookie.name === 'cartUrl')?.value).toBe(encodeURIComponent('/webshop'))
    await expectAccessible(page, 'widget: summary')

    // the cart: the held tickets and a countdown to the hold's end
    await widget.getByRole('link', { name: 'Zum Warenkorb' }).click()
    await expect(page).toHaveURL(/\/webshop$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible()
    const rows = page.getByRole('table').getByRole('row')
    await expect(rows.filter({ hasText: 'Vollpreis' })).toContainText('2')
    await expect(rows.filter({ hasText: reduced.name })).toContainText('1')
    const timer = page.getByRole('timer')
    await expect(timer).toHaveText(/^1[45]:\d\d$/)
    const first = await timer.textContent()
    await expect(timer).not.toHaveText(first ?? '')
    await expectAccessible(page, 'cart page')

    // removing one ticket lowers the badge
    await page.getByRole('button', { name: /^Eine Karte entfernen: .*Vollpreis/ }).click()
    await expect(rows.filter({ hasText: 'Vollpreis' })).toContainText('1')
    await expect(await cartBadge(page)).toHaveAccessibleName(/Warenkorb, 2 Tickets/)

    // the demo checkout
    await page.getByRole('link', { name: 'Zur Kasse' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible()
    await expect(page.getByText('Dies ist eine Demonstration.').first()).toBeVisible()
    // the checkout screen is mounted a second time shortly after the navigation (its queries then refetch): type
    // only into the form that stays
    await expect
      .poll(async () => {
        const marked = await page.evaluate(() => {
          const form = document.querySelector('form[aria-labelledby="checkout-details"]')
          const stable = form?.getAttribute('data-settle') === 'seen'
          form?.setAttribute('data-settle', 'seen')
          return stable
        })
        return marked
      }, { intervals: [700], timeout: 10_000 })
      .toBe(true)
    await page.getByRole('button', { name: 'Bestellung abschließen (Demo)' }).click()
    await expect(page.getByLabel('Name')).toBeFocused()
    await expect(page.getByText('Dieses Feld ist erforderlich!').first()).toBeVisible()
    await page.getByLabel('Name').fill('Ada Lovelace')
    await page.getByLabel('E-Mail-Adresse').fill('ada@example')
    await page.getByRole('button', { name: 'Bestellung abschließen (Demo)' }).click()
    await expect(page.getByText('Ungültige E-Mail-Adresse!')).toBeVisible()
    await expectAccessible(page, 'checkout with errors')
    await page.getByLabel('E-Mail-Adresse').fill('ada@example.org')
    await expect(page.getByLabel('Demo-Zahlung: es wird kein Geld abgebucht')).toBeChecked()
    await page.getByRole('button', { name: 'Bestellung abschließen (Demo)' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
    await expect(page).toHaveURL(/\/webshop\/orders\/F\d{6}-[A-Z0-9]{6}$/)
    await expect(page.getByRole('status').filter({ hasText: /^Bestellnummer F\d{6}-[A-Z0-9]{6}/ })).toBeVisible()
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: reduced.name })).toHaveCount(1)
    await expect(await cartBadge(page)).toHaveAccessibleName('Warenkorb')
    await expectAccessible(page, 'order confirmation')
    await page.goto('/webshop')
    await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible()
  })

  test('in the programme only one widget is open at a time; closing clears the selection', async ({ page }) => {
    await page.goto('/de/programm')
    const triggers = page.getByRole('button', { name: /^Tickets buchen: / })
    const first = triggers.nth(0)
    const second = triggers.nth(1)
    await first.click()
    const widgets = page.getByRole('region', { name: 'Tickets buchen' })
    await expect(widgets).toHaveCount(1)
    const plus = widgets.getByRole('button', { name: /^Eine Karte mehr/ }).first()
    await plus.click()
    await expect(widgets.getByText(/^1 Karte · /)).toBeVisible()
    await second.click()
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(widgets).toHaveCount(1)
    await expect(widgets.getByText('Noch keine Karte gewählt')).toBeVisible()
    // Escape closes and gives the focus back to the button
    await page.keyboard.press('Escape')
    await expect(widgets).toHaveCount(0)
    await expect(second).toBeFocused()
    await first.click()
    await expect(widgets.getByText('Noch keine Karte gewählt')).toBeVisible()
    await widgets.getByRole('button', { name: 'Buchung schließen' }).click()
    await expect(widgets).toHaveCount(0)
  })

  test('timeslots: the change button, two per row, the chosen time', async ({ page, request }) => {
    const events = await bookableEvents(request)
    const event = events.find((entry) => entry.data.timeslots.filter((slot) => slot.status !== 0).length > 1)
    if (!event) throw new Error('no event with timeslots')
    const slots = event.data.timeslots.filter((slot) => slot.status !== 0).map((slot) => slot.time_start.slice(0, 5))
    await page.goto(`/de/programm/${event.slug}/${event.id}`)
    await page.getByRole('button', { name: /^Tickets buchen/ }).click()
    const widget = page.getByRole('region', { name: 'Tickets buchen' })
    await expect(widget.getByText(`Zeitfenster: ${slots[0]}`)).toBeVisible()
    await widget.getByRole('button', { name: 'Zeitfenster ändern' }).click()
    await expect(widget.getByRole('heading', { name: 'Zeitfenster wählen' })).toBeFocused()
    const choices = widget.getByRole('button', { pressed: false }).filter({ hasText: /^\d\d:\d\d$/ })
    await expect(choices).toHaveCount(slots.length - 1)
    const [a, b] = await Promise.all([widget.getByRole('button', { name: slots[0] }).boundingBox(), widget.getByRole('button', { name: slots[1] }).boundingBox()])
    expect(a?.y).toBe(b?.y)
    await expectAccessible(page, 'widget: timeslots')
    const last = slots.at(-1) ?? ''
    await widget.getByRole('button', { name: last }).click()
    await expect(widget.getByText(`Zeitfenster: ${last}`)).toBeVisible()
  })

  test("the event's ticket page in the webshop books too, in English on request", async ({ page, request }) => {
    const events = await bookableEvents(request)
    const event = events.find((entry) => entry.data.timeslots.length === 0)
    if (!event?.ticket_url) throw new Error('no event')
    await page.goto(`${event.ticket_url}?lang=en`)
    const widget = page.getByRole('region', { name: 'Book tickets' })
    await expect(widget).toBeVisible()
    await expect(widget.getByRole('button', { name: 'Close booking' })).toHaveCount(0)
    await widget.getByRole('button', { name: /^One more ticket: .*Full price$/ }).first().click()
    await widget.getByRole('button', { name: 'Add to cart' }).click()
    await expect(widget.getByRole('heading', { name: 'Your tickets are in the cart.' })).toBeVisible()
    await widget.getByRole('link', { name: 'Go to cart' }).click()
    await expect(page).toHaveURL(/\/webshop\?lang=en$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible()
    await page.getByRole('button', { name: 'Empty cart' }).click()
    await expect(page.getByText('The cart has been emptied and the tickets released.')).toBeVisible()
    await expect(page.getByText('Your cart is empty.')).toBeVisible()
  })

  test('every webshop path shows the shop; an unknown ticket page is not found', async ({ page, request }) => {
    for (const path of ['/webshop/cart/step-2', '/testshop', '/eventim.webshop/x', '/eventim-template']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' }), path).toBeVisible()
      await expect(page.getByText('Ihr Warenkorb ist leer.'), path).toBeVisible()
    }
    await expectAccessible(page, 'empty cart')
    expect((await request.get('/webshop/events/4711')).status()).toBe(404)
  })

  test('the REST endpoint explains bad requests in the visitor language', async ({ page }) => {
    await page.goto('/en/events')
    const token = await csrfToken(page)
    const mismatch = await page.request.post('/en/api/shop-cart/', { data: { quantities: [1, 2], event_jet_id: LOAD_TEST_SHOP_EVENT_ID, sale_type_ids: [1] }, headers: { 'X-CSRFToken': token } })
    expect(mismatch.status()).toBe(400)
    expect((await mismatch.json()).detail).toContain('Every quantity needs exactly one sale type')
    const unknown = await page.request.post('/de/api/shop-cart/', { data: { quantities: [1], event_jet_id: 1, sale_type_ids: [1] }, headers: { 'X-CSRFToken': token } })
    expect(await unknown.json()).toEqual({ response_code: -301 })
    const noToken = await page.request.post('/de/api/shop-cart/', { data: { quantities: [1], event_jet_id: 1, sale_type_ids: [1] } })
    expect(noToken.status()).toBe(403)
  })

  test('with the shop offline the widget explains it and the cart and account are dimmed', async ({ page, request }) => {
    const events = await bookableEvents(request)
    const event = events[0]
    if (!event) throw new Error('no event')
    await loginAsEditor(page)
    const token = await csrfToken(page)
    const switchShop = (online: boolean) => page.request.post('/pageeditor-api/settings', { data: { is_shop_online: online }, headers: { 'X-CSRFToken': token } })
    expect((await switchShop(false)).status()).toBe(200)
    try {
      await page.goto(`/de/programm/${event.slug}/${event.id}`)
      await expect(page.getByRole('banner').getByRole('link', { name: /Warenkorb/ })).toHaveAttribute('title', 'Webshop offline')
      await page.getByRole('button', { name: /^Tickets buchen/ }).click()
      const widget = page.getByRole('region', { name: 'Tickets buchen' })
      await expect(widget.getByText('Der Webshop ist gerade offline.')).toBeVisible()
      await expect(widget.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0)
      const refused = await page.request.post('/de/api/shop-cart/', { data: { quantities: [1], event_jet_id: event.data.id_jet, sale_type_ids: [1] }, headers: { 'X-CSRFToken': token } })
      expect(await refused.json()).toEqual({ response_code: -310 })
    } finally {
      expect((await switchShop(true)).status()).toBe(200)
    }
  })
})
