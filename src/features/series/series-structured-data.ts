import type { SeriesDetail } from '~/contract/sections'
import type { Locale } from '~/contract/shared'
import type { SiteIdentity } from '~/contract/identity'
import { absoluteUrl, organizer, subEventJsonLd } from '~/features/productions/production-structured-data'

/** A series (subscription) as a schema.org EventSeries of TheaterEvents. */
export function seriesJsonLd(series: SeriesDetail, lang: Locale, pageUrl: string, origin: string, identity: SiteIdentity) {
  const first = series.events[0]
  const last = series.events[series.events.length - 1]
  return {
    '@context': 'https://schema.org',
    '@type': 'EventSeries',
    name: series.name,
    ...(series.description ? { description: series.description } : {}),
    url: absoluteUrl(pageUrl, origin),
    inLanguage: lang,
    ...(series.image ? { image: [absoluteUrl(series.image.url, origin)] } : {}),
    ...(first ? { startDate: first.date_start } : {}),
    ...(last ? { endDate: last.date_end ?? last.date_start } : {}),
    organizer: organizer(identity, origin),
    subEvent: series.events.map((event) => subEventJsonLd(event, lang, origin, identity)),
  }
}
