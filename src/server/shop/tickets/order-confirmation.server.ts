import type { Db } from '~/server/db/client.server'
import { getSecretKey } from '~/server/auth/secret.server'
import { m } from '~/server/i18n.server'
import { composeMail } from '~/server/mail/compose.server'
import { InvalidMailError, enqueueMail, registerAttachmentResolver, singleLine } from '~/server/mail/outbox.server'
import { mailSender } from '~/server/mail/sender.server'
import { loadTicketOrder } from './order-tickets.server'
import type { TicketLine } from './order-tickets.server'
import { ticketPdf } from './ticket-pdf.server'

/** The outbox resolver that turns an order id into its ticket PDF when the mail is sent. */
export const TICKETS_ATTACHMENT = 'order-tickets'

/** The ticket PDF of an order, as the buyer downloads it and the confirmation carries it; null for no such order. */
export async function orderTicketsPdf(db: Db, orderId: number): Promise<{ bytes: Uint8Array; filename: string } | null> {
  const order = await loadTicketOrder(db, orderId)
  if (!order) return null
  const bytes = await ticketPdf(order, { secret: await getSecretKey(), venue: await mailSender(db) })
  return { bytes, filename: m.tickets_file_name({ number: order.number }, { locale: order.locale }) }
}

/** Registers the resolver (the server does it at start, before the outbox worker runs). */
export function registerTicketAttachments(): void {
  registerAttachmentResolver(TICKETS_ATTACHMENT, async (db, id) => {
    const orderId = Number(id)
    const pdf = Number.isSafeInteger(orderId) ? await orderTicketsPdf(db, orderId) : null
    if (!pdf) throw new Error(`no order ${id} for its tickets`)
    return pdf.bytes
  })
}

/** "Samstag, 5. Dezember 2026, 20:00 Uhr\nKulturhaus · Saal\nParkett · Vollpreis\n2 × 12 € = 24 €" */
function lineText(line: TicketLine): string {
  return [
    [line.date, line.time].filter(Boolean).join(', ') || line.description,
    line.place,
    [line.seatGroup, line.priceCategory].filter(Boolean).join(' · '),
    `${line.quantity} × ${line.unitPrice} = ${line.total}`,
  ]
    .filter(Boolean)
    .join('\n')
}

/**
 * Writes the order confirmation into the outbox, in the checkout's transaction (`tx` sees the order being written):
 * in the buyer's language, the lines and the total, and the tickets as a PDF attachment that the outbox resolves
 * when it sends (the row keeps only the order's id).
 */
export async function enqueueOrderConfirmation(tx: Db, orderId: number): Promise<{ queued: boolean }> {
  const order = await loadTicketOrder(tx, orderId)
  if (!order) throw new Error(`order ${orderId} not found`)
  const t = { locale: order.locale }
  const venue = await mailSender(tx)
  const name = singleLine(order.name)
  const { text, html } = composeMail({
    venue,
    greeting: name ? m.mail_greeting_name({ name }, t) : m.mail_greeting({}, t),
    paragraphs: [m.mail_order_body({ venue }, t)],
    rows: [
      { label: m.mail_order_number({}, t), value: order.number },
      ...order.lines.map((line) => ({ label: line.event, value: lineText(line) })),
      { label: m.mail_order_total({}, t), value: order.total },
    ],
    footnote: m.mail_order_footnote({ venue }, t),
  })
  try {
    return await enqueueMail(tx, {
      kind: 'order-confirmation',
      to: order.email,
      locale: order.locale,
      subject: m.mail_order_subject({ number: order.number, venue: singleLine(venue) }, t),
      text,
      html,
      attachments: [{ filename: m.tickets_file_name({ number: order.number }, t), contentType: 'application/pdf', source: { resolver: TICKETS_ATTACHMENT, id: String(order.id) } }],
    })
  } catch (error) {
    // an address the checkout accepted but the mail cannot take must not cost the buyer the order
    if (!(error instanceof InvalidMailError)) throw error
    console.warn(`[shop] order ${order.number}: no confirmation mail, the address is not usable (${error.message})`)
    return { queued: false }
  }
}
