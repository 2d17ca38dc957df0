import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { DbId, isDbId, LocaleSchema } from '~/contract/shared'
import type { Locale } from '~/contract/shared'

/** What the cart page shows: the visitor's held tickets, line by line, and when the hold ends. */
export interface CartLine {
  /** the hold's id: what "remove" names */
  id: number
  eventTitle: string
  eventUrl: string | null
  dateStart: string
  venue: string | null
  seatGroup: string | null
  timeslot: string | null
  saleType: string
  quantity: number
  unitPrice: string
  total: string
}

export interface CartView {
  id: string
  lines: CartLine[]
  ticketsQuantity: number
  total: string
  /** the real end of the hold (ISO instant); the countdown runs to it */
  expiresAt: string
  /** the server's clock when it answered, so a browser with a wrong clock still counts down right */
  serverNow: string
}

export interface OrderLineView {
  id: number
  description: string
  quantity: number
  unitPrice: string
  total: string
}

export interface OrderView {
  number: string
  name: string
  email: string
  total: string
  createdAt: string
  lines: OrderLineView[]
  /** placed while signed in: the account's profile lists it and gives its tickets as a PDF (the built-in box office) */
  byAccount?: boolean
}

/** A change of the cart: the new state, or a shop answer code (-204: the reservation is gone). */
export type CartChange = { ok: true; cart: CartView | null } | { ok: false; code: number; cart: CartView | null }

export type CheckoutResult =
  | { ok: true; order: OrderView }
  | { ok: false; code: number }
  | { ok: false; code: null; errors: Partial<Record<'name' | 'email' | 'payment', string>> }

export const RemoveTicketsInput = v.object({
  lang: LocaleSchema,
  lineId: DbId,
  /** how many to remove; omitted: the whole line */
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
})
export type RemoveTicketsInput = v.InferOutput<typeof RemoveTicketsInput>

/** The checkout form as it arrives; field rules are checked on the server with messages in the visitor's language. */
export const CheckoutInput = v.object({
  lang: LocaleSchema,
  cartId: v.pipe(v.string(), v.uuid()),
  name: v.pipe(v.string(), v.maxLength(500)),
  email: v.pipe(v.string(), v.maxLength(500)),
  payment: v.pipe(v.string(), v.maxLength(40)),
})
export type CheckoutInput = v.InferOutput<typeof CheckoutInput>

/** The only payment method: a clearly labelled demonstration that takes no money. */
export const DEMO_PAYMENT = 'demo'

export const CHECKOUT_NAME_MAX = 120
export const CHECKOUT_EMAIL_MAX = 254
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type CheckoutFieldError = 'required' | 'email' | 'tooLong' | 'payment'

/** Field rules of the checkout form, shared by the form (before sending) and the server (deciding). */
export function checkoutFieldErrors(input: { name: string; email: string; payment: string }): Partial<Record<'name' | 'email' | 'payment', CheckoutFieldError>> {
  const errors: Partial<Record<'name' | 'email' | 'payment', CheckoutFieldError>> = {}
  const name = input.name.trim()
  const email = input.email.trim()
  if (!name) errors.name = 'required'
  else if (name.length > CHECKOUT_NAME_MAX) errors.name = 'tooLong'
  if (!email) errors.email = 'required'
  else if (email.length > CHECKOUT_EMAIL_MAX) errors.email = 'tooLong'
  else if (!EMAIL.test(email)) errors.email = 'email'
  if (input.payment !== DEMO_PAYMENT) errors.payment = 'payment'
  return errors
}

export function checkoutFieldMessage(error: CheckoutFieldError, lang: Locale): string {
  switch (error) {
    case 'required':
      return m.form_required({}, { locale: lang })
    case 'email':
      return m.form_invalid_email({}, { locale: lang })
    case 'tooLong':
      return m.webshop_field_too_long({}, { locale: lang })
    case 'payment':
      return m.webshop_field_payment({}, { locale: lang })
  }
}

/** The field errors of a checkout form as texts in the visitor's language. */
export function checkoutErrorMessages(
  input: { name: string; email: string; payment: string },
  lang: Locale,
): Partial<Record<'name' | 'email' | 'payment', string>> {
  const found = checkoutFieldErrors(input)
  const messages: Partial<Record<'name' | 'email' | 'payment', string>> = {}
  for (const field of ['name', 'email', 'payment'] as const) {
    const error = found[field]
    if (error) messages[field] = checkoutFieldMessage(error, lang)
  }
  return messages
}

export const OrderInput = v.object({ number: v.pipe(v.string(), v.regex(/^[A-Z0-9-]{6,40}$/)) })

/** What a webshop sub-path shows. Unknown sub-paths show the cart (the old shop's deep links land somewhere useful). */
export type WebshopView =
  | { kind: 'cart' }
  | { kind: 'checkout' }
  | { kind: 'order'; number: string }
  | { kind: 'event'; shopEventId: number }

export function webshopView(subPath: string | undefined): WebshopView {
  const parts = (subPath ?? '').split('/').filter(Boolean)
  const [first, second] = parts
  if (first === 'checkout' && parts.length === 1) return { kind: 'checkout' }
  if (first === 'orders' && second && parts.length === 2 && /^[A-Z0-9-]{6,40}$/.test(second)) return { kind: 'order', number: second }
  if (first === 'events' && second && parts.length === 2 && /^\d{1,10}$/.test(second) && isDbId(second)) return { kind: 'event', shopEventId: Number(second) }
  return { kind: 'cart' }
}

/** The base of the webshop path the visitor is on (/webshop, /testshop …), so links stay inside it. */
export function webshopBase(pathname: string): string {
  const first = pathname.split('/').find(Boolean)
  return first && ['webshop', 'eventim.webshop', 'test.webshop', 'testshop'].includes(first) ? `/${first}` : '/webshop'
}

/** The webshop is not localized by path; `?lang=en` shows it in English (German is the default). */
export function webshopHref(base: string, path: string, lang: Locale): string {
  const target = `${base}${path}`
  return lang === 'de' ? target : `${target}?lang=${lang}`
}
