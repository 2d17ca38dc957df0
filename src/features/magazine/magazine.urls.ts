import type { Locale } from '~/contract/shared'
import { localizePathname } from '~/lib/i18n/localized-paths'

type Slugged = { id: number; slugs: { de: string; en: string } }

/** /de/mediathek-de, /en/mediathek-en */
export function magazineUrl(lang: Locale): string {
  return localizePathname(`/${lang}/magazine`)
}

export function articleUrl(lang: Locale, article: { id: number | string; slugs: { de: string; en: string } }): string {
  return localizePathname(`/${lang}/magazine/${encodeURIComponent(article.slugs[lang])}/${article.id}`)
}

export function categoryUrl(lang: Locale, category: Slugged): string {
  return localizePathname(`/${lang}/magazine/categories/${encodeURIComponent(category.slugs[lang])}/${category.id}`)
}

export function tagsUrl(lang: Locale): string {
  return localizePathname(`/${lang}/magazine/tags`)
}

export function tagUrl(lang: Locale, tag: Slugged): string {
  return localizePathname(`/${lang}/magazine/tags/${encodeURIComponent(tag.slugs[lang])}/${tag.id}`)
}
