import type { CartRequest, CartResponse, CurrentEventData } from '~/contract/programme'
import type { Locale } from '~/contract/shared'
import type { CartChange, CartView, CheckoutResult, OrderView } from '~/features/webshop/webshop.shared'

/** Free seats of one seat group (and timeslot) of an event. */
export interface Availability {
  seat_group: number
  /** the timeslot's block id; null for events without timeslots */
  block_id: number | null
  capacity: number
  available: number
}

export interface Buyer {
  name: string
  email: string
  /** the account signed in at checkout (its profile lists the order), if any */
  userId?: number | null
}

/**
 * A ticket shop: where prices, seat groups and timeslots come from, and where tickets are held, carted and sold.
 * The booking widget, the webshop screens and `POST /api/shop-cart/` speak only to this interface; the built-in box
 * office implements it on Foyer's own database, an external ticketing system can implement it over its API.
 *
 * Visitors are named by an opaque key (the anonymous visitor cookie). Business refusals are answers with a
 * `response_code` (see `CART_CODES`), not exceptions; malformed requests throw `InvalidCartRequest`.
 */
export interface TicketShop {
  readonly name: string
  /** prices, seat groups (with their sale types and discounts) and timeslots of the event with this shop id */
  offer(shopEventId: number, lang: Locale): Promise<CurrentEventData | null>
  /** free seats per seat group and timeslot */
  availability(shopEventId: number): Promise<Availability[]>
  /** one call per seat group: holds the tickets (all or none) in the visitor's cart */
  createCart(visitor: string, request: CartRequest, lang: Locale): Promise<CartResponse>
  /** the visitor's cart with its live holds; null when there is none */
  cart(visitor: string, lang: Locale): Promise<CartView | null>
  /** removes tickets of one cart line (all of them when `quantity` is omitted) */
  removeTickets(visitor: string, lineId: number, quantity: number | undefined, lang: Locale): Promise<CartChange>
  /** releases every ticket in the visitor's cart */
  emptyCart(visitor: string): Promise<CartChange>
  /** turns the visitor's held tickets into an order; repeating it for the same cart answers the same order */
  checkout(visitor: string, cartId: string, buyer: Buyer, lang: Locale): Promise<CheckoutResult>
  /** an order of this visitor, for the confirmation page */
  order(visitor: string, number: string): Promise<OrderView | null>
}

/** A cart request that cannot be understood (not a refusal of the shop): answered with 400. */
export class InvalidCartRequest extends Error {
  constructor(readonly reason: 'lengths' | 'tooMany') {
    super(`invalid cart request: ${reason}`)
    this.name = 'InvalidCartRequest'
  }
}

/** The most tickets one cart request may hold. */
export const MAX_TICKETS_PER_REQUEST = 20
