import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import * as v from 'valibot'
import type {
  BackOfficeProduction,
  BackOfficeProductionCreate,
  BackOfficeProductionListItem,
  BackOfficeProductionOptions,
  BackOfficeProductionQuery,
  BackOfficeProductionUpdate,
} from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { events, exhibitionTypes, productions, productionTags, productionTagsProductions, seasons } from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { recordContentChange } from '~/server/static/revalidation.server'
import { checkCredits, creditOptions, creditsOf, sameCredits, writeCredits } from './credits.server'
import { reindexSearchDocuments } from '~/server/search/index.server'
import { forgetRedirects } from '~/features/site/site.server'
import { productionFieldsSchema, productionPath } from './production-input'
import type { ProductionFields, ProductionFieldsInput } from './production-input'
import { both, fieldErrors, invalid, nextVersion, notFound, optional, redirectOldPaths, richTextColumn } from './write-results.server'
import type { Both, Refusal } from './write-results.server'
import { tag } from '~/server/static/tags'
import type { Tag } from '~/server/static/tags'

export const PRODUCTIONS_PAGE_SIZE = 25

type ProductionRow = typeof productions.$inferSelect

function productionUrls(row: { id: number; slug: Both }): Both {
  return { de: productionPath('de', row.slug.de, row.id), en: productionPath('en', row.slug.en, row.id) }
}

/** How many events link to a production: while any do, it stays. */
const eventCount = sql<number>`(select count(*) from ${events} where ${events.productionId} = ${productions.id})::int`

/**
 * What a change to a production makes stale: its page and every event page showing it carry `production:<id>`; the
 * production lists and the filtered lists of content modules carry `productions` (a filtered list records no ids, so
 * any change can show there).
 */
const productionTagsOf = (id: number): Tag[] => [tag.production(id), tag.collection('productions')]

export async function listProductionsForBackOffice(db: Db, lang: Locale, query: BackOfficeProductionQuery) {
  const page = query.page ?? 1
  const conditions: SQL[] = []
  if (query.kind) conditions.push(eq(productions.kind, query.kind))
  if (query.season) conditions.push(eq(productions.seasonId, query.season))
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    const either = or(ilike(sql`${productions.title}->>'de'`, pattern), ilike(sql`${productions.title}->>'en'`, pattern))
    if (either) conditions.push(either)
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const [rows, total] = await Promise.all([
    db
      .select({ production: productions, season: seasons, events: eventCount })
      .from(productions)
      .leftJoin(seasons, eq(productions.seasonId, seasons.id))
      .where(where)
      // the newest first; undated ones (a repertoire piece) after them
      .orderBy(sql`${productions.dateFrom} desc nulls last`, desc(productions.id))
      .limit(PRODUCTIONS_PAGE_SIZE)
      .offset((page - 1) * PRODUCTIONS_PAGE_SIZE),
    db.select({ value: count() }).from(productions).where(where),
  ])
  const results: BackOfficeProductionListItem[] = rows.map(({ production, season, events: linked }) => ({
    id: production.id,
    title: production.title,
    kind: production.kind,
    season: season ? { id: season.id, name: season.name } : null,
    date_from: production.dateFrom,
    date_to: production.dateTo,
    event_count: Number(linked),
    url: productionUrls(production)[lang],
  }))
  return { page, total: total[0]?.value ?? 0, results }
}

/** The seasons, exhibition types and tags the production form offers. */
export async function productionOptions(db: Db, lang: Locale): Promise<BackOfficeProductionOptions> {
  const [seasonRows, typeRows, tagRows, people] = await Promise.all([
    db.select().from(seasons).orderBy(desc(seasons.dateFrom)),
    db.select().from(exhibitionTypes).orderBy(sql`${exhibitionTypes.name}->>${lang}`, asc(exhibitionTypes.id)),
    db.select().from(productionTags).orderBy(sql`${productionTags.name}->>${lang}`, asc(productionTags.id)),
    creditOptions(db),
  ])
  return {
    seasons: seasonRows.map((season) => ({ id: season.id, name: season.name })),
    exhibition_types: typeRows.map((type) => ({ id: type.id, name: type.name[lang] })),
    tags: tagRows.map((tag) => ({ id: tag.id, name: tag.name[lang] })),
    persons: people,
  }
}

async function backOfficeProduction(db: Db, row: ProductionRow): Promise<BackOfficeProduction> {
  const [tagRows, linked] = await Promise.all([
    db.select({ id: productionTagsProductions.tagId }).from(productionTagsProductions).where(eq(productionTagsProductions.productionId, row.id)).orderBy(asc(productionTagsProductions.tagId)),
    db.select({ value: count() }).from(events).where(eq(events.productionId, row.id)),
  ])
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    subtitle: both(row.subtitle),
    slug: row.slug,
    teaser: both(row.teaser),
    duration: both(row.duration),
    description: { de: row.description?.de ?? null, en: row.description?.en ?? null },
    image: row.image,
    date_from: row.dateFrom,
    date_to: row.dateTo,
    season_id: row.seasonId,
    exhibition_type_id: row.exhibitionTypeId,
    tag_ids: tagRows.map((tag) => tag.id),
    credits: await creditsOf(db, { kind: 'production', id: row.id }),
    event_count: linked[0]?.value ?? 0,
    updated_at: row.updatedAt.toISOString(),
    urls: productionUrls(row),
  }
}

/** The language is the caller's habit for every back-office read; the form shows both languages anyway. */
export async function productionForBackOffice(db: Db, _lang: Locale, id: number): Promise<BackOfficeProduction | null> {
  const [row] = await db.select().from(productions).where(eq(productions.id, id))
  return row ? backOfficeProduction(db, row) : null
}

export type ProductionWriteResult = { ok: true; production: BackOfficeProduction } | Refusal

function checkFields(lang: Locale, input: ProductionFieldsInput): { ok: true; fields: ProductionFields } | { ok: false; errors: Record<string, string[]> } {
  const result = v.safeParse(productionFieldsSchema(lang), input)
  return result.success ? { ok: true, fields: result.output } : { ok: false, errors: fieldErrors(result.issues) }
}

/** What the database has to say about valid fields: the season, exhibition type and tags exist. */
async function checkReferences(tx: Db, lang: Locale, fields: ProductionFields): Promise<Record<string, string[]>> {
  const locale = { locale: lang }
  const errors: Record<string, string[]> = {}
  if (fields.season_id !== null) {
    const [season] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, fields.season_id))
    if (!season) errors.season_id = [m.backoffice_unknown_season({}, locale)]
  }
  if (fields.exhibition_type_id !== null) {
    const [type] = await tx.select({ id: exhibitionTypes.id }).from(exhibitionTypes).where(eq(exhibitionTypes.id, fields.exhibition_type_id))
    if (!type) errors.exhibition_type_id = [m.backoffice_unknown_exhibition_type({}, locale)]
  }
  if (fields.tag_ids.length > 0) {
    const known = await tx.select({ id: productionTags.id }).from(productionTags).where(inArray(productionTags.id, fields.tag_ids))
    if (known.length !== fields.tag_ids.length) errors.tag_ids = [m.backoffice_unknown_tag({}, locale)]
  }
  return errors
}

const productionColumns = (fields: ProductionFields) => ({
  kind: fields.kind,
  title: fields.title,
  subtitle: optional(fields.subtitle),
  slug: fields.slug,
  teaser: optional(fields.teaser),
  duration: optional(fields.duration),
  description: richTextColumn(fields.description),
  image: fields.image || null,
  dateFrom: fields.date_from,
  dateTo: fields.date_to,
  seasonId: fields.season_id,
  exhibitionTypeId: fields.exhibition_type_id,
})

async function writeTags(tx: Db, productionId: number, tagIds: number[]): Promise<void> {
  await tx.delete(productionTagsProductions).where(eq(productionTagsProductions.productionId, productionId))
  if (tagIds.length) await tx.insert(productionTagsProductions).values(tagIds.map((tagId) => ({ productionId, tagId })))
}

/** Creates a production from both languages at once; its lists and the search know it on commit. */
export async function createProduction(db: Db, lang: Locale, input: BackOfficeProductionCreate): Promise<ProductionWriteResult> {
  const empty = { de: '', en: '' }
  const checked = checkFields(lang, {
    kind: input.kind ?? 'show',
    title: input.title,
    subtitle: input.subtitle ?? empty,
    slug: input.slug,
    teaser: input.teaser ?? empty,
    duration: input.duration ?? empty,
    description: input.description ?? { de: null, en: null },
    image: input.image ?? null,
    date_from: input.date_from ?? null,
    date_to: input.date_to ?? null,
    season_id: input.season_id ?? null,
    exhibition_type_id: input.exhibition_type_id ?? null,
    tag_ids: input.tag_ids ?? [],
    credits: input.credits ?? [],
  })
  if (!checked.ok) return invalid(lang, checked.errors)
  const { fields } = checked
  return db.transaction(async (tx): Promise<ProductionWriteResult> => {
    const errors = { ...(await checkReferences(tx, lang, fields)), ...(await checkCredits(tx, lang, fields.credits)) }
    if (Object.keys(errors).length > 0) return invalid(lang, errors)
    const [row] = await tx.insert(productions).values(productionColumns(fields)).returning()
    if (!row) throw new Error('production insert returned nothing')
    await writeTags(tx, row.id, fields.tag_ids)
    const people = await writeCredits(tx, { kind: 'production', id: row.id }, fields.credits)
    await reindexSearchDocuments(tx, [{ kind: 'production', id: row.id }])
    await recordContentChange(tx, [...productionTagsOf(row.id), ...people])
    return { ok: true, production: await backOfficeProduction(tx, row) }
  })
}

/**
 * Applies an editor's changes (POST and PATCH alike: the fields named), if the copy they edited is still the current
 * one: an older copy is refused (409), never merged over it. A changed slug leaves a redirect from the old address.
 */
export async function updateProduction(db: Db, lang: Locale, id: number, patch: BackOfficeProductionUpdate): Promise<ProductionWriteResult> {
  let redirected = false
  const result = await db.transaction(async (tx): Promise<ProductionWriteResult> => {
    const [current] = await tx.select().from(productions).where(eq(productions.id, id)).for('update')
    if (!current) return notFound(lang)
    if (current.updatedAt.getTime() !== Date.parse(patch.updated_at)) {
      return { ok: false, status: 409, message: m.backoffice_production_stale_copy({}, { locale: lang }) }
    }
    const storedTags = (await tx.select({ id: productionTagsProductions.tagId }).from(productionTagsProductions).where(eq(productionTagsProductions.productionId, id))).map((tag) => tag.id)
    const storedCredits = await creditsOf(tx, { kind: 'production', id })
    const checked = checkFields(lang, {
      kind: patch.kind ?? current.kind,
      title: { ...current.title, ...patch.title },
      subtitle: { ...both(current.subtitle), ...patch.subtitle },
      slug: { ...current.slug, ...patch.slug },
      teaser: { ...both(current.teaser), ...patch.teaser },
      duration: { ...both(current.duration), ...patch.duration },
      description: { de: current.description?.de ?? null, en: current.description?.en ?? null, ...patch.description },
      image: patch.image === undefined ? current.image : patch.image,
      date_from: patch.date_from === undefined ? current.dateFrom : patch.date_from,
      date_to: patch.date_to === undefined ? current.dateTo : patch.date_to,
      season_id: patch.season_id === undefined ? current.seasonId : patch.season_id,
      exhibition_type_id: patch.exhibition_type_id === undefined ? current.exhibitionTypeId : patch.exhibition_type_id,
      tag_ids: patch.tag_ids ?? storedTags,
      credits: patch.credits ?? storedCredits,
    })
    if (!checked.ok) return invalid(lang, checked.errors)
    const { fields } = checked
    const errors = { ...(await checkReferences(tx, lang, fields)), ...(await checkCredits(tx, lang, fields.credits)) }
    if (Object.keys(errors).length > 0) return invalid(lang, errors)
    const [row] = await tx
      .update(productions)
      .set({ ...productionColumns(fields), updatedAt: nextVersion(current.updatedAt) })
      .where(eq(productions.id, id))
      .returning()
    if (!row) return notFound(lang)
    if (patch.tag_ids) await writeTags(tx, id, fields.tag_ids)
    // the people's pages list their productions: those credited before and after are regenerated
    const people = sameCredits(storedCredits, fields.credits) ? [] : await writeCredits(tx, { kind: 'production', id }, fields.credits)
    redirected = await redirectOldPaths(tx, productionUrls(current), productionUrls(row))
    // found under its new title at once (its events too: their documents name it)
    await reindexSearchDocuments(tx, [{ kind: 'production', id }])
    await recordContentChange(tx, [...productionTagsOf(id), ...people, ...(redirected ? [tag.site('redirects')] : [])])
    return { ok: true, production: await backOfficeProduction(tx, row) }
  })
  if (redirected) forgetRedirects()
  return result
}

export type ProductionDeleteResult = { ok: true } | Refusal

/** How many events to name in a refusal; the count says how many there are in all. */
const NAMED_EVENTS = 3

/**
 * Deletes a production no event links to; one with events is refused, and the answer names them, so the editor
 * knows where it is used (the events move to another production, or go, first).
 */
export async function deleteProduction(db: Db, lang: Locale, id: number): Promise<ProductionDeleteResult> {
  return db.transaction(async (tx): Promise<ProductionDeleteResult> => {
    const [current] = await tx.select().from(productions).where(eq(productions.id, id)).for('update')
    if (!current) return notFound(lang)
    const linked = await tx
      .select({ title: events.title, dateStart: events.dateStart })
      .from(events)
      .where(eq(events.productionId, id))
      .orderBy(asc(events.dateStart), asc(events.id))
    if (linked.length > 0) {
      const day = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeZone: 'Europe/Berlin' })
      const named = linked.slice(0, NAMED_EVENTS).map((event) => `${event.title[lang] || event.title.de} (${day.format(event.dateStart)})`)
      const list = linked.length > NAMED_EVENTS ? `${named.join(', ')} …` : named.join(', ')
      return { ok: false, status: 409, message: m.backoffice_production_delete_refused({ count: linked.length, events: list }, { locale: lang }) }
    }
    // the pages of the people it credited list it: they are regenerated without it
    const people = (await creditsOf(tx, { kind: 'production', id })).map((credit) => tag.person(credit.person_id))
    await tx.delete(productions).where(eq(productions.id, id))
    await reindexSearchDocuments(tx, [{ kind: 'production', id }])
    await recordContentChange(tx, [...productionTagsOf(id), ...people])
    return { ok: true }
  })
}
