import { hashKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { queryKeyHash } from './query-key-hash'

describe('queryKeyHash', () => {
  it('writes every key exactly as hashKey does', () => {
    const keys: unknown[][] = [
      ['site', 'settings'],
      ['programme', 'events', 'de', {}],
      ['programme', 'events', 'de', { type: 'tanz', date: '2026-12-03', room: 4 }],
      ['programme', 'calendar', 'en', { room: undefined, date: null, tag: 'oper', a: true }],
      ['x', 1, null, undefined, false, 'ü "quoted" </script>'],
      ['nested', { filter: { b: 2, a: 1 } }],
      ['list', [3, 1, { z: 1, a: 2 }]],
      ['date', new Date(0)],
      ['map', new Map([['a', 1]])],
      [{ z: 'last', a: 'first', m: { y: 1, b: 2 } }],
      [],
    ]
    for (const key of keys) expect(queryKeyHash(key)).toBe(hashKey(key))
  })

  it('sorts the members of a plain object, so that their order does not matter', () => {
    expect(queryKeyHash(['f', { b: 1, a: 2 }])).toBe('["f",{"a":2,"b":1}]')
    expect(queryKeyHash(['f', { b: 1, a: 2 }])).toBe(queryKeyHash(['f', { a: 2, b: 1 }]))
  })
})
