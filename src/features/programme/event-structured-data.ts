import type { EventDetail } from '~/contract/programme'
import type { Locale } from '~/contract/shared'
import type { SiteIdentity } from '~/contract/identity'
import { appConfig } from '../../../app.config'
import { eventLocationJsonLd, organizerJsonLd } from '~/features/site/identity.shared'

const STATUS: Record<string, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  rescheduled: 'https://schema.org/EventRescheduled',
  postponed: 'https://schema.org/EventPostponed',
  soldout: 'https://schema.org/EventScheduled',
}

/** schema.org Event (a TheaterEvent) for search engines: status, place (at the venue's address), offers and performers. */
export function eventJsonLd(event: EventDetail, lang: Locale, pageUrl: string, origin: string, identity: SiteIdentity) {
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
    location: eventLocationJsonLd(identity, origin, event.room),
    organizer: organizerJsonLd(identity, origin),
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
