import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'

/**
 * The shop's answer codes for a cart request (`response_code` of `POST /api/shop-cart/`). -214 and -204 are the
 * external shop's codes the spec names; the others are the built-in box office's own, shown only as "Error <code>".
 */
export const CART_CODES = {
  notEnoughSeats: -214,
  noCurrentReservation: -204,
  eventNotOnSale: -301,
  unknownPrice: -302,
  shopOffline: -310,
  /** more tickets of one event than one visitor may hold (src/server/shop/hold-limits.ts) */
  ticketLimit: -320,
  /** too many holds of one visitor or address in a short time */
  holdLimit: -321,
} as const

/** What the summary says when a cart could not be created (spec programme.md §8), line by line. */
export type CartErrorLine =
  | { kind: 'failed' }
  | { kind: 'notEnoughSeats' }
  | { kind: 'noCurrentReservation' }
  | { kind: 'ticketLimit' }
  | { kind: 'holdLimit' }
  | { kind: 'hint' }
  | { kind: 'code'; code: number }

export function cartErrorLines(code: unknown): CartErrorLine[] {
  const lines: CartErrorLine[] = [{ kind: 'failed' }]
  if (code === CART_CODES.notEnoughSeats) lines.push({ kind: 'notEnoughSeats' })
  if (code === CART_CODES.noCurrentReservation) lines.push({ kind: 'noCurrentReservation' })
  // the limits say what to do themselves; buying in the webshop would meet the same limit
  if (code === CART_CODES.ticketLimit) lines.push({ kind: 'ticketLimit' })
  else if (code === CART_CODES.holdLimit) lines.push({ kind: 'holdLimit' })
  else lines.push({ kind: 'hint' })
  if (typeof code === 'number' && Number.isInteger(code)) lines.push({ kind: 'code', code })
  return lines
}

export function cartErrorText(line: CartErrorLine, locale: Locale): string {
  switch (line.kind) {
    case 'failed':
      return m.error_generic({}, { locale })
    case 'notEnoughSeats':
      return m.booking_error_not_enough_seats({}, { locale })
    case 'noCurrentReservation':
      return m.booking_error_no_reservation({}, { locale })
    case 'ticketLimit':
      return m.booking_error_ticket_limit({}, { locale })
    case 'holdLimit':
      return m.booking_error_hold_limit({}, { locale })
    case 'hint':
      return m.booking_error_hint({}, { locale })
    case 'code':
      return m.booking_error_code({ code: String(line.code) }, { locale })
  }
}

/** The whole error summary as plain texts, in order. */
export function cartErrorTexts(code: unknown, locale: Locale): string[] {
  return cartErrorLines(code).map((line) => cartErrorText(line, locale))
}
