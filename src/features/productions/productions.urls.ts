import type { Locale } from '~/contract/shared'
import { localizePathname } from '~/lib/i18n/localized-paths'

/** /de/produktionen/{slug}/{id}, /en/productions/{slug}/{id} */
export function productionUrl(lang: Locale, production: { id: number | string; slugs: { de: string; en: string } }): string {
  return localizePathname(`/${lang}/productions/${encodeURIComponent(production.slugs[lang])}/${production.id}`)
}

export function productionsUrl(lang: Locale): string {
  return localizePathname(`/${lang}/productions`)
}
