import type { CartRequest, CartResponse } from '~/contract/programme'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { HttpError } from '~/server/api/http-error'
import { m } from '~/server/i18n.server'
import { cartCookies } from './cart-cookies.server'
import { ticketShop } from './index.server'
import { InvalidCartRequest, MAX_TICKETS_PER_REQUEST } from './ticket-shop'

/**
 * One cart request, as `POST /api/shop-cart/` and the widget's server function both make it: asks the configured
 * shop, and returns its answer with the Set-Cookie values of the cart badge. A request the shop cannot understand
 * becomes a 400 in the visitor's language.
 */
export async function requestCart(
  db: Db,
  input: { visitor: string; body: CartRequest; lang: Locale; request: Request },
): Promise<{ response: CartResponse; cookies: string[] }> {
  let response: CartResponse
  try {
    response = await ticketShop(db).createCart(input.visitor, input.body, input.lang)
  } catch (error) {
    if (error instanceof InvalidCartRequest) {
      throw new HttpError(
        400,
        error.reason === 'lengths'
          ? m.booking_invalid_lengths({}, { locale: input.lang })
          : m.booking_too_many({ max: String(MAX_TICKETS_PER_REQUEST) }, { locale: input.lang }),
      )
    }
    throw error
  }
  const cookies =
    response.response_code === undefined && response.tickets_quantity !== undefined && response.cart_url !== undefined
      ? cartCookies(input.request, { ticketsQuantity: response.tickets_quantity, cartUrl: response.cart_url })
      : []
  return { response, cookies }
}
