import { describe, expect, it } from 'vitest'
import { checkoutErrorMessages, checkoutFieldErrors, webshopBase, webshopHref, webshopView } from './webshop.shared'
import { dueAnnouncement, formatCountdown, secondsLeft } from './countdown'

describe('webshop paths', () => {
  it('shows the cart at the root and at unknown sub-paths', () => {
    expect(webshopView(undefined)).toEqual({ kind: 'cart' })
    expect(webshopView('cart/step-2')).toEqual({ kind: 'cart' })
    expect(webshopView('checkout')).toEqual({ kind: 'checkout' })
    expect(webshopView('orders/F261121-ABC234')).toEqual({ kind: 'order', number: 'F261121-ABC234' })
    expect(webshopView('events/990001')).toEqual({ kind: 'event', shopEventId: 990001 })
    expect(webshopView('events/abc')).toEqual({ kind: 'cart' })
  })

  it('keeps links inside the webshop path the visitor is on, with the language', () => {
    expect(webshopBase('/testshop/a/b')).toBe('/testshop')
    expect(webshopBase('/eventim.webshop')).toBe('/eventim.webshop')
    expect(webshopBase('/eventim-template')).toBe('/webshop')
    expect(webshopHref('/webshop', '/checkout', 'de')).toBe('/webshop/checkout')
    expect(webshopHref('/webshop', '/checkout', 'en')).toBe('/webshop/checkout?lang=en')
  })
})

describe('checkout fields', () => {
  it('needs a name, a valid e-mail address and the demo payment', () => {
    expect(checkoutFieldErrors({ name: ' ', email: 'nope', payment: '' })).toEqual({ name: 'required', email: 'email', payment: 'payment' })
    expect(checkoutFieldErrors({ name: 'Ada', email: 'ada@example.org', payment: 'demo' })).toEqual({})
  })

  it('says so in the visitor language', () => {
    expect(checkoutErrorMessages({ name: '', email: '', payment: 'demo' }, 'de')).toEqual({ name: 'Dieses Feld ist erforderlich!', email: 'Dieses Feld ist erforderlich!' })
    expect(checkoutErrorMessages({ name: 'Ada', email: 'x@', payment: 'demo' }, 'en')).toEqual({ email: 'Invalid e-mail address!' })
  })
})

describe('hold countdown', () => {
  const clock = { expiresAt: '2026-11-21T12:15:00.000Z', serverNow: '2026-11-21T12:00:00.000Z', receivedAt: 1_000_000 }

  it('counts down to the real expiry by the server clock, whatever the browser clock says', () => {
    expect(secondsLeft(clock, 1_000_000)).toBe(900)
    expect(secondsLeft(clock, 1_000_000 + 60_500)).toBe(840)
    expect(secondsLeft(clock, 1_000_000 + 901_000)).toBe(0)
  })

  it('formats minutes and seconds', () => {
    expect(formatCountdown(900)).toBe('15:00')
    expect(formatCountdown(65)).toBe('1:05')
    expect(formatCountdown(-3)).toBe('0:00')
  })

  it('announces only when crossing 10, 5, 2 and 1 minutes', () => {
    expect(dueAnnouncement(601, 600)).toBe(10)
    expect(dueAnnouncement(600, 599)).toBe(null)
    expect(dueAnnouncement(61, 60)).toBe(1)
  })
})
