import type { EventListItem } from '~/contract/programme'

/** An event list item for tests: the given id and start, everything else empty unless `extra` says so. */
export function eventListItem(id: number, dateStart = '2026-11-21T18:00:00.000Z', extra: Partial<EventListItem> = {}): EventListItem {
  return {
    id,
    slug: `e-${id}`,
    slugs: { de: `e-${id}`, en: `e-${id}` },
    title: `Event ${id}`,
    subtitle: null,
    date_start: dateStart,
    date_end: null,
    status: 'scheduled',
    event_type_new: null,
    room: null,
    labels: [],
    info: null,
    price_from: null,
    ticket_url: null,
    has_seat_groups: false,
    has_paid_prices: false,
    image: null,
    production: null,
    ...extra,
  }
}
