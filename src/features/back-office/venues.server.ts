import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import * as v from 'valibot'
import type {
  BackOfficeRoomCreate,
  BackOfficeRoomUpdate,
  BackOfficeVenue,
  BackOfficeVenueCreate,
  BackOfficeVenueListItem,
  BackOfficeVenueQuery,
  BackOfficeVenueUpdate,
} from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { events, rooms, venues } from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { recordContentChange } from '~/server/static/revalidation.server'
import { reindexSearchDocuments } from '~/server/search/index.server'
import { forgetRedirects } from '~/features/site/site.server'
import { roomFieldsSchema, venueFieldsSchema, venuePath } from './venue-input'
import type { VenueFields, VenueFieldsInput } from './venue-input'
import { both, fieldErrors, invalid, nextVersion, notFound, optional, redirectOldPaths } from './write-results.server'
import type { Both, Refusal } from './write-results.server'
import { tag } from '~/server/static/tags'
import type { Tag } from '~/server/static/tags'

export const VENUES_PAGE_SIZE = 25

type VenueRow = typeof venues.$inferSelect

function venueUrls(row: { id: number; slug: Both }): Both {
  return { de: venuePath('de', row.slug.de, row.id), en: venuePath('en', row.slug.en, row.id) }
}

/**
 * What a change to a venue or its rooms makes stale: its page and the venue modules naming it (`venue:<id>`), the
 * venue lists (`venues`), the programme's room filter (`taxonomy`) and the page of every event in its rooms (they
 * show the room, the venue and its address).
 */
async function venueTags(tx: Db, id: number): Promise<Tag[]> {
  const eventRows = await tx.select({ id: events.id }).from(events).innerJoin(rooms, eq(rooms.id, events.roomId)).where(eq(rooms.venueId, id))
  return [tag.venue(id), tag.collection('venues'), tag.collection('taxonomy'), ...eventRows.map((row) => tag.event(row.id))]
}

export async function listVenuesForBackOffice(db: Db, lang: Locale, query: BackOfficeVenueQuery) {
  const page = query.page ?? 1
  const conditions: SQL[] = []
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    const any = or(ilike(sql`${venues.name}->>'de'`, pattern), ilike(sql`${venues.name}->>'en'`, pattern), ilike(venues.city, pattern))
    if (any) conditions.push(any)
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(venues)
      .where(where)
      .orderBy(sql`${venues.name}->>${lang}`, asc(venues.id))
      .limit(VENUES_PAGE_SIZE)
      .offset((page - 1) * VENUES_PAGE_SIZE),
    db.select({ value: count() }).from(venues).where(where),
  ])
  const ids = rows.map((venue) => venue.id)
  const held = ids.length ? await db.select({ id: rooms.venueId, value: count() }).from(rooms).where(inArray(rooms.venueId, ids)).groupBy(rooms.venueId) : []
  const results: BackOfficeVenueListItem[] = rows.map((venue) => ({
    id: venue.id,
    name: venue.name,
    city: venue.city,
    room_count: held.find((entry) => entry.id === venue.id)?.value ?? 0,
    url: venueUrls(venue)[lang],
  }))
  return { page, total: total[0]?.value ?? 0, results }
}

async function backOfficeVenue(db: Db, row: VenueRow): Promise<BackOfficeVenue> {
  const [roomRows, counted] = await Promise.all([
    db.select().from(rooms).where(eq(rooms.venueId, row.id)).orderBy(asc(rooms.position), asc(rooms.id)),
    db.select({ id: events.roomId, value: count() }).from(events).innerJoin(rooms, eq(rooms.id, events.roomId)).where(eq(rooms.venueId, row.id)).groupBy(events.roomId),
  ])
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    lat: row.lat,
    lng: row.lng,
    phone: row.phone ?? '',
    email: row.email ?? '',
    website: row.website ?? '',
    accessibility: both(row.accessibility),
    description: both(row.description),
    rooms: roomRows.map((room) => ({ id: room.id, name: room.name, show_in_filter: room.showInFilter, event_count: counted.find((entry) => entry.id === room.id)?.value ?? 0 })),
    updated_at: row.updatedAt.toISOString(),
    urls: venueUrls(row),
  }
}

/** The language is the caller's habit for every back-office read; the form shows both languages anyway. */
export async function venueForBackOffice(db: Db, _lang: Locale, id: number): Promise<BackOfficeVenue | null> {
  const [row] = await db.select().from(venues).where(eq(venues.id, id))
  return row ? backOfficeVenue(db, row) : null
}

export type VenueWriteResult = { ok: true; venue: BackOfficeVenue } | Refusal

function checkFields(lang: Locale, input: VenueFieldsInput): { ok: true; fields: VenueFields } | { ok: false; errors: Record<string, string[]> } {
  const result = v.safeParse(venueFieldsSchema(lang), input)
  return result.success ? { ok: true, fields: result.output } : { ok: false, errors: fieldErrors(result.issues) }
}

const venueColumns = (fields: VenueFields) => ({
  name: fields.name,
  slug: fields.slug,
  street: fields.street,
  postcode: fields.postcode,
  city: fields.city,
  lat: fields.lat,
  lng: fields.lng,
  phone: fields.phone || null,
  email: fields.email || null,
  website: fields.website || null,
  accessibility: optional(fields.accessibility),
  description: optional(fields.description),
})

/** Creates a venue from both languages at once; its page and the search know it on commit. */
export async function createVenue(db: Db, lang: Locale, input: BackOfficeVenueCreate): Promise<VenueWriteResult> {
  const empty = { de: '', en: '' }
  const checked = checkFields(lang, {
    name: input.name,
    slug: input.slug,
    street: input.street,
    postcode: input.postcode,
    city: input.city,
    lat: input.lat ?? null,
    lng: input.lng ?? null,
    phone: input.phone ?? '',
    email: input.email ?? '',
    website: input.website ?? '',
    accessibility: input.accessibility ?? empty,
    description: input.description ?? empty,
  })
  if (!checked.ok) return invalid(lang, checked.errors)
  const { fields } = checked
  return db.transaction(async (tx): Promise<VenueWriteResult> => {
    const [row] = await tx.insert(venues).values(venueColumns(fields)).returning()
    if (!row) throw new Error('venue insert returned nothing')
    await reindexSearchDocuments(tx, [{ kind: 'venue', id: row.id }])
    await recordContentChange(tx, [tag.venue(row.id), tag.collection('venues')])
    return { ok: true, venue: await backOfficeVenue(tx, row) }
  })
}

const staleCopy = (lang: Locale): Refusal => ({ ok: false, status: 409, message: m.backoffice_venue_stale_copy({}, { locale: lang }) })

/**
 * Applies an editor's changes (POST and PATCH alike: the fields named), if the copy they edited is still the current
 * one: an older copy is refused (409), never merged over it. A changed slug leaves a redirect from the old address.
 */
export async function updateVenue(db: Db, lang: Locale, id: number, patch: BackOfficeVenueUpdate): Promise<VenueWriteResult> {
  let redirected = false
  const result = await db.transaction(async (tx): Promise<VenueWriteResult> => {
    const [current] = await tx.select().from(venues).where(eq(venues.id, id)).for('update')
    if (!current) return notFound(lang)
    if (current.updatedAt.getTime() !== Date.parse(patch.updated_at)) return staleCopy(lang)
    const checked = checkFields(lang, {
      name: { ...current.name, ...patch.name },
      slug: { ...current.slug, ...patch.slug },
      street: patch.street ?? current.street,
      postcode: patch.postcode ?? current.postcode,
      city: patch.city ?? current.city,
      lat: patch.lat === undefined ? current.lat : patch.lat,
      lng: patch.lng === undefined ? current.lng : patch.lng,
      phone: patch.phone ?? current.phone ?? '',
      email: patch.email ?? current.email ?? '',
      website: patch.website ?? current.website ?? '',
      accessibility: { ...both(current.accessibility), ...patch.accessibility },
      description: { ...both(current.description), ...patch.description },
    })
    if (!checked.ok) return invalid(lang, checked.errors)
    const [row] = await tx
      .update(venues)
      .set({ ...venueColumns(checked.fields), updatedAt: nextVersion(current.updatedAt) })
      .where(eq(venues.id, id))
      .returning()
    if (!row) return notFound(lang)
    redirected = await redirectOldPaths(tx, venueUrls(current), venueUrls(row))
    // found under its new name at once (its events too: their documents name it)
    await reindexSearchDocuments(tx, [{ kind: 'venue', id }])
    await recordContentChange(tx, [...(await venueTags(tx, id)), ...(redirected ? [tag.site('redirects')] : [])])
    return { ok: true, venue: await backOfficeVenue(tx, row) }
  })
  if (redirected) forgetRedirects()
  return result
}

export type VenueDeleteResult = { ok: true } | Refusal

/** How many rooms or events to name in a refusal; the count says how many there are in all. */
const NAMED = 3
const nameList = (names: string[]) => (names.length > NAMED ? `${names.slice(0, NAMED).join(', ')} …` : names.join(', '))

/** Deletes a venue without rooms; one with rooms is refused, and the answer names them. */
export async function deleteVenue(db: Db, lang: Locale, id: number): Promise<VenueDeleteResult> {
  return db.transaction(async (tx): Promise<VenueDeleteResult> => {
    const [current] = await tx.select().from(venues).where(eq(venues.id, id)).for('update')
    if (!current) return notFound(lang)
    const held = await tx.select({ name: rooms.name }).from(rooms).where(eq(rooms.venueId, id)).orderBy(asc(rooms.position), asc(rooms.id))
    if (held.length > 0) {
      const names = held.map((room) => room.name[lang] || room.name.de)
      return { ok: false, status: 409, message: m.backoffice_venue_delete_refused({ count: held.length, rooms: nameList(names) }, { locale: lang }) }
    }
    await tx.delete(venues).where(eq(venues.id, id))
    await reindexSearchDocuments(tx, [{ kind: 'venue', id }])
    await recordContentChange(tx, [tag.venue(id), tag.collection('venues')])
    return { ok: true }
  })
}

/** The venue locked for a room change, if the editor's copy is the current one. */
async function lockVenue(tx: Db, lang: Locale, id: number, version: string | null): Promise<{ ok: true; row: VenueRow } | Refusal> {
  const [current] = await tx.select().from(venues).where(eq(venues.id, id)).for('update')
  if (!current) return notFound(lang)
  if (version !== null && current.updatedAt.getTime() !== Date.parse(version)) return staleCopy(lang)
  return { ok: true, row: current }
}

/** A room change raises the venue's version and regenerates what shows it. */
async function afterRoomChange(tx: Db, current: VenueRow): Promise<BackOfficeVenue> {
  const [row] = await tx.update(venues).set({ updatedAt: nextVersion(current.updatedAt) }).where(eq(venues.id, current.id)).returning()
  await recordContentChange(tx, await venueTags(tx, current.id))
  return backOfficeVenue(tx, row ?? current)
}

/** Adds a room at the end of the venue's rooms. */
export async function addRoom(db: Db, lang: Locale, venueId: number, input: BackOfficeRoomCreate): Promise<VenueWriteResult> {
  const checked = v.safeParse(roomFieldsSchema(lang), { name: input.name, show_in_filter: input.show_in_filter ?? true })
  if (!checked.success) return invalid(lang, fieldErrors(checked.issues))
  return db.transaction(async (tx): Promise<VenueWriteResult> => {
    const locked = await lockVenue(tx, lang, venueId, input.updated_at)
    if (!locked.ok) return locked
    const [last] = await tx.select({ value: sql<number>`coalesce(max(${rooms.position}), -1)::int` }).from(rooms).where(eq(rooms.venueId, venueId))
    await tx.insert(rooms).values({ venueId, name: checked.output.name, showInFilter: checked.output.show_in_filter, position: Number(last?.value ?? -1) + 1 })
    return { ok: true, venue: await afterRoomChange(tx, locked.row) }
  })
}

/** Renames a room (or shows or hides it in the programme's filter). */
export async function updateRoom(db: Db, lang: Locale, venueId: number, roomId: number, patch: BackOfficeRoomUpdate): Promise<VenueWriteResult> {
  return db.transaction(async (tx): Promise<VenueWriteResult> => {
    const locked = await lockVenue(tx, lang, venueId, patch.updated_at)
    if (!locked.ok) return locked
    const [room] = await tx.select().from(rooms).where(and(eq(rooms.id, roomId), eq(rooms.venueId, venueId)))
    if (!room) return notFound(lang)
    const checked = v.safeParse(roomFieldsSchema(lang), { name: { ...room.name, ...patch.name }, show_in_filter: patch.show_in_filter ?? room.showInFilter })
    if (!checked.success) return invalid(lang, fieldErrors(checked.issues))
    await tx.update(rooms).set({ name: checked.output.name, showInFilter: checked.output.show_in_filter }).where(eq(rooms.id, roomId))
    return { ok: true, venue: await afterRoomChange(tx, locked.row) }
  })
}

/** Removes a room no event takes place in; one with events is refused, and the answer names them. */
export async function removeRoom(db: Db, lang: Locale, venueId: number, roomId: number): Promise<VenueWriteResult> {
  return db.transaction(async (tx): Promise<VenueWriteResult> => {
    const locked = await lockVenue(tx, lang, venueId, null)
    if (!locked.ok) return locked
    const [room] = await tx.select().from(rooms).where(and(eq(rooms.id, roomId), eq(rooms.venueId, venueId)))
    if (!room) return notFound(lang)
    const held = await tx.select({ title: events.title, dateStart: events.dateStart }).from(events).where(eq(events.roomId, roomId)).orderBy(asc(events.dateStart), asc(events.id))
    if (held.length > 0) {
      const day = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeZone: 'Europe/Berlin' })
      const names = held.map((event) => `${event.title[lang] || event.title.de} (${day.format(event.dateStart)})`)
      return {
        ok: false,
        status: 409,
        message: m.backoffice_room_remove_refused({ room: room.name[lang] || room.name.de, count: held.length, events: nameList(names) }, { locale: lang }),
      }
    }
    await tx.delete(rooms).where(eq(rooms.id, roomId))
    return { ok: true, venue: await afterRoomChange(tx, locked.row) }
  })
}
