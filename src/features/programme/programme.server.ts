import { and, asc, count, eq, gte, lt, ne, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { Temporal } from 'temporal-polyfill'
import * as v from 'valibot'
import type { Db } from '~/server/db/client.server'
import { pagedAnswer } from '~/server/api/paged'
import {
  discounts,
  eventGenres,
  eventLabels,
  eventPersons,
  eventTags,
  eventTagsEvents,
  eventTeasers,
  eventTypes,
  events,
  exhibitionTypes,
  genres,
  labels,
  persons,
  prices,
  productions,
  rooms,
  saleTypes,
  seatGroups,
  series,
  timeslots,
  venues,
} from '~/server/db/schema'
import type { Locale } from '~/contract/shared'
import type { CurrentEventData, EventDetail, EventListItem, EventTeaser } from '~/contract/programme'
import { HttpError } from '~/server/api/http-error'
import { KeptReads, readsKept } from '~/server/cache/read-cache.server'
import { recordTags } from '~/server/static/render-tags.server'
import { tag } from '~/server/static/tags'
import { TIME_ZONE, berlinToday, fromUrlDate } from '~/lib/dates'

import { EVENTS_PAGE_SIZE } from './programme.constants'
/** How far ahead the calendar offers dates. */
const CALENDAR_DAYS = 400

export interface EventFilter {
  room?: number
  type?: number | string
  tag?: number
  series?: number
  genre?: number
  date?: string
}

function startOfDay(date: Temporal.PlainDate): Date {
  return new Date(date.toZonedDateTime({ timeZone: TIME_ZONE }).epochMilliseconds)
}

function filterConditions(filter: EventFilter): SQL[] {
  const from = (filter.date ? fromUrlDate(filter.date) : null) ?? berlinToday()
  const conditions: SQL[] = [gte(events.dateStart, startOfDay(from))]
  if (filter.room !== undefined) conditions.push(eq(events.roomId, filter.room))
  if (filter.series !== undefined) conditions.push(eq(events.seriesId, filter.series))
  if (filter.type !== undefined) {
    // the type filter names an event type by slug (or id); an exhibition's events match its exhibition type too
    const type = filter.type
    conditions.push(
      typeof type === 'number'
        ? eq(events.eventTypeId, type)
        : or(
            sql`exists (select 1 from ${eventTypes} where ${eventTypes.id} = ${events.eventTypeId} and ${eventTypes.slug} = ${type})`,
            sql`exists (select 1 from ${productions} join ${exhibitionTypes} on ${exhibitionTypes.id} = ${productions.exhibitionTypeId} where ${productions.id} = ${events.productionId} and ${exhibitionTypes.slug} = ${type})`,
          ) ?? sql`false`,
    )
  }
  if (filter.tag !== undefined) {
    conditions.push(sql`exists (select 1 from ${eventTagsEvents} where ${eventTagsEvents.eventId} = ${events.id} and ${eventTagsEvents.tagId} = ${filter.tag})`)
  }
  if (filter.genre !== undefined) {
    conditions.push(sql`exists (select 1 from ${eventGenres} where ${eventGenres.eventId} = ${events.id} and ${eventGenres.genreId} = ${filter.genre})`)
  }
  return conditions
}

function image(path: string | null, alt: string) {
  return path ? { url: path, alt } : null
}

/** What a list item shows of the event itself: no description, teaser or gallery (the largest columns). */
const listColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  subtitle: events.subtitle,
  dateStart: events.dateStart,
  dateEnd: events.dateEnd,
  status: events.status,
  info: events.info,
  priceFrom: events.priceFrom,
  ticketUrl: events.ticketUrl,
  image: events.image,
}

/** An event's labels as the list query aggregates them (JSON from the database: checked like any input). */
const ListLabels = v.array(v.object({ id: v.string(), name: v.string() }))

/**
 * List items of the events matching `where`, in one query: room and venue, type and production joined, labels, seat
 * groups and paid prices asked in the same statement (each round trip costs more than the rows it brings).
 */
async function listItemsWhere(
  db: Db,
  lang: Locale,
  where: SQL | undefined,
  page: { orderBy: SQL[]; limit: number; offset?: number },
): Promise<EventListItem[]> {
  const rows = await db
    .select({
      ...listColumns,
      roomId: rooms.id,
      roomName: rooms.name,
      venueId: venues.id,
      venueName: venues.name,
      venueSlug: venues.slug,
      typeSlug: eventTypes.slug,
      typeName: eventTypes.name,
      productionId: productions.id,
      productionSlug: productions.slug,
      productionTitle: productions.title,
      labels: sql<unknown>`coalesce((select json_agg(json_build_object('id', ${labels.key}, 'name', ${labels.name} ->> ${lang})) from ${eventLabels} inner join ${labels} on ${labels.id} = ${eventLabels.labelId} where ${eventLabels.eventId} = ${events.id}), '[]'::json)`,
      // scalar subqueries, looked up through the event's index for the rows of the page only: PostgreSQL runs an
      // `exists` in the select list as a hashed subplan over every seat group and price (the rows before the limit
      // are its estimate): executing a programme day's page took 13 ms on PGlite that way, 2 ms this way
      hasSeatGroups: sql<boolean>`((select 1 from ${seatGroups} where ${seatGroups.eventId} = ${events.id} and ${seatGroups.status} <> 0 limit 1) is not null)`,
      hasPaidPrices: sql<boolean>`((select 1 from ${prices} where ${prices.eventId} = ${events.id} and ${prices.amount} > 0 limit 1) is not null)`,
    })
    .from(events)
    .leftJoin(rooms, eq(rooms.id, events.roomId))
    .leftJoin(venues, eq(venues.id, rooms.venueId))
    .leftJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .leftJoin(productions, eq(productions.id, events.productionId))
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset ?? 0)
  return rows.map((row) => {
    const labelList = v.safeParse(ListLabels, row.labels)
    if (!labelList.success) throw new Error(`the labels of event ${row.id} are not a list of labels`)
    return {
      id: row.id,
      slug: row.slug[lang],
      slugs: row.slug,
      title: row.title[lang],
      subtitle: row.subtitle?.[lang] || null,
      date_start: row.dateStart.toISOString(),
      date_end: row.dateEnd?.toISOString() ?? null,
      status: row.status,
      event_type_new: row.typeSlug !== null && row.typeName !== null ? { id: row.typeSlug, name: row.typeName[lang], slug: row.typeSlug } : null,
      room:
        row.roomId !== null && row.roomName !== null && row.venueId !== null && row.venueName !== null && row.venueSlug !== null
          ? { id: row.roomId, name: row.roomName[lang], venue: { id: row.venueId, name: row.venueName[lang], slug: row.venueSlug[lang] } }
          : null,
      labels: labelList.output,
      info: row.info?.[lang] || null,
      price_from: row.priceFrom,
      ticket_url: row.ticketUrl,
      has_seat_groups: row.hasSeatGroups,
      has_paid_prices: row.hasPaidPrices,
      image: image(row.image, row.title[lang]),
      production:
        row.productionId !== null && row.productionSlug !== null && row.productionTitle !== null
          ? { id: row.productionId, slug: row.productionSlug[lang], title: row.productionTitle[lang] }
          : null,
    }
  })
}

/** An event from today on as the programme's filters see it, with its list item in both languages. */
interface IndexedEvent {
  start: number
  roomId: number | null
  seriesId: number | null
  typeId: number | null
  /** its event type's slug and its production's exhibition type's: the type filter matches either */
  typeSlugs: string[]
  tagIds: number[]
  genreIds: number[]
  items: Record<Locale, EventListItem>
}

/** More events to come than this are not indexed: the lists read the database instead. */
const MAX_INDEXED_EVENTS = 5_000

const IdList = v.array(v.number())

/**
 * Every event from `today` on, soonest first, in the programme's order — read with three queries once per change of
 * an event, a production or a vocabulary (or a minute at most) instead of two per programme page: a day's programme
 * nobody asked for before (`?date=`) is filtered and paged in memory.
 */
async function readProgrammeIndex(db: Db, today: Temporal.PlainDate): Promise<IndexedEvent[] | null> {
  const where = gte(events.dateStart, startOfDay(today))
  // one more than indexed: a programme that large is read from the database
  const order = { orderBy: [asc(events.dateStart), asc(events.id)], limit: MAX_INDEXED_EVENTS + 1 }
  const [de, en, facets] = await Promise.all([
    listItemsWhere(db, 'de', where, order),
    listItemsWhere(db, 'en', where, order),
    db
      .select({
        id: events.id,
        roomId: events.roomId,
        seriesId: events.seriesId,
        typeId: events.eventTypeId,
        productionId: events.productionId,
        typeSlug: eventTypes.slug,
        exhibitionTypeSlug: exhibitionTypes.slug,
        tagIds: sql<unknown>`coalesce((select json_agg(${eventTagsEvents.tagId}) from ${eventTagsEvents} where ${eventTagsEvents.eventId} = ${events.id}), '[]'::json)`,
        genreIds: sql<unknown>`coalesce((select json_agg(${eventGenres.genreId}) from ${eventGenres} where ${eventGenres.eventId} = ${events.id}), '[]'::json)`,
      })
      .from(events)
      .leftJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
      .leftJoin(productions, eq(productions.id, events.productionId))
      .leftJoin(exhibitionTypes, eq(exhibitionTypes.id, productions.exhibitionTypeId))
      .where(where)
      .orderBy(asc(events.dateStart), asc(events.id))
      .limit(MAX_INDEXED_EVENTS + 1),
  ])
  if (de.length > MAX_INDEXED_EVENTS) return null
  // dropped by a change of any event, production or vocabulary the lists show
  recordTags([
    tag.collection('events'),
    tag.collection('taxonomy'),
    ...facets.map((row) => tag.event(row.id)),
    ...facets.flatMap((row) => (row.productionId === null ? [] : [tag.production(row.productionId)])),
  ])
  const facetOf = new Map(facets.map((row) => [row.id, row]))
  const englishOf = new Map(en.map((item) => [item.id, item]))
  return de.flatMap((item) => {
    // (an event the three reads do not all see — a change came in meanwhile — is left out: the index is not kept then)
    const facet = facetOf.get(item.id)
    const english = englishOf.get(item.id)
    if (!facet || !english) return []
    return [
      {
        start: Date.parse(item.date_start),
        roomId: facet.roomId,
        seriesId: facet.seriesId,
        typeId: facet.typeId,
        typeSlugs: [facet.typeSlug, facet.exhibitionTypeSlug].filter((slug): slug is string => slug !== null),
        tagIds: v.parse(IdList, facet.tagIds),
        genreIds: v.parse(IdList, facet.genreIds),
        items: { de: item, en: english },
      },
    ]
  })
}

/** The index by the day it starts (a day's and the next's, around midnight); not shown as such: the lists name their events. */
const programmeIndexes = new KeptReads<IndexedEvent[] | null>(2, { shown: false })

/** Whether an indexed event matches the filter's room, series, type, tag and genre (its day is checked apart). */
function matchesFilter(event: IndexedEvent, filter: EventFilter): boolean {
  if (filter.room !== undefined && event.roomId !== filter.room) return false
  if (filter.series !== undefined && event.seriesId !== filter.series) return false
  if (filter.type !== undefined && (typeof filter.type === 'number' ? event.typeId !== filter.type : !event.typeSlugs.includes(filter.type))) return false
  if (filter.tag !== undefined && !event.tagIds.includes(filter.tag)) return false
  if (filter.genre !== undefined && !event.genreIds.includes(filter.genre)) return false
  return true
}

export async function listEvents(db: Db, lang: Locale, filter: EventFilter, page = 1, pageSize = EVENTS_PAGE_SIZE) {
  const today = berlinToday()
  const from = (filter.date ? fromUrlDate(filter.date) : null) ?? today
  // from today on, while this process hears of every change: from the index
  if (readsKept() && Temporal.PlainDate.compare(from, today) >= 0) {
    const index = await programmeIndexes.read(today.toString(), () => readProgrammeIndex(db, today))
    if (index) {
      const fromMoment = startOfDay(from).getTime()
      const matching = index.filter((event) => event.start >= fromMoment && matchesFilter(event, filter))
      const results = matching.slice((page - 1) * pageSize, page * pageSize).map((event) => event.items[lang])
      return pagedAnswer({ path: `/${lang}/api/events/`, filter, page, pageSize, total: matching.length, results, withPageSize: true })
    }
  }
  return listEventsFromDatabase(db, lang, filter, page, pageSize)
}

/** The programme's list read from the database: a day before today, a programme too large to index, no index kept. */
export async function listEventsFromDatabase(db: Db, lang: Locale, filter: EventFilter, page = 1, pageSize = EVENTS_PAGE_SIZE) {
  const where = and(...filterConditions(filter))
  const [[total], results] = await Promise.all([
    db.select({ total: count() }).from(events).where(where),
    listItemsWhere(db, lang, where, { orderBy: [asc(events.dateStart), asc(events.id)], limit: pageSize, offset: (page - 1) * pageSize }),
  ])
  return pagedAnswer({ path: `/${lang}/api/events/`, filter, page, pageSize, total: total?.total ?? 0, results, withPageSize: true })
}

/** Upcoming events of a set (a production, a series, a venue, a person …) for detail pages. */
export async function listEventsWhere(db: Db, lang: Locale, condition: SQL, limit = 50): Promise<EventListItem[]> {
  return listItemsWhere(db, lang, and(condition, gte(events.dateStart, startOfDay(berlinToday()))), { orderBy: [asc(events.dateStart)], limit })
}

/** An event's seat groups, prices (with their sale types), discounted prices and timeslots: the same in both languages. */
async function readCurrentEventRows(db: Db, eventId: number) {
  const [groups, priceRows, discountRows, slots] = await Promise.all([
    db.select().from(seatGroups).where(eq(seatGroups.eventId, eventId)).orderBy(asc(seatGroups.position), asc(seatGroups.id)),
    db
      .select({ price: prices, saleType: saleTypes })
      .from(prices)
      .innerJoin(saleTypes, eq(saleTypes.id, prices.saleTypeId))
      .where(eq(prices.eventId, eventId))
      .orderBy(asc(saleTypes.position), asc(prices.id)),
    db.select({ priceId: discounts.priceId }).from(discounts).innerJoin(prices, eq(prices.id, discounts.priceId)).where(eq(prices.eventId, eventId)),
    db.select().from(timeslots).where(eq(timeslots.eventId, eventId)).orderBy(asc(timeslots.timeStart)),
  ])
  return { groups, priceRows, discountRows, slots }
}
type CurrentEventRows = Awaited<ReturnType<typeof readCurrentEventRows>>

function currentEventDataOf(event: typeof events.$inferSelect, { groups, priceRows, discountRows, slots }: CurrentEventRows, lang: Locale): CurrentEventData {
  const withDiscounts = new Set(discountRows.map((row) => row.priceId))
  const priceItems = priceRows.map(({ price, saleType }) => ({
    id: price.id,
    price: price.amount,
    sale_type_id: saleType.id,
    seat_group: price.seatGroupId,
    text: price.text?.[lang] ?? '',
    name: saleType.name[lang],
    has_discounts: withDiscounts.has(price.id),
  }))
  return {
    ticket_url: event.ticketUrl,
    seat_groups: groups.map((group) => ({
      id: group.id,
      seat_group: group.name[lang],
      status: group.status,
      prices: priceItems.filter((price) => price.seat_group === group.id),
      text: group.text?.[lang] ?? '',
    })),
    prices: priceItems,
    timeslots: slots.map((slot) => ({ id: slot.id, time_start: slot.timeStart, block_id: slot.blockId, status: slot.status })),
    id_jet: event.shopEventId,
    date_start: event.dateStart.toISOString(),
  }
}

export async function getCurrentEventData(db: Db, lang: Locale, event: typeof events.$inferSelect): Promise<CurrentEventData> {
  return currentEventDataOf(event, await readCurrentEventRows(db, event.id), lang)
}

/**
 * What an event's page shows, read once for both languages: its row, its list items, credits, tags, series, seat
 * groups, prices and timeslots. The list item is read per language (its labels are translated in the query).
 */
async function readEventRecord(db: Db, id: number) {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1)
  if (!row) return null
  // what the event's page records (read-tags.server.ts): a change naming either drops the record too
  recordTags([tag.event(id), ...(row.productionId === null ? [] : [tag.production(row.productionId)])])
  const [[itemDe], [itemEn], credits, tagRows, seriesRow, current] = await Promise.all([
    listItemsWhere(db, 'de', eq(events.id, id), { orderBy: [], limit: 1 }),
    listItemsWhere(db, 'en', eq(events.id, id), { orderBy: [], limit: 1 }),
    db
      .select({ credit: eventPersons, person: persons })
      .from(eventPersons)
      .innerJoin(persons, eq(persons.id, eventPersons.personId))
      .where(eq(eventPersons.eventId, id))
      .orderBy(asc(eventPersons.position)),
    db.select({ id: eventTags.id, name: eventTags.name }).from(eventTagsEvents).innerJoin(eventTags, eq(eventTags.id, eventTagsEvents.tagId)).where(eq(eventTagsEvents.eventId, id)),
    row.seriesId === null ? Promise.resolve([]) : db.select().from(series).where(eq(series.id, row.seriesId)).limit(1),
    readCurrentEventRows(db, id),
  ])
  if (!itemDe || !itemEn) return null
  return { row, items: { de: itemDe, en: itemEn }, credits, tagRows, series: seriesRow[0] ?? null, current }
}
type EventRecord = NonNullable<Awaited<ReturnType<typeof readEventRecord>>>

/**
 * Event records kept in memory (read-cache.server.ts: dropped by a change naming the event or its production): the
 * German and the English page of an event, generated one after the other, read the database once. A few dozen are
 * enough for that; the pages of a change come in the same order.
 */
const eventRecords = new KeptReads<EventRecord | null>(64)

export async function getEvent(db: Db, lang: Locale, id: number): Promise<EventDetail> {
  const record = await eventRecords.read(String(id), () => readEventRecord(db, id))
  if (!record) throw new HttpError(404, '404 Not Found')
  const { row, credits, tagRows, series: seriesEntry, current } = record
  const personRef = ({ credit, person }: EventRecord['credits'][number]) => ({
    id: person.id,
    name: `${person.firstName} ${person.lastName}`,
    slug: person.slug,
    role: credit.role[lang],
  })
  return {
    ...record.items[lang],
    teaser: row.teaser?.[lang] || null,
    description: row.description?.[lang] ?? null,
    images: [row.image, ...row.gallery].flatMap((path) => (path ? [{ url: path, alt: row.title[lang] }] : [])),
    cast: credits.filter((entry) => entry.credit.kind === 'cast').map(personRef),
    team: credits.filter((entry) => entry.credit.kind === 'team').map(personRef),
    tags: tagRows.map((entry) => ({ id: entry.id, name: entry.name[lang] })),
    series: seriesEntry ? { id: seriesEntry.id, name: seriesEntry.name[lang], slug: seriesEntry.slug[lang] } : null,
    currentEventData: currentEventDataOf(row, current, lang),
  }
}

type TeaserRow = typeof eventTeasers.$inferSelect

/** The teasers from a day on, in their order. */
function readTeasers(db: Db, from: Temporal.PlainDate): Promise<TeaserRow[]> {
  return db.select().from(eventTeasers).where(gte(eventTeasers.position, from.toString())).orderBy(asc(eventTeasers.position))
}

/** The teasers from today on, by the day they start (dropped by a change of the teasers), as the programme's index. */
const teaserIndexes = new KeptReads<TeaserRow[]>(2, { shown: false })

export async function listTeasers(db: Db, lang: Locale, date?: string): Promise<EventTeaser[]> {
  const today = berlinToday()
  const from = (date ? fromUrlDate(date) : null) ?? today
  const rows =
    readsKept() && Temporal.PlainDate.compare(from, today) >= 0
      ? (
          await teaserIndexes.read(today.toString(), async () => {
            recordTags([tag.collection('teasers')])
            return readTeasers(db, today)
          })
        ).filter((row) => row.position >= from.toString())
      : await readTeasers(db, from)
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    position: row.position,
    link: row.link?.[lang] || null,
    preline: row.preline?.[lang] || null,
    subline: row.subline?.[lang] || null,
    headline: row.headline[lang],
    link_text: row.linkText?.[lang] || null,
    image_obj: image(row.image, row.headline[lang]),
    image_thumbnails: { large: row.image },
  }))
}

/** Days (YYYY-MM-DD, Berlin) from `date` on that have at least one event matching the filter. */
export async function availableDates(db: Db, filter: EventFilter): Promise<string[]> {
  const from = (filter.date ? fromUrlDate(filter.date) : null) ?? berlinToday()
  const until = startOfDay(from.add({ days: CALENDAR_DAYS }))
  // the zone is a constant, inlined so that the DISTINCT and ORDER BY expressions are identical
  const day = sql<string>`to_char(${events.dateStart} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD')`
  const rows = await db
    .selectDistinct({ day })
    .from(events)
    .where(and(...filterConditions(filter), lt(events.dateStart, until), ne(events.status, 'cancelled')))
    .orderBy(day)
  return rows.map((row) => row.day)
}

export async function listRooms(db: Db, lang: Locale) {
  const rows = await db.select().from(rooms).where(eq(rooms.showInFilter, true)).orderBy(asc(rooms.position), asc(rooms.id))
  return rows.map((row) => ({ id: row.id, name: row.name[lang], show_in_filter: row.showInFilter }))
}

export async function listEventTypes(db: Db, lang: Locale) {
  const rows = await db.select().from(eventTypes).orderBy(asc(eventTypes.id))
  return rows.map((row) => ({ id: row.slug, name: row.name[lang], slug: row.slug }))
}

export async function listExhibitionTypes(db: Db, lang: Locale) {
  const rows = await db.select().from(exhibitionTypes).orderBy(asc(exhibitionTypes.id))
  return rows.map((row) => ({ id: row.id, name: row.name[lang], slug: row.slug }))
}

export async function listEventTags(db: Db, lang: Locale) {
  const rows = await db.select().from(eventTags).where(eq(eventTags.showInFilter, true)).orderBy(asc(eventTags.id))
  return rows.map((row) => ({ id: row.id, name: row.name[lang], show_in_filter: true }))
}

export async function listSeriesOptions(db: Db, lang: Locale) {
  const rows = await db.select().from(series).where(eq(series.showInFilter, true)).orderBy(asc(series.id))
  return rows.map((row) => ({ id: row.id, name: row.name[lang], slug: row.slug[lang], show_in_filter: true }))
}

export async function listGenres(db: Db, lang: Locale) {
  const rows = await db.select().from(genres).orderBy(asc(genres.id))
  return rows.map((row) => ({ id: row.id, name: row.name[lang], slug: row.slug }))
}
