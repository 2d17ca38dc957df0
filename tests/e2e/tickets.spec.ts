import type { ParsedMail } from 'mailparser'
import type { Page } from '@playwright/test'
import { csrfToken, expect, expectHydrated, holdTickets, loginAsEditor, test } from './fixtures'
import { mailsTo } from './mail-catcher'
import { ticketPdfCodes } from '../support/ticket-pdf'
import { verifyTicketCode } from '../../src/server/shop/tickets/ticket-code.server'

// What the buyer and the sender of a form receive over SMTP: the order confirmation with the ticket PDF whose QR codes
// are the order's signed tickets, and the form entry at the notice address (and, switched on, at the sender).

const secret = Buffer.from(process.env.E2E_SECRET_KEY ?? '')

/** Waits until the suite's SMTP server has received a mail to `to` that `matches`, and returns it. */
async function receivedMail(to: string, matches: (mail: ParsedMail) => boolean): Promise<ParsedMail> {
  let found: ParsedMail | undefined
  // the outbox worker sends every few seconds; the mail is there when it is there
  await expect.poll(async () => (found = (await mailsTo(to)).find(matches)) !== undefined, { timeout: 60_000, intervals: [500] }).toBe(true)
  if (!found) throw new Error(`no mail to ${to}`)
  return found
}

async function waitForSettledCheckout(page: Page) {
  // the checkout screen is mounted a second time shortly after the navigation: type only into the form that stays
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const form = document.querySelector('form[aria-labelledby="checkout-details"]')
          const stable = form?.getAttribute('data-settle') === 'seen'
          form?.setAttribute('data-settle', 'seen')
          return stable
        }),
      { intervals: [700], timeout: 10_000 },
    )
    .toBe(true)
}

test('a signed-in visitor books; the confirmation brings the tickets as a PDF whose QR codes are the order', async ({ page, browser, baseURL }, testInfo) => {
  const buyer = `tickets-${testInfo.project.name}-${Date.now()}@example.org`
  await page.goto('/de/user/login')
  await expectHydrated(page)
  await page.getByLabel('E-Mail-Adresse').fill('besucherin@foyer.example')
  await page.getByLabel('Passwort', { exact: true }).fill('Foyer-Besuch-2026')
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await expect(page).toHaveURL(/\/de\/user\/profile/)

  // two tickets into the cart, then the demo checkout in the browser. Not the load-test concert: the booking spec's
  // concurrency test holds all of its seats for a quarter of an hour
  // a fresh browser context: a cart of its own with just these two
  expect(await holdTickets(page, 2)).toBe(2)
  await page.goto('/webshop')
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible()
  await page.getByRole('link', { name: 'Zur Kasse' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible()
  await waitForSettledCheckout(page)
  await page.getByLabel('Name').fill('Ada Lovelace')
  await page.getByLabel('E-Mail-Adresse').fill(buyer)
  await page.getByRole('button', { name: 'Bestellung abschließen (Demo)' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible()
  const number = new URL(page.url()).pathname.split('/').pop() ?? ''
  expect(number).toMatch(/^F\d{6}-[A-Z0-9]{6}$/)

  // the confirmation, as the SMTP server received it
  const mail = await receivedMail(buyer, (each) => (each.subject ?? '').includes(number))
  expect(mail.subject).toContain(`Ihre Karten – Bestellung ${number}`)
  expect(mail.text).toContain(`Bestellnummer: ${number}`)
  expect(mail.text).toMatch(/\d{2}:\d{2} Uhr/)
  expect(mail.text).toContain('Gesamt:')
  expect(mail.html).toBeTruthy()
  const pdf = mail.attachments.find((attachment) => attachment.contentType === 'application/pdf')
  expect(pdf?.filename).toBe(`Karten-${number}.pdf`)
  if (!pdf) throw new Error('no PDF attached')
  const read = await ticketPdfCodes(pdf.content)
  expect(read.pages).toBe(2)
  expect(read.codesByPage.every((codes) => codes.length === 1)).toBe(true)
  const verified = await Promise.all(read.codesByPage.flat().map((code) => verifyTicketCode(code, secret)))
  const orderId = verified[0]?.orderId
  expect(orderId).toBeGreaterThan(0)
  expect(verified).toEqual(read.codesByPage.map((_, index) => ({ orderId, index: index + 1 })))

  // the same PDF for the account that placed the order, linked from the confirmation page
  const link = page.getByRole('link', { name: `Karten der Bestellung ${number} als PDF herunterladen` })
  await expect(link).toHaveAttribute('href', `/de/user/orders/${number}/tickets.pdf`)
  const download = await page.request.get(`/de/user/orders/${number}/tickets.pdf`)
  expect(download.status()).toBe(200)
  expect(download.headers()['content-type']).toBe('application/pdf')
  expect(download.headers()['content-disposition']).toContain(`attachment; filename="Karten-${number}.pdf"`)
  expect(download.headers()['cache-control']).toBe('private, no-store')
  expect((await ticketPdfCodes(await download.body())).codesByPage).toEqual(read.codesByPage)
  // the profile links it too
  await page.goto('/de/user/profile')
  await expect(page.getByRole('link', { name: `Karten der Bestellung ${number} als PDF herunterladen` })).toHaveAttribute('href', `/de/user/orders/${number}/tickets.pdf`)

  // nobody else gets it: another account finds nothing, someone not signed in is asked to sign in
  const other = await browser.newContext({ baseURL })
  const editor = await other.newPage()
  await loginAsEditor(editor)
  expect((await editor.request.get(`/de/user/orders/${number}/tickets.pdf`)).status()).toBe(404)
  await other.close()
  const anonymous = await browser.newContext({ baseURL })
  const refused = await anonymous.request.get(`/de/user/orders/${number}/tickets.pdf`, { maxRedirects: 0 })
  expect(refused.status()).toBe(303)
  expect(refused.headers().location).toContain('/de/user/login?next=')
  await anonymous.close()
})

test('a form entry reaches the notice address with its values, and the sender gets a confirmation when switched on', async ({ page, browser, baseURL }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`
  const sender = `sender-${stamp}@example.org`
  // the contact form of the demo has a notice address; the editor switches the confirmation on for this test
  const hub = await browser.newContext({ baseURL })
  const editor = await hub.newPage()
  await loginAsEditor(editor)
  const forms: { results: { id: number; title: { de: string } }[] } = await (await editor.request.get('/de/api/backoffice/forms/?q=Kontakt')).json()
  const contact = forms.results.find((form) => form.title.de === 'Kontakt')
  if (!contact) throw new Error('the demo contact form is missing')
  const current: { updated_at: string; notify_email: string } = await (await editor.request.get(`/de/api/backoffice/forms/${contact.id}/`)).json()
  expect(current.notify_email).toBe('kontakt@kulturhaus-am-fluss.example')
  const token = await csrfToken(editor)
  const switched = await editor.request.post(`/de/api/backoffice/forms/${contact.id}/`, { data: { updated_at: current.updated_at, confirm_sender: true }, headers: { 'X-CSRFToken': token } })
  expect(switched.status()).toBe(200)
  const saved: { updated_at: string; confirm_sender: boolean } = await switched.json()
  expect(saved.confirm_sender).toBe(true)

  try {
    await page.goto(`/en/forms/contact/${contact.id}`)
    const entry = await page.request.post('/en/api/forms-entries/', {
      headers: { 'X-CSRFToken': await csrfToken(page) },
      data: {
        form: contact.id,
        field_values: { name: `Grace ${stamp}`, email: sender, email2: sender, telefon: '', anliegen: 'Press', nachricht: 'Two press seats\nfor the premiere, please.', datenschutz: true },
      },
    })
    expect(entry.status()).toBeLessThan(300)

    const notice = await receivedMail('kontakt@kulturhaus-am-fluss.example', (mail) => (mail.text ?? '').includes(`Grace ${stamp}`))
    expect(notice.subject).toBe('Neuer Eintrag im Formular „Kontakt“')
    expect(notice.text).toContain(`Name: Grace ${stamp}`)
    expect(notice.text).toContain(`E-Mail-Adresse: ${sender}`)
    expect(notice.text).toContain('Anliegen: Press')
    expect(notice.text).toContain('Ihre Nachricht: Two press seats\nfor the premiere, please.')

    const confirmation = await receivedMail(sender, () => true)
    expect(confirmation.subject).toMatch(/^Your entry in the form “Contact” – /)
    expect(confirmation.text).toContain('Thank you for your message!')
    expect(confirmation.text).toContain(`Name: Grace ${stamp}`)
    expect(confirmation.text).toContain('Subject: Press')
  } finally {
    const latest: { updated_at: string } = await (await editor.request.get(`/de/api/backoffice/forms/${contact.id}/`)).json()
    await editor.request.post(`/de/api/backoffice/forms/${contact.id}/`, { data: { updated_at: latest.updated_at, confirm_sender: false }, headers: { 'X-CSRFToken': token } })
    await hub.close()
  }
})
