import { and, asc, count, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Db } from '~/server/db/client.server'
import { pagedAnswer } from '~/server/api/paged'
import { events, exhibitionTypes, persons, productionPersons, productionTags, productionTagsProductions, productions, seasons } from '~/server/db/schema'
import type { Locale } from '~/contract/shared'
import type { ProductionDetail, ProductionListItem } from '~/contract/sections'
import { HttpError } from '~/server/api/http-error'
import { berlinToday, fromUrlDate } from '~/lib/dates'
import { listEventsWhere } from '~/features/programme/programme.server'
import { PRODUCTIONS_PAGE_SIZE } from './productions.shared'
import type { ProductionFilterObject } from './productions.shared'

type ProductionRow = typeof productions.$inferSelect

function image(path: string | null, alt: string) {
  return path ? { url: path, alt } : null
}

/** Productions still running on the filter's date (today by default), and the season, type and tag chosen. */
function filterConditions(filter: ProductionFilterObject): SQL[] {
  const from = (filter.date ? fromUrlDate(filter.date) : null) ?? berlinToday()
  const conditions: SQL[] = [or(isNull(productions.dateTo), gte(productions.dateTo, from.toString())) ?? sql`true`]
  if (filter.season !== undefined) conditions.push(eq(productions.seasonId, filter.season))
  if (filter.exhibition_type !== undefined) conditions.push(eq(productions.exhibitionTypeId, filter.exhibition_type))
  if (filter.kind !== undefined) conditions.push(eq(productions.kind, filter.kind))
  if (filter.tag !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${productionTagsProductions} where ${productionTagsProductions.productionId} = ${productions.id} and ${productionTagsProductions.tagId} = ${filter.tag})`,
    )
  }
  return conditions
}

/** List items for a set of production rows: three batched look-ups, whatever the number of rows. */
export async function toProductionItems(db: Db, lang: Locale, rows: ProductionRow[]): Promise<ProductionListItem[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const seasonIds = rows.flatMap((row) => (row.seasonId === null ? [] : [row.seasonId]))
  const typeIds = rows.flatMap((row) => (row.exhibitionTypeId === null ? [] : [row.exhibitionTypeId]))
  const [seasonRows, typeRows, tagRows] = await Promise.all([
    seasonIds.length ? db.select().from(seasons).where(inArray(seasons.id, seasonIds)) : Promise.resolve([]),
    typeIds.length ? db.select().from(exhibitionTypes).where(inArray(exhibitionTypes.id, typeIds)) : Promise.resolve([]),
    db
      .select({ productionId: productionTagsProductions.productionId, tag: productionTags })
      .from(productionTagsProductions)
      .innerJoin(productionTags, eq(productionTags.id, productionTagsProductions.tagId))
      .where(inArray(productionTagsProductions.productionId, ids))
      .orderBy(asc(productionTags.id)),
  ])
  return rows.map((row) => {
    const season = seasonRows.find((entry) => entry.id === row.seasonId)
    const type = typeRows.find((entry) => entry.id === row.exhibitionTypeId)
    return {
      id: row.id,
      slug: row.slug[lang],
      slugs: row.slug,
      kind: row.kind,
      title: row.title[lang],
      subtitle: row.subtitle?.[lang] || null,
      teaser: row.teaser?.[lang] || null,
      date_from: row.dateFrom,
      date_to: row.dateTo,
      season: season ? { id: season.id, name: season.name } : null,
      exhibition_type: type ? { id: type.id, name: type.name[lang], slug: type.slug } : null,
      tags: tagRows
        .filter((entry) => entry.productionId === row.id)
        .map(({ tag }) => ({ id: tag.id, name: tag.name[lang], slug: tag.slug, show_in_filter: tag.showInFilter })),
      image: image(row.image, row.title[lang]),
    }
  })
}


const order = [sql`${productions.dateFrom} asc nulls last`, asc(productions.id)]

export async function listProductions(db: Db, lang: Locale, filter: ProductionFilterObject, page = 1, pageSize = PRODUCTIONS_PAGE_SIZE) {
  const where = and(...filterConditions(filter))
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(productions).where(where),
    db
      .select()
      .from(productions)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ])
  return pagedAnswer({ path: `/${lang}/api/productions/`, filter, page, pageSize, total: total?.total ?? 0, results: await toProductionItems(db, lang, rows) })
}

/** The variant taking a whole filter object: only the results, at most `limit` (default one page). */
export async function listProductionsByFilter(db: Db, lang: Locale, filter: ProductionFilterObject): Promise<ProductionListItem[]> {
  const rows = await db
    .select()
    .from(productions)
    .where(and(...filterConditions(filter)))
    .orderBy(...order)
    .limit(filter.limit ?? PRODUCTIONS_PAGE_SIZE)
  return toProductionItems(db, lang, rows)
}

export async function getProduction(db: Db, lang: Locale, id: number): Promise<ProductionDetail> {
  const [row] = await db.select().from(productions).where(eq(productions.id, id)).limit(1)
  if (!row) throw new HttpError(404, '404 Not Found')
  const [[item], credits, upcoming] = await Promise.all([
    toProductionItems(db, lang, [row]),
    db
      .select({ credit: productionPersons, person: persons })
      .from(productionPersons)
      .innerJoin(persons, eq(persons.id, productionPersons.personId))
      .where(eq(productionPersons.productionId, id))
      .orderBy(asc(productionPersons.position), asc(productionPersons.id)),
    listEventsWhere(db, lang, eq(events.productionId, id), 60),
  ])
  if (!item) throw new HttpError(404, '404 Not Found')
  const personRef = ({ credit, person }: (typeof credits)[number]) => ({
    id: person.id,
    name: `${person.firstName} ${person.lastName}`,
    slug: person.slug,
    role: credit.role[lang],
  })
  return {
    ...item,
    description: row.description?.[lang] ?? null,
    images: [row.image, ...row.gallery].flatMap((path) => (path ? [{ url: path, alt: row.title[lang] }] : [])),
    duration: row.duration?.[lang] || null,
    cast: credits.filter((entry) => entry.credit.kind === 'cast').map(personRef),
    team: credits.filter((entry) => entry.credit.kind === 'team').map(personRef),
    events: upcoming,
  }
}

export async function listSeasons(db: Db) {
  const rows = await db.select().from(seasons).orderBy(asc(seasons.dateFrom))
  return rows.map((row) => ({ id: row.id, name: row.name }))
}

export async function listProductionTags(db: Db, lang: Locale) {
  const rows = await db.select().from(productionTags).where(eq(productionTags.showInFilter, true)).orderBy(asc(productionTags.id))
  return rows.map((row) => ({ id: row.id, name: row.name[lang], slug: row.slug, show_in_filter: true }))
}
