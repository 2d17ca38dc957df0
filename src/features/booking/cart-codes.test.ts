import { describe, expect, it } from 'vitest'
import { CART_CODES, cartErrorLines, cartErrorTexts } from './cart-codes'

describe('cart error texts', () => {
  it('-214: not enough seats, the hint and the code', () => {
    expect(cartErrorTexts(CART_CODES.notEnoughSeats, 'en')).toEqual([
      "Unfortunately, that didn't work.",
      'Not enough (connected) seats found.',
      'Please try to buy your tickets in the web shop.',
      'Error -214',
    ])
  })

  it('-204: no current reservation', () => {
    expect(cartErrorTexts(-204, 'de')).toEqual([
      'Das hat leider nicht geklappt.',
      'Keine aktuelle Reservierung.',
      'Bitte versuchen Sie, Ihre Karten direkt im Webshop zu kaufen.',
      'Fehler -204',
    ])
  })

  it('other codes show only the hint and "Error <code>"', () => {
    expect(cartErrorLines(-301)).toEqual([{ kind: 'failed' }, { kind: 'hint' }, { kind: 'code', code: -301 }])
  })

  it('without an integer code there is no "Error" line', () => {
    expect(cartErrorLines(null)).toEqual([{ kind: 'failed' }, { kind: 'hint' }])
    expect(cartErrorLines(undefined)).toEqual([{ kind: 'failed' }, { kind: 'hint' }])
    expect(cartErrorLines(1.5)).toEqual([{ kind: 'failed' }, { kind: 'hint' }])
    expect(cartErrorLines('-214')).toEqual([{ kind: 'failed' }, { kind: 'hint' }])
  })
})
