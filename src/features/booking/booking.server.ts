import { getRequest } from '@tanstack/react-start/server'
import type { CartResponse } from '~/contract/programme'
import { getDb } from '~/server/db/client.server'
import { requestCart } from '~/server/shop/cart-service.server'
import { ticketShop } from '~/server/shop/index.server'
import { appendCookies, serverFnVisitor } from '~/server/shop/visitor.server'
import type { AddToCartInput, AvailabilityInput, SeatAvailability } from './booking.shared'

/** The widget's cart request: the same service as `POST /api/shop-cart/`, cookies included. */
export async function addToCart(input: AddToCartInput): Promise<CartResponse> {
  const db = await getDb()
  const visitor = serverFnVisitor(true)
  const { response, cookies } = await requestCart(db, { visitor, body: input.request, lang: input.lang, request: getRequest() })
  appendCookies(cookies)
  return response
}

export async function loadAvailability(input: AvailabilityInput): Promise<SeatAvailability[]> {
  return ticketShop(await getDb()).availability(input.shopEventId)
}
