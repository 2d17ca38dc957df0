// Paraglide reads the locale from the first path segment on both sides; routing owns the URL.
import { defineCustomClientStrategy, defineCustomServerStrategy } from '~/paraglide/runtime'
import { localeFromUrl } from './localized-paths'

defineCustomServerStrategy('custom-url', {
  getLocale: (request) => (request ? localeFromUrl(new URL(request.url)) : undefined),
})

defineCustomClientStrategy('custom-url', {
  getLocale: () => (typeof window === 'undefined' ? undefined : localeFromUrl(new URL(window.location.href))),
  // the language switch navigates; there is nothing to store
  setLocale: () => undefined,
})
