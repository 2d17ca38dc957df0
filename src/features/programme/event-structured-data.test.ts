import { describe, expect, it } from 'vitest'
import type { EventDetail } from '~/contract/programme'
import { eventJsonLd } from './event-structured-data'
import { neutralIdentity } from '~/contract/identity'
import { eventIcs } from './event-ics'

function detail(extra: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 7,
    slug: 'die-moewe',
    slugs: { de: 'die-moewe', en: 'the-seagull' },
    title: 'Die Möwe',
    subtitle: 'Komödie in vier Akten',
    date_start: '2026-11-21T18:30:00.000Z',
    date_end: '2026-11-21T21:00:00.000Z',
    status: 'scheduled',
    event_type_new: null,
    room: { id: 1, name: 'Großer Saal', venue: { id: 1, name: 'Stammhaus', slug: 'stammhaus' } },
    labels: [],
    info: null,
    price_from: '18.00',
    ticket_url: '/webshop/events/100001',
    has_seat_groups: true,
    has_paid_prices: true,
    image: { url: '/media/artwork/event/1.svg', alt: 'Die Möwe' },
    production: null,
    teaser: 'Tschechows Komödie, neu gelesen; mit Livemusik.',
    description: null,
    images: [{ url: '/media/artwork/event/1.svg', alt: 'Die Möwe' }],
    cast: [{ id: 3, name: 'Anna Berg', slug: 'anna-berg', role: 'Nina' }],
    team: [],
    tags: [],
    series: null,
    currentEventData: {
      ticket_url: '/webshop/events/100001',
      seat_groups: [],
      prices: [
        { id: 1, price: '38.00', sale_type_id: 1, seat_group: 1, text: '', name: 'Vollpreis', has_discounts: true },
        { id: 2, price: '18.00', sale_type_id: 2, seat_group: 1, text: '', name: 'Ermäßigt', has_discounts: false },
      ],
      timeslots: [],
      id_jet: 100001,
      date_start: '2026-11-21T18:30:00.000Z',
    },
    ...extra,
  }
}

const IDENTITY = { ...neutralIdentity(), name: 'Theater am Hafen', organisation_url: 'https://traeger.example.org/', address: { street: 'Kai 3', postal_code: '20457', city: 'Hamburg', country: 'DE' } }

describe('event JSON-LD', () => {
  it('has the fields search engines require for an Event', () => {
    const data = eventJsonLd(detail(), 'de', '/de/programm/die-moewe/7', 'https://www.example.org', IDENTITY)
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('TheaterEvent')
    expect(data.name).toBe('Die Möwe')
    expect(data.startDate).toBe('2026-11-21T18:30:00.000Z')
    expect(data.location).toEqual({
      '@type': 'Place',
      name: 'Stammhaus, Großer Saal',
      address: { '@type': 'PostalAddress', streetAddress: 'Kai 3', postalCode: '20457', addressLocality: 'Hamburg', addressCountry: 'DE' },
    })
    expect(data.organizer).toEqual({ '@type': 'Organization', name: 'Theater am Hafen', url: 'https://traeger.example.org/' })
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled')
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: '18.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' })
    expect(data.url).toBe('https://www.example.org/de/programm/die-moewe/7')
    expect(data.image).toEqual(['https://www.example.org/media/artwork/event/1.svg'])
  })

  it('takes place at the venue itself without a room, and has no address before the settings name one', () => {
    expect(eventJsonLd(detail({ room: null }), 'de', '/x', 'https://a.b', IDENTITY).location).toMatchObject({ '@type': 'Place', name: 'Theater am Hafen' })
    expect(eventJsonLd(detail({ room: null }), 'de', '/x', 'https://a.b', neutralIdentity()).location).toEqual({ '@type': 'Place', name: 'a.b' })
  })

  it('marks cancelled and rescheduled events', () => {
    expect(eventJsonLd(detail({ status: 'cancelled' }), 'de', '/x', 'https://a.b', IDENTITY).eventStatus).toBe('https://schema.org/EventCancelled')
    expect(eventJsonLd(detail({ status: 'rescheduled' }), 'de', '/x', 'https://a.b', IDENTITY).eventStatus).toBe('https://schema.org/EventRescheduled')
    expect(eventJsonLd(detail({ status: 'soldout' }), 'de', '/x', 'https://a.b', IDENTITY).offers).toMatchObject({ availability: 'https://schema.org/SoldOut' })
  })
})

describe('add to calendar', () => {
  it('writes a valid VEVENT with escaped text and UTC times', () => {
    const ics = eventIcs(detail(), 'https://www.example.org/de/programm/die-moewe/7', 'www.example.org', new Date('2026-11-01T10:00:00Z'))
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(ics).toContain('DTSTART:20261121T183000Z')
    expect(ics).toContain('DTEND:20261121T210000Z')
    expect(ics).toContain('SUMMARY:Die Möwe')
    expect(ics).toContain('DESCRIPTION:Tschechows Komödie\\, neu gelesen\\; mit Livemusik.')
    expect(ics).toContain('UID:event-7@www.example.org')
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true)
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  })
})
