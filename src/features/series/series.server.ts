import { eq } from 'drizzle-orm'
import type { Db } from '~/server/db/client.server'
import { events, series } from '~/server/db/schema'
import type { Locale } from '~/contract/shared'
import type { SeriesDetail } from '~/contract/sections'
import { HttpError } from '~/server/api/http-error'
import { listEventsWhere } from '~/features/programme/programme.server'

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
