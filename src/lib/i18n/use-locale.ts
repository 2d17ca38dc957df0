import { useRouterState } from '@tanstack/react-router'
import { baseLocale, isLocale, localeFromPathname } from './localized-paths'
import type { Locale } from './localized-paths'

/** The page's language: the first path segment, else `?lang=` (webshop, hub), else German. */
export function useLocale(): Locale {
  return useRouterState({
    select: (state) => {
      const search: unknown = state.location.search
      const lang = search && typeof search === 'object' && 'lang' in search ? search.lang : undefined
      return localeFromPathname(state.location.pathname) ?? (isLocale(lang) ? lang : baseLocale)
    },
  })
}
