import { sql } from 'drizzle-orm'
import { addDays, berlinEpoch } from '~/lib/berlin-time'
import type { SQL } from 'drizzle-orm'
import * as v from 'valibot'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { m } from '~/server/i18n.server'
import { recordContentChange } from '~/server/static/revalidation.server'
import type { Tag } from '~/server/static/tags'
import { forgetRedirects } from '~/features/site/site.server'
import { reindexSearchDocuments } from '~/server/search/index.server'
import { termExists } from '~/features/back-office/vocabularies.server'
import type { SearchRef } from '~/server/search/index.server'
import { tag } from '~/server/static/tags'
import { fieldErrors, invalid, nextVersion, notFound, redirectOldPaths } from '~/features/back-office/write-results.server'
import type { Refusal } from '~/features/back-office/write-results.server'
import { childFields, COLLECTION_PAGE_SIZE, fieldRules, listedFields, publishedField, writableFields } from './collection'
import type { BulkAction, BulkPublishing, ChildWriteOf, CopyBody, Collection, CreateOf, Fields, ListItemOf, QueryOf, RecordOf, UpdateOf, ValuesOf } from './collection'
import { instantOf, writable } from './fields'
import type { AnyField, ChildDescription } from './fields'

// The service of every collection (decision 0031): paging, the optimistic version check, unique slugs, redirects
// from a changed address, and the tags of a write recorded in its own transaction. Its SQL is built from the
// description and the server part's table; every row read is checked before it becomes an answer.

/** The server's part of a collection: where its records live and what a change to them touches. */
export interface CollectionServer<One extends string, Many extends string, P extends string, F extends Fields> {
  collection: Collection<One, Many, P, F>
  /** the table; its columns are the fields' names in snake_case, with `id` and `updated_at` */
  table: string
  /**
   * the pages a change to a record makes stale, found in the write's transaction: after a create or an update, and
   * before a delete (what still names the record then is what loses it)
   */
  tags: (id: number, tx: Db, change?: Change) => Tag[] | Promise<Tag[]>
  /** the search documents a change to a record makes stale, found when `tags` is; they are written again in the write's transaction */
  documents?: (tx: Db, id: number) => Promise<SearchRef[]>
  /** the count fields: the rows of which tables name the record, in which column (several: the counts added up) */
  counts?: Readonly<Record<string, readonly { table: string; by: string }[]>>
  /** why a record cannot be deleted (in the editor's language), or null */
  blocksDelete?: (tx: Db, lang: Locale, id: number) => Promise<string | null>
  /** the children fields: where the sub-records live (their columns are their fields' names in snake_case) */
  children?: Readonly<Record<string, ChildServer>>
  /** the terms fields: the join table, its column naming the record and the one naming the entry */
  joins?: Readonly<Record<string, { table: string; parent: string; term: string }>>
  /** the list fields kept in a table of their own (`field.rows`), written in the record's save */
  rows?: Readonly<Record<string, RowsServer>>
  /** the tables of the collections that reference fields name (a credit's person): each one named must exist */
  references?: Readonly<Record<string, string>>
  /** the latest fields: the rows of which table name the record (`by`), and the moment of theirs that is the newest (`at`) */
  latest?: Readonly<Record<string, { table: string; by: string; at: string }>>
  /**
   * a copy (the description's `copy`): what differs from the source besides the field named (`values`: the source's
   * fields with that one new), and what of the row outside the fields goes along (`after`, in the copy's transaction)
   */
  copy?: { values: (source: Readonly<Record<string, unknown>>, values: Record<string, unknown>) => Record<string, unknown>; after?: (tx: Db, from: number, to: number) => Promise<void> }
}

/** A create's or an update's record before (none for a create) and after, as the contract answers it: the tags may depend on what changed (an event's new day changes the lists it is in). */
export type Change = { before: Readonly<Record<string, unknown>> | null; after: Readonly<Record<string, unknown>> }

/** The server's part of sub-records written in the record's save (a production's credits): replaced whole when they change. */
export interface RowsServer {
  table: string
  /** the column naming the record they belong to */
  parent: string
  /** the column of their order (counted within their group, if any); keyed rows without one (a seat group's prices) are read in the order they were added, or by `orderBy` */
  order?: string
  /** keyed rows: a column of theirs they are read in the order of, instead of `order` (a timeslot's time) */
  orderBy?: string
  /** a choice field the rows are read grouped by, in the order of its options (cast before team) */
  groupedBy?: string
  /** the pages a row names (a credited person's): those of the rows before and after a change are regenerated */
  tags?: (row: Record<string, unknown>) => Tag[]
  /** keyed rows (`keyed` on the field): a column unique among a record's rows (a form field's key), which two rows may swap in one save */
  unique?: string
  /** keyed rows: why a stored row the list leaves out cannot be removed (in the editor's language), or null */
  blocksRemove?: (tx: Db, lang: Locale, row: KeyedRow) => Promise<string | null>
  /** keyed rows: what else follows a save that changed them, in its transaction (a renamed key takes its answers with it) */
  changed?: (tx: Db, owner: number, changes: readonly { before: KeyedRow | null; after: KeyedRow | null }[]) => Promise<void>
  /** what the server works out per row and answers (a form field's count of answers), for the rows of one record (nested rows: of one row above, `owner` its id) */
  answer?: (tx: Db, owner: number, rows: KeyedRow[]) => Promise<KeyedRow[]>
  /** keyed rows: what the database says against a kept row's new values (a capacity below the seats sold), by the entry's field */
  refuses?: (tx: Db, lang: Locale, before: KeyedRow, after: Readonly<Record<string, unknown>>) => Promise<Readonly<Record<string, string>>>
  /** keyed rows: what is done before rows go, in the save's transaction (a price's closed holds, which name it) */
  removing?: (tx: Db, owner: number, rows: readonly KeyedRow[]) => Promise<void>
  /** keyed rows: the columns a new row gets besides its fields (the record's id where nested rows name it too, a timeslot's block) */
  inserted?: (tx: Db, owner: number) => Readonly<Record<string, string | number | null>> | Promise<Readonly<Record<string, string | number | null>>>
  /** keyed rows: the keyed rows nested in each row (a seat group's prices), by their field's name; their `parent` names the row above */
  rows?: Readonly<Record<string, RowsServer>>
}

/** A stored row of keyed sub-records: its fields' values and its id. */
export type KeyedRow = Record<string, unknown> & { id: number }

/** The server's part of a sub-record kind (a venue's rooms). */
export interface ChildServer {
  table: string
  /** the column naming the record a sub-record belongs to */
  parent: string
  /** the column of their order: a new one comes last */
  order: string
  /** the sub-records' count fields, as a record's `counts` */
  counts?: Readonly<Record<string, readonly { table: string; by: string }[]>>
  /** why a sub-record cannot be removed (in the editor's language), or null */
  blocksRemove?: (tx: Db, lang: Locale, id: number) => Promise<string | null>
}

export type AnyCollectionServer = CollectionServer<string, string, string, Fields>

export type WriteResult<R> = { ok: true; record: R } | Refusal

/** A field's column: its name in snake_case. */
const columnName = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
const column = (name: string) => sql.identifier(columnName(name))
const RowList = v.array(v.record(v.string(), v.unknown()))
// node-postgres and PGlite answer `{ rows }`, postgres.js the rows themselves
const Rows = v.union([RowList, v.pipe(v.object({ rows: RowList }), v.transform((result) => result.rows))])
const Row = v.looseObject({ id: v.number(), updated_at: v.pipe(v.unknown(), v.transform(instantOf), v.string()) })

async function rowsOf(db: Db, query: SQL) {
  return v.parse(Rows, await db.execute(query))
}

/** A column's value as the driver hands it over, JSON parsed where a driver leaves it text. */
function storedValue(field: AnyField, value: unknown): unknown {
  if (field.column !== 'jsonb' || typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return null
  }
}

/** A field's value as an SQL parameter of its column's type. */
function parameter(field: AnyField, value: unknown): SQL {
  const written = field.write(value)
  if (written === null) return sql`NULL`
  return sql`${written}::${sql.raw(field.sqlType ?? field.column)}`
}

type Counts = Readonly<Record<string, readonly { table: string; by: string }[]>>
const RowId = v.looseObject({ id: v.number() })

/** The stored rows with their count fields: one query per count for all of them. */
async function withCounts(db: Db, table: string, fields: Fields, counts: Counts | undefined, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const ids = rows.map((row) => v.parse(RowId, row).id)
  const counted = rows.map((row) => ({ ...row }))
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind !== 'count') continue
    const sources = counts?.[name]
    if (!sources) throw new Error(`${table}: no source of the count ${name}`)
    const values = new Map<number, number>()
    for (const source of ids.length ? sources : []) {
      const by = sql.identifier(source.by)
      const found = await rowsOf(db, sql`SELECT ${by} AS id, count(*)::int AS value FROM ${sql.identifier(source.table)} WHERE ${by} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) GROUP BY ${by}`)
      for (const entry of found) {
        const [id, value] = v.parse(v.tuple([v.number(), v.number()]), [entry.id, entry.value])
        values.set(id, (values.get(id) ?? 0) + value)
      }
    }
    for (const [at, row] of counted.entries()) row[columnName(name)] = values.get(ids[at] ?? 0) ?? 0
  }
  return counted
}

/** The stored rows with their latest fields (a form's last entry): one query per field for all of them. */
async function withLatest(db: Db, server: AnyCollectionServer, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const ids = rows.map((row) => v.parse(RowId, row).id)
  const result = rows.map((row) => ({ ...row }))
  for (const [name, field] of Object.entries(server.collection.fields)) {
    if (field.kind !== 'latest') continue
    const source = server.latest?.[name]
    if (!source) throw new Error(`${server.table}: no source of the latest ${name}`)
    const by = sql.identifier(source.by)
    const found = ids.length ? await rowsOf(db, sql`SELECT ${by} AS id, max(${sql.identifier(source.at)}) AS value FROM ${sql.identifier(source.table)} WHERE ${by} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) GROUP BY ${by}`) : []
    const values = new Map(found.map((entry) => [v.parse(v.number(), entry.id), entry.value]))
    for (const [at, row] of result.entries()) row[columnName(name)] = values.get(ids[at] ?? 0) ?? null
  }
  return result
}

/** A stored sub-record as the contract answers it: its fields' values and its id. */
function childOf(child: ChildDescription, stored: Record<string, unknown>): Record<string, unknown> {
  return { ...storedValues(child.fields, stored), id: v.parse(RowId, stored).id }
}

/** The stored rows with their sub-records (one query per kind for all of them, in their order), under the children fields' names. */
async function withChildren(db: Db, server: AnyCollectionServer, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const ids = rows.map((row) => v.parse(RowId, row).id)
  const result = rows.map((row) => ({ ...row }))
  for (const { name, child } of childFields(server.collection.fields)) {
    const part = server.children?.[name]
    if (!part) throw new Error(`${server.table}: no table of the sub-records ${name}`)
    const parent = sql.identifier(part.parent)
    const stored = ids.length ? await rowsOf(db, sql`SELECT * FROM ${sql.identifier(part.table)} WHERE ${parent} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) ORDER BY ${sql.identifier(part.order)}, id`) : []
    const counted = await withCounts(db, part.table, child.fields, part.counts, stored)
    for (const [at, row] of result.entries()) row[columnName(name)] = counted.filter((entry) => entry[part.parent] === ids[at]).map((entry) => childOf(child, entry))
  }
  return result
}

/** A rows field's stored sub-records of the records `ids`, in their order (grouped first, where they are), as the contract answers them. */
async function storedRows(db: Db, server: AnyCollectionServer, name: string, ids: number[]): Promise<{ owner: number; values: Record<string, unknown> }[]> {
  const { field, part } = rowsParts(server, name)
  return readRows(db, field, part, ids)
}

/**
 * The rows of one table that belong to the rows or records `ids` (their `parent` column), in their order; keyed rows
 * with their ids, the keyed rows nested in them (a seat group's prices: one query for all of them) and what the
 * server works out per row.
 */
async function readRows(db: Db, field: AnyField, part: RowsServer, ids: number[]): Promise<{ owner: number; values: Record<string, unknown> }[]> {
  if (ids.length === 0) return []
  const parent = sql.identifier(part.parent)
  const options = part.groupedBy ? field.fields?.[part.groupedBy]?.options : undefined
  const group = part.groupedBy && options ? sql`array_position(ARRAY[${sql.join(options.map((option) => sql`${option.value}`), sql`, `)}]::text[], ${column(part.groupedBy)}::text), ` : sql``
  const stored = await rowsOf(db, sql`SELECT * FROM ${sql.identifier(part.table)} WHERE ${parent} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) ORDER BY ${group}${readOrder(part)}id`)
  const found = stored.map((row) => ({ owner: v.parse(v.number(), row[part.parent]), values: storedValues(field.fields ?? {}, row) }))
  if (!field.keyed) return found
  // keyed rows answer their ids, the rows nested in them and what the server works out for them
  const rowIds = stored.map((row) => v.parse(RowId, row).id)
  const keyed = found.map((entry, at): { owner: number; values: Record<string, unknown> } => ({ owner: entry.owner, values: { ...entry.values, id: rowIds[at] } }))
  for (const [name, nested] of nestedRows(field, part)) {
    const below = await readRows(db, nested.field, nested.part, rowIds)
    for (const [at, entry] of keyed.entries()) entry.values[name] = below.filter((row) => row.owner === rowIds[at]).map((row) => row.values)
  }
  if (!part.answer) return keyed
  const answered: { owner: number; values: Record<string, unknown> }[] = []
  for (const owner of ids) for (const values of await part.answer(db, owner, keyed.filter((entry) => entry.owner === owner).map((entry) => ({ ...entry.values, id: v.parse(RowId, entry.values).id })))) answered.push({ owner, values })
  return answered
}

/** The order rows are read in: by their order column, or the one they are sorted by; then as added. */
const readOrder = (part: RowsServer) => {
  const by = part.orderBy ?? part.order
  return by ? sql`${sql.identifier(by)}, ` : sql``
}

/** The keyed rows nested in a keyed row's entries (a seat group's prices), by their field's name: each a keyed `rows` field whose table the row's server part names. */
function nestedRows(field: AnyField, part: RowsServer): [string, { field: AnyField; part: RowsServer }][] {
  return Object.entries(field.fields ?? {}).flatMap(([name, sub]): [string, { field: AnyField; part: RowsServer }][] => {
    if (sub.kind !== 'list' || !sub.outside) return []
    const nested = part.rows?.[name]
    if (!nested || !sub.keyed || !field.keyed) throw new Error(`${part.table}: no table of the keyed rows ${name}`)
    return [[name, { field: sub, part: nested }]]
  })
}

/** The stored rows with the values kept outside them (`terms` in a join table, `rows` in a table of their own) under their fields' names: one query per field for all of them. */
async function withOutside(db: Db, server: AnyCollectionServer, rows: Record<string, unknown>[], names: readonly string[]): Promise<Record<string, unknown>[]> {
  const ids = rows.map((row) => v.parse(RowId, row).id)
  const result = rows.map((row) => ({ ...row }))
  for (const [name, field] of Object.entries(server.collection.fields)) {
    if (!field.outside || !names.includes(name) || ids.length === 0) continue
    const found = new Map<number, unknown[]>()
    if (field.kind === 'terms') {
      const join = joinPart(server, name)
      const parent = sql.identifier(join.parent)
      const term = sql.identifier(join.term)
      for (const entry of await rowsOf(db, sql`SELECT ${parent} AS owner, ${term} AS entry FROM ${sql.identifier(join.table)} WHERE ${parent} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) ORDER BY ${term}`)) {
        const [owner, value] = v.parse(v.tuple([v.number(), v.number()]), [entry.owner, entry.entry])
        found.set(owner, [...(found.get(owner) ?? []), value])
      }
    } else {
      for (const entry of await storedRows(db, server, name, ids)) found.set(entry.owner, [...(found.get(entry.owner) ?? []), entry.values])
    }
    for (const [at, row] of result.entries()) row[columnName(name)] = found.get(ids[at] ?? 0) ?? []
  }
  return result
}

/** Records as the contract answers them; `whole`: with their sub-records (a list's rows go without, and with only the outside values it shows). */
async function recordsOf<F extends Fields>(db: Db, server: CollectionServer<string, string, string, F>, rows: Record<string, unknown>[], whole = true): Promise<RecordOf<F>[]> {
  const counted = await withLatest(db, server, await withCounts(db, server.table, server.collection.fields, server.counts, rows))
  const outside = await withOutside(db, server, counted, whole ? Object.keys(server.collection.fields) : listedFields(server.collection))
  return (whole ? await withChildren(db, server, outside) : outside).map((row) => recordOf(server.collection, row))
}

async function oneRecordOf<F extends Fields>(db: Db, server: CollectionServer<string, string, string, F>, row: Record<string, unknown>): Promise<RecordOf<F>> {
  const [record] = await recordsOf(db, server, [row])
  if (!record) throw new Error(`${server.table}: a row without its record`)
  return record
}

/** A stored row's values by field name, as the contract answers them. */
function storedValues(fields: Fields, stored: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(fields)) {
    // a state worked out from another field (an article's from its publishing moment) reads that field's column
    const source = field.kind === 'status' && field.from?.[0] ? field.from[0] : name
    values[name] = field.read(storedValue(field, stored[field.stored ?? columnName(source)]))
  }
  return values
}

function recordOf<F extends Fields>(collection: Collection<string, string, string, F>, stored: Record<string, unknown>): RecordOf<F> {
  const row = v.parse(Row, stored)
  const values = storedValues(collection.fields, stored)
  // one slug for both languages makes both addresses from it
  const slug = v.safeParse(v.union([v.object({ de: v.string(), en: v.string() }), v.pipe(v.string(), v.transform((one) => ({ de: one, en: one })))]), values.slug)
  const address = collection.address
  const urls = address && slug.success ? { de: address('de', { id: row.id, slug: slug.output }), en: address('en', { id: row.id, slug: slug.output }) } : null
  return v.parse(recordSchemaOf(collection), { ...values, id: row.id, updated_at: row.updated_at, urls })
}

/** A record's values and metadata, checked against the fields' wire shapes (the read's boundary). */
const recordSchemaOf = <F extends Fields>(collection: Collection<string, string, string, F>) => {
  const entries = Object.fromEntries(Object.entries(collection.fields).map(([name, field]) => [name, field.wire]))
  const schema = v.object({ ...entries, id: v.number(), updated_at: v.string(), urls: v.nullable(v.object({ de: v.string(), en: v.string() })) })
  return v.custom<RecordOf<F>>((value) => v.is(schema, value))
}

/** The list's search: each search field contains the text (a translated one in either language). */
function searchCondition(collection: Collection<string, string, string, Fields>, q: string): SQL | null {
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  const parts = collection.search.flatMap((name) => {
    const field = collection.fields[name]
    if (!field) return []
    if (field.column === 'jsonb') return [sql`(${column(name)}->>'de' ILIKE ${pattern} OR ${column(name)}->>'en' ILIKE ${pattern})`]
    return [sql`${column(name)}::text ILIKE ${pattern}`]
  })
  // several texts in one language: found by the text they make together, too ("Greta Gast")
  const texts = collection.search.filter((name) => collection.fields[name]?.column === 'text')
  if (texts.length > 1) parts.push(sql`concat_ws(' ', ${sql.join(texts.map(column), sql`, `)}) ILIKE ${pattern}`)
  return parts.length > 0 ? sql`(${sql.join(parts, sql` OR `)})` : null
}

function orderBy(collection: Collection<string, string, string, Fields>, lang: Locale): SQL {
  const parts = collection.order.flatMap((entry) => {
    const name = typeof entry === 'string' ? entry : entry.desc
    const field = collection.fields[name]
    if (!field) return []
    const direction = typeof entry === 'string' ? sql`` : entry.nulls === 'first' ? sql` DESC NULLS FIRST` : sql` DESC NULLS LAST`
    // a choice in the order of its options (a sponsor's level: the main sponsors first), not by its value's letters
    if (field.kind === 'choice' && field.options) return [sql`array_position(ARRAY[${sql.join(field.options.map((option) => sql`${option.value}`), sql`, `)}]::text[], ${column(name)}::text)${direction}`]
    return field.column === 'jsonb' ? [sql`${column(name)}->>${lang}${direction}`] : [sql`${column(name)}${direction}`]
  })
  // the newest first: among equals too
  const newest = typeof collection.order[0] === 'object'
  return sql.join([...parts, newest ? sql`id DESC` : sql`id`], sql`, `)
}

/** The records a list's filter keeps: a choice or an entry with the value, entries of a vocabulary with it among them, a publishing state. */
function filterCondition(server: AnyCollectionServer, name: string, field: AnyField, value: string): SQL {
  if (field.kind === 'terms') {
    const join = joinPart(server, name)
    return sql`EXISTS (SELECT 1 FROM ${sql.identifier(join.table)} WHERE ${sql.identifier(join.table)}.${sql.identifier(join.parent)} = ${sql.identifier(server.table)}.id AND ${sql.identifier(join.term)}::text = ${value})`
  }
  if (field.kind === 'status') {
    const at = column(field.from?.[0] ?? name)
    if (value === 'draft') return sql`${at} IS NULL`
    if (value === 'scheduled') return sql`${at} > now()`
    if (value === 'published') return sql`${at} <= now()`
    return sql`FALSE`
  }
  return sql`${column(name)}::text = ${value}`
}

export async function listRecords<F extends Fields>(db: Db, lang: Locale, server: CollectionServer<string, string, string, F>, query: QueryOf<F>) {
  const { collection } = server
  const page = query.page ?? 1
  const conditions: SQL[] = []
  const search = query.q ? searchCondition(collection, query.q) : null
  if (search) conditions.push(search)
  for (const name of collection.filters ?? []) {
    const value = query[name]
    const field = collection.fields[name]
    if (typeof value === 'string' && value !== '' && field) conditions.push(filterCondition(server, name, field, value))
  }
  if (collection.range) {
    // a moment's range is of Berlin days (an event's start), both ends included
    const moment = collection.fields[collection.range]?.kind === 'datetime'
    const from = query.from ? (moment ? sql`${new Date(berlinEpoch(query.from)).toISOString()}::timestamptz` : sql`${query.from}::date`) : null
    const to = query.to ? (moment ? sql`${new Date(berlinEpoch(addDays(query.to, 1))).toISOString()}::timestamptz` : sql`${query.to}::date`) : null
    if (from) conditions.push(sql`${column(collection.range)} >= ${from}`)
    if (to) conditions.push(moment ? sql`${column(collection.range)} < ${to}` : sql`${column(collection.range)} <= ${to}`)
  }
  const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``
  const table = sql.identifier(server.table)
  const [rows, counted] = await Promise.all([
    rowsOf(db, sql`SELECT * FROM ${table} ${where} ORDER BY ${orderBy(collection, lang)} LIMIT ${COLLECTION_PAGE_SIZE} OFFSET ${(page - 1) * COLLECTION_PAGE_SIZE}`),
    rowsOf(db, sql`SELECT count(*)::int AS total FROM ${table} ${where}`),
  ])
  const total = v.parse(v.object({ total: v.number() }), counted[0] ?? { total: 0 }).total
  const shown = listedFields(collection)
  const results: ListItemOf<F>[] = (await recordsOf(db, server, rows, false)).map((record) => {
    const values: Partial<ValuesOf<F>> = {}
    for (const name of shown) if (name in record) Object.assign(values, { [name]: record[name] })
    return { ...values, id: record.id, url: record.urls ? record.urls[lang] : null }
  })
  return { page, total, results }
}

export async function readRecord<F extends Fields>(db: Db, server: CollectionServer<string, string, string, F>, id: number): Promise<RecordOf<F> | null> {
  const [row] = await rowsOf(db, sql`SELECT * FROM ${sql.identifier(server.table)} WHERE id = ${id}`)
  return row ? oneRecordOf(db, server, row) : null
}

/** The values checked against the fields' rules, then (a record's) the rules across fields. */
function check(described: { fields: Fields; checks?: Collection<string, string, string, Fields>['checks'] }, lang: Locale, values: Record<string, unknown>) {
  const result = v.safeParse(fieldRules(described.fields, lang), values)
  if (!result.success) return { ok: false, errors: fieldErrors(result.issues) } as const
  // the rules across fields, once each field is right on its own
  const errors: Record<string, string[]> = {}
  for (const rule of described.checks ?? []) if (!rule.test(result.output)) errors[rule.path] = [...(errors[rule.path] ?? []), rule.message({}, { locale: lang })]
  return Object.keys(errors).length > 0 ? ({ ok: false, errors } as const) : ({ ok: true, values: result.output } as const)
}

/**
 * What the database has to say about the values: no other record of the collection has the slug (the slug field is
 * named `slug`; one per language: in the same language), and every vocabulary entry named exists.
 */
async function storedClashes(tx: Db, lang: Locale, server: AnyCollectionServer, values: Record<string, unknown>, id?: number): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {}
  const taken = [(server.collection.labels.slugTaken ?? m.collection_slug_taken)({}, { locale: lang })]
  const other = id === undefined ? sql`` : sql`AND id <> ${id}`
  const table = sql.identifier(server.table)
  const slug = values.slug
  // an address carrying the id as well needs no slug of its own (a production's)
  const unique = server.collection.fields.slug?.kind === 'slug' && server.collection.fields.slug.unique !== false
  if (unique && typeof slug === 'string') {
    if ((await rowsOf(tx, sql`SELECT id FROM ${table} WHERE slug = ${slug} ${other} LIMIT 1`)).length > 0) errors.slug = taken
  }
  const slugs = v.safeParse(v.object({ de: v.string(), en: v.string() }), slug)
  if (unique && slugs.success) {
    for (const language of ['de', 'en'] as const) {
      const clash = await rowsOf(tx, sql`SELECT id FROM ${table} WHERE slug->>${language} = ${slugs.output[language]} ${other} LIMIT 1`)
      if (clash.length > 0) errors[`slug.${language}`] = taken
    }
  }
  for (const [name, field] of Object.entries(server.collection.fields)) {
    const entry = values[name]
    const unknown = [(field.unknown ?? m.collection_term_unknown)({}, { locale: lang })]
    if (field.kind === 'term' && field.vocabulary && typeof entry === 'number' && !(await termExists(tx, field.vocabulary, entry))) errors[name] = unknown
    if (field.kind === 'terms' && field.vocabulary && Array.isArray(entry)) {
      const vocabulary = field.vocabulary
      const known = await Promise.all(entry.map((id) => (typeof id === 'number' ? termExists(tx, vocabulary, id) : false)))
      if (known.includes(false)) errors[name] = unknown
    }
  }
  return { ...errors, ...(await unknownReferences(tx, lang, server, server.collection.fields, values)) }
}

/** The reference fields (a record's, or its list entries') naming a record that does not exist, where the server part names the table to look in. */
async function unknownReferences(tx: Db, lang: Locale, server: AnyCollectionServer, fields: Fields, values: Record<string, unknown>, prefix = ''): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {}
  for (const [name, field] of Object.entries(fields)) {
    const value = values[name]
    const table = field.kind === 'reference' && field.references ? server.references?.[field.references] : undefined
    if (table && typeof value === 'number' && (await rowsOf(tx, sql`SELECT id FROM ${sql.identifier(table)} WHERE id = ${value} FOR SHARE`)).length === 0) errors[`${prefix}${name}`] = [(field.unknown ?? m.backoffice_unknown_choice)({}, { locale: lang })]
    if (field.kind === 'list' && field.fields && Array.isArray(value)) {
      const sub = field.fields
      for (const [index, item] of value.entries()) if (v.is(v.record(v.string(), v.unknown()), item)) Object.assign(errors, await unknownReferences(tx, lang, server, sub, item, `${prefix}${name}.${index}.`))
    }
  }
  return errors
}

/** The written fields' columns and values (a record's or a sub-record's), those kept outside its row left out. */
function assignments(fields: Fields, values: Record<string, unknown>) {
  return Object.entries(fields)
    .filter(([, field]) => writable(field) && !field.outside)
    .map(([name, field]) => ({ column: field.stored ? sql.identifier(field.stored) : column(name), value: parameter(field, values[name]) }))
}

/** A new record's or sub-record's values: what the body names, each other field empty. */
function createdValues(fields: Fields, body: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(fields)) if (writable(field)) values[name] = field.merge(field.empty(), body[name])
  return values
}

/** The stored values with what a patch names merged in (a translated field language by language). */
function updatedValues(fields: Fields, stored: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(fields)) if (writable(field)) values[name] = name in patch ? field.merge(stored[name], patch[name]) : stored[name]
  return values
}

function joinPart(server: AnyCollectionServer, name: string) {
  const join = server.joins?.[name]
  if (!join) throw new Error(`${server.table}: no join table of ${name}`)
  return join
}

function rowsParts(server: AnyCollectionServer, name: string) {
  const field = server.collection.fields[name]
  const part = server.rows?.[name]
  if (!field || !part) throw new Error(`${server.table}: no table of the rows ${name}`)
  return { field, part }
}

/**
 * Writes the values kept outside the record's row that `named` names (a create: all of them) in the write's
 * transaction: a terms field's join rows, a rows field's sub-records (replaced whole, only if they changed). Answers
 * the tags of the sub-records before and after a change (a credited person's page).
 */
async function writeOutside(tx: Db, server: AnyCollectionServer, id: number, values: Record<string, unknown>, named: (name: string) => boolean): Promise<Tag[]> {
  const tags: Tag[] = []
  for (const [name, field] of Object.entries(server.collection.fields)) {
    if (!field.outside || !named(name)) continue
    const value = v.parse(v.array(v.unknown()), values[name])
    if (field.kind === 'terms') {
      const join = joinPart(server, name)
      const [table, parent, term] = [sql.identifier(join.table), sql.identifier(join.parent), sql.identifier(join.term)]
      await rowsOf(tx, sql`DELETE FROM ${table} WHERE ${parent} = ${id} RETURNING ${parent}`)
      if (value.length > 0) await rowsOf(tx, sql`INSERT INTO ${table} (${parent}, ${term}) VALUES ${sql.join(value.map((entry) => sql`(${id}, ${v.parse(v.number(), entry)})`), sql`, `)} RETURNING ${parent}`)
      continue
    }
    if (field.keyed) {
      tags.push(...(await writeKeyedRows(tx, server, name, id, value)))
      continue
    }
    const { part } = rowsParts(server, name)
    const sub = field.fields ?? {}
    const items = value.map((item) => v.parse(v.record(v.string(), v.unknown()), item))
    // in the order they are read back: grouped, each group in the order given
    const options = (part.groupedBy ? sub[part.groupedBy]?.options : undefined)?.map((option) => option.value)
    const groupOf = (item: Record<string, unknown>) => (options && part.groupedBy ? options.indexOf(String(item[part.groupedBy])) : 0)
    const arranged = items.map((item, at) => ({ item, at })).toSorted((a, b) => groupOf(a.item) - groupOf(b.item) || a.at - b.at).map((entry) => entry.item)
    const before = (await storedRows(tx, server, name, [id])).map((entry) => entry.values)
    if (JSON.stringify(before) === JSON.stringify(arranged.map((item) => Object.fromEntries(Object.keys(sub).map((key) => [key, item[key]]))))) continue
    const table = sql.identifier(part.table)
    await rowsOf(tx, sql`DELETE FROM ${table} WHERE ${sql.identifier(part.parent)} = ${id} RETURNING id`)
    for (const [at, item] of arranged.entries()) {
      const position = arranged.slice(0, at).filter((other) => groupOf(other) === groupOf(item)).length
      const set = [...assignments(sub, item), { column: sql.identifier(part.parent), value: sql`${id}` }, ...(part.order ? [{ column: sql.identifier(part.order), value: sql`${position}` }] : [])]
      await rowsOf(tx, sql`INSERT INTO ${table} (${sql.join(set.map((entry) => entry.column), sql`, `)}) VALUES (${sql.join(set.map((entry) => entry.value), sql`, `)}) RETURNING id`)
    }
    if (part.tags) tags.push(...[...before, ...arranged].flatMap(part.tags))
  }
  return [...new Set(tags)]
}

/** After a create or an update: the search documents and the tags of the change, in its transaction. */
async function recordChange(tx: Db, server: AnyCollectionServer, id: number, change: Change | undefined, more: Tag[] = []) {
  await reindexSearchDocuments(tx, (await server.documents?.(tx, id)) ?? [])
  await recordContentChange(tx, [...(await server.tags(id, tx, change)), ...more])
}

/** Creates a record from what the body names (the rest empty); it is checked whole and its pages know it on commit. */
export async function createRecord<F extends Fields>(db: Db, lang: Locale, server: CollectionServer<string, string, string, F>, body: CreateOf<F>): Promise<WriteResult<RecordOf<F>>> {
  return createFrom(db, lang, server, { ...body })
}

/** A create from values by field name, checked whole (a body, or a copy's values). */
async function createFrom<F extends Fields>(db: Db, lang: Locale, server: CollectionServer<string, string, string, F>, body: Readonly<Record<string, unknown>>): Promise<WriteResult<RecordOf<F>>> {
  const { collection } = server
  const checked = check(collection, lang, createdValues(collection.fields, { ...body }))
  if (!checked.ok) return invalid(lang, checked.errors)
  return db.transaction(async (tx): Promise<WriteResult<RecordOf<F>>> => {
    const clashes = await storedClashes(tx, lang, server, checked.values)
    if (Object.keys(clashes).length > 0) return invalid(lang, clashes)
    const set = assignments(collection.fields, checked.values)
    const [row] = await rowsOf(tx, sql`INSERT INTO ${sql.identifier(server.table)} (${sql.join(set.map((entry) => entry.column), sql`, `)}) VALUES (${sql.join(set.map((entry) => entry.value), sql`, `)}) RETURNING *`)
    if (!row) throw new Error(`${server.table}: the insert returned nothing`)
    const outside = await writeOutside(tx, server, v.parse(RowId, row).id, checked.values, () => true)
    const record = await oneRecordOf(tx, server, row)
    await recordChange(tx, server, record.id, { before: null, after: record }, outside)
    return { ok: true, record }
  })
}

/**
 * Applies an editor's changes (POST and PATCH alike: the fields named) if the copy they edited is still the current
 * one: an older copy is refused (409), never merged over. A changed address leaves a redirect from the old one.
 */
export async function updateRecord<F extends Fields>(db: Db, lang: Locale, server: CollectionServer<string, string, string, F>, id: number, patch: UpdateOf<F>): Promise<WriteResult<RecordOf<F>>> {
  const { collection } = server
  let redirected = false
  const result = await db.transaction(async (tx): Promise<WriteResult<RecordOf<F>>> => {
    const locked = await lockRecord(tx, lang, server, id, patch.updated_at)
    if (!locked.ok) return locked
    const current = await oneRecordOf(tx, server, locked.row)
    const checked = check(collection, lang, updatedValues(collection.fields, { ...current }, { ...patch }))
    if (!checked.ok) return invalid(lang, checked.errors)
    const clashes = { ...(await storedClashes(tx, lang, server, checked.values, id)), ...(await keyedRefusals(tx, lang, server, id, checked.values, patch)) }
    if (Object.keys(clashes).length > 0) return invalid(lang, clashes)
    const set = assignments(collection.fields, checked.values).map((entry) => sql`${entry.column} = ${entry.value}`)
    const version = nextVersion(new Date(current.updated_at)).toISOString()
    const [row] = await rowsOf(tx, sql`UPDATE ${sql.identifier(server.table)} SET ${sql.join(set, sql`, `)}, updated_at = ${version}::timestamptz WHERE id = ${id} RETURNING *`)
    if (!row) return notFound(lang)
    const outside = await writeOutside(tx, server, id, checked.values, (name) => name in patch)
    const record = await oneRecordOf(tx, server, row)
    if (current.urls && record.urls && collection.redirects !== false) redirected = await redirectOldPaths(tx, current.urls, record.urls)
    await recordChange(tx, server, id, { before: current, after: record }, [...outside, ...(redirected ? [tag.site('redirects')] : [])])
    return { ok: true, record }
  })
  if (redirected) forgetRedirects()
  return result
}

/** Publishes (now: drafts and scheduled records) or takes back to draft many records at once (`field.publishing`). Answers how many changed. */
export async function publishRecords(db: Db, server: AnyCollectionServer, { ids, action }: BulkPublishing): Promise<number> {
  const name = publishedField(server.collection.fields)
  if (!name) throw new Error(`${server.table}: no publishing state`)
  const at = column(name)
  return changeMany(db, server, ids, (now) => ({
    set: sql`${at} = ${action === 'publish' ? sql`${now}::timestamptz` : sql`NULL`}`,
    which: action === 'publish' ? sql`(${at} IS NULL OR ${at} > ${now}::timestamptz)` : sql`${at} IS NOT NULL`,
  }))
}

/**
 * One change of many records (a bulk change): the rows named that `which` keeps get `set` and a new version each (open
 * copies become outdated, even within the millisecond of their last one); their search documents follow, and one
 * change names every tag a change of each may touch (its lists too). Answers how many changed.
 */
async function changeMany(db: Db, server: AnyCollectionServer, ids: readonly number[], change: (now: string) => { set: SQL; which: SQL }): Promise<number> {
  return db.transaction(async (tx) => {
    const now = new Date().toISOString()
    const { set, which } = change(now)
    const list = sql.join(ids.map((id) => sql`${id}`), sql`, `)
    const changed = await rowsOf(tx, sql`UPDATE ${sql.identifier(server.table)} SET ${set}, updated_at = greatest(${now}::timestamptz, updated_at + interval '1 millisecond') WHERE id IN (${list}) AND ${which} RETURNING id`)
    const changedIds = changed.map((row) => v.parse(RowId, row).id).toSorted((a, b) => a - b)
    if (changedIds.length === 0) return 0
    const documents: SearchRef[] = []
    const tags: Tag[] = []
    for (const id of changedIds) {
      documents.push(...((await server.documents?.(tx, id)) ?? []))
      tags.push(...(await server.tags(id, tx)))
    }
    await reindexSearchDocuments(tx, documents)
    await recordContentChange(tx, tags)
    return changedIds.length
  })
}

/** Changes many records at once by one of the description's actions (an event's cancellation): its fields set on each record that differs. Answers how many changed; an unknown action is none. */
export async function applyAction(db: Db, server: AnyCollectionServer, { ids, action }: BulkAction): Promise<number | null> {
  const described = server.collection.actions?.find((entry) => entry.name === action)
  if (!described) return null
  const fields = server.collection.fields
  const named = Object.entries(described.set).flatMap(([name, value]) => {
    const field = fields[name]
    return field && writable(field) && !field.outside ? [{ name, field, value }] : []
  })
  if (named.length === 0) throw new Error(`${server.table}: the action ${action} sets no field of the row`)
  const columnOf = (entry: (typeof named)[number]) => (entry.field.stored ? sql.identifier(entry.field.stored) : column(entry.name))
  return changeMany(db, server, ids, () => ({
    set: sql.join(named.map((entry) => sql`${columnOf(entry)} = ${parameter(entry.field, entry.value)}`), sql`, `),
    // a record that is so already changes nothing
    which: sql`(${sql.join(named.map((entry) => sql`${columnOf(entry)} IS DISTINCT FROM ${parameter(entry.field, entry.value)}`), sql` OR `)})`,
  }))
}

/** What a copy of a keyed row list is: its rows without their ids (they become new rows), nested ones too. */
function unkeyed(fields: Fields, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(writableFields(fields))) {
    const value = values[name]
    if (field.kind === 'list' && field.fields && Array.isArray(value)) {
      const sub = field.fields
      result[name] = value.map((item) => (v.is(v.record(v.string(), v.unknown()), item) ? unkeyed(sub, item) : item))
    } else result[name] = value
  }
  return result
}

/**
 * A new record made from another with the description's `copy` field new (an event for another date): every field
 * the editor writes goes along, list entries as new ones (nothing sold in the copy), and the server part's `copied`
 * says what else differs (an event's end moves with its start, and it is scheduled again).
 */
export async function copyRecord<F extends Fields>(db: Db, lang: Locale, server: CollectionServer<string, string, string, F>, id: number, body: CopyBody): Promise<WriteResult<RecordOf<F>>> {
  const { copy } = server.collection
  if (!copy) throw new Error(`${server.table}: no copy described`)
  return db.transaction(async (tx): Promise<WriteResult<RecordOf<F>>> => {
    const source = await readRecord(tx, server, id)
    if (!source) return notFound(lang)
    const values = { ...unkeyed(server.collection.fields, source), [copy.field]: body[copy.field] }
    // within this transaction: the copy and what the server part adds to it stand or fall together
    const created = await createFrom(tx, lang, server, server.copy ? server.copy.values(source, values) : values)
    if (created.ok) await server.copy?.after?.(tx, id, created.record.id)
    return created
  })
}

/** Deletes a record unless the server part says what still needs it. */
export async function deleteRecord(db: Db, lang: Locale, server: AnyCollectionServer, id: number): Promise<{ ok: true } | Refusal> {
  return db.transaction(async (tx): Promise<{ ok: true } | Refusal> => {
    const [stored] = await rowsOf(tx, sql`SELECT id FROM ${sql.identifier(server.table)} WHERE id = ${id} FOR UPDATE`)
    if (!stored) return notFound(lang)
    const blocked = await server.blocksDelete?.(tx, lang, id)
    if (blocked) return { ok: false, status: 409, message: blocked }
    // what names the record is found before it goes (a series' events: the delete leaves them in no series)
    const tags = [...(await server.tags(id, tx))]
    const documents = (await server.documents?.(tx, id)) ?? []
    // what is kept outside the row goes with it; the pages its sub-records name lose it
    for (const [name, join] of Object.entries(server.joins ?? {})) if (server.collection.fields[name]) await rowsOf(tx, sql`DELETE FROM ${sql.identifier(join.table)} WHERE ${sql.identifier(join.parent)} = ${id} RETURNING ${sql.identifier(join.parent)}`)
    for (const [name, part] of Object.entries(server.rows ?? {})) {
      if (part.tags) tags.push(...(await storedRows(tx, server, name, [id])).flatMap((entry) => part.tags?.(entry.values) ?? []))
      const field = server.collection.fields[name]
      if (field?.keyed) await removing(tx, field, part, id, await keyedRowsOf(tx, server, name, id))
      await rowsOf(tx, sql`DELETE FROM ${sql.identifier(part.table)} WHERE ${sql.identifier(part.parent)} = ${id} RETURNING id`)
    }
    await rowsOf(tx, sql`DELETE FROM ${sql.identifier(server.table)} WHERE id = ${id}`)
    await reindexSearchDocuments(tx, documents)
    await recordContentChange(tx, tags)
    return { ok: true }
  })
}


type ChildParts = { child: ChildDescription; part: ChildServer }

function childParts(server: AnyCollectionServer, name: string): ChildParts {
  const child = childFields(server.collection.fields).find((entry) => entry.name === name)?.child
  const part = server.children?.[name]
  if (!child || !part) throw new Error(`${server.table}: no sub-records ${name}`)
  return { child, part }
}

/** The record locked for a change of it or its sub-records, if the editor's copy is the current one (`version`; null: any copy). */
async function lockRecord(tx: Db, lang: Locale, server: AnyCollectionServer, id: number, version: string | null): Promise<{ ok: true; row: Record<string, unknown> } | Refusal> {
  const [row] = await rowsOf(tx, sql`SELECT * FROM ${sql.identifier(server.table)} WHERE id = ${id} FOR UPDATE`)
  if (!row) return notFound(lang)
  if (version !== null && Date.parse(v.parse(Row, row).updated_at) !== Date.parse(version)) return { ok: false, status: 409, message: (server.collection.labels.staleCopy ?? m.collection_stale_copy)({}, { locale: lang }) }
  return { ok: true, row }
}

/** A sub-record's change is a new version of its record: the version goes up, and what shows the record follows. */
async function afterChildChange<F extends Fields>(tx: Db, server: CollectionServer<string, string, string, F>, row: Record<string, unknown>): Promise<RecordOf<F>> {
  const { id, updated_at } = v.parse(Row, row)
  const version = nextVersion(new Date(updated_at)).toISOString()
  const [changed] = await rowsOf(tx, sql`UPDATE ${sql.identifier(server.table)} SET updated_at = ${version}::timestamptz WHERE id = ${id} RETURNING *`)
  // a sub-record's change (a venue's room) is not the record's: the tags are those of any change
  await recordChange(tx, server, id, undefined)
  return oneRecordOf(tx, server, changed ?? row)
}

/** Adds a sub-record at the end of the record's (`name`: its children field), on the version the editor's copy names. */
export async function addChild<F extends Fields>(db: Db, lang: Locale, server: CollectionServer<string, string, string, F>, name: string, id: number, body: ChildWriteOf): Promise<WriteResult<RecordOf<F>>> {
  const { child, part } = childParts(server, name)
  const checked = check(child, lang, createdValues(child.fields, body))
  if (!checked.ok) return invalid(lang, checked.errors)
  return db.transaction(async (tx): Promise<WriteResult<RecordOf<F>>> => {
    const locked = await lockRecord(tx, lang, server, id, body.updated_at)
    if (!locked.ok) return locked
    const order = sql.identifier(part.order)
    const table = sql.identifier(part.table)
    const set = [
      ...assignments(child.fields, checked.values),
      { column: sql.identifier(part.parent), value: sql`${id}` },
      { column: order, value: sql`(SELECT coalesce(max(${order}), -1) + 1 FROM ${table} WHERE ${sql.identifier(part.parent)} = ${id})` },
    ]
    await rowsOf(tx, sql`INSERT INTO ${table} (${sql.join(set.map((entry) => entry.column), sql`, `)}) VALUES (${sql.join(set.map((entry) => entry.value), sql`, `)}) RETURNING id`)
    return { ok: true, record: await afterChildChange(tx, server, locked.row) }
  })
}

/** Changes the fields a body names of one sub-record, on the version the editor's copy names. */
export async function updateChild<F extends Fields>(db: Db, lang: Locale, server: CollectionServer<string, string, string, F>, name: string, id: number, sub: number, body: ChildWriteOf): Promise<WriteResult<RecordOf<F>>> {
  const { child, part } = childParts(server, name)
  return db.transaction(async (tx): Promise<WriteResult<RecordOf<F>>> => {
    const locked = await lockRecord(tx, lang, server, id, body.updated_at)
    if (!locked.ok) return locked
    const table = sql.identifier(part.table)
    const [stored] = await rowsOf(tx, sql`SELECT * FROM ${table} WHERE id = ${sub} AND ${sql.identifier(part.parent)} = ${id}`)
    if (!stored) return notFound(lang)
    const checked = check(child, lang, updatedValues(child.fields, childOf(child, stored), body))
    if (!checked.ok) return invalid(lang, checked.errors)
    const set = assignments(child.fields, checked.values).map((entry) => sql`${entry.column} = ${entry.value}`)
    await rowsOf(tx, sql`UPDATE ${table} SET ${sql.join(set, sql`, `)} WHERE id = ${sub} RETURNING id`)
    return { ok: true, record: await afterChildChange(tx, server, locked.row) }
  })
}

/** Removes a sub-record unless the server part says what still needs it (a room events take place in). */
export async function removeChild<F extends Fields>(db: Db, lang: Locale, server: CollectionServer<string, string, string, F>, name: string, id: number, sub: number): Promise<WriteResult<RecordOf<F>>> {
  const { part } = childParts(server, name)
  return db.transaction(async (tx): Promise<WriteResult<RecordOf<F>>> => {
    const locked = await lockRecord(tx, lang, server, id, null)
    if (!locked.ok) return locked
    const table = sql.identifier(part.table)
    const [stored] = await rowsOf(tx, sql`SELECT id FROM ${table} WHERE id = ${sub} AND ${sql.identifier(part.parent)} = ${id}`)
    if (!stored) return notFound(lang)
    const blocked = await part.blocksRemove?.(tx, lang, sub)
    if (blocked) return { ok: false, status: 409, message: blocked }
    await rowsOf(tx, sql`DELETE FROM ${table} WHERE id = ${sub} RETURNING id`)
    return { ok: true, record: await afterChildChange(tx, server, locked.row) }
  })
}

const Keyed = v.looseObject({ id: v.optional(v.number()) })
const KeyedRows = v.array(v.looseObject({ id: v.number() }))
/** Stored keyed rows as a row answers them (a seat group's prices), none where there are none. */
const keyedList = (value: unknown): KeyedRow[] => v.parse(v.fallback(KeyedRows, []), value)

/**
 * Keyed rows an update names (a form's fields, an event's seat groups with their prices), checked against the stored
 * ones: an entry names a row of this record (nested: of the row above), once (else the copy is not this record's: the
 * stale-copy complaint at the entry); a stored row the list leaves out goes unless the server part says why not (the
 * complaints at the list: `fields`, `seat_groups.0.prices`), and so do the rows nested in it.
 */
async function keyedRefusals(tx: Db, lang: Locale, server: AnyCollectionServer, id: number, values: Record<string, unknown>, patch: Record<string, unknown>): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {}
  const stale = (server.collection.labels.staleCopy ?? m.collection_stale_copy)({}, { locale: lang })
  for (const [name, field] of Object.entries(server.collection.fields)) {
    if (!field.keyed || !field.outside || !(name in patch)) continue
    const { part } = rowsParts(server, name)
    await rowRefusals({ tx, lang, stale, errors }, field, part, await keyedRowsOf(tx, server, name, id), values[name], name)
  }
  return errors
}

type Refusals = { tx: Db; lang: Locale; stale: string; errors: Record<string, string[]> }

async function rowRefusals(at: Refusals, field: AnyField, part: RowsServer, stored: KeyedRow[], value: unknown, path: string): Promise<void> {
  const named = new Set<number>()
  for (const [index, entry] of v.parse(v.array(Keyed), value).entries()) {
    const before = entry.id === undefined ? undefined : stored.find((row) => row.id === entry.id)
    if (entry.id !== undefined && (named.has(entry.id) || !before)) at.errors[`${path}.${index}`] = [at.stale]
    if (entry.id !== undefined) named.add(entry.id)
    if (before && part.refuses) for (const [name, message] of Object.entries(await part.refuses(at.tx, at.lang, before, entry))) at.errors[`${path}.${index}.${name}`] = [message]
    // the rows nested in it: those of the stored row (a new row's are all new)
    for (const [name, nested] of nestedRows(field, part)) await rowRefusals(at, nested.field, nested.part, before ? keyedList(before[name]) : [], entry[name] ?? [], `${path}.${index}.${name}`)
  }
  for (const row of stored.filter((row) => !named.has(row.id))) await removalRefusals(at, field, part, row, path)
}

/** Why a stored row cannot go (the complaint at the list it is left out of); if it can, why the rows nested in it cannot. */
async function removalRefusals(at: Refusals, field: AnyField, part: RowsServer, row: KeyedRow, path: string): Promise<void> {
  const blocked = await part.blocksRemove?.(at.tx, at.lang, row)
  if (blocked) {
    at.errors[path] = [...(at.errors[path] ?? []), blocked]
    return
  }
  for (const [name, nested] of nestedRows(field, part)) for (const below of keyedList(row[name])) await removalRefusals(at, nested.field, nested.part, below, path)
}

async function keyedRowsOf(tx: Db, server: AnyCollectionServer, name: string, id: number): Promise<KeyedRow[]> {
  return (await storedRows(tx, server, name, [id])).map((entry) => ({ ...entry.values, id: v.parse(RowId, entry.values).id }))
}

/** Tells the server parts of rows about to go (those nested in them first), so that what only names them can go before (a price's closed holds). */
async function removing(tx: Db, field: AnyField, part: RowsServer, owner: number, rows: KeyedRow[]): Promise<void> {
  if (rows.length === 0) return
  for (const [name, nested] of nestedRows(field, part)) await removing(tx, nested.field, nested.part, owner, rows.flatMap((row) => keyedList(row[name])))
  await part.removing?.(tx, owner, rows)
}

/**
 * Writes keyed rows (`keyed` on a rows field: a form's fields, whose ids the public form answers and whose keys name
 * the answers given; an event's seat groups, whose ids tickets name) in the record's save. Answers the tags of the
 * rows before and after a change.
 */
async function writeKeyedRows(tx: Db, server: AnyCollectionServer, name: string, id: number, value: unknown[]): Promise<Tag[]> {
  const { field, part } = rowsParts(server, name)
  return writeRowList(tx, field, part, id, id, value, await keyedRowsOf(tx, server, name, id))
}

/**
 * Writes one list of keyed rows under `parent` (the record, or the row above a nested list: a seat group's prices) in
 * the list's order: an entry with an id changes its row in place — only where its values or its place changed —, one
 * without is added (with the columns the server part adds, `inserted`), a row the list leaves out is removed with what
 * is nested in it (`keyedRefusals` checked it may go); then the nested lists of each entry. The same list writes
 * nothing. `owner` is the record: the server part's hooks are told of it.
 */
async function writeRowList(tx: Db, field: AnyField, part: RowsServer, owner: number, parent: number, value: unknown, stored: KeyedRow[]): Promise<Tag[]> {
  const own = Object.fromEntries(Object.entries(field.fields ?? {}).filter(([, one]) => writable(one) && !one.outside))
  const kept = new Map(stored.map((row, at) => [row.id, { row, at }]))
  // a new record's or row's entries are all new, whatever ids they name
  const entries = v.parse(v.array(Keyed), value).map((item) => (item.id !== undefined && kept.has(item.id) ? item : { ...item, id: undefined }))
  const written = (entry: Record<string, unknown>) => JSON.stringify(Object.keys(own).map((key) => entry[key]))
  const table = sql.identifier(part.table)
  const named = new Set(entries.flatMap((entry) => (entry.id === undefined ? [] : [entry.id])))
  const removed = stored.filter((row) => !named.has(row.id))
  const changes: { before: KeyedRow | null; after: KeyedRow | null }[] = removed.map((row) => ({ before: row, after: null }))
  if (removed.length > 0) {
    await removing(tx, field, part, owner, removed)
    await rowsOf(tx, sql`DELETE FROM ${table} WHERE id IN (${sql.join(removed.map((row) => sql`${row.id}`), sql`, `)}) RETURNING id`)
  }
  // a changed unique value goes through one of its own first, so that two rows may swap theirs
  const unique = part.unique
  if (unique) {
    for (const entry of entries) {
      const before = entry.id === undefined ? undefined : kept.get(entry.id)?.row
      if (before && before[unique] !== entry[unique]) await rowsOf(tx, sql`UPDATE ${table} SET ${column(unique)} = ${`~${before.id}`} WHERE id = ${before.id} RETURNING id`)
    }
  }
  const tags: Tag[] = []
  for (const [position, entry] of entries.entries()) {
    const set = [...assignments(own, entry), ...(part.order ? [{ column: sql.identifier(part.order), value: sql`${position}` }] : [])]
    const before = entry.id === undefined ? undefined : kept.get(entry.id)
    let rowId: number
    if (before) {
      rowId = before.row.id
      if ((part.order && before.at !== position) || written(before.row) !== written(entry)) {
        await rowsOf(tx, sql`UPDATE ${table} SET ${sql.join(set.map((one) => sql`${one.column} = ${one.value}`), sql`, `)} WHERE id = ${rowId} RETURNING id`)
        changes.push({ before: before.row, after: { ...entry, id: rowId } })
      }
    } else {
      const added = Object.entries((await part.inserted?.(tx, owner)) ?? {}).map(([name, one]) => ({ column: sql.identifier(name), value: sql`${one}` }))
      const columns = [...set, { column: sql.identifier(part.parent), value: sql`${parent}` }, ...added]
      const [row] = await rowsOf(tx, sql`INSERT INTO ${table} (${sql.join(columns.map((one) => one.column), sql`, `)}) VALUES (${sql.join(columns.map((one) => one.value), sql`, `)}) RETURNING id`)
      rowId = v.parse(RowId, row).id
      changes.push({ before: null, after: { ...entry, id: rowId } })
    }
    for (const [name, nested] of nestedRows(field, part)) tags.push(...(await writeRowList(tx, nested.field, nested.part, owner, rowId, entry[name] ?? [], before ? keyedList(before.row[name]) : [])))
  }
  if (changes.length > 0) await part.changed?.(tx, owner, changes)
  tags.push(...(part.tags ? changes.flatMap((change) => [change.before, change.after]).flatMap((row) => (row ? (part.tags?.(row) ?? []) : [])) : []))
  return [...new Set(tags)]
}
