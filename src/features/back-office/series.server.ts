import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import * as v from 'valibot'
import type { BackOfficeSeries, BackOfficeSeriesCreate, BackOfficeSeriesListItem, BackOfficeSeriesQuery, BackOfficeSeriesUpdate } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { events, series } from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { recordContentChange } from '~/server/static/revalidation.server'
import { reindexSearchDocuments } from '~/server/search/index.server'
import { forgetRedirects } from '~/features/site/site.server'
import { seriesFieldsSchema, seriesPath } from './series-input'
import type { SeriesFields, SeriesFieldsInput } from './series-input'
import { both, fieldErrors, invalid, nextVersion, notFound, optional, redirectOldPaths } from './write-results.server'
import type { Both, Refusal } from './write-results.server'
import { tag } from '~/server/static/tags'
import type { Tag } from '~/server/static/tags'

export const SERIES_PAGE_SIZE = 25

type SeriesRow = typeof series.$inferSelect

function seriesUrls(row: { id: number; slug: Both }): Both {
  return { de: seriesPath('de', row.slug.de, row.id), en: seriesPath('en', row.slug.en, row.id) }
}

const eventsOf = async (tx: Db, id: number) => (await tx.select({ id: events.id }).from(events).where(eq(events.seriesId, id))).map((row) => row.id)

/**
 * What a change to a series makes stale: its page (`series:<id>`), the series lists and the programme's series
 * filter (their read names `series`), and the page of every event in it (it names the series). The event ids are
 * the caller's: a deleted series has no events left to find.
 */
const seriesTags = (id: number, eventIds: readonly number[]): Tag[] => [tag.series(id), tag.collection('series'), ...eventIds.map(tag.event)]

export async function listSeriesForBackOffice(db: Db, lang: Locale, query: BackOfficeSeriesQuery) {
  const page = query.page ?? 1
  const conditions: SQL[] = []
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    const any = or(ilike(sql`${series.name}->>'de'`, pattern), ilike(sql`${series.name}->>'en'`, pattern))
    if (any) conditions.push(any)
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(series)
      .where(where)
      .orderBy(sql`${series.name}->>${lang}`, asc(series.id))
      .limit(SERIES_PAGE_SIZE)
      .offset((page - 1) * SERIES_PAGE_SIZE),
    db.select({ value: count() }).from(series).where(where),
  ])
  const ids = rows.map((row) => row.id)
  const held = ids.length ? await db.select({ id: events.seriesId, value: count() }).from(events).where(inArray(events.seriesId, ids)).groupBy(events.seriesId) : []
  const results: BackOfficeSeriesListItem[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    show_in_filter: row.showInFilter,
    event_count: held.find((entry) => entry.id === row.id)?.value ?? 0,
    url: seriesUrls(row)[lang],
  }))
  return { page, total: total[0]?.value ?? 0, results }
}

async function backOfficeSeries(db: Db, row: SeriesRow): Promise<BackOfficeSeries> {
  const [counted] = await db.select({ value: count() }).from(events).where(eq(events.seriesId, row.id))
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: both(row.description),
    price_text: both(row.priceText),
    image: row.image,
    show_in_filter: row.showInFilter,
    event_count: counted?.value ?? 0,
    updated_at: row.updatedAt.toISOString(),
    urls: seriesUrls(row),
  }
}

/** The language is the caller's habit for every back-office read; the form shows both languages anyway. */
export async function seriesForBackOffice(db: Db, _lang: Locale, id: number): Promise<BackOfficeSeries | null> {
  const [row] = await db.select().from(series).where(eq(series.id, id))
  return row ? backOfficeSeries(db, row) : null
}

export type SeriesWriteResult = { ok: true; series: BackOfficeSeries } | Refusal

function checkFields(lang: Locale, input: SeriesFieldsInput): { ok: true; fields: SeriesFields } | { ok: false; errors: Record<string, string[]> } {
  const result = v.safeParse(seriesFieldsSchema(lang), input)
  return result.success ? { ok: true, fields: result.output } : { ok: false, errors: fieldErrors(result.issues) }
}

/** No other series has the slug in the same language (the id would keep the address unique, but two alike confuse). */
async function checkSlugs(tx: Db, lang: Locale, fields: SeriesFields, id?: number): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {}
  for (const language of ['de', 'en'] as const) {
    const same = sql`${series.slug}->>${language} = ${fields.slug[language]}`
    const clash = await tx
      .select({ id: series.id })
      .from(series)
      .where(id === undefined ? same : and(same, ne(series.id, id)))
      .limit(1)
    if (clash.length > 0) errors[`slug.${language}`] = [m.backoffice_series_slug_taken({}, { locale: lang })]
  }
  return errors
}

const seriesColumns = (fields: SeriesFields) => ({
  name: fields.name,
  slug: fields.slug,
  description: optional(fields.description),
  priceText: optional(fields.price_text),
  image: fields.image || null,
  showInFilter: fields.show_in_filter,
})

/** Creates a series from both languages at once; its page and the search know it on commit. */
export async function createSeries(db: Db, lang: Locale, input: BackOfficeSeriesCreate): Promise<SeriesWriteResult> {
  const empty = { de: '', en: '' }
  const checked = checkFields(lang, {
    name: input.name,
    slug: input.slug,
    description: input.description ?? empty,
    price_text: input.price_text ?? empty,
    image: input.image ?? null,
    show_in_filter: input.show_in_filter ?? true,
  })
  if (!checked.ok) return invalid(lang, checked.errors)
  const { fields } = checked
  return db.transaction(async (tx): Promise<SeriesWriteResult> => {
    const clashes = await checkSlugs(tx, lang, fields)
    if (Object.keys(clashes).length > 0) return invalid(lang, clashes)
    const [row] = await tx.insert(series).values(seriesColumns(fields)).returning()
    if (!row) throw new Error('series insert returned nothing')
    await reindexSearchDocuments(tx, [{ kind: 'series', id: row.id }])
    await recordContentChange(tx, seriesTags(row.id, []))
    return { ok: true, series: await backOfficeSeries(tx, row) }
  })
}

const staleCopy = (lang: Locale): Refusal => ({ ok: false, status: 409, message: m.backoffice_series_stale_copy({}, { locale: lang }) })

/**
 * Applies an editor's changes (POST and PATCH alike: the fields named), if the copy they edited is still the current
 * one: an older copy is refused (409), never merged over it. A changed slug leaves a redirect from the old address.
 */
export async function updateSeries(db: Db, lang: Locale, id: number, patch: BackOfficeSeriesUpdate): Promise<SeriesWriteResult> {
  let redirected = false
  const result = await db.transaction(async (tx): Promise<SeriesWriteResult> => {
    const [current] = await tx.select().from(series).where(eq(series.id, id)).for('update')
    if (!current) return notFound(lang)
    if (current.updatedAt.getTime() !== Date.parse(patch.updated_at)) return staleCopy(lang)
    const checked = checkFields(lang, {
      name: { ...current.name, ...patch.name },
      slug: { ...current.slug, ...patch.slug },
      description: { ...both(current.description), ...patch.description },
      price_text: { ...both(current.priceText), ...patch.price_text },
      image: patch.image === undefined ? current.image : patch.image,
      show_in_filter: patch.show_in_filter ?? current.showInFilter,
    })
    if (!checked.ok) return invalid(lang, checked.errors)
    const clashes = await checkSlugs(tx, lang, checked.fields, id)
    if (Object.keys(clashes).length > 0) return invalid(lang, clashes)
    const [row] = await tx
      .update(series)
      .set({ ...seriesColumns(checked.fields), updatedAt: nextVersion(current.updatedAt) })
      .where(eq(series.id, id))
      .returning()
    if (!row) return notFound(lang)
    redirected = await redirectOldPaths(tx, seriesUrls(current), seriesUrls(row))
    // found under its new name at once (its events too: their documents name it)
    await reindexSearchDocuments(tx, [{ kind: 'series', id }])
    await recordContentChange(tx, [...seriesTags(id, await eventsOf(tx, id)), ...(redirected ? [tag.site('redirects')] : [])])
    return { ok: true, series: await backOfficeSeries(tx, row) }
  })
  if (redirected) forgetRedirects()
  return result
}

export type SeriesDeleteResult = { ok: true } | Refusal

/** Deletes a series; its events stay, in no series (the key is ON DELETE SET NULL), and lose its name on their pages and in the search. */
export async function deleteSeries(db: Db, lang: Locale, id: number): Promise<SeriesDeleteResult> {
  return db.transaction(async (tx): Promise<SeriesDeleteResult> => {
    const [current] = await tx.select({ id: series.id }).from(series).where(eq(series.id, id)).for('update')
    if (!current) return notFound(lang)
    const eventIds = await eventsOf(tx, id)
    await tx.delete(series).where(eq(series.id, id))
    await reindexSearchDocuments(tx, [{ kind: 'series', id }, ...eventIds.map((eventId) => ({ kind: 'event' as const, id: eventId }))])
    await recordContentChange(tx, seriesTags(id, eventIds))
    return { ok: true }
  })
}
