import type { Locale } from '~/contract/shared'

/** /{lang}/series/{slug}/{id}; the slug may be left out of an address, the canonical one carries it. */
export function seriesUrl(lang: Locale, series: { id: number; slugs: { de: string; en: string } }): string {
  return `/${lang}/series/${encodeURIComponent(series.slugs[lang])}/${series.id}`
}

/** The section's base path: the editors' overview page of all subscriptions (spec programme.md §9). */
export function seriesOverviewUrl(lang: Locale): string {
  return `/${lang}/abonnements`
}
