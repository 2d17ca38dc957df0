import { describe, expect, it } from 'vitest'
import { moveItem } from './move-item'

describe('moveItem', () => {
  it('moves an item up and down, keeps the others in order and leaves the list itself alone', () => {
    const list = ['a', 'b', 'c', 'd']
    expect(moveItem(list, 2, -1)).toEqual(['a', 'c', 'b', 'd'])
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c', 'd'])
    expect(moveItem(list, 3, -3)).toEqual(['d', 'a', 'b', 'c'])
    expect(list).toEqual(['a', 'b', 'c', 'd'])
  })

  it('stops at the ends and ignores an index outside the list', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b'])
    expect(moveItem(['a', 'b'], 7, -1)).toEqual(['a', 'b'])
  })
})
