import * as v from 'valibot'
import { eventTags, eventTypes, exhibitionTypes, genres, rooms, series } from '~/server/db/schema'
import type { Db } from '~/server/db/client.server'
import { cachedRead } from '~/server/cache/read-cache.server'
import { recordTags } from '~/server/static/render-tags.server'
import { EventFilterQuery } from '~/contract/programme'
import { tag } from '~/server/static/tags'

/** The programme's filter parameters that name a record, and what each may hold. */
export const NAMED_FILTERS = ['room', 'type', 'tag', 'series', 'genre'] as const
export type NamedFilter = (typeof NAMED_FILTERS)[number]
export type FilterValues = Record<NamedFilter, ReadonlySet<string>>

/** Every value a named filter can take now: ids (as they appear in an address), and the slugs a type goes by. */
async function readFilterValues(db: Db): Promise<FilterValues> {
  const [roomRows, typeRows, exhibitionRows, tagRows, seriesRows, genreRows] = await Promise.all([
    db.select({ id: rooms.id }).from(rooms),
    db.select({ id: eventTypes.id, slug: eventTypes.slug }).from(eventTypes),
    db.select({ slug: exhibitionTypes.slug }).from(exhibitionTypes),
    db.select({ id: eventTags.id }).from(eventTags),
    db.select({ id: series.id }).from(series),
    db.select({ id: genres.id }).from(genres),
  ])
  const ids = (rows: { id: number }[]) => new Set(rows.map((row) => String(row.id)))
  return {
    room: ids(roomRows),
    type: new Set([...typeRows.flatMap((row) => [String(row.id), row.slug]), ...exhibitionRows.map((row) => row.slug)]),
    tag: ids(tagRows),
    series: ids(seriesRows),
    genre: ids(genreRows),
  }
}

/**
 * The filter values, from memory while nothing changed them: rooms, types, tags and genres change under `taxonomy`,
 * series under `series` (see read-cache.server.ts for when a kept answer goes).
 */
export async function programmeFilterValues(db: Db): Promise<FilterValues> {
  const kept = await cachedRead('programme-filter-values', async () => {
    recordTags([tag.collection('taxonomy'), tag.collection('series')])
    return readFilterValues(db)
  })
  // the cache keeps answers untyped: what comes back is checked, and read afresh should it ever not fit
  return isFilterValues(kept) ? kept : readFilterValues(db)
}

function isFilterValues(value: unknown): value is FilterValues {
  return typeof value === 'object' && value !== null && NAMED_FILTERS.every((name) => name in value && Reflect.get(value, name) instanceof Set)
}

/**
 * The programme's query without the filters that name nothing (a deleted tag, a made-up room): null when every
 * filter names something. Values are compared as they appear in the address; a malformed one (`room=abc`, an id
 * beyond the integer columns) stays, for the page to refuse as it does.
 */
export function withoutUnknownFilters(search: string, known: FilterValues): string | null {
  const params = new URLSearchParams(search)
  let dropped = false
  for (const name of NAMED_FILTERS) {
    const value = params.get(name)
    if (value === null || known[name].has(value) || !v.is(EventFilterQuery.entries[name], value)) continue
    params.delete(name)
    dropped = true
  }
  if (!dropped) return null
  const text = params.toString()
  return text ? `?${text}` : ''
}
