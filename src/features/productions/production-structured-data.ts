import type { EventListItem } from '~/contract/programme'
import type { ProductionDetail } from '~/contract/sections'
import type { Locale } from '~/contract/shared'
import { eventUrl } from '~/features/programme/programme.urls'
import type { SiteIdentity } from '~/contract/identity'
import { appConfig } from '../../../app.config'
import { eventLocationJsonLd, organizerJsonLd } from '~/features/site/identity.shared'

const EVENT_STATUS: Record<string, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  rescheduled: 'https://schema.org/EventRescheduled',
  postponed: 'https://schema.org/EventPostponed',
  soldout: 'https://schema.org/EventScheduled',
}

export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).toString()
}

export function organizer(identity: SiteIdentity, origin: string) {
  return organizerJsonLd(identity, origin)
}

/** One date of a production or series as a schema.org event (TheaterEvent, or ExhibitionEvent for exhibitions). */
export function subEventJsonLd(event: EventListItem, lang: Locale, origin: string, identity: SiteIdentity, type: 'TheaterEvent' | 'ExhibitionEvent' = 'TheaterEvent') {
  const price = event.price_from === null ? null : Number(event.price_from)
  const available = event.status !== 'cancelled' && event.status !== 'soldout'
  return {
    '@type': type,
    name: event.title,
    url: absoluteUrl(eventUrl(lang, event), origin),
    startDate: event.date_start,
    ...(event.date_end ? { endDate: event.date_end } : {}),
    eventStatus: EVENT_STATUS[event.status] ?? EVENT_STATUS.scheduled,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: eventLocationJsonLd(identity, origin, event.room),
    ...(price !== null && Number.isFinite(price) && price > 0
      ? {
          offers: {
            '@type': 'Offer',
            url: absoluteUrl(event.ticket_url ?? eventUrl(lang, event), origin),
            price: price.toFixed(2),
            priceCurrency: appConfig.design.parsers.currency,
            availability: available ? 'https://schema.org/InStock' : event.status === 'soldout' ? 'https://schema.org/SoldOut' : 'https://schema.org/Discontinued',
          },
        }
      : {}),
  }
}

/**
 * A production as a schema.org EventSeries: its run, images and people, with each upcoming date as a sub-event
 * (TheaterEvent; ExhibitionEvent for exhibitions).
 */
export function productionJsonLd(production: ProductionDetail, lang: Locale, pageUrl: string, origin: string, identity: SiteIdentity) {
  const type = production.kind === 'exhibition' ? 'ExhibitionEvent' : 'TheaterEvent'
  return {
    '@context': 'https://schema.org',
    '@type': 'EventSeries',
    name: production.title,
    ...(production.teaser ?? production.subtitle ? { description: production.teaser ?? production.subtitle } : {}),
    url: absoluteUrl(pageUrl, origin),
    inLanguage: lang,
    ...(production.date_from ? { startDate: production.date_from } : {}),
    ...(production.date_to ? { endDate: production.date_to } : {}),
    image: production.images.map((image) => absoluteUrl(image.url, origin)),
    organizer: organizer(identity, origin),
    performer: production.cast.map((person) => ({ '@type': 'Person', name: person.name })),
    contributor: production.team.map((person) => ({ '@type': 'Person', name: person.name, jobTitle: person.role })),
    keywords: production.tags.map((tag) => tag.name).join(', ') || undefined,
    subEvent: production.events.map((event) => subEventJsonLd(event, lang, origin, identity, type)),
  }
}
