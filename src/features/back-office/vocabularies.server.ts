import { createHash } from 'node:crypto'
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Column } from 'drizzle-orm'
import * as v from 'valibot'
import { HAS_FILTER_SWITCH, HAS_SLUG, VOCABULARY_USERS } from '~/contract/vocabularies'
import type { TermKind, VocabularyCreate, VocabularyEntry, VocabularyKind, VocabularySeason, VocabularyTerm, VocabularyUpdate } from '~/contract/vocabularies'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { eventGenres, eventTags, eventTagsEvents, exhibitionTypes, genres, productions, productionTags, productionTagsProductions, seasons } from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { recordContentChange } from '~/server/static/revalidation.server'
import { reindexSearchDocuments } from '~/server/search/index.server'
import { fieldSchemas } from './field-schemas'
import { fieldErrors, invalid, notFound } from './write-results.server'
import type { Both, Refusal } from './write-results.server'

// The small vocabularies of the programme and the productions. Their tables keep no change time, so an entry's
// version is a fingerprint of its stored values: an update names the fingerprint of the copy it was made on and is
// refused when the stored values differ (a change and its exact undoing in between are not noticed, and need not be:
// the editor's copy is then the stored one again).

/** What the service keeps of a term of any kind: the columns a kind lacks are null. */
interface TermRow {
  id: number
  name: Both
  slug: string | null
  showInFilter: boolean | null
}

interface TermFields {
  name: Both
  slug: string
  show_in_filter: boolean
}

/** One term table: its reads and writes, and who uses its entries (entry id → event or production id). */
interface TermStore {
  all: (db: Db, lang: Locale) => Promise<TermRow[]>
  one: (tx: Db, id: number) => Promise<TermRow | undefined>
  slugTaken: (tx: Db, slug: string, except?: number) => Promise<boolean>
  insert: (tx: Db, fields: TermFields) => Promise<TermRow | undefined>
  update: (tx: Db, id: number, fields: TermFields) => Promise<TermRow | undefined>
  remove: (tx: Db, id: number) => Promise<void>
  users: (db: Db, ids: number[]) => Promise<{ entry: number | null; user: number }[]>
}

const except = (column: Column, id: number | undefined) => (id === undefined ? undefined : ne(column, id))

const genreStore: TermStore = {
  all: async (db, lang) => db.select().from(genres).orderBy(sql`${genres.name}->>${lang}`, asc(genres.id)).then((rows) => rows.map((row) => ({ ...row, showInFilter: null }))),
  one: async (tx, id) => tx.select().from(genres).where(eq(genres.id, id)).for('update').then(([row]) => row && { ...row, showInFilter: null }),
  slugTaken: async (tx, slug, id) => (await tx.select({ id: genres.id }).from(genres).where(and(eq(genres.slug, slug), except(genres.id, id))).limit(1)).length > 0,
  insert: async (tx, fields) => tx.insert(genres).values({ name: fields.name, slug: fields.slug }).returning().then(([row]) => row && { ...row, showInFilter: null }),
  update: async (tx, id, fields) => tx.update(genres).set({ name: fields.name, slug: fields.slug }).where(eq(genres.id, id)).returning().then(([row]) => row && { ...row, showInFilter: null }),
  remove: async (tx, id) => {
    await tx.delete(genres).where(eq(genres.id, id))
  },
  users: async (db, ids) => db.select({ entry: eventGenres.genreId, user: eventGenres.eventId }).from(eventGenres).where(inArray(eventGenres.genreId, ids)),
}

const eventTagStore: TermStore = {
  all: async (db, lang) => db.select().from(eventTags).orderBy(sql`${eventTags.name}->>${lang}`, asc(eventTags.id)).then((rows) => rows.map((row) => ({ ...row, slug: null }))),
  one: async (tx, id) => tx.select().from(eventTags).where(eq(eventTags.id, id)).for('update').then(([row]) => row && { ...row, slug: null }),
  slugTaken: async () => false,
  insert: async (tx, fields) => tx.insert(eventTags).values({ name: fields.name, showInFilter: fields.show_in_filter }).returning().then(([row]) => row && { ...row, slug: null }),
  update: async (tx, id, fields) =>
    tx.update(eventTags).set({ name: fields.name, showInFilter: fields.show_in_filter }).where(eq(eventTags.id, id)).returning().then(([row]) => row && { ...row, slug: null }),
  remove: async (tx, id) => {
    await tx.delete(eventTags).where(eq(eventTags.id, id))
  },
  users: async (db, ids) => db.select({ entry: eventTagsEvents.tagId, user: eventTagsEvents.eventId }).from(eventTagsEvents).where(inArray(eventTagsEvents.tagId, ids)),
}

const productionTagStore: TermStore = {
  all: async (db, lang) => db.select().from(productionTags).orderBy(sql`${productionTags.name}->>${lang}`, asc(productionTags.id)),
  one: async (tx, id) => tx.select().from(productionTags).where(eq(productionTags.id, id)).for('update').then(([row]) => row),
  slugTaken: async (tx, slug, id) => (await tx.select({ id: productionTags.id }).from(productionTags).where(and(eq(productionTags.slug, slug), except(productionTags.id, id))).limit(1)).length > 0,
  insert: async (tx, fields) => tx.insert(productionTags).values({ name: fields.name, slug: fields.slug, showInFilter: fields.show_in_filter }).returning().then(([row]) => row),
  update: async (tx, id, fields) =>
    tx.update(productionTags).set({ name: fields.name, slug: fields.slug, showInFilter: fields.show_in_filter }).where(eq(productionTags.id, id)).returning().then(([row]) => row),
  remove: async (tx, id) => {
    await tx.delete(productionTags).where(eq(productionTags.id, id))
  },
  users: async (db, ids) =>
    db.select({ entry: productionTagsProductions.tagId, user: productionTagsProductions.productionId }).from(productionTagsProductions).where(inArray(productionTagsProductions.tagId, ids)),
}

const exhibitionTypeStore: TermStore = {
  all: async (db, lang) => db.select().from(exhibitionTypes).orderBy(sql`${exhibitionTypes.name}->>${lang}`, asc(exhibitionTypes.id)).then((rows) => rows.map((row) => ({ ...row, showInFilter: null }))),
  one: async (tx, id) => tx.select().from(exhibitionTypes).where(eq(exhibitionTypes.id, id)).for('update').then(([row]) => row && { ...row, showInFilter: null }),
  slugTaken: async (tx, slug, id) => (await tx.select({ id: exhibitionTypes.id }).from(exhibitionTypes).where(and(eq(exhibitionTypes.slug, slug), except(exhibitionTypes.id, id))).limit(1)).length > 0,
  insert: async (tx, fields) => tx.insert(exhibitionTypes).values({ name: fields.name, slug: fields.slug }).returning().then(([row]) => row && { ...row, showInFilter: null }),
  update: async (tx, id, fields) =>
    tx.update(exhibitionTypes).set({ name: fields.name, slug: fields.slug }).where(eq(exhibitionTypes.id, id)).returning().then(([row]) => row && { ...row, showInFilter: null }),
  remove: async (tx, id) => {
    await tx.delete(exhibitionTypes).where(eq(exhibitionTypes.id, id))
  },
  users: async (db, ids) => db.select({ entry: productions.exhibitionTypeId, user: productions.id }).from(productions).where(inArray(productions.exhibitionTypeId, ids)),
}

const STORES: Record<TermKind, TermStore> = {
  genres: genreStore,
  'event-tags': eventTagStore,
  'production-tags': productionTagStore,
  'exhibition-types': exhibitionTypeStore,
}

const seasonUsers = async (db: Db, ids: number[]) => db.select({ entry: productions.seasonId, user: productions.id }).from(productions).where(inArray(productions.seasonId, ids))

/** A fingerprint of the values an editor sees and changes. */
const fingerprint = (values: unknown[]) => createHash('sha256').update(JSON.stringify(values)).digest('base64url').slice(0, 22)
const termVersion = (row: TermRow) => fingerprint([row.name.de, row.name.en, row.slug, row.showInFilter])
type SeasonRow = typeof seasons.$inferSelect
const seasonVersion = (row: SeasonRow) => fingerprint([row.name, row.dateFrom, row.dateTo])

const term = (kind: TermKind, row: TermRow, usedBy: number): VocabularyTerm => ({
  kind,
  id: row.id,
  name: row.name,
  slug: row.slug,
  show_in_filter: row.showInFilter,
  used_by: usedBy,
  version: termVersion(row),
})
const season = (row: SeasonRow, usedBy: number): VocabularySeason => ({
  kind: 'seasons',
  id: row.id,
  name: row.name,
  date_from: row.dateFrom,
  date_to: row.dateTo,
  used_by: usedBy,
  version: seasonVersion(row),
})

const usersOf = (rows: { entry: number | null; user: number }[], id: number) => [...new Set(rows.filter((row) => row.entry === id).map((row) => row.user))]

/** Every entry of one vocabulary, with how many events or productions use it: terms by name, seasons newest first. */
export async function listVocabulary(db: Db, lang: Locale, kind: VocabularyKind): Promise<VocabularyEntry[]> {
  if (kind === 'seasons') {
    const rows = await db.select().from(seasons).orderBy(desc(seasons.dateFrom), asc(seasons.id))
    const users = rows.length ? await seasonUsers(db, rows.map((row) => row.id)) : []
    return rows.map((row) => season(row, usersOf(users, row.id).length))
  }
  const store = STORES[kind]
  const rows = await store.all(db, lang)
  const users = rows.length ? await store.users(db, rows.map((row) => row.id)) : []
  return rows.map((row) => term(kind, row, usersOf(users, row.id).length))
}

export type VocabularyWriteResult = { ok: true; entry: VocabularyEntry } | Refusal
export type VocabularyDeleteResult = { ok: true } | Refusal

const checked = <T extends v.GenericSchema>(schema: T, input: unknown): { ok: true; fields: v.InferOutput<T> } | { ok: false; errors: Record<string, string[]> } => {
  const result = v.safeParse(schema, input)
  return result.success ? { ok: true, fields: result.output } : { ok: false, errors: fieldErrors(result.issues) }
}

function termSchema(lang: Locale, kind: TermKind) {
  const { text, both, slug } = fieldSchemas(lang)
  // a kind without a slug keeps none: whatever arrives is not stored
  const slugField: v.GenericSchema<string, string> = HAS_SLUG[kind] ? slug : v.pipe(v.string(), v.transform(() => ''))
  return v.object({ name: both(text(100, true)), slug: slugField, show_in_filter: v.boolean() })
}

/** A real calendar day, YYYY-MM-DD (what a date input sends). */
const isCalendarDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

function seasonSchema(lang: Locale) {
  const { locale, required, text } = fieldSchemas(lang)
  const day = v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.check(isCalendarDay, m.vocab_date_invalid({}, locale)))
  return v.pipe(
    v.object({ name: text(50, true), date_from: day, date_to: day }),
    v.forward(
      v.partialCheck([['date_from'], ['date_to']], (fields) => !isCalendarDay(fields.date_from) || !isCalendarDay(fields.date_to) || fields.date_from <= fields.date_to, m.vocab_dates_reversed({}, locale)),
      ['date_to'],
    ),
  )
}

const wrongList = (lang: Locale) => invalid(lang, { kind: [m.vocab_wrong_list({}, { locale: lang })] })
const staleCopy = (lang: Locale): Refusal => ({ ok: false, status: 409, message: m.vocab_stale_copy({}, { locale: lang }) })

const seasonNameTaken = async (tx: Db, name: string, id?: number) =>
  (await tx.select({ id: seasons.id }).from(seasons).where(and(eq(seasons.name, name), except(seasons.id, id))).limit(1)).length > 0

/**
 * What a change to an entry makes stale: the filter options everywhere (their reads name `taxonomy`) and, when what
 * pages show of it changed (a name, a slug, a season's dates), the page of every event or production using it.
 */
const pageTags = (kind: VocabularyKind, users: readonly number[]) => ['taxonomy', ...users.map((id) => `${VOCABULARY_USERS[kind] === 'events' ? 'event' : 'production'}:${id}`)]

/** Their search documents name the entry: written again under its new name. */
const reindexUsers = (tx: Db, kind: VocabularyKind, users: readonly number[]) =>
  reindexSearchDocuments(
    tx,
    users.map((id) => ({ kind: VOCABULARY_USERS[kind] === 'events' ? ('event' as const) : ('production' as const), id })),
  )

/** A new entry of the path's vocabulary; the filters offer it on commit. */
export async function createVocabularyEntry(db: Db, lang: Locale, kind: VocabularyKind, input: VocabularyCreate): Promise<VocabularyWriteResult> {
  if (input.kind !== kind) return wrongList(lang)
  if (input.kind === 'seasons') {
    const result = checked(seasonSchema(lang), input)
    if (!result.ok) return invalid(lang, result.errors)
    const { fields } = result
    return db.transaction(async (tx): Promise<VocabularyWriteResult> => {
      if (await seasonNameTaken(tx, fields.name)) return invalid(lang, { name: [m.vocab_season_taken({}, { locale: lang })] })
      const [row] = await tx.insert(seasons).values({ name: fields.name, dateFrom: fields.date_from, dateTo: fields.date_to }).returning()
      if (!row) throw new Error('season insert returned nothing')
      await recordContentChange(tx, pageTags(kind, []))
      return { ok: true, entry: season(row, 0) }
    })
  }
  const termKind = input.kind
  const result = checked(termSchema(lang, termKind), { name: input.name, slug: input.slug ?? '', show_in_filter: input.show_in_filter ?? true })
  if (!result.ok) return invalid(lang, result.errors)
  const { fields } = result
  const store = STORES[termKind]
  return db.transaction(async (tx): Promise<VocabularyWriteResult> => {
    if (HAS_SLUG[termKind] && (await store.slugTaken(tx, fields.slug))) return invalid(lang, { slug: [m.vocab_slug_taken({}, { locale: lang })] })
    const row = await store.insert(tx, { ...fields, show_in_filter: HAS_FILTER_SWITCH[termKind] ? fields.show_in_filter : true })
    if (!row) throw new Error(`${termKind} insert returned nothing`)
    await recordContentChange(tx, pageTags(kind, []))
    return { ok: true, entry: term(termKind, row, 0) }
  })
}

/**
 * Replaces an entry's values with the editor's, if the copy they edited is still the stored one (else 409, never
 * merged). A new name (or slug, or season period) regenerates the pages of the events or productions using it.
 */
export async function updateVocabularyEntry(db: Db, lang: Locale, kind: VocabularyKind, id: number, input: VocabularyUpdate): Promise<VocabularyWriteResult> {
  if (input.kind !== kind) return wrongList(lang)
  if (input.kind === 'seasons') {
    const result = checked(seasonSchema(lang), input)
    if (!result.ok) return invalid(lang, result.errors)
    const { fields } = result
    return db.transaction(async (tx): Promise<VocabularyWriteResult> => {
      const [current] = await tx.select().from(seasons).where(eq(seasons.id, id)).for('update')
      if (!current) return notFound(lang)
      if (seasonVersion(current) !== input.version) return staleCopy(lang)
      if (await seasonNameTaken(tx, fields.name, id)) return invalid(lang, { name: [m.vocab_season_taken({}, { locale: lang })] })
      const [row] = await tx.update(seasons).set({ name: fields.name, dateFrom: fields.date_from, dateTo: fields.date_to }).where(eq(seasons.id, id)).returning()
      if (!row) return notFound(lang)
      const users = usersOf(await seasonUsers(tx, [id]), id)
      const shown = seasonVersion(row) !== seasonVersion(current) ? users : []
      await reindexUsers(tx, kind, shown)
      await recordContentChange(tx, pageTags(kind, shown))
      return { ok: true, entry: season(row, users.length) }
    })
  }
  const termKind = input.kind
  const store = STORES[termKind]
  return db.transaction(async (tx): Promise<VocabularyWriteResult> => {
    const current = await store.one(tx, id)
    if (!current) return notFound(lang)
    if (termVersion(current) !== input.version) return staleCopy(lang)
    const result = checked(termSchema(lang, termKind), { name: input.name, slug: input.slug ?? current.slug ?? '', show_in_filter: input.show_in_filter ?? current.showInFilter ?? true })
    if (!result.ok) return invalid(lang, result.errors)
    const { fields } = result
    if (HAS_SLUG[termKind] && (await store.slugTaken(tx, fields.slug, id))) return invalid(lang, { slug: [m.vocab_slug_taken({}, { locale: lang })] })
    const row = await store.update(tx, id, fields)
    if (!row) return notFound(lang)
    const users = usersOf(await store.users(tx, [id]), id)
    // the filter switch changes the filters only; a name or slug is on the pages of everything using the entry
    const shown = row.name.de !== current.name.de || row.name.en !== current.name.en || row.slug !== current.slug ? users : []
    await reindexUsers(tx, kind, shown)
    await recordContentChange(tx, pageTags(kind, shown))
    return { ok: true, entry: term(termKind, row, users.length) }
  })
}

/** The refusal of an entry still in use: how many events or productions use it, in the editor's language. */
function inUse(lang: Locale, kind: VocabularyKind, name: string, count: number): Refusal {
  const locale = { locale: lang }
  const events = VOCABULARY_USERS[kind] === 'events'
  const message =
    count === 1
      ? events
        ? m.vocab_in_use_events_one({ name }, locale)
        : m.vocab_in_use_productions_one({ name }, locale)
      : events
        ? m.vocab_in_use_events({ name, count }, locale)
        : m.vocab_in_use_productions({ name, count }, locale)
  return { ok: false, status: 409, message }
}

/**
 * Deletes an entry nothing uses. One in use is refused (409) with the number of its events or productions: the
 * keys would otherwise drop it from them silently. The row stays locked until the end, so nothing can take it up
 * in between.
 */
export async function deleteVocabularyEntry(db: Db, lang: Locale, kind: VocabularyKind, id: number): Promise<VocabularyDeleteResult> {
  return db.transaction(async (tx): Promise<VocabularyDeleteResult> => {
    if (kind === 'seasons') {
      const [current] = await tx.select().from(seasons).where(eq(seasons.id, id)).for('update')
      if (!current) return notFound(lang)
      const users = usersOf(await seasonUsers(tx, [id]), id)
      if (users.length > 0) return inUse(lang, kind, current.name, users.length)
      await tx.delete(seasons).where(eq(seasons.id, id))
    } else {
      const store = STORES[kind]
      const current = await store.one(tx, id)
      if (!current) return notFound(lang)
      const users = usersOf(await store.users(tx, [id]), id)
      if (users.length > 0) return inUse(lang, kind, current.name[lang] || current.name.de, users.length)
      await store.remove(tx, id)
    }
    await recordContentChange(tx, pageTags(kind, []))
    return { ok: true }
  })
}
