import { eq } from 'drizzle-orm'
import type { Db } from '~/server/db/client.server'
import { events, series } from '~/server/db/schema'
import type { Locale } from '~/contract/shared'
import type { SeriesDetail } from '~/contract/sections'
import { HttpError } from '~/server/api/http-error'
import { listEventsWhere } from '~/features/programme/programme.server'
import type { CollectionServer } from '~/features/collections/service.server'
import { tag } from '~/server/static/tags'
import { seriesCollection } from './series.collection'

const eventsOf = async (tx: Db, id: number) => (await tx.select({ id: events.id }).from(events).where(eq(events.seriesId, id))).map((row) => row.id)

/**
 * Where series live and what a change to one makes stale: its page (`series:<id>`), the series lists and the
 * programme's series filter (their read names `series`), and the page and search documents of every event in it
 * (they name the series; after a delete they are in no series, so they are found before it).
 */
export const seriesServer = {
  collection: seriesCollection,
  table: 'series',
  tags: async (id, tx) => [tag.series(id), tag.collection('series'), ...(await eventsOf(tx, id)).map(tag.event)],
  documents: async (tx, id) => [{ kind: 'series', id }, ...(await eventsOf(tx, id)).map((event) => ({ kind: 'event' as const, id: event }))],
  counts: { event_count: [{ table: 'events', by: 'series_id' }] },
} satisfies CollectionServer<'Series', 'SeriesList', 'series', typeof seriesCollection.fields>

/** All upcoming events of the series (a subscription rarely has more than a season's worth). */
const SERIES_EVENTS_LIMIT = 60

export async function getSeries(db: Db, lang: Locale, id: number): Promise<SeriesDetail> {
  const [row] = await db.select().from(series).where(eq(series.id, id)).limit(1)
  if (!row) throw new HttpError(404, '404 Not Found')
  return {
    id: row.id,
    slug: row.slug[lang],
    slugs: row.slug,
    name: row.name[lang],
    description: row.description?.[lang] || null,
    price: row.priceText?.[lang] || null,
    image: row.image ? { url: row.image, alt: row.name[lang] } : null,
    events: await listEventsWhere(db, lang, eq(events.seriesId, id), SERIES_EVENTS_LIMIT),
  }
}
