import * as v from 'valibot'
import type { Locale } from '~/contract/shared'
import { getDb } from '~/server/db/client.server'
import { getSessionUser, readSessionToken } from '~/server/auth/session.server'
import { m } from '~/server/i18n.server'
import { findAccountOrderId } from '~/server/shop/tickets/order-tickets.server'
import { orderTicketsPdf } from '~/server/shop/tickets/order-confirmation.server'

/** An order number as the box office writes it ("F261121-67A6RV"). */
const OrderNumber = v.pipe(v.string(), v.regex(/^[A-Z0-9][A-Z0-9-]{0,39}$/))

/** RFC 6266 filename: an ASCII fallback and the UTF-8 name. */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

function notFound(lang: Locale): Response {
  const message = m.error_route_not_found({}, { locale: lang })
  return new Response(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>404</title></head><body><main><h1>404</h1><p>${message}</p><a href="/${lang}/user/profile">${m.title_user_profile({}, { locale: lang })}</a></main></body></html>`, {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' },
  })
}

/**
 * `GET /{lang}/user/orders/{number}/tickets.pdf`: the order's tickets for the account that placed it — the same PDF the
 * confirmation carries. Someone not signed in is sent to the login and back; any other account gets a 404, as for
 * an order that does not exist (a number never tells whether it was sold).
 */
export async function orderTicketsResponse(request: Request, lang: Locale, number: string): Promise<Response> {
  const db = await getDb()
  const user = await getSessionUser(db, readSessionToken(request))
  const path = new URL(request.url).pathname
  if (!user) return new Response(null, { status: 303, headers: { location: `/${lang}/user/login?next=${encodeURIComponent(path)}`, 'cache-control': 'private, no-store' } })
  const parsed = v.safeParse(OrderNumber, number)
  const orderId = parsed.success ? await findAccountOrderId(db, user.id, parsed.output) : null
  const pdf = orderId === null ? null : await orderTicketsPdf(db, orderId)
  if (!pdf) return notFound(lang)
  return new Response(new Uint8Array(pdf.bytes), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': disposition(pdf.filename),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
