import { createHmac, timingSafeEqual } from 'node:crypto'
import { getSecretKey } from '~/server/auth/secret.server'

/**
 * The signed id a ticket's QR code carries: `T1.<order id>.<ticket index>.<signature>`, the signature an HMAC-SHA256
 * (base64url) over order id and index with a key derived from the site's secret. Anyone can read a code; only this
 * site can make one, so a copied order number or a guessed index is worth nothing at the door.
 */

const PREFIX = 'T1'
const CODE = /^T1\.([1-9]\d{0,9})\.([1-9]\d{0,3})\.([A-Za-z0-9_-]{43})$/

/** The ticket key: derived, so a ticket signature can never be mistaken for a CSRF token signed with the same secret. */
function ticketKey(secret: Buffer): Buffer {
  return createHmac('sha256', secret).update('foyer ticket codes v1').digest()
}

function signature(secret: Buffer, orderId: number, index: number): Buffer {
  return createHmac('sha256', ticketKey(secret)).update(`${PREFIX}.${orderId}.${index}`).digest()
}

/** The code of ticket `index` (1-based) of an order. */
export function signTicketCode(secret: Buffer, orderId: number, index: number): string {
  if (!Number.isSafeInteger(orderId) || orderId < 1 || !Number.isSafeInteger(index) || index < 1) throw new RangeError('order id and ticket index are positive integers')
  return `${PREFIX}.${orderId}.${index}.${signature(secret, orderId, index).toString('base64url')}`
}

export type VerifiedTicket = { orderId: number; index: number }

/** The order and ticket a code names when this site signed it; null for anything else (tampered, foreign, malformed). */
export async function verifyTicketCode(code: string, secret?: Buffer): Promise<VerifiedTicket | null> {
  const match = CODE.exec(code.trim())
  if (!match) return null
  const orderId = Number(match[1])
  const index = Number(match[2])
  const given = Buffer.from(match[3] ?? '', 'base64url')
  const expected = signature(secret ?? (await getSecretKey()), orderId, index)
  return given.length === expected.length && timingSafeEqual(given, expected) ? { orderId, index } : null
}
