import { defineHandlers } from '../handler'
import { requestCart } from '~/server/shop/cart-service.server'

export const bookingHandlers = defineHandlers({
  /**
   * `POST /{lang}/api/shop-cart/` for external clients (the widget uses a server function on the same service):
   * CSRF-checked by the pipeline, the visitor's cart is named by the anonymous visitor cookie. Refusals answer 200
   * with `response_code`, as the external shop did; `tickets_quantity` is the number of tickets in the whole cart.
   */
  shopCart: async ({ db, lang, body, request, visitorKey, responseHeaders }) => {
    const { response, cookies } = await requestCart(db, { visitor: await visitorKey(), body, lang, request })
    for (const cookie of cookies) responseHeaders.append('set-cookie', cookie)
    return response
  },
})
