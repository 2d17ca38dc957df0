import { asc, eq } from 'drizzle-orm'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { events, rooms } from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { tag } from '~/server/static/tags'
import type { Tag } from '~/server/static/tags'
import type { CollectionServer } from '~/features/collections/service.server'
import { venuesCollection } from './venues.collection'

/** How many rooms or events to name in a refusal; the count says how many there are in all. */
const NAMED = 3
const nameList = (names: string[]) => (names.length > NAMED ? `${names.slice(0, NAMED).join(', ')} …` : names.join(', '))

/**
 * What a change to a venue or its rooms makes stale: its page and the venue modules naming it (`venue:<id>`), the
 * venue lists (`venues`), the programme's room filter (`taxonomy`) and the page of every event in its rooms (they
 * show the room, the venue and its address).
 */
async function venueTags(tx: Db, id: number): Promise<Tag[]> {
  const eventRows = await tx.select({ id: events.id }).from(events).innerJoin(rooms, eq(rooms.id, events.roomId)).where(eq(rooms.venueId, id))
  return [tag.venue(id), tag.collection('venues'), tag.collection('taxonomy'), ...eventRows.map((row) => tag.event(row.id))]
}

/** A venue with rooms stays; the refusal names them. */
async function roomsLeft(tx: Db, lang: Locale, id: number): Promise<string | null> {
  const held = await tx.select({ name: rooms.name }).from(rooms).where(eq(rooms.venueId, id)).orderBy(asc(rooms.position), asc(rooms.id))
  if (held.length === 0) return null
  return m.backoffice_venue_delete_refused({ count: held.length, rooms: nameList(held.map((room) => room.name[lang] || room.name.de)) }, { locale: lang })
}

/** A room events take place in stays; the refusal names them with their days. */
async function eventsInRoom(tx: Db, lang: Locale, id: number): Promise<string | null> {
  const [room] = await tx.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, id))
  const held = await tx.select({ title: events.title, dateStart: events.dateStart }).from(events).where(eq(events.roomId, id)).orderBy(asc(events.dateStart), asc(events.id))
  if (!room || held.length === 0) return null
  const day = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeZone: 'Europe/Berlin' })
  const names = held.map((event) => `${event.title[lang] || event.title.de} (${day.format(event.dateStart)})`)
  return m.backoffice_room_remove_refused({ room: room.name[lang] || room.name.de, count: held.length, events: nameList(names) }, { locale: lang })
}

/** Where venues and their rooms live, and what a change to them touches (the venue's search document names its rooms). */
export const venuesServer = {
  collection: venuesCollection,
  table: 'venues',
  tags: (id, tx) => venueTags(tx, id),
  documents: async (_tx, id) => [{ kind: 'venue', id }],
  counts: { room_count: [{ table: 'rooms', by: 'venue_id' }] },
  blocksDelete: roomsLeft,
  children: {
    rooms: { table: 'rooms', parent: 'venue_id', order: 'position', counts: { event_count: [{ table: 'events', by: 'room_id' }] }, blocksRemove: eventsInRoom },
  },
} satisfies CollectionServer<'Venue', 'Venues', 'venues', typeof venuesCollection.fields>
