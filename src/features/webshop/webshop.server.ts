import { eq } from 'drizzle-orm'
import { getRequest } from '@tanstack/react-start/server'
import type { Locale } from '~/contract/shared'
import { getDb } from '~/server/db/client.server'
import { getSessionUser, readSessionToken } from '~/server/auth/session.server'
import { events } from '~/server/db/schema'
import { cartCookies } from '~/server/shop/cart-cookies.server'
import { cartUrl } from '~/server/shop/cart-url'
import { ticketShop } from '~/server/shop/index.server'
import { appendCookies, serverFnVisitor } from '~/server/shop/visitor.server'
import { CART_CODES } from '~/features/booking/cart-codes'
import { checkoutErrorMessages } from './webshop.shared'
import type { CartChange, CartView, CheckoutInput, CheckoutResult, OrderView, RemoveTicketsInput } from './webshop.shared'

/** Keeps the header badge's cookies in step with the cart as it really is now. */
function mirror(cart: CartView | null, lang: Locale): void {
  const secondsLeft = cart ? (Date.parse(cart.expiresAt) - Date.parse(cart.serverNow)) / 1000 : 0
  appendCookies(cartCookies(getRequest(), cart ? { ticketsQuantity: cart.ticketsQuantity, cartUrl: cartUrl(lang), secondsLeft } : null))
}

export async function loadCart(lang: Locale): Promise<CartView | null> {
  const visitor = serverFnVisitor(false)
  const cart = visitor ? await ticketShop(await getDb()).cart(visitor, lang) : null
  mirror(cart, lang)
  return cart
}

export async function removeTickets(input: RemoveTicketsInput): Promise<CartChange> {
  const visitor = serverFnVisitor(false)
  const change: CartChange = visitor
    ? await ticketShop(await getDb()).removeTickets(visitor, input.lineId, input.quantity, input.lang)
    : { ok: false, code: CART_CODES.noCurrentReservation, cart: null }
  mirror(change.cart, input.lang)
  return change
}

export async function emptyCart(lang: Locale): Promise<CartChange> {
  const visitor = serverFnVisitor(false)
  const change: CartChange = visitor ? await ticketShop(await getDb()).emptyCart(visitor) : { ok: false, code: CART_CODES.noCurrentReservation, cart: null }
  mirror(null, lang)
  return change
}

export async function checkout(input: CheckoutInput): Promise<CheckoutResult> {
  const errors = checkoutErrorMessages(input, input.lang)
  if (Object.keys(errors).length > 0) return { ok: false, code: null, errors }
  const visitor = serverFnVisitor(false)
  if (!visitor) return { ok: false, code: CART_CODES.noCurrentReservation }
  const db = await getDb()
  // the order belongs to the account signed in now (its profile lists it), never to whoever owns the typed address
  const account = await getSessionUser(db, readSessionToken(getRequest()))
  const result = await ticketShop(db).checkout(visitor, input.cartId, { name: input.name.trim(), email: input.email.trim(), userId: account?.id ?? null }, input.lang)
  if (result.ok) mirror(null, input.lang)
  return result
}

export async function loadOrder(number: string): Promise<OrderView | null> {
  const visitor = serverFnVisitor(false)
  return visitor ? ticketShop(await getDb()).order(visitor, number) : null
}

/** The site's event behind a shop event id (the ticket page /webshop/events/{id}), or null. */
export async function findShopEvent(shopEventId: number): Promise<{ eventId: number } | null> {
  const db = await getDb()
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.shopEventId, shopEventId)).limit(1)
  return row ? { eventId: row.id } : null
}
