import { useMatches, useRouterState } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { localizePathname, switchPathLocale } from '~/lib/i18n/localized-paths'
import type { Locale } from '~/lib/i18n/localized-paths'
import { useLocale } from '~/lib/i18n/use-locale'
import * as styles from './header/header.css'

/**
 * The address of this page in the other language. Pages whose slugs are translated (CMS pages, events,
 * productions …) name it in their loader data as `alternates` (a page missing there leads to that language's home page);
 * all other paths only change their prefix.
 */
export function useAlternateUrl(target: Locale): string {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const matches = useMatches()
  for (const match of [...matches].reverse()) {
    const data: unknown = match.loaderData
    if (data && typeof data === 'object' && 'alternates' in data) {
      const alternates: unknown = data.alternates
      if (alternates && typeof alternates === 'object' && target in alternates) {
        const url: unknown = Object.entries(alternates).find(([locale]) => locale === target)?.[1]
        if (typeof url === 'string') return url
      }
      // the page does not exist in that language (or is offline there): its home page
      if (alternates && typeof alternates === 'object') return `/${target}`
    }
  }
  return switchPathLocale(localizePathname(pathname), target)
}

/** Shows the other language's code and goes to the same page in it. */
export function LanguageSwitch({ className = styles.languageCode }: { className?: string }) {
  const lang = useLocale()
  const other: Locale = lang === 'de' ? 'en' : 'de'
  const href = useAlternateUrl(other)
  // a full navigation: the other language has its own messages, navigation and page data
  return (
    <a className={className} href={href} hrefLang={other}>
      {/* the name includes the visible code (WCAG label in name) */}
      <span className="visually-hidden">{m.language_switch_label()} </span>
      <span lang={other}>{other.toUpperCase()}</span>
    </a>
  )
}
