import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from './search-params'

/** Texts the site's addresses carry and texts meant to trip a reader of JSON. */
const TEXTS = [
  '03-12-2026', '2026-12-03', '12', '-3', '0', '0123', '1.5', '1.', '.5', '1e5', '1E+5', '-', '12abc', '12 ', ' 12', '\u00a012',
  'true', 'false', 'null', 'truex', 'fa', 'nu', 'tr', '"quoted"', '"open', '[1,2]', '[1,', '{"a":1}', '{a}', '', 'Der Sturm',
  'a&b=c', '%00', 'über', 'NaN', 'Infinity', '0x10', '1_000',
]

describe('search parameters', () => {
  it('reads every text as the router’s default does', () => {
    for (const text of TEXTS) {
      const search = `?value=${encodeURIComponent(text)}&date=${encodeURIComponent(text)}&value=x`
      expect(parseSearch(search), text).toEqual(defaultParseSearch(search))
      expect(parseSearch(`value=${encodeURIComponent(text)}`), text).toEqual(defaultParseSearch(`value=${encodeURIComponent(text)}`))
    }
  })

  it('writes every value as the router’s default does, and reads it back', () => {
    const values: unknown[] = [...TEXTS, 12, -1.5, true, false, null, [1, 'a'], { a: 1, b: ['x'] }, undefined]
    for (const value of values) {
      const search = { date: value, room: 3 }
      expect(stringifySearch(search), String(value)).toBe(defaultStringifySearch(search))
      if (value !== undefined) expect(parseSearch(stringifySearch(search)), String(value)).toEqual(defaultParseSearch(defaultStringifySearch(search)))
    }
    expect(stringifySearch({})).toBe('')
  })

  it('reads random texts as the default does', () => {
    const alphabet = '0123456789-+.eE"[]{}, tfrunalsx:'
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31)
    for (let round = 0; round < 2000; round++) {
      const text = Array.from({ length: 1 + (next() % 8) }, () => alphabet[next() % alphabet.length]).join('')
      const search = `?v=${encodeURIComponent(text)}`
      expect(parseSearch(search), text).toEqual(defaultParseSearch(search))
      expect(stringifySearch({ v: text }), text).toBe(defaultStringifySearch({ v: text }))
    }
  })
})
