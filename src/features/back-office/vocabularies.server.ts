import { createHash } from 'node:crypto'
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Column } from 'drizzle-orm'
import * as v from 'valibot'
import { HAS_FILTER_SWITCH, SLUGS, VOCABULARY_USERS } from '~/contract/vocabularies'
import type { TermKind, VocabularyCreate, VocabularyEntry, VocabularyKind, VocabularySeason, VocabularyTerm, VocabularyUpdate } from '~/contract/vocabularies'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import {
  articleCategories,
  articles,
  articleTags,
  articleTagsArticles,
  eventGenres,
  eventLabels,
  eventTags,
  eventTagsEvents,
  exhibitionTypes,
  genres,
  labels,
  personCategories,
  persons,
  productions,
  productionTags,
  productionTagsProductions,
  prices,
  saleTypes,
  seasons,
} from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { recordContentChange } from '~/server/static/revalidation.server'
import { reindexSearchDocuments } from '~/server/search/index.server'
import { forgetRedirects } from '~/features/site/site.server'
import { categoryUrl, tagUrl } from '~/features/magazine/magazine.urls'
import { slugify } from '~/lib/slugify'
import { fieldSchemas } from './field-schemas'
import { fieldErrors, invalid, notFound, redirectOldPaths } from './write-results.server'
import type { Both, Refusal } from './write-results.server'
import { tag } from '~/server/static/tags'
import type { Tag } from '~/server/static/tags'

// The small vocabularies of the programme, the productions, the magazine and the team. Their tables keep no change
// time, so an entry's version is a fingerprint of its stored values: an update names the fingerprint of the copy it
// was made on and is refused when the stored values differ (a change and its exact undoing in between are not
// noticed, and need not be: the editor's copy is then the stored one again).

/** What the service keeps of a term of any kind: the columns a kind lacks are null. */
interface TermRow {
  id: number
  name: Both
  slug: string | null
  slugs: Both | null
  showInFilter: boolean | null
}

interface TermFields {
  name: Both
  slug: string
  slugs: Both
  show_in_filter: boolean
}

/** One term table: its reads and writes, who uses its entries (entry id → user id) and, if any, its public pages. */
interface TermStore {
  all: (db: Db, lang: Locale) => Promise<TermRow[]>
  one: (tx: Db, id: number) => Promise<TermRow | undefined>
  /** the languages in which another entry has the slug (`one`: 'de' stands for the only slug) */
  slugTaken: (tx: Db, fields: TermFields, except?: number) => Promise<Locale[]>
  insert: (tx: Db, fields: TermFields) => Promise<TermRow | undefined>
  update: (tx: Db, id: number, fields: TermFields) => Promise<TermRow | undefined>
  remove: (tx: Db, id: number) => Promise<void>
  users: (db: Db, ids: number[]) => Promise<{ entry: number | null; user: number }[]>
  /** the entry's own public pages (the magazine's category and tag pages), whose old addresses redirect */
  paths?: (row: TermRow) => Both
}

const except = (column: Column, id: number | undefined) => (id === undefined ? undefined : ne(column, id))
const none = { slug: null, slugs: null, showInFilter: null }
const taken = async (query: Promise<unknown[]>): Promise<Locale[]> => ((await query).length > 0 ? ['de'] : [])
/** The languages in which another row of a table with translated slugs has the same slug. */
async function takenPerLanguage(tx: Db, table: typeof articleCategories | typeof articleTags, slugs: Both, id?: number): Promise<Locale[]> {
  const found: Locale[] = []
  for (const language of ['de', 'en'] as const) {
    const clash = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(sql`${table.slug}->>${language} = ${slugs[language]}`, except(table.id, id)))
      .limit(1)
    if (clash.length > 0) found.push(language)
  }
  return found
}

const genreRow = (row: typeof genres.$inferSelect): TermRow => ({ ...none, id: row.id, name: row.name, slug: row.slug })
const genreStore: TermStore = {
  all: async (db, lang) => (await db.select().from(genres).orderBy(sql`${genres.name}->>${lang}`, asc(genres.id))).map(genreRow),
  one: async (tx, id) => (await tx.select().from(genres).where(eq(genres.id, id)).for('update')).map(genreRow)[0],
  slugTaken: async (tx, fields, id) => taken(tx.select({ id: genres.id }).from(genres).where(and(eq(genres.slug, fields.slug), except(genres.id, id))).limit(1)),
  insert: async (tx, fields) => (await tx.insert(genres).values({ name: fields.name, slug: fields.slug }).returning()).map(genreRow)[0],
  update: async (tx, id, fields) => (await tx.update(genres).set({ name: fields.name, slug: fields.slug }).where(eq(genres.id, id)).returning()).map(genreRow)[0],
  remove: async (tx, id) => {
    await tx.delete(genres).where(eq(genres.id, id))
  },
  users: async (db, ids) => db.select({ entry: eventGenres.genreId, user: eventGenres.eventId }).from(eventGenres).where(inArray(eventGenres.genreId, ids)),
}

const eventTagRow = (row: typeof eventTags.$inferSelect): TermRow => ({ ...none, id: row.id, name: row.name, showInFilter: row.showInFilter })
const eventTagStore: TermStore = {
  all: async (db, lang) => (await db.select().from(eventTags).orderBy(sql`${eventTags.name}->>${lang}`, asc(eventTags.id))).map(eventTagRow),
  one: async (tx, id) => (await tx.select().from(eventTags).where(eq(eventTags.id, id)).for('update')).map(eventTagRow)[0],
  slugTaken: async () => [],
  insert: async (tx, fields) => (await tx.insert(eventTags).values({ name: fields.name, showInFilter: fields.show_in_filter }).returning()).map(eventTagRow)[0],
  update: async (tx, id, fields) => (await tx.update(eventTags).set({ name: fields.name, showInFilter: fields.show_in_filter }).where(eq(eventTags.id, id)).returning()).map(eventTagRow)[0],
  remove: async (tx, id) => {
    await tx.delete(eventTags).where(eq(eventTags.id, id))
  },
  users: async (db, ids) => db.select({ entry: eventTagsEvents.tagId, user: eventTagsEvents.eventId }).from(eventTagsEvents).where(inArray(eventTagsEvents.tagId, ids)),
}

// a label's key (it picks the label's colour) is kept; a new label's key is made from its German name
const labelRow = (row: typeof labels.$inferSelect): TermRow => ({ ...none, id: row.id, name: row.name })
async function newLabelKey(tx: Db, name: string): Promise<string> {
  const base = slugify(name, '_').slice(0, 40) || 'label'
  const keys = new Set((await tx.select({ key: labels.key }).from(labels)).map((row) => row.key))
  let key = base
  for (let n = 2; keys.has(key); n++) key = `${base}_${n}`
  return key
}
const labelStore: TermStore = {
  all: async (db, lang) => (await db.select().from(labels).orderBy(sql`${labels.name}->>${lang}`, asc(labels.id))).map(labelRow),
  one: async (tx, id) => (await tx.select().from(labels).where(eq(labels.id, id)).for('update')).map(labelRow)[0],
  slugTaken: async () => [],
  insert: async (tx, fields) => (await tx.insert(labels).values({ name: fields.name, key: await newLabelKey(tx, fields.name.de) }).returning()).map(labelRow)[0],
  update: async (tx, id, fields) => (await tx.update(labels).set({ name: fields.name }).where(eq(labels.id, id)).returning()).map(labelRow)[0],
  remove: async (tx, id) => {
    await tx.delete(labels).where(eq(labels.id, id))
  },
  users: async (db, ids) => db.select({ entry: eventLabels.labelId, user: eventLabels.eventId }).from(eventLabels).where(inArray(eventLabels.labelId, ids)),
}

// the box office's price categories: which is the full price and their order stay as the box office set them; a new
// one comes last. One that an event's price uses cannot go (and so no hold or order of it either).
const saleTypeRow = (row: typeof saleTypes.$inferSelect): TermRow => ({ ...none, id: row.id, name: row.name })
const saleTypeStore: TermStore = {
  all: async (db) => (await db.select().from(saleTypes).orderBy(asc(saleTypes.position), asc(saleTypes.id))).map(saleTypeRow),
  one: async (tx, id) => (await tx.select().from(saleTypes).where(eq(saleTypes.id, id)).for('update')).map(saleTypeRow)[0],
  slugTaken: async () => [],
  insert: async (tx, fields) => {
    const [last] = await tx.select({ position: sql<number>`coalesce(max(${saleTypes.position}), -1)::int` }).from(saleTypes)
    return (await tx.insert(saleTypes).values({ name: fields.name, position: (last?.position ?? -1) + 1 }).returning()).map(saleTypeRow)[0]
  },
  update: async (tx, id, fields) => (await tx.update(saleTypes).set({ name: fields.name }).where(eq(saleTypes.id, id)).returning()).map(saleTypeRow)[0],
  remove: async (tx, id) => {
    await tx.delete(saleTypes).where(eq(saleTypes.id, id))
  },
  users: async (db, ids) => db.select({ entry: prices.saleTypeId, user: prices.eventId }).from(prices).where(inArray(prices.saleTypeId, ids)),
}

const productionTagRow = (row: typeof productionTags.$inferSelect): TermRow => ({ ...none, id: row.id, name: row.name, slug: row.slug, showInFilter: row.showInFilter })
const productionTagStore: TermStore = {
  all: async (db, lang) => (await db.select().from(productionTags).orderBy(sql`${productionTags.name}->>${lang}`, asc(productionTags.id))).map(productionTagRow),
  one: async (tx, id) => (await tx.select().from(productionTags).where(eq(productionTags.id, id)).for('update')).map(productionTagRow)[0],
  slugTaken: async (tx, fields, id) => taken(tx.select({ id: productionTags.id }).from(productionTags).where(and(eq(productionTags.slug, fields.slug), except(productionTags.id, id))).limit(1)),
  insert: async (tx, fields) => (await tx.insert(productionTags).values({ name: fields.name, slug: fields.slug, showInFilter: fields.show_in_filter }).returning()).map(productionTagRow)[0],
  update: async (tx, id, fields) =>
    (await tx.update(productionTags).set({ name: fields.name, slug: fields.slug, showInFilter: fields.show_in_filter }).where(eq(productionTags.id, id)).returning()).map(productionTagRow)[0],
  remove: async (tx, id) => {
    await tx.delete(productionTags).where(eq(productionTags.id, id))
  },
  users: async (db, ids) =>
    db.select({ entry: productionTagsProductions.tagId, user: productionTagsProductions.productionId }).from(productionTagsProductions).where(inArray(productionTagsProductions.tagId, ids)),
}

const exhibitionTypeRow = (row: typeof exhibitionTypes.$inferSelect): TermRow => ({ ...none, id: row.id, name: row.name, slug: row.slug })
const exhibitionTypeStore: TermStore = {
  all: async (db, lang) => (await db.select().from(exhibitionTypes).orderBy(sql`${exhibitionTypes.name}->>${lang}`, asc(exhibitionTypes.id))).map(exhibitionTypeRow),
  one: async (tx, id) => (await tx.select().from(exhibitionTypes).where(eq(exhibitionTypes.id, id)).for('update')).map(exhibitionTypeRow)[0],
  slugTaken: async (tx, fields, id) => taken(tx.select({ id: exhibitionTypes.id }).from(exhibitionTypes).where(and(eq(exhibitionTypes.slug, fields.slug), except(exhibitionTypes.id, id))).limit(1)),
  insert: async (tx, fields) => (await tx.insert(exhibitionTypes).values({ name: fields.name, slug: fields.slug }).returning()).map(exhibitionTypeRow)[0],
  update: async (tx, id, fields) => (await tx.update(exhibitionTypes).set({ name: fields.name, slug: fields.slug }).where(eq(exhibitionTypes.id, id)).returning()).map(exhibitionTypeRow)[0],
  remove: async (tx, id) => {
    await tx.delete(exhibitionTypes).where(eq(exhibitionTypes.id, id))
  },
  users: async (db, ids) => db.select({ entry: productions.exhibitionTypeId, user: productions.id }).from(productions).where(inArray(productions.exhibitionTypeId, ids)),
}

const pathsOf = (url: (lang: Locale, entry: { id: number; slugs: Both }) => string) => (row: TermRow): Both => {
  const entry = { id: row.id, slugs: row.slugs ?? { de: '', en: '' } }
  return { de: url('de', entry), en: url('en', entry) }
}

// a category's style and position are the magazine's to set: kept as they are
const articleCategoryRow = (row: typeof articleCategories.$inferSelect): TermRow => ({ ...none, id: row.id, name: row.name, slugs: row.slug })
const articleCategoryStore: TermStore = {
  all: async (db, lang) => (await db.select().from(articleCategories).orderBy(sql`${articleCategories.name}->>${lang}`, asc(articleCategories.id))).map(articleCategoryRow),
  one: async (tx, id) => (await tx.select().from(articleCategories).where(eq(articleCategories.id, id)).for('update')).map(articleCategoryRow)[0],
  slugTaken: async (tx, fields, id) => takenPerLanguage(tx, articleCategories, fields.slugs, id),
  insert: async (tx, fields) => (await tx.insert(articleCategories).values({ name: fields.name, slug: fields.slugs }).returning()).map(articleCategoryRow)[0],
  update: async (tx, id, fields) => (await tx.update(articleCategories).set({ name: fields.name, slug: fields.slugs }).where(eq(articleCategories.id, id)).returning()).map(articleCategoryRow)[0],
  remove: async (tx, id) => {
    await tx.delete(articleCategories).where(eq(articleCategories.id, id))
  },
  users: async (db, ids) => db.select({ entry: articles.categoryId, user: articles.id }).from(articles).where(inArray(articles.categoryId, ids)),
  paths: pathsOf(categoryUrl),
}

const articleTagRow = (row: typeof articleTags.$inferSelect): TermRow => ({ ...none, id: row.id, name: row.name, slugs: row.slug })
const articleTagStore: TermStore = {
  all: async (db, lang) => (await db.select().from(articleTags).orderBy(sql`${articleTags.name}->>${lang}`, asc(articleTags.id))).map(articleTagRow),
  one: async (tx, id) => (await tx.select().from(articleTags).where(eq(articleTags.id, id)).for('update')).map(articleTagRow)[0],
  slugTaken: async (tx, fields, id) => takenPerLanguage(tx, articleTags, fields.slugs, id),
  insert: async (tx, fields) => (await tx.insert(articleTags).values({ name: fields.name, slug: fields.slugs }).returning()).map(articleTagRow)[0],
  update: async (tx, id, fields) => (await tx.update(articleTags).set({ name: fields.name, slug: fields.slugs }).where(eq(articleTags.id, id)).returning()).map(articleTagRow)[0],
  remove: async (tx, id) => {
    await tx.delete(articleTags).where(eq(articleTags.id, id))
  },
  users: async (db, ids) => db.select({ entry: articleTagsArticles.tagId, user: articleTagsArticles.articleId }).from(articleTagsArticles).where(inArray(articleTagsArticles.tagId, ids)),
  paths: pathsOf(tagUrl),
}

// the order of the team's groups is the team page's to set: a new category comes last, and positions stay
const personCategoryRow = (row: typeof personCategories.$inferSelect): TermRow => ({ ...none, id: row.id, name: row.name })
const personCategoryStore: TermStore = {
  all: async (db, lang) => (await db.select().from(personCategories).orderBy(sql`${personCategories.name}->>${lang}`, asc(personCategories.id))).map(personCategoryRow),
  one: async (tx, id) => (await tx.select().from(personCategories).where(eq(personCategories.id, id)).for('update')).map(personCategoryRow)[0],
  slugTaken: async () => [],
  insert: async (tx, fields) => {
    const [last] = await tx.select({ position: sql<number>`coalesce(max(${personCategories.position}), -1)::int` }).from(personCategories)
    return (await tx.insert(personCategories).values({ name: fields.name, position: (last?.position ?? -1) + 1 }).returning()).map(personCategoryRow)[0]
  },
  update: async (tx, id, fields) => (await tx.update(personCategories).set({ name: fields.name }).where(eq(personCategories.id, id)).returning()).map(personCategoryRow)[0],
  remove: async (tx, id) => {
    await tx.delete(personCategories).where(eq(personCategories.id, id))
  },
  users: async (db, ids) => db.select({ entry: persons.categoryId, user: persons.id }).from(persons).where(inArray(persons.categoryId, ids)),
}

const STORES: Record<TermKind, TermStore> = {
  genres: genreStore,
  'event-tags': eventTagStore,
  labels: labelStore,
  'sale-types': saleTypeStore,
  'production-tags': productionTagStore,
  'exhibition-types': exhibitionTypeStore,
  'article-categories': articleCategoryStore,
  'article-tags': articleTagStore,
  'person-categories': personCategoryStore,
}

/** Whether the vocabulary has the entry; in a write's transaction the entry is locked until it commits (it cannot go meanwhile). */
export async function termExists(tx: Db, kind: VocabularyKind, id: number): Promise<boolean> {
  if (kind === 'seasons') return (await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, id)).for('update')).length > 0
  return (await STORES[kind].one(tx, id)) !== undefined
}

const seasonUsers = async (db: Db, ids: number[]) => db.select({ entry: productions.seasonId, user: productions.id }).from(productions).where(inArray(productions.seasonId, ids))

/** A fingerprint of the values an editor sees and changes. */
const fingerprint = (values: unknown[]) => createHash('sha256').update(JSON.stringify(values)).digest('base64url').slice(0, 22)
const termVersion = (row: TermRow) => fingerprint([row.name.de, row.name.en, row.slug, row.slugs?.de ?? null, row.slugs?.en ?? null, row.showInFilter])
type SeasonRow = typeof seasons.$inferSelect
const seasonVersion = (row: SeasonRow) => fingerprint([row.name, row.dateFrom, row.dateTo])

const term = (kind: TermKind, row: TermRow, usedBy: number): VocabularyTerm => ({
  kind,
  id: row.id,
  name: row.name,
  slug: row.slug,
  slugs: row.slugs,
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

/** Every entry of one vocabulary, with how many records use it: terms by name, seasons newest first. */
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
  // a kind without a slug (or slugs) keeps none: whatever arrives is not stored
  const nothing = v.pipe(v.string(), v.transform(() => ''))
  const slugField: v.GenericSchema<string, string> = SLUGS[kind] === 'one' ? slug : nothing
  const slugsField: v.GenericSchema<string, string> = SLUGS[kind] === 'per-language' ? slug : nothing
  return v.object({ name: both(text(100, true)), slug: slugField, slugs: both(slugsField), show_in_filter: v.boolean() })
}

/** The field errors of slugs another entry of the list has. */
const slugClashes = (lang: Locale, kind: TermKind, languages: Locale[]): Record<string, string[]> => {
  const message = [m.vocab_slug_taken({}, { locale: lang })]
  if (SLUGS[kind] === 'one') return languages.length ? { slug: message } : {}
  return Object.fromEntries(languages.map((language) => [`slugs.${language}`, message]))
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

/** The record kind of the users of each vocabulary: the prefix of their pages' tags and their search documents' kind. */
const USER_KIND = { events: 'event', productions: 'production', articles: 'article', persons: 'person' } as const

/**
 * What a change to an entry makes stale: the filter options, category strips and tag lists everywhere (their reads
 * name `taxonomy`) and, when what pages show of it changed (a name, a slug, a season's dates), the page of every
 * event, production, article or person using it.
 */
const pageTags = (kind: VocabularyKind, users: readonly number[]): Tag[] => [tag.collection('taxonomy'), ...users.map((id) => tag.record(USER_KIND[VOCABULARY_USERS[kind]], id))]

/** Their search documents name the entry: written again under its new name. */
const reindexUsers = (tx: Db, kind: VocabularyKind, users: readonly number[]) => reindexSearchDocuments(tx, users.map((id) => ({ kind: USER_KIND[VOCABULARY_USERS[kind]], id })))

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
  const result = checked(termSchema(lang, termKind), { name: input.name, slug: input.slug ?? '', slugs: input.slugs ?? { de: '', en: '' }, show_in_filter: input.show_in_filter ?? true })
  if (!result.ok) return invalid(lang, result.errors)
  const { fields } = result
  const store = STORES[termKind]
  return db.transaction(async (tx): Promise<VocabularyWriteResult> => {
    const clashes = slugClashes(lang, termKind, await store.slugTaken(tx, fields))
    if (Object.keys(clashes).length > 0) return invalid(lang, clashes)
    const row = await store.insert(tx, { ...fields, show_in_filter: HAS_FILTER_SWITCH[termKind] ? fields.show_in_filter : true })
    if (!row) throw new Error(`${termKind} insert returned nothing`)
    await recordContentChange(tx, pageTags(kind, []))
    return { ok: true, entry: term(termKind, row, 0) }
  })
}

/**
 * Replaces an entry's values with the editor's, if the copy they edited is still the stored one (else 409, never
 * merged). A new name (or slug, or season period) regenerates the pages of the records using it; a magazine
 * category's or tag's new slug leaves a redirect from its old page.
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
  let redirected = false
  const written = await db.transaction(async (tx): Promise<VocabularyWriteResult> => {
    const current = await store.one(tx, id)
    if (!current) return notFound(lang)
    if (termVersion(current) !== input.version) return staleCopy(lang)
    const result = checked(termSchema(lang, termKind), {
      name: input.name,
      slug: input.slug ?? current.slug ?? '',
      slugs: input.slugs ?? current.slugs ?? { de: '', en: '' },
      show_in_filter: input.show_in_filter ?? current.showInFilter ?? true,
    })
    if (!result.ok) return invalid(lang, result.errors)
    const { fields } = result
    const clashes = slugClashes(lang, termKind, await store.slugTaken(tx, fields, id))
    if (Object.keys(clashes).length > 0) return invalid(lang, clashes)
    const row = await store.update(tx, id, fields)
    if (!row) return notFound(lang)
    redirected = store.paths ? await redirectOldPaths(tx, store.paths(current), store.paths(row)) : false
    const users = usersOf(await store.users(tx, [id]), id)
    // the filter switch changes the filters only; a name or slug is on the pages of everything using the entry
    const renamed = row.name.de !== current.name.de || row.name.en !== current.name.en || row.slug !== current.slug || row.slugs?.de !== current.slugs?.de || row.slugs?.en !== current.slugs?.en
    const shown = renamed ? users : []
    await reindexUsers(tx, kind, shown)
    await recordContentChange(tx, [...pageTags(kind, shown), ...(redirected ? [tag.site('redirects')] : [])])
    return { ok: true, entry: term(termKind, row, users.length) }
  })
  if (redirected) forgetRedirects()
  return written
}

/** The sentence of an entry still in use: how many records use it, in the editor's language. */
function inUseMessage(lang: Locale, kind: VocabularyKind, name: string, count: number): string {
  const locale = { locale: lang }
  switch (VOCABULARY_USERS[kind]) {
    case 'events':
      return count === 1 ? m.vocab_in_use_events_one({ name }, locale) : m.vocab_in_use_events({ name, count }, locale)
    case 'productions':
      return count === 1 ? m.vocab_in_use_productions_one({ name }, locale) : m.vocab_in_use_productions({ name, count }, locale)
    case 'articles':
      return count === 1 ? m.vocab_in_use_articles_one({ name }, locale) : m.vocab_in_use_articles({ name, count }, locale)
    case 'persons':
      return count === 1 ? m.vocab_in_use_persons_one({ name }, locale) : m.vocab_in_use_persons({ name, count }, locale)
  }
}
const inUse = (lang: Locale, kind: VocabularyKind, name: string, count: number): Refusal => ({ ok: false, status: 409, message: inUseMessage(lang, kind, name, count) })

/**
 * Deletes an entry nothing uses. One in use is refused (409) with the number of records using it: the
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
