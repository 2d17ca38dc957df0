import { sql, type SQL } from 'drizzle-orm'
import * as v from 'valibot'
import type { EventPick, LinkTarget, VenuePick } from '~/contract/media'
import type { Locale } from '~/contract/shared'
import { localizePathname } from '~/lib/i18n/localized-paths'
import type { Db } from '~/server/db/client.server'
import { rawRows } from '~/server/db/client.server'

// What the editor's pickers search: the site's pages and entities by title in both languages (link finder),
// events by title and date (event picker), venues (venue picker).

const PER_TYPE = 8

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

const Translated = v.object({ de: v.nullish(v.string()), en: v.nullish(v.string()) })
const EntityRow = v.object({
  id: v.pipe(v.unknown(), v.transform(Number), v.number()),
  title: Translated,
  slug: v.union([Translated, v.string()]),
  detail: v.nullish(v.unknown()),
})
const PageRow = v.object({
  id: v.pipe(v.unknown(), v.transform(Number), v.number()),
  title_de: v.nullish(v.string()),
  title_en: v.nullish(v.string()),
  path_de: v.nullish(v.string()),
  path_en: v.nullish(v.string()),
})

function rowsOf<S extends v.GenericSchema>(schema: S, rows: unknown[]): v.InferOutput<S>[] {
  return rows.flatMap((row) => {
    const parsed = v.safeParse(schema, row)
    return parsed.success ? [parsed.output] : []
  })
}

const other = (lang: Locale): Locale => (lang === 'de' ? 'en' : 'de')
const pick = (value: { de?: string | null; en?: string | null }, lang: Locale): string => value[lang] || value[other(lang)] || ''

type EntityType = Exclude<LinkTarget['type'], 'page'>

const ENTITY_QUERIES: Record<EntityType, (pattern: string) => SQL> = {
  event: (pattern) => sql`SELECT id, title, slug, to_char(date_start AT TIME ZONE 'Europe/Berlin', 'DD.MM.YYYY HH24:MI') AS detail FROM events
    WHERE title->>'de' ILIKE ${pattern} OR title->>'en' ILIKE ${pattern} ORDER BY (date_start < now()), abs(extract(epoch FROM date_start - now())) LIMIT ${PER_TYPE}`,
  production: (pattern) => sql`SELECT id, title, slug, NULL AS detail FROM productions
    WHERE title->>'de' ILIKE ${pattern} OR title->>'en' ILIKE ${pattern} ORDER BY date_from DESC NULLS LAST LIMIT ${PER_TYPE}`,
  article: (pattern) => sql`SELECT id, title, slug, to_char(published_at AT TIME ZONE 'Europe/Berlin', 'DD.MM.YYYY') AS detail FROM articles
    WHERE title->>'de' ILIKE ${pattern} OR title->>'en' ILIKE ${pattern} ORDER BY published_at DESC NULLS LAST LIMIT ${PER_TYPE}`,
  person: (pattern) => sql`SELECT id, jsonb_build_object('de', first_name || ' ' || last_name, 'en', first_name || ' ' || last_name) AS title, slug, NULL AS detail FROM persons
    WHERE (first_name || ' ' || last_name) ILIKE ${pattern} ORDER BY last_name LIMIT ${PER_TYPE}`,
  venue: (pattern) => sql`SELECT id, name AS title, slug, city AS detail FROM venues
    WHERE name->>'de' ILIKE ${pattern} OR name->>'en' ILIKE ${pattern} ORDER BY name->>'de' LIMIT ${PER_TYPE}`,
  series: (pattern) => sql`SELECT id, name AS title, slug, NULL AS detail FROM series
    WHERE name->>'de' ILIKE ${pattern} OR name->>'en' ILIKE ${pattern} ORDER BY name->>'de' LIMIT ${PER_TYPE}`,
}

const SECTION: Record<EntityType, string> = {
  event: 'events',
  production: 'productions',
  article: 'magazine',
  person: 'team',
  venue: 'venues',
  series: 'series',
}

/** The internal path of an entity in `lang`, as the site's own links build it. */
export function entityPath(type: EntityType, lang: Locale, slug: string, id: number): string {
  return localizePathname(`/${lang}/${SECTION[type]}/${encodeURIComponent(slug)}/${id}`)
}

/** Pages and entities whose title (in either language) contains `q`; each with its path in `lang`. */
export async function findLinkTargets(db: Db, lang: Locale, q: string, only?: LinkTarget['type']): Promise<LinkTarget[]> {
  const pattern = `%${escapeLike(q.trim())}%`
  const results: LinkTarget[] = []
  if (!only || only === 'page') {
    const rows = rowsOf(
      PageRow,
      await rawRows(
        db,
        sql`SELECT p.id,
              (SELECT title FROM page_translations WHERE page_id = p.id AND locale = 'de') AS title_de,
              (SELECT title FROM page_translations WHERE page_id = p.id AND locale = 'en') AS title_en,
              (SELECT path FROM page_translations WHERE page_id = p.id AND locale = 'de') AS path_de,
              (SELECT path FROM page_translations WHERE page_id = p.id AND locale = 'en') AS path_en
            FROM pages p
            WHERE EXISTS (SELECT 1 FROM page_translations t WHERE t.page_id = p.id AND (t.title ILIKE ${pattern} OR t.path ILIKE ${pattern}))
            ORDER BY p.position, p.id LIMIT ${PER_TYPE}`,
      ),
    )
    for (const row of rows) {
      const here = lang === 'de' ? { title: row.title_de, path: row.path_de } : { title: row.title_en, path: row.path_en }
      const there = lang === 'de' ? { title: row.title_en, path: row.path_en } : { title: row.title_de, path: row.path_de }
      const useLang = here.path !== null && here.path !== undefined ? lang : other(lang)
      const path = (useLang === lang ? here.path : there.path) ?? ''
      results.push({
        type: 'page',
        id: row.id,
        title: here.title || there.title || path,
        title_other: there.title ?? '',
        path: path ? `/${useLang}/${path}` : `/${useLang}`,
        detail: null,
      })
    }
  }
  for (const type of Object.keys(ENTITY_QUERIES).filter((key): key is EntityType => key in ENTITY_QUERIES)) {
    if (only && only !== type) continue
    const rows = rowsOf(EntityRow, await rawRows(db, ENTITY_QUERIES[type](pattern)))
    for (const row of rows) {
      const slug = typeof row.slug === 'string' ? row.slug : pick(row.slug, lang)
      results.push({
        type,
        id: row.id,
        title: pick(row.title, lang),
        title_other: pick(row.title, other(lang)),
        path: entityPath(type, lang, slug, row.id),
        detail: typeof row.detail === 'string' ? row.detail : null,
      })
    }
  }
  return results
}

const EventRow = v.object({
  id: v.pipe(v.unknown(), v.transform(Number), v.number()),
  title: Translated,
  subtitle: v.nullish(Translated),
  slug: Translated,
  date_start: v.pipe(v.unknown(), v.transform((value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()))),
  status: v.string(),
  venue: v.nullish(Translated),
  total: v.pipe(v.unknown(), v.transform(Number), v.number()),
})

export const EVENT_PICKER_PAGE_SIZE = 20

/** Events by title (either language) and date range, soonest first; `ids` fetches exactly those (in that order). */
export async function pickEvents(
  db: Db,
  lang: Locale,
  query: { q?: string; from?: string; to?: string; ids?: number[]; page?: number },
): Promise<{ count: number; results: EventPick[] }> {
  const conditions: SQL[] = []
  if (query.ids && query.ids.length > 0) {
    conditions.push(sql`e.id IN (${sql.join(query.ids.map((id) => sql`${id}`), sql`, `)})`)
  } else {
    const q = query.q?.trim()
    if (q) {
      const pattern = `%${escapeLike(q)}%`
      conditions.push(sql`(e.title->>'de' ILIKE ${pattern} OR e.title->>'en' ILIKE ${pattern})`)
    }
    if (query.from) conditions.push(sql`e.date_start >= (${query.from}::date)::timestamp AT TIME ZONE 'Europe/Berlin'`)
    // by default what an event list can still show: events that have not begun
    else if (!q) conditions.push(sql`e.date_start >= now()`)
    if (query.to) conditions.push(sql`e.date_start < ((${query.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin')`)
  }
  const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``
  const page = Math.max(1, query.page ?? 1)
  const rows = rowsOf(
    EventRow,
    await rawRows(
      db,
      sql`SELECT e.id, e.title, e.subtitle, e.slug, e.date_start, e.status::text AS status, v.name AS venue, count(*) OVER () AS total
          FROM events e LEFT JOIN rooms r ON r.id = e.room_id LEFT JOIN venues v ON v.id = r.venue_id
          ${where}
          ORDER BY e.date_start, e.id
          LIMIT ${EVENT_PICKER_PAGE_SIZE} OFFSET ${(page - 1) * EVENT_PICKER_PAGE_SIZE}`,
    ),
  )
  const results = rows.map((row) => ({
    id: row.id,
    title: pick(row.title, lang),
    subtitle: row.subtitle ? pick(row.subtitle, lang) || null : null,
    date_start: row.date_start,
    venue: row.venue ? pick(row.venue, lang) : null,
    status: row.status,
    path: entityPath('event', lang, pick(row.slug, lang), row.id),
  }))
  if (query.ids && query.ids.length > 0) {
    const order = query.ids
    results.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))
  }
  return { count: rows[0]?.total ?? 0, results }
}

const VenueRow = v.object({
  id: v.pipe(v.unknown(), v.transform(Number), v.number()),
  name: Translated,
  slug: Translated,
  street: v.nullish(v.string()),
  postcode: v.nullish(v.string()),
  city: v.nullish(v.string()),
  image: v.nullish(v.string()),
  phone: v.nullish(v.string()),
  website: v.nullish(v.string()),
})

/** Venues (all, or by name in either language), as the venue module's `venue_obj` in `lang`. */
export async function pickVenues(db: Db, lang: Locale, q?: string): Promise<VenuePick[]> {
  const pattern = q?.trim() ? `%${escapeLike(q.trim())}%` : null
  const rows = rowsOf(
    VenueRow,
    await rawRows(
      db,
      sql`SELECT id, name, slug, street, postcode, city, image, phone, website FROM venues
          ${pattern ? sql`WHERE name->>'de' ILIKE ${pattern} OR name->>'en' ILIKE ${pattern} OR city ILIKE ${pattern}` : sql``}
          ORDER BY name->>${lang} LIMIT 100`,
    ),
  )
  return rows.map((row) => ({
    id: row.id,
    name: pick(row.name, lang),
    slug: pick(row.slug, lang),
    street: row.street ?? null,
    postcode: row.postcode ?? null,
    city: row.city ?? null,
    image: row.image ?? null,
    phone: row.phone ?? null,
    website: row.website ?? null,
  }))
}
