import * as v from 'valibot'
import { defineEndpoint } from '~/contract/endpoint'
import type { Endpoint, NoBody, NoQuery } from '~/contract/endpoint'
import { CalendarDay, DbId, PageNumber, paged } from '~/contract/shared'
import type { Locale } from '~/contract/shared'
import { writable } from './fields'
import type { AnyField, Both, ChildDescription, Field, Message } from './fields'

// A collection description (decision 0031): one record type of the back office, described once. What it gives — the
// contract's endpoints, the validation, the handlers, the service, the hub's list and edit screens, its query keys,
// routes and navigation entry — is written once in src/features/collections/. Client-safe.

export type Fields = Readonly<Record<string, AnyField>>
type Count = (inputs: { count: number }, options?: { locale?: Locale }) => string

export interface Collection<One extends string, Many extends string, Path extends string, F extends Fields> {
  /** the endpoints' names: `backOffice{Many}` lists, `backOffice{One}` reads, `backOffice{One}Create` … */
  names: { one: One; many: Many }
  /** the address part: the hub's `/cms-hub/{path}` and the contract's `/{lang}/api/backoffice/{path}/` */
  path: Path
  labels: {
    /** the hub's navigation entry and the list's heading */
    many: Message
    new: Message
    create: Message
    edit: Message
    deleted: Message
    deleteLabel: Message
    /** the delete's question; counted: with a count of the record in it (how many events lose their series) */
    deleteConfirm: Message | { message: Count; count: string }
    /** the complaint about a slug another record has, if the type's own wording is wanted */
    slugTaken?: Message
    /** the refusal of an outdated copy, if the type's own wording is wanted */
    staleCopy?: Message
    /** a line above the list that says what the records are for */
    intro?: Message
    /** the list's search field, where its plain "Suche" would not say what it looks in */
    search?: Message
    /** the list's heading of the title column where the title is several fields */
    title?: Message
    empty: Message
    count: Count
    /** a collection with a publishing state (`field.publishing`): the list's checkbox of a record and what a bulk change did */
    bulk?: { select: (inputs: { title: string }, options?: { locale?: Locale }) => string; done: Count }
  }
  fields: F
  /** the field that names a record (the list's link, the delete confirmation); several: their values joined by a space */
  title: string | readonly string[]
  /** the list's columns after the title */
  columns: readonly string[]
  /** choice fields the list filters by */
  filters?: readonly string[]
  /** a day field, or a moment's (Berlin days), the list filters by a range (`from`, `to`: both days included) */
  range?: string
  /** rules across fields, checked once every field passes its own: the complaint goes to `path` */
  checks?: readonly { path: string; test: (values: Readonly<Record<string, unknown>>) => boolean; message: Message }[]
  /** the fields the list's text search looks in */
  search: readonly string[]
  /** the list's order: field names, `{ desc: name }` newest first (a record without the value after the others, or with `nulls: 'first'` before them; the ids then newest first too) */
  order: readonly (string | { desc: string; nulls?: 'first' })[]
  /** who may read and write it in the hub */
  access: 'editors' | 'administrators'
  /** where the hub's navigation shows it */
  group: 'programme' | 'content' | 'website' | 'operations'
  /** the public address of a record in one language, if records have pages */
  address?: (lang: Locale, record: { id: number | string; slug: Both }) => string
  /** false: a changed slug leaves no redirect (the address carries the id, and the page sends another slug on itself) */
  redirects?: false
  /**
   * a record's own page in the hub at /cms-hub/{path}/{id} (a form's entries), where the list's title leads: the edit
   * screen is then at /cms-hub/{path}/edit/{id}, linked in a column of the list (`actions`, `edit`) and leading back
   * to the page (`link`)
   */
  recordPage?: { edit: Titled; actions: Message; link: Titled }
  /** fields shown together in a section of their own below the others (an event's classification), in the order named */
  sections?: readonly { label: Message; fields: readonly string[] }[]
  /**
   * changes of many records at once from the list (an event's cancellation): each sets fields to values; the list's
   * checkbox of a record and what a change did are `labels.bulk`'s
   */
  actions?: readonly { name: string; label: Message; set: Readonly<Record<string, unknown>> }[]
  /** a copy of a record with one field new (an event for another date), made from its edit screen */
  copy?: { field: string; legend: Message; label: Message; submit: Message }
}

type Titled = (inputs: { title: string }, options?: { locale?: Locale }) => string

/** The hub's address of a record's edit screen (`/cms-hub/{path}/{id}`, or `…/edit/{id}` beside the record's own page). */
export const editPath = (collection: { path: string; recordPage?: unknown }, id: number) => `/cms-hub/${collection.path}/${collection.recordPage ? 'edit/' : ''}${id}`

export type AnyCollection = Collection<string, string, string, Fields>

/** The names of fields a description refers to must be its fields' (checked where it is defined). */
type FieldNames<F extends Fields> = {
  title: (keyof F & string) | readonly (keyof F & string)[]
  columns: readonly (keyof F & string)[]
  filters?: readonly (keyof F & string)[]
  range?: keyof F & string
  search: readonly (keyof F & string)[]
  order: readonly ((keyof F & string) | { desc: keyof F & string; nulls?: 'first' })[]
  sections?: readonly { label: Message; fields: readonly (keyof F & string)[] }[]
  actions?: readonly { name: string; label: Message; set: { readonly [K in keyof F]?: unknown } }[]
  copy?: { field: keyof F & string; legend: Message; label: Message; submit: Message }
}

export const defineCollection = <const One extends string, const Many extends string, const Path extends string, F extends Fields>(collection: Collection<One, Many, Path, F> & FieldNames<F>): Collection<One, Many, Path, F> => collection

/** The fields that name a record. */
export const titleFields = (collection: AnyCollection): readonly string[] => (typeof collection.title === 'string' ? [collection.title] : collection.title)

/** What a list's row holds: the title, the columns and the slug (the row's public address is built from it). */
export const listedFields = (collection: AnyCollection): string[] => [...new Set([...titleFields(collection), ...collection.columns, ...('slug' in collection.fields ? ['slug'] : [])])]

/** The back office's page size for every collection. */
export const COLLECTION_PAGE_SIZE = 25

type ValueOf<T> = T extends Field<infer W> ? W : never
export type ValuesOf<F extends Fields> = { -readonly [K in keyof F]: ValueOf<F[K]> }
/** A record as the contract answers it. */
export type RecordOf<F extends Fields> = ValuesOf<F> & { id: number; updated_at: string; urls: Both | null }
/** A row of the list. */
export type ListItemOf<F extends Fields> = Partial<ValuesOf<F>> & { id: number; url: string | null }
/** The fields an editor writes (a computed one, such as a count, is only answered). */
type Writable<F extends Fields> = { [K in keyof F as F[K] extends { kind: 'count' } ? never : K]: F[K] }
/** A create names what it sets; the rest takes each field's empty value (and must then pass its rules). */
export type CreateOf<F extends Fields> = Partial<ValuesOf<Writable<F>>>
/** An update names the version it started from and what it changes. */
export type UpdateOf<F extends Fields> = { [K in keyof F]?: unknown } & { updated_at: string }
export type QueryOf<F extends Fields> = { q?: string; page?: number; from?: string; to?: string } & { [K in keyof F]?: string }

const Instant = v.pipe(v.string(), v.isoTimestamp())
const Urls = v.nullable(v.object({ de: v.string(), en: v.string() }))
const entriesOf = (fields: Fields, pick: (field: AnyField) => v.GenericSchema) => Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, pick(field)]))
/** The fields an editor writes, by name. */
export const writableFields = (fields: Fields): Fields => Object.fromEntries(Object.entries(fields).filter(([, field]) => writable(field)))

/** The field of a record's publishing moment (`field.publishing`), if it has one: its list publishes many at once. */
export const publishedField = (fields: Fields): string | undefined => Object.entries(fields).find(([, field]) => field.kind === 'published')?.[0]

/** A bulk change of the publishing state: publish now (drafts and scheduled records) or take back to draft. */
export const BulkPublishing = v.object({ ids: v.pipe(v.array(DbId), v.minLength(1), v.maxLength(200)), action: v.picklist(['publish', 'unpublish']) })
export type BulkPublishing = v.InferOutput<typeof BulkPublishing>
const Changed = v.object({ changed: v.number() })
/** A change of many records at once by one of the description's actions (`actions`). */
export const BulkAction = v.object({ ids: v.pipe(v.array(DbId), v.minLength(1), v.maxLength(200)), action: v.pipe(v.string(), v.maxLength(40)) })
export type BulkAction = v.InferOutput<typeof BulkAction>
/** A copy's body: the new value of the description's `copy` field, by its name (an event's `date_start`). */
export type CopyBody = Readonly<Record<string, unknown>>

/** The sub-record kinds of a description (its `children` fields), by field name. */
export const childFields = (fields: Fields): { name: string; child: ChildDescription }[] =>
  Object.entries(fields).flatMap(([name, field]) => (field.kind === 'children' && field.child ? [{ name, child: field.child }] : []))

/** A sub-record's create or update: the fields it sets, and the version of the record it belongs to. */
export type ChildWriteOf = Record<string, unknown> & { updated_at: string }

/** The contract's schemas of a sub-record kind: a create names what it sets (each field's whole value), an update what it changes. */
export function childSchemas(child: ChildDescription) {
  const own = writableFields(child.fields)
  const create = v.object({ ...entriesOf(own, (field) => v.optional(field.wire)), updated_at: Instant })
  const update = v.object({ ...entriesOf(own, (field) => v.optional(field.patch)), updated_at: Instant })
  return { create: v.custom<ChildWriteOf>((value) => v.is(create, value)), update: v.custom<ChildWriteOf>((value) => v.is(update, value)) }
}

/** The contract's schemas of a collection: shapes only; the content rules are the service's (`fieldRules`). */
export function collectionSchemas<F extends Fields>(collection: Collection<string, string, string, F>) {
  const { fields } = collection
  const record = v.object({ ...entriesOf(fields, (field) => field.wire), id: v.number(), updated_at: v.string(), urls: Urls })
  const listFields = listedFields(collection)
  const item = v.object({ ...Object.fromEntries(listFields.flatMap((name) => (fields[name] ? [[name, v.optional(fields[name].wire)]] : []))), id: v.number(), url: v.nullable(v.string()) })
  const create = v.object(entriesOf(writableFields(fields), (field) => v.optional(field.wire)))
  // an update derived from the create: every field optional (a translated one per language), and the version
  const update = v.object({ ...entriesOf(writableFields(fields), (field) => v.optional(field.patch)), updated_at: Instant })
  const filterEntries = Object.fromEntries((collection.filters ?? []).map((name) => [name, v.optional(v.pipe(v.string(), v.maxLength(100)))]))
  const rangeEntries: v.ObjectEntries = collection.range ? { from: v.optional(CalendarDay), to: v.optional(CalendarDay) } : {}
  const query = v.object({ q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))), page: v.optional(PageNumber), ...filterEntries, ...rangeEntries })
  return {
    record: v.custom<RecordOf<F>>((value) => v.is(record, value)),
    item: v.custom<ListItemOf<F>>((value) => v.is(item, value)),
    create: v.custom<CreateOf<F>>((value) => v.is(create, value)),
    update: v.custom<UpdateOf<F>>((value) => v.is(update, value)),
    query: v.pipe(query, v.custom<QueryOf<F>>(() => true)),
  }
}

/** The content rules of every field an editor writes (a record's or a sub-record's), complaints in the editor's language; the errors' names are the body's paths. */
export function fieldRules(fields: Fields, lang: Locale) {
  return v.object(Object.fromEntries(Object.entries(writableFields(fields)).map(([name, field]) => [name, field.rules(lang)])))
}

type Schemas<F extends Fields> = ReturnType<typeof collectionSchemas<F>>
type ListPath<P extends string> = `/{lang}/api/backoffice/${P}/`
type RecordPath<P extends string> = `/{lang}/api/backoffice/${P}/{id}/`
type Ok = v.ObjectSchema<{ ok: v.BooleanSchema<undefined> }, undefined>

type ChildWrite = v.GenericSchema<ChildWriteOf>
/** The sub-record kinds of the fields, as [name, path] pairs. */
type ChildOf<F extends Fields> = { [K in keyof F]: F[K] extends { child: ChildDescription<infer O, infer CP> } ? [O, CP] : never }[keyof F]
/** The endpoints of one sub-record kind: each answers the whole record. */
type ChildEndpoints<P extends string, F extends Fields, C> = C extends [infer O extends string, infer CP extends string]
  ? { [K in `backOffice${O}Create`]: Endpoint<`/{lang}/api/backoffice/${P}/{id}/${CP}/`, NoQuery, ChildWrite, Schemas<F>['record']> } & {
      [K in `backOffice${O}Update`]: Endpoint<`/{lang}/api/backoffice/${P}/{id}/${CP}/{sub}/`, NoQuery, ChildWrite, Schemas<F>['record']>
    } & { [K in `backOffice${O}Delete`]: Endpoint<`/{lang}/api/backoffice/${P}/{id}/${CP}/{sub}/`, NoQuery, NoBody, Schemas<F>['record']> }
  : unknown

/** Whether the fields have a publishing state: then the list publishes many records at once (`backOffice{Many}Bulk`). */
export type Publishes<F extends Fields> = { [K in keyof F]: F[K] extends { kind: 'published' } ? K : never }[keyof F]
type BulkEndpoint<Many extends string, P extends string> = { [K in `backOffice${Many}Bulk`]: Endpoint<`/{lang}/api/backoffice/${P}/bulk/`, NoQuery, typeof BulkPublishing, typeof Changed> }

/** The endpoints of a collection, named as the hand-written ones were (`backOfficeSeriesList`, `backOfficeSeries` …). */
export type CollectionEndpoints<One extends string, Many extends string, P extends string, F extends Fields> = ([ChildOf<F>] extends [never] ? unknown : ChildEndpoints<P, F, ChildOf<F>>) & ([Publishes<F>] extends [never] ? unknown : BulkEndpoint<Many, P>) & {
  [K in `backOffice${Many}`]: Endpoint<ListPath<P>, Schemas<F>['query'], NoBody, ReturnType<typeof paged<Schemas<F>['item']>>>
} & { [K in `backOffice${One}Create`]: Endpoint<ListPath<P>, NoQuery, Schemas<F>['create'], Schemas<F>['record']> } & {
  [K in `backOffice${One}`]: Endpoint<RecordPath<P>, NoQuery, NoBody, Schemas<F>['record']>
} & { [K in `backOffice${One}Update` | `backOffice${One}Patch`]: Endpoint<RecordPath<P>, NoQuery, Schemas<F>['update'], Schemas<F>['record']> } & {
  [K in `backOffice${One}Delete`]: Endpoint<RecordPath<P>, NoQuery, NoBody, Ok>
}

/** The operations of a collection by the names of their endpoints. */
export function operationNames(collection: AnyCollection) {
  const { one, many } = collection.names
  return { list: `backOffice${many}`, bulk: `backOffice${many}Bulk`, create: `backOffice${one}Create`, get: `backOffice${one}`, update: `backOffice${one}Update`, patch: `backOffice${one}Patch`, remove: `backOffice${one}Delete`, copy: `backOffice${one}Copy` } as const
}

/** The endpoints of a description's own actions on many records (`actions`) and its copy (`copy`), where it has them. */
export type ActionEndpoints<One extends string, Many extends string, P extends string, F extends Fields> = {
  [K in `backOffice${Many}Bulk`]: Endpoint<`/{lang}/api/backoffice/${P}/bulk/`, NoQuery, typeof BulkAction, typeof Changed>
} & { [K in `backOffice${One}Copy`]: Endpoint<`/{lang}/api/backoffice/${P}/{id}/copy/`, NoQuery, v.GenericSchema<CopyBody>, Schemas<F>['record']> }

/**
 * The endpoints of a description with `actions` and `copy` (an event's): its list's changes of many records, POST
 * …/bulk/ (before `{id}/`: the first endpoint whose path matches answers), and a copy, POST …/{id}/copy/.
 */
export function actionEndpoints<const One extends string, const Many extends string, const P extends string, F extends Fields>(collection: Collection<One, Many, P, F>): ActionEndpoints<One, Many, P, F>
export function actionEndpoints(collection: AnyCollection): Record<string, Endpoint<string, v.GenericSchema, v.GenericSchema, v.GenericSchema>> {
  if (!collection.actions || !collection.copy) throw new Error(`${collection.path}: no actions or copy described`)
  const names = operationNames(collection)
  const copied = collection.fields[collection.copy.field]
  if (!copied) throw new Error(`${collection.path}: no field ${collection.copy.field} to copy with`)
  const body = v.object({ [collection.copy.field]: copied.wire })
  return {
    [names.bulk]: defineEndpoint({ method: 'POST', path: `/{lang}/api/backoffice/${collection.path}/bulk/`, body: BulkAction, response: Changed }),
    [names.copy]: defineEndpoint({ method: 'POST', path: `/{lang}/api/backoffice/${collection.path}/{id}/copy/`, body: v.custom<CopyBody>((value) => v.is(body, value)), response: collectionSchemas(collection).record }),
  }
}

/** The operations of a sub-record kind by the names of their endpoints. */
export function childOperationNames(child: ChildDescription) {
  return { create: `backOffice${child.one}Create`, update: `backOffice${child.one}Update`, remove: `backOffice${child.one}Delete` } as const
}

/**
 * The contract's endpoints of a collection (spec platform.md §7: list GET, show GET …/{id}/, create POST …/, update
 * POST and PATCH …/{id}/, delete DELETE …/{id}/). The overload gives them their names' types; the body builds them.
 */
export function collectionEndpoints<const One extends string, const Many extends string, const P extends string, F extends Fields>(collection: Collection<One, Many, P, F>): CollectionEndpoints<One, Many, P, F>
export function collectionEndpoints(collection: AnyCollection): Record<string, Endpoint<string, v.GenericSchema, v.GenericSchema, v.GenericSchema>> {
  const schemas = collectionSchemas(collection)
  const names = operationNames(collection)
  const list = `/{lang}/api/backoffice/${collection.path}/`
  const one = `/{lang}/api/backoffice/${collection.path}/{id}/`
  const children = childFields(collection.fields).flatMap(({ child }) => {
    const own = childOperationNames(child)
    const sub = childSchemas(child)
    const many = `/{lang}/api/backoffice/${collection.path}/{id}/${child.path}/`
    const single = `${many}{sub}/`
    return [
      [own.create, defineEndpoint({ method: 'POST', path: many, body: sub.create, response: schemas.record })],
      [own.update, defineEndpoint({ method: 'POST', path: single, body: sub.update, response: schemas.record })],
      [own.remove, defineEndpoint({ method: 'DELETE', path: single, response: schemas.record })],
    ] as const
  })
  return {
    ...Object.fromEntries(children),
    [names.list]: defineEndpoint({ method: 'GET', path: list, query: schemas.query, response: paged(schemas.item) }),
    [names.create]: defineEndpoint({ method: 'POST', path: list, body: schemas.create, response: schemas.record }),
    // before `{id}/`: the first endpoint whose path matches answers
    ...(publishedField(collection.fields) ? { [names.bulk]: defineEndpoint({ method: 'POST', path: `${list}bulk/`, body: BulkPublishing, response: Changed }) } : {}),
    [names.get]: defineEndpoint({ method: 'GET', path: one, response: schemas.record }),
    [names.update]: defineEndpoint({ method: 'POST', path: one, body: schemas.update, response: schemas.record }),
    [names.patch]: defineEndpoint({ method: 'PATCH', path: one, body: schemas.update, response: schemas.record }),
    [names.remove]: defineEndpoint({ method: 'DELETE', path: one, response: v.object({ ok: v.boolean() }) }),
  }
}

/** A page's tags from a collection's endpoints: none, they are the hub's (the public reads are the type's own). */
export function collectionReadRules<const One extends string, const Many extends string, F extends Fields>(collection: Collection<One, Many, string, F>): { [K in keyof CollectionEndpoints<One, Many, string, F>]: null }
export function collectionReadRules(collection: AnyCollection): Record<string, null> {
  const children = childFields(collection.fields).flatMap(({ child }) => Object.values(childOperationNames(child)))
  const { bulk, copy: _copy, ...names } = operationNames(collection)
  return Object.fromEntries([...Object.values(names), ...(publishedField(collection.fields) ? [bulk] : []), ...children].map((name) => [name, null]))
}
