// Paraglide reads the locale from the first path segment on both sides; routing owns the URL.
import { defineCustomClientStrategy, defineCustomServerStrategy } from '~/paraglide/runtime'
import type { Locale } from '~/contract/shared'
import { localeFromUrl } from './localized-paths'

defineCustomServerStrategy('custom-url', {
  getLocale: (request) => (request ? localeFromUrl(new URL(request.url)) : undefined),
})

// every message a component says asks for the locale: the address is read anew only when it has changed
let readFrom: string | undefined
let readLocale: Locale | undefined
function browserLocale(): Locale | undefined {
  if (typeof window === 'undefined') return undefined
  const href = window.location.href
  if (href !== readFrom) {
    readLocale = localeFromUrl(new URL(href))
    readFrom = href
  }
  return readLocale
}

defineCustomClientStrategy('custom-url', {
  getLocale: browserLocale,
  // the language switch navigates; there is nothing to store
  setLocale: () => undefined,
})
