import { useRouterState } from '@tanstack/react-router'
import { baseLocale, localeFromPathname } from './localized-paths'
import type { Locale } from './localized-paths'

/** The page's language, from the first path segment (webshop and hub pages fall back to German). */
export function useLocale(): Locale {
  return useRouterState({ select: (state) => localeFromPathname(state.location.pathname) ?? baseLocale })
}
