import { and, asc, count, eq, gt, gte, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import * as v from 'valibot'
import type {
  BackOfficeEvent,
  BackOfficeEventCreate,
  BackOfficeEventDuplicate,
  BackOfficeEventListItem,
  BackOfficeEventOptions,
  BackOfficeEventQuery,
  BackOfficeEventUpdate,
  BackOfficeSeatGroup,
  BackOfficeSeatGroupInput,
  BackOfficeTimeslot,
  BackOfficeTimeslotInput,
} from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { addDays, berlinEpoch } from '~/lib/berlin-time'
import type { Db } from '~/server/db/client.server'
import {
  discounts,
  eventGenres,
  eventLabels,
  eventPersons,
  events,
  eventTags as eventTagTable,
  eventTagsEvents,
  eventTypes,
  genres,
  holds,
  inventory,
  labels,
  orderLines,
  prices,
  productions,
  rooms,
  saleTypes,
  seatGroups,
  series,
  timeslots,
} from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { recordContentChange } from '~/server/static/revalidation.server'
import { reindexSearchDocuments } from '~/server/search/index.server'
import { releaseExpired } from '~/server/shop/box-office.server'
import { forgetRedirects } from '~/features/site/site.server'
import { eventFieldsSchema, eventPath } from './event-input'
import { checkCredits, creditOptions, creditsOf, sameCredits, writeCredits } from './credits.server'
import type { EventFields, EventFieldsInput } from './event-input'
import { both, fieldErrors, invalid, nextVersion, notFound, optional, redirectOldPaths, richTextColumn } from './write-results.server'
import type { Both, Refusal } from './write-results.server'
import { tag } from '~/server/static/tags'
import type { Tag } from '~/server/static/tags'
import { dropClosedHolds } from '~/features/events/event-records.server'

export const BACK_OFFICE_PAGE_SIZE = 25

type EventRow = typeof events.$inferSelect

function eventUrls(row: { id: number; slug: Both }): Both {
  return { de: eventPath('de', row.slug.de, row.id), en: eventPath('en', row.slug.en, row.id) }
}

/** The built-in box office's ticket page of an event (its ticket_url). */
const TICKET_PAGE = '/webshop/events/'
const ticketPage = (shopEventId: number) => `${TICKET_PAGE}${shopEventId}`

/**
 * What a change to an event makes stale: every page showing it carries `event:<id>`; a new date, a new production
 * or a new event can also change lists it was (not) in (the programme, the calendar, a production's dates), and
 * those carry `events`.
 */
function eventTags(id: number, listsChanged: boolean): Tag[] {
  return listsChanged ? [tag.event(id), tag.collection('events')] : [tag.event(id)]
}

export async function listEventsForBackOffice(db: Db, lang: Locale, query: BackOfficeEventQuery) {
  const page = query.page ?? 1
  const conditions: SQL[] = []
  // the date range is of Berlin days, both ends included
  if (query.from) conditions.push(gte(events.dateStart, new Date(berlinEpoch(query.from))))
  if (query.to) conditions.push(lt(events.dateStart, new Date(berlinEpoch(addDays(query.to, 1)))))
  if (query.status) conditions.push(eq(events.status, query.status))
  if (query.room) conditions.push(eq(events.roomId, query.room))
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    const either = or(ilike(sql`${events.title}->>'de'`, pattern), ilike(sql`${events.title}->>'en'`, pattern))
    if (either) conditions.push(either)
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const [rows, total] = await Promise.all([
    db
      .select({ event: events, room: rooms })
      .from(events)
      .leftJoin(rooms, eq(events.roomId, rooms.id))
      .where(where)
      .orderBy(asc(events.dateStart), asc(events.id))
      .limit(BACK_OFFICE_PAGE_SIZE)
      .offset((page - 1) * BACK_OFFICE_PAGE_SIZE),
    db.select({ value: count() }).from(events).where(where),
  ])
  const results: BackOfficeEventListItem[] = rows.map(({ event, room }) => ({
    id: event.id,
    title: event.title,
    date_start: event.dateStart.toISOString(),
    date_end: event.dateEnd?.toISOString() ?? null,
    status: event.status,
    room: room ? { id: room.id, name: room.name[lang] } : null,
    is_bookable: event.isBookable,
    url: eventUrls(event)[lang],
  }))
  return { page, total: total[0]?.value ?? 0, results }
}

/** The rooms, productions, classifications and price categories the event form offers. */
export async function eventOptions(db: Db, lang: Locale): Promise<BackOfficeEventOptions> {
  const named = (rows: { id: number; name: Both }[]) =>
    rows.map((row) => ({ id: row.id, name: row.name[lang] })).sort((a, b) => a.name.localeCompare(b.name, lang) || a.id - b.id)
  const [roomRows, productionRows, saleTypeRows, typeRows, seriesRows, genreRows, tagRows, labelRows, people] = await Promise.all([
    db.select().from(rooms).orderBy(asc(rooms.position), asc(rooms.id)),
    db.select({ id: productions.id, title: productions.title }).from(productions).orderBy(sql`${productions.title}->>${lang}`, asc(productions.id)),
    db.select().from(saleTypes).orderBy(asc(saleTypes.position), asc(saleTypes.id)),
    db.select({ id: eventTypes.id, name: eventTypes.name }).from(eventTypes),
    db.select({ id: series.id, name: series.name }).from(series),
    db.select({ id: genres.id, name: genres.name }).from(genres),
    db.select({ id: eventTagTable.id, name: eventTagTable.name }).from(eventTagTable),
    db.select({ id: labels.id, name: labels.name }).from(labels),
    creditOptions(db),
  ])
  return {
    rooms: roomRows.map((room) => ({ id: room.id, name: room.name[lang] })),
    productions: productionRows.map((production) => ({ id: production.id, name: production.title[lang] })),
    event_types: named(typeRows),
    series: named(seriesRows),
    genres: named(genreRows),
    tags: named(tagRows),
    labels: named(labelRows),
    persons: people,
    sale_types: saleTypeRows.map((type) => ({ id: type.id, name: type.name[lang], is_full_price: type.isFullPrice })),
  }
}

/** An event's genres, tags and labels, by id. */
async function classificationOf(db: Db, eventId: number): Promise<{ genre_ids: number[]; tag_ids: number[]; label_ids: number[] }> {
  const [genreRows, tagRows, labelRows] = await Promise.all([
    db.select({ id: eventGenres.genreId }).from(eventGenres).where(eq(eventGenres.eventId, eventId)).orderBy(asc(eventGenres.genreId)),
    db.select({ id: eventTagsEvents.tagId }).from(eventTagsEvents).where(eq(eventTagsEvents.eventId, eventId)).orderBy(asc(eventTagsEvents.tagId)),
    db.select({ id: eventLabels.labelId }).from(eventLabels).where(eq(eventLabels.eventId, eventId)).orderBy(asc(eventLabels.labelId)),
  ])
  return { genre_ids: genreRows.map((row) => row.id), tag_ids: tagRows.map((row) => row.id), label_ids: labelRows.map((row) => row.id) }
}

/** An event's timeslots in the order of the day, with the seats sold or held in each. */
async function timeslotsOf(db: Db, eventId: number): Promise<BackOfficeTimeslot[]> {
  const [slotRows, stockRows] = await Promise.all([
    db.select().from(timeslots).where(eq(timeslots.eventId, eventId)).orderBy(asc(timeslots.timeStart), asc(timeslots.id)),
    db
      .select({ timeslotId: inventory.timeslotId, taken: sql<number>`sum(${inventory.held} + ${inventory.sold})::int` })
      .from(inventory)
      .where(eq(inventory.eventId, eventId))
      .groupBy(inventory.timeslotId),
  ])
  return slotRows.map((slot) => ({
    id: slot.id,
    time_start: slot.timeStart.slice(0, 5),
    visible: slot.status !== 0,
    taken: Number(stockRows.find((row) => row.timeslotId === slot.id)?.taken ?? 0),
  }))
}

/** An event's seat groups with their prices and the seats already sold or held (the most of any timeslot). */
async function offerOf(db: Db, eventId: number): Promise<BackOfficeSeatGroup[]> {
  const [groupRows, priceRows, stockRows] = await Promise.all([
    db.select().from(seatGroups).where(eq(seatGroups.eventId, eventId)).orderBy(asc(seatGroups.position), asc(seatGroups.id)),
    db
      .select({ price: prices })
      .from(prices)
      .innerJoin(saleTypes, eq(saleTypes.id, prices.saleTypeId))
      .where(eq(prices.eventId, eventId))
      .orderBy(asc(saleTypes.position), asc(prices.id)),
    db
      .select({ seatGroupId: inventory.seatGroupId, taken: sql<number>`max(${inventory.held} + ${inventory.sold})::int` })
      .from(inventory)
      .where(eq(inventory.eventId, eventId))
      .groupBy(inventory.seatGroupId),
  ])
  return groupRows.map((group) => ({
    id: group.id,
    name: group.name,
    capacity: group.capacity,
    taken: Number(stockRows.find((row) => row.seatGroupId === group.id)?.taken ?? 0),
    prices: priceRows
      .filter(({ price }) => price.seatGroupId === group.id)
      .map(({ price }) => ({ id: price.id, sale_type_id: price.saleTypeId, amount: price.amount })),
  }))
}

async function backOfficeEvent(db: Db, row: EventRow): Promise<BackOfficeEvent> {
  return {
    id: row.id,
    title: row.title,
    subtitle: both(row.subtitle),
    slug: row.slug,
    teaser: both(row.teaser),
    info: both(row.info),
    description: { de: row.description?.de ?? null, en: row.description?.en ?? null },
    image: row.image,
    date_start: row.dateStart.toISOString(),
    date_end: row.dateEnd?.toISOString() ?? null,
    status: row.status,
    room_id: row.roomId,
    production_id: row.productionId,
    event_type_id: row.eventTypeId,
    series_id: row.seriesId,
    ...(await classificationOf(db, row.id)),
    credits: await creditsOf(db, { kind: 'event', id: row.id }),
    is_bookable: row.isBookable,
    price_from: row.priceFrom,
    seat_groups: await offerOf(db, row.id),
    timeslots: await timeslotsOf(db, row.id),
    updated_at: row.updatedAt.toISOString(),
    urls: eventUrls(row),
  }
}

/** The language is the caller's habit for every back-office read; an event's form shows both languages anyway. */
export async function eventForBackOffice(db: Db, _lang: Locale, id: number): Promise<BackOfficeEvent | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id))
  return row ? backOfficeEvent(db, row) : null
}

export type EventWriteResult = { ok: true; event: BackOfficeEvent } | Refusal

function checkFields(lang: Locale, input: EventFieldsInput): { ok: true; fields: EventFields } | { ok: false; errors: Record<string, string[]> } {
  const result = v.safeParse(eventFieldsSchema(lang), input)
  return result.success ? { ok: true, fields: result.output } : { ok: false, errors: fieldErrors(result.issues) }
}

const timeslotInput = (slots: readonly (BackOfficeTimeslot | BackOfficeTimeslotInput)[]) =>
  slots.map((slot) => ({ id: slot.id, time_start: slot.time_start, visible: slot.visible }))

const offerInput = (groups: readonly (BackOfficeSeatGroup | BackOfficeSeatGroupInput)[]) =>
  groups.map((group) => ({ id: group.id, name: group.name, capacity: group.capacity, prices: group.prices.map((entry) => ({ sale_type_id: entry.sale_type_id, amount: entry.amount })) }))

/**
 * What the database has to say about valid fields: the room, production and price categories exist, and the
 * offer keeps every sold or held seat (`current`: the event's seat groups, their inventory locked by the caller).
 */
async function checkReferences(
  tx: Db,
  lang: Locale,
  fields: EventFields,
  current: BackOfficeSeatGroup[],
  liveHeldPrices: Set<number>,
  currentSlots: BackOfficeTimeslot[] | null,
): Promise<Record<string, string[]>> {
  const locale = { locale: lang }
  const errors: Record<string, string[]> = {}
  const unknown = [m.backoffice_unknown_choice({}, locale)]
  const missing = async (ids: readonly number[], table: typeof eventTypes | typeof series | typeof genres | typeof eventTagTable | typeof labels) => {
    if (ids.length === 0) return false
    const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, [...ids]))
    return found.length !== new Set(ids).size
  }
  if (fields.event_type_id !== null && (await missing([fields.event_type_id], eventTypes))) errors.event_type_id = unknown
  if (fields.series_id !== null && (await missing([fields.series_id], series))) errors.series_id = unknown
  if (await missing(fields.genre_ids, genres)) errors.genre_ids = unknown
  if (await missing(fields.tag_ids, eventTagTable)) errors.tag_ids = unknown
  if (await missing(fields.label_ids, labels)) errors.label_ids = unknown
  if (currentSlots) {
    fields.timeslots.forEach((slot, index) => {
      if (slot.id !== undefined && !currentSlots.some((entry) => entry.id === slot.id)) errors[`timeslots.${index}`] = [m.backoffice_unknown_timeslot({}, locale)]
    })
    const kept = new Set(fields.timeslots.flatMap((slot) => (slot.id === undefined ? [] : [slot.id])))
    const removedInUse = currentSlots.filter((slot) => !kept.has(slot.id) && slot.taken > 0)
    if (removedInUse.length > 0) errors.timeslots = removedInUse.map((slot) => m.backoffice_timeslot_in_use({ time: slot.time_start, taken: slot.taken }, locale))
  }
  if (fields.room_id !== null) {
    const [room] = await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, fields.room_id))
    if (!room) errors.room_id = [m.backoffice_unknown_room({}, locale)]
  }
  if (fields.production_id !== null) {
    const [production] = await tx.select({ id: productions.id }).from(productions).where(eq(productions.id, fields.production_id))
    if (!production) errors.production_id = [m.backoffice_unknown_production({}, locale)]
  }
  const wantedTypes = [...new Set(fields.seat_groups.flatMap((group) => group.prices.map((entry) => entry.sale_type_id)))]
  const knownTypes = new Set(wantedTypes.length ? (await tx.select({ id: saleTypes.id }).from(saleTypes).where(inArray(saleTypes.id, wantedTypes))).map((row) => row.id) : [])
  fields.seat_groups.forEach((group, index) => {
    group.prices.forEach((entry, priceIndex) => {
      if (!knownTypes.has(entry.sale_type_id)) errors[`seat_groups.${index}.prices.${priceIndex}.sale_type_id`] = [m.backoffice_unknown_sale_type({}, locale)]
    })
    if (group.id === undefined) return
    const stored = current.find((entry) => entry.id === group.id)
    if (!stored) {
      errors[`seat_groups.${index}`] = [m.backoffice_unknown_seat_group({}, locale)]
      return
    }
    if (group.capacity < stored.taken) errors[`seat_groups.${index}.capacity`] = [m.backoffice_capacity_taken({ taken: stored.taken }, locale)]
    const kept = new Set(group.prices.map((entry) => entry.sale_type_id))
    if (stored.prices.some((entry) => !kept.has(entry.sale_type_id) && liveHeldPrices.has(entry.id))) {
      errors[`seat_groups.${index}.prices`] = [m.backoffice_price_in_carts({}, locale)]
    }
  })
  const keptGroups = new Set(fields.seat_groups.flatMap((group) => (group.id === undefined ? [] : [group.id])))
  const removedInUse = current.filter((group) => !keptGroups.has(group.id) && group.taken > 0)
  if (removedInUse.length > 0) {
    errors.seat_groups = removedInUse.map((group) => m.backoffice_seat_group_in_use({ name: group.name[lang], taken: group.taken }, locale))
  }
  return errors
}

/** Locks the event's stock rows (in id order, as the box office does) so no hold lands between check and write. */
async function lockStock(tx: Db, eventId: number): Promise<Set<number>> {
  await tx.select({ id: inventory.id }).from(inventory).where(eq(inventory.eventId, eventId)).orderBy(asc(inventory.id)).for('update')
  const live = await tx
    .selectDistinct({ priceId: holds.priceId })
    .from(holds)
    .innerJoin(inventory, eq(inventory.id, holds.inventoryId))
    .where(and(eq(inventory.eventId, eventId), isNull(holds.releasedAt), gt(holds.expiresAt, new Date())))
  return new Set(live.map((row) => row.priceId))
}


/**
 * Writes the event's offer as given: seat groups left out go (checked before: none has sold or held seats), the
 * others take their names, capacities (their stock rows too) and prices; full prices offer the group's other
 * prices as discounts, as the demo data does. The booking widget reads these rows, so it sees the change at once.
 */
async function writeOffer(tx: Db, eventId: number, wanted: EventFields['seat_groups'], current: BackOfficeSeatGroup[]): Promise<void> {
  const kept = new Set(wanted.flatMap((group) => (group.id === undefined ? [] : [group.id])))
  const removed = current.filter((group) => !kept.has(group.id)).map((group) => group.id)
  if (removed.length) {
    await dropClosedHolds(tx, inArray(inventory.seatGroupId, removed))
    await tx.delete(seatGroups).where(inArray(seatGroups.id, removed))
  }
  const fullPriceTypes = new Set((await tx.select({ id: saleTypes.id }).from(saleTypes).where(eq(saleTypes.isFullPrice, true))).map((row) => row.id))
  const slots = await tx.select({ id: timeslots.id }).from(timeslots).where(eq(timeslots.eventId, eventId)).orderBy(asc(timeslots.id))
  for (const [position, group] of wanted.entries()) {
    let groupId: number
    if (group.id === undefined) {
      const [inserted] = await tx.insert(seatGroups).values({ eventId, name: group.name, capacity: group.capacity, position }).returning({ id: seatGroups.id })
      if (!inserted) throw new Error('seat group insert returned nothing')
      groupId = inserted.id
      await tx.insert(inventory).values((slots.length ? slots : [null]).map((slot) => ({ eventId, seatGroupId: groupId, timeslotId: slot?.id ?? null, capacity: group.capacity })))
    } else {
      groupId = group.id
      await tx.update(seatGroups).set({ name: group.name, capacity: group.capacity, position }).where(eq(seatGroups.id, groupId))
      await tx.update(inventory).set({ capacity: group.capacity }).where(eq(inventory.seatGroupId, groupId))
    }
    const stored = await tx.select().from(prices).where(eq(prices.seatGroupId, groupId))
    const wantedTypes = new Set(group.prices.map((entry) => entry.sale_type_id))
    const gone = stored.filter((entry) => !wantedTypes.has(entry.saleTypeId)).map((entry) => entry.id)
    if (gone.length) {
      await dropClosedHolds(tx, inArray(holds.priceId, gone))
      await tx.delete(prices).where(inArray(prices.id, gone))
    }
    for (const entry of group.prices) {
      const existing = stored.find((row) => row.saleTypeId === entry.sale_type_id)
      if (existing) {
        if (existing.amount !== entry.amount) await tx.update(prices).set({ amount: entry.amount }).where(eq(prices.id, existing.id))
      } else {
        await tx.insert(prices).values({ eventId, seatGroupId: groupId, saleTypeId: entry.sale_type_id, amount: entry.amount })
      }
    }
    const groupPrices = await tx.select({ id: prices.id, saleTypeId: prices.saleTypeId }).from(prices).where(eq(prices.seatGroupId, groupId))
    const priceIds = groupPrices.map((entry) => entry.id)
    if (priceIds.length) await tx.delete(discounts).where(inArray(discounts.priceId, priceIds))
    const full = groupPrices.find((entry) => fullPriceTypes.has(entry.saleTypeId))
    const reduced = full ? groupPrices.filter((entry) => entry.id !== full.id) : []
    if (full && reduced.length) await tx.insert(discounts).values(reduced.map((entry) => ({ priceId: full.id, discountPriceId: entry.id })))
  }
}

/** Whether two lists hold the same ids, in any order (neither has one twice). */
function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const other = new Set(b)
  return a.length === b.length && a.every((value) => other.has(value))
}

/** The event's genres, tags and labels as given (each list replaces the stored one). */
async function writeClassification(tx: Db, eventId: number, fields: Pick<EventFields, 'genre_ids' | 'tag_ids' | 'label_ids'>): Promise<void> {
  await tx.delete(eventGenres).where(eq(eventGenres.eventId, eventId))
  await tx.delete(eventTagsEvents).where(eq(eventTagsEvents.eventId, eventId))
  await tx.delete(eventLabels).where(eq(eventLabels.eventId, eventId))
  if (fields.genre_ids.length) await tx.insert(eventGenres).values(fields.genre_ids.map((genreId) => ({ eventId, genreId })))
  if (fields.tag_ids.length) await tx.insert(eventTagsEvents).values(fields.tag_ids.map((tagId) => ({ eventId, tagId })))
  if (fields.label_ids.length) await tx.insert(eventLabels).values(fields.label_ids.map((labelId) => ({ eventId, labelId })))
}

/** A block id no other timeslot has (the shop protocol names a timeslot by it). */
async function nextBlockId(tx: Db): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('foyer-timeslot-block-id', 0))`)
  const [row] = await tx.select({ highest: sql<number | null>`max(${timeslots.blockId})` }).from(timeslots)
  return Number(row?.highest ?? 0) + 1
}

/**
 * Writes the event's timeslots as given (checked before: none removed has sold or held seats). Every timeslot has
 * a stock row per seat group; an event without timeslots has one per seat group for the event as a whole. The
 * first timeslot takes over those rows with what they sold; when the last one goes, the event gets them again.
 */
async function writeTimeslots(tx: Db, eventId: number, wanted: EventFields['timeslots'], current: BackOfficeTimeslot[]): Promise<void> {
  const groups = await tx.select({ id: seatGroups.id, capacity: seatGroups.capacity }).from(seatGroups).where(eq(seatGroups.eventId, eventId))
  const capacity = groups.reduce((sum, group) => sum + group.capacity, 0)
  const status = (visible: boolean) => (visible ? 1 : 0)
  const stockFor = (timeslotId: number | null, of: typeof groups) =>
    of.length ? tx.insert(inventory).values(of.map((group) => ({ eventId, seatGroupId: group.id, timeslotId, capacity: group.capacity }))) : undefined
  const kept = new Set(wanted.flatMap((slot) => (slot.id === undefined ? [] : [slot.id])))
  const removed = current.filter((slot) => !kept.has(slot.id)).map((slot) => slot.id)
  if (removed.length) {
    await dropClosedHolds(tx, inArray(inventory.timeslotId, removed))
    await tx.delete(timeslots).where(inArray(timeslots.id, removed))
    if (wanted.length === 0) await stockFor(null, groups)
  }
  let takeOver = current.length === 0
  for (const slot of wanted) {
    if (slot.id !== undefined) {
      await tx.update(timeslots).set({ timeStart: `${slot.time_start}:00`, status: status(slot.visible) }).where(eq(timeslots.id, slot.id))
      continue
    }
    const [inserted] = await tx
      .insert(timeslots)
      .values({ eventId, timeStart: `${slot.time_start}:00`, status: status(slot.visible), blockId: await nextBlockId(tx), capacity })
      .returning({ id: timeslots.id })
    if (!inserted) throw new Error('timeslot insert returned nothing')
    if (takeOver) {
      takeOver = false
      const moved = await tx
        .update(inventory)
        .set({ timeslotId: inserted.id })
        .where(and(eq(inventory.eventId, eventId), isNull(inventory.timeslotId)))
        .returning({ seatGroupId: inventory.seatGroupId })
      const covered = new Set(moved.map((row) => row.seatGroupId))
      await stockFor(inserted.id, groups.filter((group) => !covered.has(group.id)))
    } else {
      await stockFor(inserted.id, groups)
    }
  }
}

/** A shop event id for an event that starts selling through the built-in box office (one at a time). */
async function nextShopEventId(tx: Db): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('foyer-shop-event-id', 0))`)
  const [row] = await tx.select({ highest: sql<number | null>`max(${events.shopEventId})` }).from(events)
  return Number(row?.highest ?? 0) + 1
}

/** The shop fields an event needs once it has seat groups: without a shop event id the booking widget cannot sell. */
async function shopFields(tx: Db, row: Pick<EventRow, 'shopEventId' | 'ticketUrl'>, hasSeatGroups: boolean) {
  if (!hasSeatGroups || row.shopEventId !== null) return {}
  const shopEventId = await nextShopEventId(tx)
  return { shopEventId, ticketUrl: row.ticketUrl ?? ticketPage(shopEventId) }
}

const eventColumns = (fields: EventFields) => ({
  title: fields.title,
  subtitle: optional(fields.subtitle),
  slug: fields.slug,
  teaser: optional(fields.teaser),
  info: optional(fields.info),
  description: richTextColumn(fields.description),
  image: fields.image || null,
  dateStart: fields.date_start,
  dateEnd: fields.date_end,
  status: fields.status,
  roomId: fields.room_id,
  productionId: fields.production_id,
  eventTypeId: fields.event_type_id,
  seriesId: fields.series_id,
  isBookable: fields.is_bookable,
  priceFrom: fields.price_from || null,
})

/**
 * Creates an event from both languages at once, with its seat groups and prices; the programme, the calendar and
 * the search know it on commit.
 */
export async function createEvent(db: Db, lang: Locale, input: BackOfficeEventCreate): Promise<EventWriteResult> {
  const checked = checkFields(lang, {
    title: input.title,
    subtitle: input.subtitle ?? { de: '', en: '' },
    slug: input.slug,
    teaser: input.teaser ?? { de: '', en: '' },
    info: input.info ?? { de: '', en: '' },
    description: input.description ?? { de: null, en: null },
    image: input.image ?? null,
    date_start: new Date(input.date_start),
    date_end: input.date_end ? new Date(input.date_end) : null,
    status: input.status ?? 'scheduled',
    room_id: input.room_id ?? null,
    production_id: input.production_id ?? null,
    event_type_id: input.event_type_id ?? null,
    series_id: input.series_id ?? null,
    genre_ids: input.genre_ids ?? [],
    tag_ids: input.tag_ids ?? [],
    label_ids: input.label_ids ?? [],
    credits: input.credits ?? [],
    is_bookable: input.is_bookable ?? true,
    price_from: input.price_from ?? null,
    seat_groups: offerInput(input.seat_groups ?? []).map((group) => ({ ...group, id: undefined })),
    timeslots: timeslotInput(input.timeslots ?? []).map((slot) => ({ ...slot, id: undefined })),
  })
  if (!checked.ok) return invalid(lang, checked.errors)
  const { fields } = checked
  return db.transaction(async (tx): Promise<EventWriteResult> => {
    const errors = { ...(await checkReferences(tx, lang, fields, [], new Set(), [])), ...(await checkCredits(tx, lang, fields.credits)) }
    if (Object.keys(errors).length > 0) return invalid(lang, errors)
    const [row] = await tx
      .insert(events)
      .values({ ...eventColumns(fields), ...(await shopFields(tx, { shopEventId: null, ticketUrl: null }, fields.seat_groups.length > 0)) })
      .returning()
    if (!row) throw new Error('event insert returned nothing')
    await writeClassification(tx, row.id, fields)
    const people = await writeCredits(tx, { kind: 'event', id: row.id }, fields.credits)
    // the timeslots first: writeOffer gives every new seat group a stock row per timeslot
    await writeTimeslots(tx, row.id, fields.timeslots, [])
    await writeOffer(tx, row.id, fields.seat_groups, [])
    await reindexSearchDocuments(tx, [{ kind: 'event', id: row.id }])
    await recordContentChange(tx, [...eventTags(row.id, true), ...people])
    return { ok: true, event: await backOfficeEvent(tx, row) }
  })
}

/** Redirects from the event's old addresses to its new ones, per language whose slug changed. */
const redirectOldEventPaths = (tx: Db, before: EventRow, after: EventRow) => redirectOldPaths(tx, eventUrls(before), eventUrls(after))

/**
 * Applies an editor's changes to an event, if the copy they edited is still the current one: a copy older than the
 * stored event is refused (409), never merged over it. Every page showing the event is regenerated on commit; a
 * changed slug leaves a redirect from the old address.
 */
export async function updateEvent(db: Db, lang: Locale, id: number, patch: BackOfficeEventUpdate): Promise<EventWriteResult> {
  const stockChanges = patch.seat_groups !== undefined || patch.timeslots !== undefined
  if (stockChanges) await releaseExpired(db, new Date())
  let redirected = false
  const result = await db.transaction(async (tx): Promise<EventWriteResult> => {
    const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update')
    if (!current) return notFound(lang)
    if (current.updatedAt.getTime() !== Date.parse(patch.updated_at)) {
      return { ok: false, status: 409, message: m.backoffice_stale_copy({}, { locale: lang }) }
    }
    const liveHeldPrices = stockChanges ? await lockStock(tx, id) : new Set<number>()
    const offer = await offerOf(tx, id)
    const slots = await timeslotsOf(tx, id)
    const classification = await classificationOf(tx, id)
    const credits = await creditsOf(tx, { kind: 'event', id })
    const checked = checkFields(lang, {
      title: { ...current.title, ...patch.title },
      subtitle: { ...both(current.subtitle), ...patch.subtitle },
      slug: { ...current.slug, ...patch.slug },
      teaser: { ...both(current.teaser), ...patch.teaser },
      info: { ...both(current.info), ...patch.info },
      description: { de: current.description?.de ?? null, en: current.description?.en ?? null, ...patch.description },
      image: patch.image === undefined ? current.image : patch.image,
      date_start: patch.date_start ? new Date(patch.date_start) : current.dateStart,
      date_end: patch.date_end === undefined ? current.dateEnd : patch.date_end === null ? null : new Date(patch.date_end),
      status: patch.status ?? current.status,
      room_id: patch.room_id === undefined ? current.roomId : patch.room_id,
      production_id: patch.production_id === undefined ? current.productionId : patch.production_id,
      event_type_id: patch.event_type_id === undefined ? current.eventTypeId : patch.event_type_id,
      series_id: patch.series_id === undefined ? current.seriesId : patch.series_id,
      genre_ids: patch.genre_ids ?? classification.genre_ids,
      tag_ids: patch.tag_ids ?? classification.tag_ids,
      label_ids: patch.label_ids ?? classification.label_ids,
      credits: patch.credits ?? credits,
      is_bookable: patch.is_bookable ?? current.isBookable,
      price_from: patch.price_from === undefined ? current.priceFrom : patch.price_from,
      // an offer or timeslots left alone are neither checked nor written
      seat_groups: offerInput(patch.seat_groups ?? []),
      timeslots: timeslotInput(patch.timeslots ?? []),
    })
    if (!checked.ok) return invalid(lang, checked.errors)
    const { fields } = checked
    const errors = { ...(await checkReferences(tx, lang, fields, patch.seat_groups ? offer : [], liveHeldPrices, patch.timeslots ? slots : null)), ...(await checkCredits(tx, lang, fields.credits)) }
    if (Object.keys(errors).length > 0) return invalid(lang, errors)

    const [row] = await tx
      .update(events)
      .set({
        ...eventColumns(fields),
        ...(await shopFields(tx, current, (patch.seat_groups ?? offer).length > 0)),
        updatedAt: nextVersion(current.updatedAt),
      })
      .where(eq(events.id, id))
      .returning()
    if (!row) return notFound(lang)
    const reclassified =
      !sameIds(fields.genre_ids, classification.genre_ids) || !sameIds(fields.tag_ids, classification.tag_ids) || !sameIds(fields.label_ids, classification.label_ids)
    if (reclassified) await writeClassification(tx, id, fields)
    // the people's pages list their events: those credited before and after are regenerated
    const people = sameCredits(credits, fields.credits) ? [] : await writeCredits(tx, { kind: 'event', id }, fields.credits)
    if (patch.timeslots) await writeTimeslots(tx, id, fields.timeslots, slots)
    if (patch.seat_groups) await writeOffer(tx, id, fields.seat_groups, offer)
    redirected = await redirectOldEventPaths(tx, current, row)
    // found under its new title at once, never under the old one
    await reindexSearchDocuments(tx, [{ kind: 'event', id }])
    const listsChanged =
      row.dateStart.getTime() !== current.dateStart.getTime() ||
      // the calendar shows a cancelled or postponed event as such, and it reads only the collection
      row.status !== current.status ||
      (row.dateEnd?.getTime() ?? null) !== (current.dateEnd?.getTime() ?? null) ||
      row.productionId !== current.productionId ||
      // the programme's filters (type, series, genre, tag) and the series pages list it
      row.eventTypeId !== current.eventTypeId ||
      row.seriesId !== current.seriesId ||
      reclassified ||
      redirected
    await recordContentChange(tx, [...eventTags(id, listsChanged), ...people, ...(redirected ? [tag.site('redirects')] : [])])
    return { ok: true, event: await backOfficeEvent(tx, row) }
  })
  if (redirected) forgetRedirects()
  return result
}

export type EventDeleteResult = { ok: true } | Refusal

/**
 * Deletes an event that never sold a ticket and has none in a cart; one that has is refused with the reason (it
 * can be cancelled or taken off sale instead), so no visitor loses a ticket they hold.
 */
export async function deleteEvent(db: Db, lang: Locale, id: number): Promise<EventDeleteResult> {
  await releaseExpired(db, new Date())
  return db.transaction(async (tx): Promise<EventDeleteResult> => {
    const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update')
    if (!current) return notFound(lang)
    await lockStock(tx, id)
    const [stock] = await tx
      .select({ taken: sql<number>`coalesce(sum(${inventory.held} + ${inventory.sold}), 0)::int` })
      .from(inventory)
      .where(eq(inventory.eventId, id))
    const [ordered] = await tx.select({ tickets: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` }).from(orderLines).where(eq(orderLines.eventId, id))
    const taken = Math.max(Number(stock?.taken ?? 0), Number(ordered?.tickets ?? 0))
    if (taken > 0) return { ok: false, status: 409, message: m.backoffice_delete_refused({ count: taken }, { locale: lang }) }
    await dropClosedHolds(tx, eq(inventory.eventId, id))
    // the pages of the people it credited list it: they are regenerated without it
    const people = (await creditsOf(tx, { kind: 'event', id })).map((credit) => tag.person(credit.person_id))
    await tx.delete(events).where(eq(events.id, id))
    await reindexSearchDocuments(tx, [{ kind: 'event', id }])
    await recordContentChange(tx, [...eventTags(id, true), ...people])
    return { ok: true }
  })
}

/**
 * A copy of an event on a new date: its texts, room, production, tags, genres, labels, people and its offer (seat
 * groups, prices, timeslots) with every seat free again. The copy is scheduled; its old end keeps its duration.
 */
export async function duplicateEvent(db: Db, lang: Locale, id: number, input: BackOfficeEventDuplicate): Promise<EventWriteResult> {
  return db.transaction(async (tx): Promise<EventWriteResult> => {
    const [source] = await tx.select().from(events).where(eq(events.id, id))
    if (!source) return notFound(lang)
    const dateStart = new Date(input.date_start)
    const dateEnd =
      input.date_end === undefined
        ? source.dateEnd && new Date(dateStart.getTime() + (source.dateEnd.getTime() - source.dateStart.getTime()))
        : input.date_end === null
          ? null
          : new Date(input.date_end)
    if (dateEnd && dateEnd < dateStart) return invalid(lang, { date_end: [m.backoffice_end_before_start({}, { locale: lang })] })
    const offer = await offerOf(tx, id)
    // an outside shop's ticket address goes along; the built-in box office's would name the source's shop id
    const outsideTicketUrl = source.ticketUrl && !source.ticketUrl.startsWith(TICKET_PAGE) ? source.ticketUrl : null
    const slots = await tx.select().from(timeslots).where(eq(timeslots.eventId, id)).orderBy(asc(timeslots.id))
    const [row] = await tx
      .insert(events)
      .values({
        productionId: source.productionId,
        roomId: source.roomId,
        eventTypeId: source.eventTypeId,
        seriesId: source.seriesId,
        title: source.title,
        subtitle: source.subtitle,
        slug: source.slug,
        teaser: source.teaser,
        description: source.description,
        info: source.info,
        dateStart,
        dateEnd,
        status: 'scheduled',
        isBookable: source.isBookable,
        image: source.image,
        gallery: source.gallery,
        priceFrom: source.priceFrom,
        ticketUrl: outsideTicketUrl,
        ...(await shopFields(tx, { shopEventId: null, ticketUrl: outsideTicketUrl }, offer.length > 0)),
      })
      .returning()
    if (!row) throw new Error('event insert returned nothing')
    const copyOf = async <T>(rows: T[], insert: (values: T[]) => Promise<unknown>) => {
      if (rows.length) await insert(rows)
    }
    await copyOf(
      (await tx.select().from(eventTagsEvents).where(eq(eventTagsEvents.eventId, id))).map((tag) => ({ ...tag, eventId: row.id })),
      (values) => tx.insert(eventTagsEvents).values(values),
    )
    await copyOf(
      (await tx.select().from(eventGenres).where(eq(eventGenres.eventId, id))).map((genre) => ({ ...genre, eventId: row.id })),
      (values) => tx.insert(eventGenres).values(values),
    )
    await copyOf(
      (await tx.select().from(eventLabels).where(eq(eventLabels.eventId, id))).map((label) => ({ ...label, eventId: row.id })),
      (values) => tx.insert(eventLabels).values(values),
    )
    await copyOf(
      (await tx.select().from(eventPersons).where(eq(eventPersons.eventId, id))).map(({ id: _id, ...credit }) => ({ ...credit, eventId: row.id })),
      (values) => tx.insert(eventPersons).values(values),
    )
    // the timeslots first: writeOffer gives every new seat group a stock row per timeslot
    const highestBlock = await tx.select({ highest: sql<number | null>`max(${timeslots.blockId})` }).from(timeslots)
    let block = Number(highestBlock[0]?.highest ?? 0)
    await copyOf(
      slots.map(({ id: _id, ...slot }) => ({ ...slot, eventId: row.id, blockId: ++block })),
      (values) => tx.insert(timeslots).values(values),
    )
    await writeOffer(
      tx,
      row.id,
      offer.map((group) => ({ name: group.name, capacity: group.capacity, prices: group.prices.map((entry) => ({ sale_type_id: entry.sale_type_id, amount: entry.amount })) })),
      [],
    )
    await reindexSearchDocuments(tx, [{ kind: 'event', id: row.id }])
    await recordContentChange(tx, eventTags(row.id, true))
    return { ok: true, event: await backOfficeEvent(tx, row) }
  })
}

/** Cancels, reschedules or switches booking for many events at once; one change record names them all. */
export async function bulkUpdateEvents(db: Db, ids: number[], action: 'cancel' | 'schedule' | 'bookable' | 'not-bookable'): Promise<number> {
  return db.transaction(async (tx) => {
    const set =
      action === 'cancel'
        ? { status: 'cancelled' as const }
        : action === 'schedule'
          ? { status: 'scheduled' as const }
          : { isBookable: action === 'bookable' }
    const changed = await tx
      .update(events)
      // a new version stamp for each, even within the millisecond of its last one: open copies become outdated
      .set({ ...set, updatedAt: sql`greatest(${new Date().toISOString()}::timestamptz, ${events.updatedAt} + interval '1 millisecond')` })
      .where(inArray(events.id, ids))
      .returning({ id: events.id })
    if (changed.length > 0) await recordContentChange(tx, changed.map((row) => tag.event(row.id)))
    return changed.length
  })
}
