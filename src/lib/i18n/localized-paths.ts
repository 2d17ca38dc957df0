import { locales } from '~/contract/shared'
import type { Locale } from '~/contract/shared'

export { locales }
export type { Locale }
export const baseLocale: Locale = 'de'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/**
 * Sections whose first path segment differs per language. The route tree uses the canonical key;
 * visitors see the localized segment (`/de/programm` ↔ `/en/events`).
 */
export const localizedSections = {
  events: { de: 'programm', en: 'events' },
  productions: { de: 'produktionen', en: 'productions' },
  magazine: { de: 'mediathek-de', en: 'mediathek-en' },
} as const satisfies Record<string, Record<Locale, string>>

type SectionKey = keyof typeof localizedSections
const sectionKeys = Object.keys(localizedSections).filter((key): key is SectionKey => key in localizedSections)

/** Where a canonical segment typed in the wrong language is sent: the not-found route. */
const NOT_FOUND_SEGMENT = '404'

/** Pages without a language prefix (webshop, hub) take `?lang=en`; the prefix wins where there is one. */
export function localeFromUrl(url: URL): Locale | undefined {
  const lang = url.searchParams.get('lang')
  return localeFromPathname(url.pathname) ?? (isLocale(lang) ? lang : undefined)
}

export function localeFromPathname(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1]
  return isLocale(first) ? first : undefined
}

function splitPath(pathname: string): { locale: Locale; segment: string; rest: string[] } | null {
  const [, first, segment = '', ...rest] = pathname.split('/')
  if (!isLocale(first)) return null
  return { locale: first, segment, rest }
}

/** Visitor URL path → route tree path (`/en/events/x/1` and `/de/programm/x/1` → `/{lang}/events/x/1`). */
export function canonicalizePathname(pathname: string): string {
  const parts = splitPath(pathname)
  if (!parts || parts.segment === '') return pathname
  const { locale, segment, rest } = parts
  const fromLocalized = sectionKeys.find((key) => localizedSections[key][locale] === segment)
  if (fromLocalized) return ['', locale, fromLocalized, ...rest].join('/')
  // a canonical key that is not this language's segment (e.g. /de/events) is not a valid address
  if (sectionKeys.some((key) => key === segment)) return ['', locale, NOT_FOUND_SEGMENT].join('/')
  return pathname
}

/** Route tree path → visitor URL path. */
export function localizePathname(pathname: string): string {
  const parts = splitPath(pathname)
  if (!parts || parts.segment === '') return pathname
  const { locale, segment, rest } = parts
  const key = sectionKeys.find((candidate) => candidate === segment)
  if (!key) return pathname
  return ['', locale, localizedSections[key][locale], ...rest].join('/')
}

/** The same visitor path in another language, for paths whose remaining segments do not depend on language. */
export function switchPathLocale(pathname: string, target: Locale): string {
  const canonical = canonicalizePathname(pathname)
  const parts = splitPath(canonical)
  // pages without a language prefix (webshop, hub) take the language as ?lang=
  if (!parts) return `${pathname}?lang=${target}`
  const [, , ...tail] = canonical.split('/')
  return localizePathname(['', target, ...tail].join('/'))
}

/** Accept-Language → de or en; German unless English is preferred over German. */
export function preferredLocale(request: Request): Locale {
  const header = request.headers.get('accept-language') ?? ''
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.find((param) => param.trim().startsWith('q='))
      return { lang: tag.slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 }
    })
    .filter((entry) => isLocale(entry.lang))
    .sort((a, b) => b.q - a.q)
  const first = ranked[0]?.lang
  return isLocale(first) ? first : baseLocale
}

