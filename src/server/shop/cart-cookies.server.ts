import { isHttps, serializeCookie } from '~/server/http/cookies'
import { HOLD_MINUTES } from '~/server/db/values'

/** The header's cart badge reads these (spec programme.md §7); they live as long as the hold, at most 15 minutes. */
export const CART_AMOUNT_COOKIE = 'cartAmount'
export const CART_URL_COOKIE = 'cartUrl'
const CART_COOKIE_SECONDS = HOLD_MINUTES * 60

export interface CartMirror {
  ticketsQuantity: number
  cartUrl: string
  /** seconds until the hold ends; the full 15 minutes when omitted (a cart just created or renewed) */
  secondsLeft?: number
}

/** Set-Cookie values mirroring the cart: its ticket count and address; an empty cart clears both. */
export function cartCookies(request: Request, cart: CartMirror | null): string[] {
  const secure = isHttps(request)
  const seconds = Math.min(CART_COOKIE_SECONDS, Math.max(0, Math.floor(cart?.secondsLeft ?? CART_COOKIE_SECONDS)))
  if (!cart || cart.ticketsQuantity <= 0 || seconds <= 0) {
    return [CART_AMOUNT_COOKIE, CART_URL_COOKIE].map((name) => serializeCookie(name, '', { maxAge: 0, sameSite: 'Lax', secure }))
  }
  return [
    serializeCookie(CART_AMOUNT_COOKIE, String(cart.ticketsQuantity), { maxAge: seconds, sameSite: 'Lax', secure }),
    serializeCookie(CART_URL_COOKIE, cart.cartUrl, { maxAge: seconds, sameSite: 'Lax', secure }),
  ]
}
