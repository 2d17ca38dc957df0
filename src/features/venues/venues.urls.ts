import type { Locale } from '~/contract/shared'

export function venueUrl(lang: Locale, venue: { id: number; slugs: { de: string; en: string } }): string {
  return `/${lang}/venues/${encodeURIComponent(venue.slugs[lang])}/${venue.id}`
}

/** An OpenStreetMap link to the place (no embedded map: nothing loads from a third party until the visitor asks). */
export function openStreetMapUrl(latitude: number, longitude: number, zoom = 17): string {
  const lat = latitude.toFixed(5)
  const lon = longitude.toFixed(5)
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`
}
