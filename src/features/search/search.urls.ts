import type { SearchCategory } from '~/contract/search'
import type { Locale } from '~/contract/shared'

/**
 * The search page for a text: `/{lang}/search/{category?}/{page?}?q=` (spec platform.md §2); the first page of all
 * categories is the plain `/{lang}/search?q=`, a new search starts there.
 */
export function searchUrl(lang: Locale, query: string, category: SearchCategory = 'all', page = 1): string {
  const path = category === 'all' && page === 1 ? '' : page === 1 ? `/${category}` : `/${category}/${page}`
  return `/${lang}/search${path}?q=${encodeURIComponent(query.trim())}`
}
