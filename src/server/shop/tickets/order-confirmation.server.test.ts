import { writeFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '~/server/db/client.server'
import * as s from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { forgetSiteSettings } from '~/features/site/site.server'
import { sendDueMails } from '~/server/mail/outbox.server'
import type { MailTransport, OutgoingMessage } from '~/server/mail/transport.server'
import { ticketPdfCodes } from '../../../../tests/support/ticket-pdf'
import { builtInBoxOffice } from '../box-office.server'
import { registerTicketAttachments } from './order-confirmation.server'
import { verifyTicketCode } from './ticket-code.server'

// The order confirmation: written in the checkout's transaction, in the buyer's language, with the tickets as a PDF
// made when the mail is sent, one page and one signed QR code per admission.

const SECRET = 'order-confirmation-test-secret-0123456789'
process.env.SECRET_KEY = SECRET
const SHOP_EVENT = 880_001
const START = new Date('2026-11-21T10:00:00.000Z')
const visitor = (n: number) => `visitor-${String(n).padStart(4, '0')}-${'t'.repeat(24)}`

/** A concert in the Großer Saal at 20:00 Berlin time, two price categories, 10 seats. */
async function seed(db: Db) {
  await db.insert(s.siteSettings).values({ id: 1, isSiteOnline: true, isShopOnline: true })
  const [full, reduced] = await db
    .insert(s.saleTypes)
    .values([
      { name: { de: 'Vollpreis', en: 'Full price' }, isFullPrice: true, position: 0 },
      { name: { de: 'Ermäßigt', en: 'Reduced' }, isFullPrice: false, position: 1 },
    ])
    .returning({ id: s.saleTypes.id })
  const [venue] = await db.insert(s.venues).values({ name: { de: 'Kulturhaus', en: 'Arts centre' }, slug: { de: 'kulturhaus', en: 'arts-centre' }, street: 'Uferweg 1', postcode: '12345', city: 'Flussstadt' }).returning({ id: s.venues.id })
  if (!full || !reduced || !venue) throw new Error('fixture missing')
  const [room] = await db.insert(s.rooms).values({ venueId: venue.id, name: { de: 'Großer Saal', en: 'Main hall' } }).returning({ id: s.rooms.id })
  const [event] = await db
    .insert(s.events)
    .values({ title: { de: 'Winterkonzert', en: 'Winter concert' }, slug: { de: 'winterkonzert', en: 'winter-concert' }, dateStart: new Date('2026-12-05T19:00:00Z'), shopEventId: SHOP_EVENT, roomId: room?.id })
    .returning({ id: s.events.id })
  if (!event) throw new Error('event missing')
  const [group] = await db.insert(s.seatGroups).values({ eventId: event.id, name: { de: 'Parkett', en: 'Stalls' }, capacity: 10 }).returning({ id: s.seatGroups.id })
  if (!group) throw new Error('seat group missing')
  await db.insert(s.prices).values([
    { eventId: event.id, seatGroupId: group.id, saleTypeId: full.id, amount: '18.00' },
    { eventId: event.id, seatGroupId: group.id, saleTypeId: reduced.id, amount: '9.50' },
  ])
  await db.insert(s.inventory).values({ eventId: event.id, seatGroupId: group.id, capacity: 10, sold: 0, held: 0 })
  return { full: full.id, reduced: reduced.id, seatGroup: group.id }
}

/** A transport that keeps what it was handed. */
function keepingTransport(): MailTransport & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = []
  return { sent, send: async (message) => (sent.push(message), { messageId: `<${sent.length}@test>`, response: '250 ok' }), close: () => {} }
}

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`order confirmation on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let fixture: Awaited<ReturnType<typeof seed>>
    const now = () => START

    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      fixture = await seed(db)
      registerTicketAttachments()
    }, 120_000)
    afterAll(async () => {
      await database?.dispose()
    })
    beforeEach(async () => {
      forgetSiteSettings()
      await db.delete(s.mailOutbox)
    })

    async function book(who: string, lang: 'de' | 'en', tickets: { full: number; reduced: number }) {
      const shop = builtInBoxOffice(db, { now })
      const wanted = [
        { id: fixture.full, n: tickets.full },
        { id: fixture.reduced, n: tickets.reduced },
      ].filter((each) => each.n > 0)
      const cart = await shop.createCart(who, { quantities: wanted.map((each) => each.n), event_jet_id: SHOP_EVENT, sale_type_ids: wanted.map((each) => each.id), seat_group: fixture.seatGroup }, lang)
      expect(cart.tickets_quantity).toBe(tickets.full + tickets.reduced)
      const view = await shop.cart(who, lang)
      if (!view) throw new Error('no cart')
      return shop.checkout(who, view.id, { name: 'Anna Albers', email: 'Anna@Example.org' }, lang)
    }

    it('writes the confirmation with the order, in the buyer language, and the tickets as a reference', async () => {
      const result = await book(visitor(1), 'de', { full: 2, reduced: 1 })
      if (!result.ok) throw new Error('checkout failed')
      const [order] = await db.select().from(s.orders).where(eq(s.orders.number, result.order.number))
      const mails = await db.select().from(s.mailOutbox)
      expect(mails).toHaveLength(1)
      const [mail] = mails
      expect(mail).toMatchObject({ kind: 'order-confirmation', recipient: 'anna@example.org', locale: 'de', state: 'waiting' })
      expect(mail?.subject).toBe(`Ihre Karten – Bestellung ${result.order.number} bei localhost`)
      expect(mail?.attachments).toEqual([{ filename: `Karten-${result.order.number}.pdf`, contentType: 'application/pdf', source: { resolver: 'order-tickets', id: String(order?.id) } }])
      expect(mail?.text).toContain('Guten Tag Anna Albers,')
      expect(mail?.text).toContain(`Bestellnummer: ${result.order.number}`)
      expect(mail?.text).toContain('Winterkonzert: Samstag, 5. Dezember 2026, 20:00 Uhr\nKulturhaus · Großer Saal\nParkett · Vollpreis\n2 × 18 € = 36 €')
      expect(mail?.text).toContain('Parkett · Ermäßigt\n1 × 9,50 € = 9,50 €')
      expect(mail?.text).toContain('Gesamt: 45,50 €')
      expect(mail?.html).toContain('Winterkonzert')
      // no images, no remote resources: nothing tells anyone the mail was opened
      expect(mail?.html).not.toMatch(/<img|https?:\/\/[^"]*\.(png|gif)|src=/i)
    })

    it('writes it in English for an English checkout', async () => {
      const result = await book(visitor(2), 'en', { full: 1, reduced: 0 })
      if (!result.ok) throw new Error('checkout failed')
      const [mail] = await db.select().from(s.mailOutbox)
      expect(mail?.locale).toBe('en')
      expect(mail?.subject).toBe(`Your tickets – order ${result.order.number} at localhost`)
      expect(mail?.text).toContain('Winter concert: Saturday, 5 December 2026, 20:00\nArts centre · Main hall\nStalls · Full price\n1 × 18 € = 18 €')
      expect(mail?.attachments[0]?.filename).toBe(`tickets-${result.order.number}.pdf`)
    })

    it('writes no mail when the checkout writes no order', async () => {
      const shop = builtInBoxOffice(db, { now })
      const result = await shop.checkout(visitor(3), '00000000-0000-4000-8000-000000000000', { name: 'Ben', email: 'ben@example.org' }, 'de')
      expect(result.ok).toBe(false)
      expect(await db.select().from(s.mailOutbox)).toEqual([])
    })

    it('sends the PDF: one page per ticket, each QR code a signed ticket of the order', async () => {
      const result = await book(visitor(4), 'de', { full: 2, reduced: 1 })
      if (!result.ok) throw new Error('checkout failed')
      const [order] = await db.select().from(s.orders).where(eq(s.orders.number, result.order.number))
      const transport = keepingTransport()
      // the outbox stamps the mail with the real clock; the box office ran on the test clock
      expect(await sendDueMails(db, transport, { now: () => new Date(Date.now() + 1000) })).toBe(1)
      const [message] = transport.sent
      const [attachment] = message?.attachments ?? []
      expect(attachment).toMatchObject({ filename: `Karten-${result.order.number}.pdf`, contentType: 'application/pdf' })
      if (!attachment) throw new Error('no attachment')
      if (process.env.TICKET_PDF_OUT) writeFileSync(process.env.TICKET_PDF_OUT, attachment.content)
      const { pages, codesByPage } = await ticketPdfCodes(attachment.content)
      expect(pages).toBe(3)
      expect(codesByPage.map((codes) => codes.length)).toEqual([1, 1, 1])
      const tickets = await Promise.all(codesByPage.flat().map((code) => verifyTicketCode(code, Buffer.from(SECRET))))
      expect(tickets).toEqual([1, 2, 3].map((index) => ({ orderId: order?.id, index })))
      // the codes cannot be made without the secret
      expect(await Promise.all(codesByPage.flat().map((code) => verifyTicketCode(code, Buffer.from('another-secret-another-secret-0123456789'))))).toEqual([null, null, null])
    })
  })
}
