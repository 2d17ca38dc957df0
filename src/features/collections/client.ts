import * as v from 'valibot'
import { useQueries } from '@tanstack/react-query'
import type { QueryFunction } from '@tanstack/react-query'
import { api } from '~/contract/api'
import type { VocabularyKind } from '~/contract/vocabularies'
import { ContractError } from '~/contract/client'
import { buildPath, toSearchParams } from '~/contract/endpoint'
import { transport } from '~/contract/transport'
import type { Locale } from '~/contract/shared'
import { CHOICE_KINDS } from '~/contract/back-office'
import { actionEndpoints, childOperationNames, collectionEndpoints, operationNames, titleFields } from './collection'
import type { AnyCollection, BulkAction, BulkPublishing, CopyBody } from './collection'
import type { AnyField, ChildDescription } from './fields'
import { collectionByPath } from './registry'

// The hub's client of a collection: the contract's endpoints of the description, called by operation. The screens
// are written once for every collection, so they see records as field values by name; each answer is checked
// against the endpoint's schema before they do.

const Both = v.object({ de: v.string(), en: v.string() })
export const AnyRecord = v.looseObject({ id: v.number(), updated_at: v.string(), urls: v.nullable(Both) })
export type AnyRecord = v.InferOutput<typeof AnyRecord>
const AnyItem = v.looseObject({ id: v.number(), url: v.nullable(v.string()) })
export type AnyItem = v.InferOutput<typeof AnyItem>
const AnyPage = v.object({ count: v.number(), next: v.nullable(v.string()), previous: v.nullable(v.string()), results: v.array(AnyItem) })


/** What names a record or a list's row in the editor's language: its title fields' values (`#id` while it has none). */
export function recordTitle(collection: AnyCollection, record: { id: number; [name: string]: unknown }, lang: Locale): string {
  const texts = titleFields(collection).map((name) => {
    const value = record[name]
    if (typeof value === 'string') return value
    const both = v.safeParse(Both, value)
    return both.success ? both.output[lang] || both.output.de : ''
  })
  return texts.filter(Boolean).join(' ') || `#${record.id}`
}

export function collectionClient(collection: AnyCollection) {
  const names = operationNames(collection)
  const endpoints: Record<string, { method: string; path: string; response: v.GenericSchema } | undefined> = {
    ...collectionEndpoints(collection),
    ...(collection.actions && collection.copy ? actionEndpoints(collection) : {}),
  }
  const call = async <S extends v.GenericSchema>(name: string, answer: S, args: { lang: Locale; id?: number; sub?: number; query?: object; body?: unknown }): Promise<v.InferOutput<S>> => {
    const endpoint = endpoints[name]
    if (!endpoint) throw new Error(`${name}: no such endpoint`)
    const params = { lang: args.lang, ...(args.id === undefined ? {} : { id: String(args.id) }), ...(args.sub === undefined ? {} : { sub: String(args.sub) }) }
    const search = toSearchParams(args.query).toString()
    const body = args.body
    const response = await transport({
      method: endpoint.method,
      url: buildPath(endpoint.path, params) + (search ? `?${search}` : ''),
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      endpoint: { name, params, query: args.query ?? {}, body },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const payload = await response.json().catch(() => null)
    if (response.status < 200 || response.status >= 300) throw new ContractError(name, response.status, payload)
    // the endpoint's own schema first (the contract), then the shape the screens read
    const checked = v.safeParse(v.pipe(endpoint.response, answer), payload)
    if (!checked.success) throw new ContractError(name, 502, v.flatten(checked.issues))
    return checked.output
  }
  return {
    list: (lang: Locale, query: object) => call(names.list, AnyPage, { lang, query }),
    get: (lang: Locale, id: number) => call(names.get, AnyRecord, { lang, id }),
    create: (lang: Locale, body: Record<string, unknown>) => call(names.create, AnyRecord, { lang, body }),
    update: (lang: Locale, id: number, body: Record<string, unknown>) => call(names.update, AnyRecord, { lang, id, body }),
    remove: (lang: Locale, id: number) => call(names.remove, v.object({ ok: v.boolean() }), { lang, id }),
    /** a collection with a publishing state: publish or take back to draft many records at once */
    bulk: (lang: Locale, body: BulkPublishing | BulkAction) => call(names.bulk, v.object({ changed: v.number() }), { lang, body }),
    /** a copy of a record with the description's `copy` field new */
    copy: (lang: Locale, id: number, body: CopyBody) => call(names.copy, AnyRecord, { lang, id, body }),
    /** a sub-record kind's writes: each answers the whole record */
    child: (child: ChildDescription) => {
      const own = childOperationNames(child)
      return {
        create: (lang: Locale, id: number, body: Record<string, unknown>) => call(own.create, AnyRecord, { lang, id, body }),
        update: (lang: Locale, id: number, sub: number, body: Record<string, unknown>) => call(own.update, AnyRecord, { lang, id, sub, body }),
        remove: (lang: Locale, id: number, sub: number) => call(own.remove, AnyRecord, { lang, id, sub }),
      }
    },
  }
}

export type TermOption = { value: string; label: string }

/** The query of a vocabulary's entries as options (value: the id, label: the name in the editor's language). */
const termsQuery = (vocabulary: VocabularyKind, lang: Locale) => ({
  queryKey: ['back-office', 'vocabularies', vocabulary, lang],
  queryFn: async (): Promise<TermOption[]> =>
    (await api.call('backOfficeVocabulary', { params: { lang, kind: vocabulary } })).map((entry) => ({ value: String(entry.id), label: typeof entry.name === 'string' ? entry.name : entry.name[lang] || entry.name.de })),
  staleTime: 60_000,
})

/** The entries of every vocabulary these fields name, by field name; none while loading. */
export function useTerms(fields: Readonly<Record<string, AnyField>>, lang: Locale): Record<string, TermOption[]> {
  const named = Object.entries(fields).flatMap(([name, field]) => ((field.kind === 'term' || field.kind === 'terms') && field.vocabulary ? [{ name, vocabulary: field.vocabulary }] : []))
  const loaded = useQueries({ queries: named.map((entry) => termsQuery(entry.vocabulary, lang)) })
  return Object.fromEntries(named.map((entry, at) => [entry.name, loaded[at]?.data ?? []]))
}

/** Every record of a collection, page by page (a credit's person: the whole list, not its first page); at most 40 pages. */
async function allRecords(target: AnyCollection, lang: Locale) {
  const client = collectionClient(target)
  const results = []
  for (let page = 1; page <= 40; page++) {
    const answer = await client.list(lang, { page })
    results.push(...answer.results)
    if (!answer.next) break
  }
  return results
}

const isChoiceKind = (kind: string): kind is (typeof CHOICE_KINDS)[number] => CHOICE_KINDS.some((known) => known === kind)

/** The records a reference field may name, as options by title (value: the id); of a table that is no collection (an event's room), by name. */
export function referenceQuery(field: AnyField, lang: Locale): { queryKey: readonly unknown[]; queryFn: QueryFunction<TermOption[]>; staleTime: number } {
  const kind = field.references ?? ''
  const target = collectionByPath(kind)
  return {
    queryKey: ['back-office', kind, lang, 'options'],
    queryFn: async () => {
      if (target) return (await allRecords(target, lang)).map((item) => ({ value: String(item.id), label: recordTitle(target, item, lang) }))
      return isChoiceKind(kind) ? api.call('backOfficeChoices', { params: { lang, kind } }) : []
    },
    staleTime: 60_000,
  }
}

/** The records the reference fields among these name, by field name, as options; none while loading. */
export function useReferences(fields: Readonly<Record<string, AnyField>>, lang: Locale): Record<string, TermOption[]> {
  const named = Object.entries(fields).filter(([, field]) => field.kind === 'reference')
  const loaded = useQueries({ queries: named.map(([, field]) => referenceQuery(field, lang)) })
  return Object.fromEntries(named.map(([name], at) => [name, loaded[at]?.data ?? []]))
}

/** The query keys of a collection's hub screens: under `['back-office', path]`, which a write invalidates. */
export const collectionKeys = {
  list: (collection: AnyCollection, lang: Locale, filter: object) => ['back-office', collection.path, lang, filter] as const,
  record: (collection: AnyCollection, lang: Locale, id: number) => ['back-office', `${collection.path}-record`, lang, id] as const,
}
