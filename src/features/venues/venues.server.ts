import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '~/server/db/client.server'
import { events, openingHours, rooms, venues } from '~/server/db/schema'
import type { Locale } from '~/contract/shared'
import type { Venue, VenueDetail } from '~/contract/sections'
import { HttpError } from '~/server/api/http-error'
import { listEventsWhere } from '~/features/programme/programme.server'

type VenueRow = typeof venues.$inferSelect

/** Events on a venue's page: the next ones in any of its rooms. */
const VENUE_EVENTS_LIMIT = 12

async function toVenues(db: Db, lang: Locale, rows: VenueRow[]): Promise<Venue[]> {
  if (rows.length === 0) return []
  const roomRows = await db
    .select()
    .from(rooms)
    .where(
      inArray(
        rooms.venueId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(rooms.position), asc(rooms.id))
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug[lang],
    slugs: row.slug,
    name: row.name[lang],
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    latitude: row.lat,
    longitude: row.lng,
    phone: row.phone || null,
    email: row.email || null,
    website: row.website || null,
    description: row.description?.[lang] || null,
    accessibility: row.accessibility?.[lang] || null,
    image: row.image ? { url: row.image, alt: row.name[lang] } : null,
    rooms: roomRows.filter((room) => room.venueId === row.id).map((room) => ({ id: room.id, name: room.name[lang] })),
  }))
}

export async function listVenues(db: Db, lang: Locale): Promise<Venue[]> {
  return toVenues(db, lang, await db.select().from(venues).orderBy(asc(venues.id)))
}

export async function getVenue(db: Db, lang: Locale, id: number): Promise<VenueDetail> {
  const [row] = await db.select().from(venues).where(eq(venues.id, id)).limit(1)
  if (!row) throw new HttpError(404, '404 Not Found')
  const venueRooms = db.select({ id: rooms.id }).from(rooms).where(eq(rooms.venueId, id))
  const [[venue], hours, upcoming] = await Promise.all([
    toVenues(db, lang, [row]),
    db.select().from(openingHours).orderBy(asc(openingHours.weekday), asc(openingHours.timeFrom)),
    listEventsWhere(db, lang, inArray(events.roomId, venueRooms), VENUE_EVENTS_LIMIT),
  ])
  if (!venue) throw new HttpError(404, '404 Not Found')
  return {
    ...venue,
    opening_hours: hours.map((entry) => ({ weekday: entry.weekday, time_from: entry.timeFrom, time_to: entry.timeTo, closed: entry.closed })),
    events: upcoming,
  }
}
