import { describe, expect, it } from 'vitest'
import { canonicalizePathname, localeFromPathname, localeFromUrl, localizePathname, switchPathLocale } from './localized-paths'

describe('localized section paths', () => {
  it('maps each language segment to the canonical route and back', () => {
    expect(canonicalizePathname('/de/programm')).toBe('/de/events')
    expect(canonicalizePathname('/en/events/jazz-night/12')).toBe('/en/events/jazz-night/12')
    expect(canonicalizePathname('/de/mediathek-de/tags')).toBe('/de/magazine/tags')
    expect(localizePathname('/de/events/jazz/12')).toBe('/de/programm/jazz/12')
    expect(localizePathname('/en/magazine')).toBe('/en/mediathek-en')
    expect(localizePathname('/de/team/anna/3')).toBe('/de/team/anna/3')
  })

  it('sends a section segment of the other language to the not-found route', () => {
    expect(canonicalizePathname('/de/events')).toBe('/de/404')
    expect(canonicalizePathname('/en/programm')).toBe('/en/programm')
    expect(canonicalizePathname('/de/productions/x/1')).toBe('/de/404')
  })

  it('leaves unprefixed and other paths alone', () => {
    expect(canonicalizePathname('/webshop/cart')).toBe('/webshop/cart')
    expect(canonicalizePathname('/de')).toBe('/de')
    expect(canonicalizePathname('/de/ueber-uns/geschichte')).toBe('/de/ueber-uns/geschichte')
  })

  it('switches the language of a path', () => {
    expect(switchPathLocale('/de/programm', 'en')).toBe('/en/events')
    expect(switchPathLocale('/en/productions', 'de')).toBe('/de/produktionen')
    expect(switchPathLocale('/en/team', 'de')).toBe('/de/team')
    expect(switchPathLocale('/webshop/checkout', 'en')).toBe('/webshop/checkout?lang=en')
  })

  it('reads the locale from the first segment only', () => {
    expect(localeFromPathname('/en/events')).toBe('en')
    expect(localeFromPathname('/fr/x')).toBeUndefined()
    expect(localeFromPathname('/webshop')).toBeUndefined()
  })

  it('lets pages without a prefix take ?lang=, the prefix winning', () => {
    expect(localeFromUrl(new URL('http://x/webshop?lang=en'))).toBe('en')
    expect(localeFromUrl(new URL('http://x/webshop?lang=fr'))).toBeUndefined()
    expect(localeFromUrl(new URL('http://x/de/programm?lang=en'))).toBe('de')
  })
})
