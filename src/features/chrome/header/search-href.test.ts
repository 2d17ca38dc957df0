import { describe, expect, it } from 'vitest'
import { searchHref } from './search-href'

describe('search submit', () => {
  it('goes to the search page with the text as q', () => {
    expect(searchHref('de', 'Sommer nachtstraum')).toBe('/de/search?q=Sommer%20nachtstraum')
    expect(searchHref('en', '  Tanz & Musik ')).toBe('/en/search?q=Tanz%20%26%20Musik')
  })

  it('does nothing for empty text', () => {
    expect(searchHref('de', '')).toBeNull()
    expect(searchHref('de', '   ')).toBeNull()
  })
})
