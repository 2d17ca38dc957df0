import type { VenueDetail } from '~/contract/sections'
import { absoluteUrl } from '~/features/productions/production-structured-data'
import { openStreetMapUrl } from './venues.urls'

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** HH:MM:SS → HH:MM */
function hhmm(time: string | null): string | null {
  return time ? time.slice(0, 5) : null
}

/** A venue as a schema.org PerformingArtsTheater (a Place): address, geo, contact, map, rooms and opening hours. */
export function venueJsonLd(venue: VenueDetail, pageUrl: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'PerformingArtsTheater',
    name: venue.name,
    url: absoluteUrl(pageUrl, origin),
    ...(venue.description ? { description: venue.description } : {}),
    ...(venue.image ? { image: absoluteUrl(venue.image.url, origin) } : {}),
    address: { '@type': 'PostalAddress', streetAddress: venue.street, postalCode: venue.postcode, addressLocality: venue.city, addressCountry: 'DE' },
    ...(venue.latitude !== null && venue.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: venue.latitude, longitude: venue.longitude }, hasMap: openStreetMapUrl(venue.latitude, venue.longitude) }
      : {}),
    ...(venue.phone ? { telephone: venue.phone } : {}),
    ...(venue.email ? { email: venue.email } : {}),
    ...(venue.website ? { sameAs: venue.website } : {}),
    containsPlace: venue.rooms.map((room) => ({ '@type': 'Place', name: room.name })),
    openingHoursSpecification: venue.opening_hours.flatMap((entry) => {
      const opens = hhmm(entry.time_from)
      const closes = hhmm(entry.time_to)
      if (entry.closed || !opens || !closes) return []
      return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${DAYS[entry.weekday] ?? 'Monday'}`, opens, closes }]
    }),
  }
}
