import type { EventDetail } from '~/contract/programme'
import type { Locale } from '~/contract/shared'
import { appConfig } from '../../../app.config'

const STATUS: Record<string, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  rescheduled: 'https://schema.org/EventRescheduled',
  postponed: 'https://schema.org/EventPostponed',
  soldout: 'https://schema.org/EventScheduled',
}

/** schema.org Event (a TheaterEvent) for search engines: status, place, offers and performers. */
export function eventJsonLd(event: EventDetail, lang: Locale, pageUrl: string, origin: string) {
  const absolute = (path: string) => new URL(path, origin).toString()
  const available = event.status !== 'cancelled' && event.status !== 'soldout'
  const paid = event.currentEventData.prices.filter((price) => Number(price.price) > 0)
  const lowest = paid.length ? Math.min(...paid.map((price) => Number(price.price))) : event.price_from ? Number(event.price_from) : null
  return {
    '@context': 'https://schema.org',
    '@type': 'TheaterEvent',
    name: event.title,
    description: event.teaser ?? event.subtitle ?? undefined,
    url: absolute(pageUrl),
    inLanguage: lang,
    startDate: event.date_start,
    ...(event.date_end ? { endDate: event.date_end } : {}),
    eventStatus: STATUS[event.status] ?? STATUS.scheduled,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    image: event.images.map((image) => absolute(image.url)),
    location: event.room
      ? { '@type': 'Place', name: `${event.room.venue.name}, ${event.room.name}`, address: { '@type': 'PostalAddress', addressLocality: appConfig.site.name } }
      : { '@type': 'Place', name: appConfig.site.name },
    organizer: { '@type': 'Organization', name: appConfig.site.name, url: appConfig.site.organisationUrl },
    performer: event.cast.map((person) => ({ '@type': 'Person', name: person.name })),
    ...(lowest !== null
      ? {
          offers: {
            '@type': 'Offer',
            url: absolute(event.ticket_url ?? pageUrl),
            price: lowest.toFixed(2),
            priceCurrency: appConfig.design.parsers.currency,
            availability: available ? 'https://schema.org/InStock' : event.status === 'soldout' ? 'https://schema.org/SoldOut' : 'https://schema.org/Discontinued',
          },
        }
      : {}),
  }
}
