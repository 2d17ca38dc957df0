import { describe, expect, it } from 'vitest'
import { emptyCounts } from '~/server/search/query.server'
import { markedParts } from './marked-text'
import { pageWindow, visibleCategories } from './SearchPage'
import { searchUrl } from './search.urls'

describe('search page helpers', () => {
  it('builds the search addresses: a new search is all categories, page 1', () => {
    expect(searchUrl('de', ' Die Möwe ')).toBe('/de/search?q=Die%20M%C3%B6we')
    expect(searchUrl('en', 'opera', 'events')).toBe('/en/search/events?q=opera')
    expect(searchUrl('en', 'opera', 'events', 3)).toBe('/en/search/events/3?q=opera')
    expect(searchUrl('de', 'a&b', 'all', 2)).toBe('/de/search/all/2?q=a%26b')
  })

  it('splits marked text into plain parts, never markup', () => {
    expect(markedParts('Die \uE000Dreigroschenoper\uE001 <b>')).toEqual([
      { text: 'Die ', marked: false },
      { text: 'Dreigroschenoper', marked: true },
      { text: ' <b>', marked: false },
    ])
    expect(markedParts('')).toEqual([])
  })

  it('shows a window of page numbers with the first and the last', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20])
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4])
  })

  it('shows all and events always, finer categories when they hold hits', () => {
    const counts = { ...emptyCounts(), all: 3, events: 1, others: 2, productions: 2 }
    expect(visibleCategories(counts, 'all')).toEqual(['all', 'events', 'productions'])
    expect(visibleCategories(counts, 'people')).toEqual(['all', 'events', 'productions', 'people'])
    expect(visibleCategories(counts, 'others')).toEqual(['all', 'events', 'others', 'productions'])
  })
})
