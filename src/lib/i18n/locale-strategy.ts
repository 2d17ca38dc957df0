// Paraglide reads the locale from the first path segment on both sides; routing owns the URL.
import { defineCustomClientStrategy, defineCustomServerStrategy } from '~/paraglide/runtime'
import { localeFromPathname } from './localized-paths'

defineCustomServerStrategy('custom-url', {
  getLocale: (request) => (request ? localeFromPathname(new URL(request.url).pathname) : undefined),
})

defineCustomClientStrategy('custom-url', {
  getLocale: () => (typeof window === 'undefined' ? undefined : localeFromPathname(window.location.pathname)),
  // the language switch navigates; there is nothing to store
  setLocale: () => undefined,
})
