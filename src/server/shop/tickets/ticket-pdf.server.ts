import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import type { PDFFont, PDFPage } from 'pdf-lib'
import QRCode from 'qrcode'
import { m } from '~/server/i18n.server'
import { signTicketCode } from './ticket-code.server'
import type { TicketOrder } from './order-tickets.server'

/**
 * The tickets of an order as a PDF: one A4 page per admission, the ticket printed at the top of the page (fold or
 * cut it off), with event, date, place, seat group, price category, order number and a QR code carrying the
 * ticket's signed id. Server only: the secret signs the codes, and pdf-lib stays out of the visitor's bundle.
 */

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 40
const TICKET_HEIGHT = 300
const STUB_WIDTH = 190
const INK = rgb(0.07, 0.07, 0.07)
const MUTED = rgb(0.36, 0.36, 0.36)
const RULE = rgb(0.75, 0.75, 0.75)
const BAND = rgb(0.07, 0.07, 0.07)

/** The standard fonts speak WinAnsi: anything else (an emoji in an event title) becomes a question mark, not a crash. */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet())
  return [...text.replace(/[\u2028\u2029\r\n\t]+/g, ' ')].map((char) => (supported.has(char.codePointAt(0) ?? 0) ? char : '?')).join('')
}

/** Text cut to a width, with an ellipsis when it had to be cut. */
function fitted(font: PDFFont, text: string, size: number, width: number): string {
  const clean = printable(font, text)
  if (font.widthOfTextAtSize(clean, size) <= width) return clean
  let cut = clean
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1)
  return `${cut.trimEnd()}…`
}

/** Up to `maxLines` lines of at most `width`, broken between words. */
function wrapped(font: PDFFont, text: string, size: number, width: number, maxLines: number): string[] {
  const words = printable(font, text).split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines.map((each) => fitted(font, each, size, width))
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = fitted(font, `${kept[maxLines - 1] ?? ''} ${lines.slice(maxLines).join(' ')}`, size, width)
  return kept
}

function dashedLine(page: PDFPage, from: { x: number; y: number }, to: { x: number; y: number }) {
  page.drawLine({ start: from, end: to, thickness: 0.8, color: RULE, dashArray: [4, 3] })
}

export type TicketPdfOptions = {
  /** the site's secret: signs each ticket's code */
  secret: Buffer
  /** the venue that issues the tickets (its name from the settings) */
  venue: string
}

/** The codes of an order's tickets, in the order of its lines: what the PDF's QR codes carry. */
export function ticketCodes(order: TicketOrder, secret: Buffer): string[] {
  const count = order.lines.reduce((sum, line) => sum + line.quantity, 0)
  return Array.from({ length: count }, (_, index) => signTicketCode(secret, order.id, index + 1))
}

export async function ticketPdf(order: TicketOrder, options: TicketPdfOptions): Promise<Uint8Array> {
  const t = { locale: order.locale }
  const pdf = await PDFDocument.create()
  const title = m.tickets_pdf_title({ number: order.number }, t)
  pdf.setTitle(title)
  pdf.setAuthor(options.venue)
  pdf.setCreator('Foyer')
  pdf.setProducer('Foyer')
  pdf.setLanguage(order.locale === 'de' ? 'de-DE' : 'en-GB')
  // a fixed date: the same order gives the same file, in the mail and in the profile
  pdf.setCreationDate(new Date(0))
  pdf.setModificationDate(new Date(0))
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const codes = ticketCodes(order, options.secret)
  const count = codes.length
  let n = 0
  for (const line of order.lines) {
    for (let seat = 0; seat < line.quantity; seat++) {
      const code = codes[n] ?? ''
      n++
      const page = pdf.addPage(A4)
      const [width, height] = A4
      const left = MARGIN
      const top = height - MARGIN
      const ticketWidth = width - 2 * MARGIN
      const bottom = top - TICKET_HEIGHT
      const stubLeft = left + ticketWidth - STUB_WIDTH

      // the ticket's outline and the perforation before the stub
      page.drawRectangle({ x: left, y: bottom, width: ticketWidth, height: TICKET_HEIGHT, borderColor: INK, borderWidth: 1.2 })
      dashedLine(page, { x: stubLeft, y: bottom + 8 }, { x: stubLeft, y: top - 8 })

      // band: venue and "Ticket n of count"
      const bandHeight = 34
      page.drawRectangle({ x: left, y: top - bandHeight, width: ticketWidth, height: bandHeight, color: BAND })
      page.drawText(fitted(bold, options.venue, 13, ticketWidth - STUB_WIDTH - 24), { x: left + 16, y: top - 22, size: 13, font: bold, color: rgb(1, 1, 1) })
      const of = printable(regular, m.tickets_pdf_ticket_of({ n: String(n), count: String(count) }, t))
      page.drawText(of, { x: left + ticketWidth - 16 - regular.widthOfTextAtSize(of, 10), y: top - 21, size: 10, font: regular, color: rgb(1, 1, 1) })

      // main part: the event and its details
      const mainWidth = stubLeft - left - 32
      let y = top - bandHeight - 34
      for (const row of wrapped(bold, line.event, 20, mainWidth, 2)) {
        page.drawText(row, { x: left + 16, y, size: 20, font: bold, color: INK })
        y -= 24
      }
      y -= 6
      const details: [string, string | null][] = [
        [m.tickets_pdf_date({}, t), line.date],
        [m.tickets_pdf_time({}, t), line.time],
        [m.tickets_pdf_place({}, t), line.place],
        [m.tickets_pdf_seat_group({}, t), line.seatGroup],
        [m.tickets_pdf_price_category({}, t), line.priceCategory],
        [m.tickets_pdf_price({}, t), line.unitPrice],
      ]
      const labelWidth = 96
      for (const [label, value] of details) {
        if (!value) continue
        page.drawText(printable(regular, label), { x: left + 16, y, size: 9, font: regular, color: MUTED })
        page.drawText(fitted(bold, value, 11, mainWidth - labelWidth), { x: left + 16 + labelWidth, y, size: 11, font: bold, color: INK })
        y -= 19
      }
      // the buyer and the order, at the foot of the main part
      const footY = bottom + 18
      page.drawLine({ start: { x: left + 16, y: footY + 24 }, end: { x: stubLeft - 16, y: footY + 24 }, thickness: 0.5, color: RULE })
      page.drawText(printable(regular, `${m.tickets_pdf_order({}, t)} `), { x: left + 16, y: footY + 8, size: 9, font: regular, color: MUTED })
      page.drawText(printable(bold, order.number), { x: left + 16 + labelWidth, y: footY + 8, size: 10, font: bold, color: INK })
      page.drawText(printable(regular, m.tickets_pdf_name({}, t)), { x: left + 16, y: footY - 6, size: 9, font: regular, color: MUTED })
      page.drawText(fitted(regular, order.name, 10, mainWidth - labelWidth), { x: left + 16 + labelWidth, y: footY - 6, size: 10, font: regular, color: INK })

      // the stub: "Admission", the QR code and its text
      const qrSize = STUB_WIDTH - 40
      const admission = printable(bold, m.tickets_pdf_admission({}, t).toUpperCase())
      page.drawText(admission, { x: stubLeft + (STUB_WIDTH - bold.widthOfTextAtSize(admission, 10)) / 2, y: top - bandHeight - 24, size: 10, font: bold, color: INK })
      const png = await QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 6, color: { dark: '#000000ff', light: '#ffffffff' } })
      const image = await pdf.embedPng(png)
      const qrY = top - bandHeight - 34 - qrSize
      page.drawImage(image, { x: stubLeft + 20, y: qrY, width: qrSize, height: qrSize })
      const codeSize = 5.5
      const half = Math.ceil(code.length / 2)
      for (const [i, part] of [code.slice(0, half), code.slice(half)].entries()) {
        page.drawText(part, { x: stubLeft + (STUB_WIDTH - regular.widthOfTextAtSize(part, codeSize)) / 2, y: qrY - 10 - i * 8, size: codeSize, font: regular, color: MUTED })
      }
      const stubNumber = printable(bold, `${n} / ${count}`)
      page.drawText(stubNumber, { x: stubLeft + (STUB_WIDTH - bold.widthOfTextAtSize(stubNumber, 12)) / 2, y: bottom + 20, size: 12, font: bold, color: INK })

      // below the ticket: what it is good for
      const noteY = bottom - 28
      for (const [i, row] of wrapped(regular, m.tickets_pdf_note({}, t), 9, ticketWidth, 3).entries()) {
        page.drawText(row, { x: left, y: noteY - i * 12, size: 9, font: regular, color: MUTED })
      }
      dashedLine(page, { x: 0, y: bottom - 70 }, { x: width, y: bottom - 70 })
    }
  }
  return pdf.save()
}
