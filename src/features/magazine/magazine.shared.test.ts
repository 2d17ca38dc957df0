import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ArticleFilter, parseIdList } from './magazine.shared'

describe('magazine filters', () => {
  it('takes one numeric category or tag', () => {
    expect(v.parse(ArticleFilter, { category: '3' })).toEqual({ category: 3 })
    expect(v.safeParse(ArticleFilter, { tag: 'premiere' }).success).toBe(false)
  })

  it('reads a list of teaser ids in order, without duplicates, at most twenty', () => {
    expect(parseIdList('12,4,12,9')).toEqual([12, 4, 9])
    expect(parseIdList(undefined)).toEqual([])
    expect(parseIdList(Array.from({ length: 30 }, (_, n) => n + 1).join(','))).toHaveLength(20)
  })
})
