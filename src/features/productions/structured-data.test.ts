import { describe, expect, it } from 'vitest'
import type { EventListItem } from '~/contract/programme'
import type { ArticleDetail, PersonDetail, ProductionDetail, SeriesDetail, VenueDetail } from '~/contract/sections'
import { productionJsonLd } from './production-structured-data'
import { jsonLdScript } from './detail-head'
import { seriesJsonLd } from '~/features/series/series-structured-data'
import { articleJsonLd } from '~/features/magazine/article-structured-data'
import { personJsonLd } from '~/features/team/person-structured-data'
import { venueJsonLd } from '~/features/venues/venue-structured-data'
import { neutralIdentity } from '~/contract/identity'

const ORIGIN = 'https://www.example.org'
/** A venue's settings: what organizer, publisher and places are built from. */
const IDENTITY = { ...neutralIdentity(), name: 'Theater am Hafen', organisation_url: 'https://traeger.example.org/', logo: '/media/library/4/logo.svg' }

function event(id: number, extra: Partial<EventListItem> = {}): EventListItem {
  return {
    id,
    slug: `der-sturm-${id}`,
    slugs: { de: `der-sturm-${id}`, en: `the-tempest-${id}` },
    title: 'Der Sturm',
    subtitle: null,
    date_start: `2026-11-2${id}T18:30:00.000Z`,
    date_end: null,
    status: 'scheduled',
    event_type_new: null,
    room: { id: 1, name: 'Großer Saal', venue: { id: 1, name: 'Großes Haus', slug: 'grosses-haus' } },
    labels: [],
    info: null,
    price_from: '18.00',
    ticket_url: null,
    has_seat_groups: true,
    has_paid_prices: true,
    image: null,
    production: { id: 4, slug: 'der-sturm', title: 'Der Sturm' },
    ...extra,
  }
}

const production: ProductionDetail = {
  id: 4,
  slug: 'der-sturm',
  slugs: { de: 'der-sturm', en: 'the-tempest' },
  kind: 'show',
  title: 'Der Sturm',
  subtitle: 'Von William Shakespeare',
  teaser: 'Prospero ruft ein letztes Mal die Geister.',
  date_from: '2026-10-02',
  date_to: '2027-03-21',
  season: { id: 1, name: '2026/27' },
  exhibition_type: null,
  tags: [{ id: 1, name: 'Klassiker' }],
  image: { url: '/media/artwork/production/1.svg', alt: 'Der Sturm' },
  description: null,
  images: [{ url: '/media/artwork/production/1.svg', alt: 'Der Sturm' }],
  duration: null,
  cast: [{ id: 3, name: 'Marlene Kühn', slug: 'marlene-kuehn', role: 'Prospero' }],
  team: [{ id: 5, name: 'Nora Lindqvist', slug: 'nora-lindqvist', role: 'Regie' }],
  events: [event(1), event(2, { status: 'cancelled' })],
}

describe('production JSON-LD', () => {
  it('is an EventSeries of TheaterEvents with run, people and offers', () => {
    const data = productionJsonLd(production, 'de', '/de/produktionen/der-sturm/4', ORIGIN, IDENTITY)
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('EventSeries')
    expect(data.url).toBe('https://www.example.org/de/produktionen/der-sturm/4')
    expect(data.startDate).toBe('2026-10-02')
    expect(data.endDate).toBe('2027-03-21')
    expect(data.performer).toEqual([{ '@type': 'Person', name: 'Marlene Kühn' }])
    expect(data.subEvent).toHaveLength(2)
    expect(data.subEvent[0]).toMatchObject({
      '@type': 'TheaterEvent',
      url: 'https://www.example.org/de/programm/der-sturm-1/1',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Großes Haus, Großer Saal' },
      offers: { price: '18.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    })
    expect(data.subEvent[1]).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled', offers: { availability: 'https://schema.org/Discontinued' } })
  })

  it('makes the dates of an exhibition ExhibitionEvents', () => {
    const data = productionJsonLd({ ...production, kind: 'exhibition' }, 'en', '/en/productions/x/4', ORIGIN, IDENTITY)
    expect(data.subEvent[0]?.['@type']).toBe('ExhibitionEvent')
  })

  it('is safe inside a script element', () => {
    const script = jsonLdScript(productionJsonLd({ ...production, title: '</script><script>alert(1)</script>' }, 'de', '/x', ORIGIN, IDENTITY))
    expect(script.children).not.toContain('</script>')
    expect(JSON.parse(script.children).name).toBe('</script><script>alert(1)</script>')
  })
})

describe('series JSON-LD', () => {
  it('is an EventSeries from its first to its last date', () => {
    const series: SeriesDetail = { id: 2, slug: 'premierenabo', slugs: { de: 'premierenabo', en: 'premiere-subscription' }, name: 'Premierenabo', description: 'Alle Premieren.', price: 'ab 96 €', image: null, events: [event(1), event(3)] }
    const data = seriesJsonLd(series, 'de', '/de/series/premierenabo/2', ORIGIN, IDENTITY)
    expect(data['@type']).toBe('EventSeries')
    expect(data.startDate).toBe('2026-11-21T18:30:00.000Z')
    expect(data.endDate).toBe('2026-11-23T18:30:00.000Z')
    expect(data.subEvent.map((entry) => entry['@type'])).toEqual(['TheaterEvent', 'TheaterEvent'])
  })
})

describe('article JSON-LD', () => {
  const article: ArticleDetail = {
    id: 9,
    slug: 'wie-man-eine-buehne-flutet',
    slugs: { de: 'wie-man-eine-buehne-flutet', en: 'how-to-flood-a-stage' },
    title: 'Wie man eine Bühne flutet',
    teaser: '12.000 Liter Wasser auf der Bühne.',
    published_at: '2026-11-01T08:15:00.000Z',
    category: { id: 1, name: 'Hinter den Kulissen', style_name: 'backstage', slug: 'hinter-den-kulissen', slugs: { de: 'hinter-den-kulissen', en: 'behind-the-scenes' } },
    tags: [{ id: 2, name: 'Werkstätten', slug: 'werkstaetten', slugs: { de: 'werkstaetten', en: 'workshops' } }],
    image: { url: '/media/artwork/article/9.svg', alt: '' },
    body: null,
    author: { id: 5, name: 'Leonie Weißhaupt', slug: 'leonie-weisshaupt', role: 'Chefdramaturgin' },
    related: [],
  }

  it('is an Article with headline, dates, author, publisher, section and keywords', () => {
    const data = articleJsonLd(article, 'de', '/de/mediathek-de/wie-man-eine-buehne-flutet/9', ORIGIN, IDENTITY)
    expect(data['@type']).toBe('Article')
    expect(data.headline).toBe('Wie man eine Bühne flutet')
    expect(data.datePublished).toBe('2026-11-01T08:15:00.000Z')
    expect(data.image).toEqual(['https://www.example.org/media/artwork/article/9.svg'])
    expect(data.author).toEqual({ '@type': 'Person', name: 'Leonie Weißhaupt', url: 'https://www.example.org/de/team/leonie-weisshaupt/5' })
    expect(data.publisher).toEqual({
      '@type': 'Organization',
      name: 'Theater am Hafen',
      url: 'https://traeger.example.org/',
      logo: { '@type': 'ImageObject', url: 'https://www.example.org/media/library/4/logo.svg' },
    })
    expect(data.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': 'https://www.example.org/de/mediathek-de/wie-man-eine-buehne-flutet/9' })
    expect(data.articleSection).toBe('Hinter den Kulissen')
    expect(data.keywords).toBe('Werkstätten')
  })

  it('shortens headlines longer than 110 characters and names the house when there is no author', () => {
    const data = articleJsonLd({ ...article, title: 'x'.repeat(140), author: null }, 'en', '/x', ORIGIN, IDENTITY)
    expect(data.headline).toHaveLength(110)
    expect(data.author).toMatchObject({ '@type': 'Organization', name: 'Theater am Hafen' })
  })

  it('names the host and shows no logo for a site that has not described itself yet', () => {
    const data = articleJsonLd({ ...article, image: null, author: null }, 'de', '/x', ORIGIN, neutralIdentity())
    expect(data.author).toEqual({ '@type': 'Organization', name: 'www.example.org', url: 'https://www.example.org/' })
    expect(data.publisher).not.toHaveProperty('logo')
    expect(data.image).toEqual([])
  })
})

describe('person JSON-LD', () => {
  it('is a Person with job title, portrait, employer and productions', () => {
    const person: PersonDetail = {
      id: 3,
      slug: 'marlene-kuehn',
      first_name: 'Marlene',
      last_name: 'Kühn',
      role: 'Schauspielerin',
      category: { id: 2, name: 'Ensemble' },
      portrait: { url: '/media/artwork/portrait/3.svg', alt: 'Marlene Kühn' },
      biography: null,
      productions: [production],
      events: [],
    }
    const data = personJsonLd(person, 'en', '/en/team/marlene-kuehn/3', ORIGIN, IDENTITY)
    expect(data).toMatchObject({ '@type': 'Person', name: 'Marlene Kühn', givenName: 'Marlene', familyName: 'Kühn', jobTitle: 'Schauspielerin', image: 'https://www.example.org/media/artwork/portrait/3.svg' })
    expect(data.worksFor).toMatchObject({ '@type': 'Organization' })
    expect(data.subjectOf).toEqual([{ '@type': 'EventSeries', name: 'Der Sturm', url: 'https://www.example.org/en/productions/the-tempest/4' }])
  })
})

describe('venue JSON-LD', () => {
  it('is a PerformingArtsTheater with address, geo, map, rooms and opening hours', () => {
    const venue: VenueDetail = {
      id: 1,
      slug: 'grosses-haus',
      slugs: { de: 'grosses-haus', en: 'main-theatre' },
      name: 'Großes Haus',
      street: 'Uferpromenade 1',
      postcode: '47110',
      city: 'Auenstadt',
      latitude: 51.3412,
      longitude: 12.3561,
      phone: '+49 3410 8877-0',
      email: 'kasse@example.org',
      website: null,
      description: null,
      accessibility: null,
      image: null,
      rooms: [{ id: 1, name: 'Großer Saal' }],
      opening_hours: [
        { weekday: 0, time_from: null, time_to: null, closed: true },
        { weekday: 1, time_from: '11:00:00', time_to: '18:00:00', closed: false },
      ],
      events: [],
    }
    const data = venueJsonLd(venue, '/de/venues/grosses-haus/1', ORIGIN)
    expect(data['@type']).toBe('PerformingArtsTheater')
    expect(data.address).toEqual({ '@type': 'PostalAddress', streetAddress: 'Uferpromenade 1', postalCode: '47110', addressLocality: 'Auenstadt', addressCountry: 'DE' })
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 51.3412, longitude: 12.3561 })
    expect(data.hasMap).toContain('openstreetmap.org')
    expect(data.containsPlace).toEqual([{ '@type': 'Place', name: 'Großer Saal' }])
    expect(data.openingHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '11:00', closes: '18:00' }])
  })
})
