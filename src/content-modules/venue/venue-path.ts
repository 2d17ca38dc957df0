import type { Locale } from '~/contract/shared'

/** The venue detail route (platform.md §2): /{lang}/venues/{slug}/{id}. */
export function venuePath(locale: Locale, venue: { id: number | string; slug: string }): string {
  return `/${locale}/venues/${encodeURIComponent(venue.slug)}/${venue.id}`
}
