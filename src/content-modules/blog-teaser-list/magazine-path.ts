import type { Locale } from '~/contract/shared'
import { localizedSections } from '~/lib/i18n/localized-paths'

/** A magazine article: /de/mediathek-de/{slug}/{id}, /en/mediathek-en/{slug}/{id}. */
export function articlePath(locale: Locale, article: { id: number; slug: string }): string {
  return `/${locale}/${localizedSections.magazine[locale]}/${encodeURIComponent(article.slug)}/${article.id}`
}

