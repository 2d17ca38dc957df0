import { formatShortDate, formatTime } from '~/lib/format'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import * as styles from '~/features/hub/hub.css'
import { hubHref } from '~/features/back-office/record-parts'
import { FilterInput, FilterSelect, RecordList, numberParam, textParam, useAddressFilter, useFilterDraft } from '~/features/back-office/record-list'
import { BulkActions, SelectRow, useBulkSelection } from '~/features/back-office/bulk'
import { amountInput } from '~/features/back-office/money-input'
import { formatDay } from '~/features/hub/format'
import { editPath, publishedField, titleFields } from './collection'
import type { AnyCollection } from './collection'
import type { AnyField } from './fields'
import { collectionClient, collectionKeys, recordTitle, useReferences, useTerms } from './client'
import type { AnyItem } from './client'

// The list screen of every collection (decision 0031): its search and choice filters in the address, its columns,
// paging, the link to a new record, and (a collection with a publishing state) publishing many records at once.

const Both = v.object({ de: v.string(), en: v.string() })

/** A value as a table cell shows it, in the editor's language. */
function cellText(field: AnyField, value: unknown, lang: Locale): string {
  const locale = { locale: lang }
  // none yet (a form's last entry before the first)
  if (value === null || value === undefined) return field.kind === 'latest' ? '–' : ''
  if (field.kind === 'choice' || field.kind === 'status') return field.options?.find((option) => option.value === value)?.label({}, locale) ?? String(value)
  if (field.kind === 'day' && typeof value === 'string' && value) return formatDay(value, lang)
  if (field.kind === 'checkbox') return value === true ? m.collection_yes({}, locale) : m.collection_no({}, locale)
  if (field.kind === 'money' && typeof value === 'string') return `${amountInput(value, lang)} €`
  if ((field.kind === 'datetime' || field.kind === 'published' || field.kind === 'latest') && typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
    // "29. Nov. 2026, 11:30 Uhr" / "29 Nov 2026, 11:30", in Berlin
    return `${formatShortDate(value, lang)}, ${formatTime(value, lang)}`
  }
  const both = v.safeParse(Both, value)
  if (both.success) return both.output[lang] || both.output.de
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

export function CollectionList({ collection, lang }: { collection: AnyCollection; lang: Locale }) {
  const locale = { locale: lang }
  const filterNames = collection.filters ?? []
  const [filter, setFilter] = useAddressFilter((params): Record<string, string | number | undefined> => ({
    q: textParam(params, 'q'),
    page: numberParam(params, 'page'),
    ...(collection.range ? { from: textParam(params, 'from'), to: textParam(params, 'to') } : {}),
    ...Object.fromEntries(filterNames.map((name) => [name, textParam(params, name)])),
  }))
  const draftNames = ['q', ...(collection.range ? ['from', 'to'] : []), ...filterNames]
  const [draft, setDraft] = useFilterDraft(filter, (): Record<string, string> => Object.fromEntries(draftNames.map((name) => [name, String(filter[name] ?? '')])))
  const client = collectionClient(collection)
  const list = useQuery({ queryKey: collectionKeys.list(collection, lang, filter), queryFn: () => client.list(lang, filter), placeholderData: keepPreviousData })
  const terms = useTerms(collection.fields, lang)
  const references = useReferences(Object.fromEntries([...collection.columns, ...filterNames].flatMap((name) => (collection.fields[name] ? [[name, collection.fields[name]]] : []))), lang)
  // entries of a vocabulary and records of another collection show by name
  const named = (name: string) => terms[name] ?? references[name]
  // the changes of many records at once: publishing, or the description's own actions
  const actions = publishedField(collection.fields)
    ? [
        { action: 'publish', label: m.backoffice_bulk_publish({}, locale) },
        { action: 'unpublish', label: m.backoffice_bulk_unpublish({}, locale) },
      ]
    : (collection.actions ?? []).map((entry) => ({ action: entry.name, label: entry.label({}, locale) }))
  const bulkLabels = actions.length > 0 ? collection.labels.bulk : undefined
  const bulk = useBulkSelection(lang, (ids, action: string) => client.bulk(lang, { ids, action }), (count) => bulkLabels?.done({ count }, locale) ?? String(count))
  const titleHeading = collection.labels.title ?? collection.fields[titleFields(collection)[0] ?? '']?.label
  const columns = collection.columns.flatMap((name) => {
    const field = collection.fields[name]
    return field ? [{ name, field }] : []
  })
  return (
    <RecordList<AnyItem>
      lang={lang}
      intro={collection.labels.intro?.({}, locale)}
      newRecord={{ path: `/cms-hub/${collection.path}/new`, label: collection.labels.new({}, locale) }}
      filters={
        <>
          {collection.range ? (
            <>
              <FilterInput type="date" label={m.backoffice_filter_from({}, locale)} value={draft.from ?? ''} onChange={(from) => setDraft({ ...draft, from })} />
              <FilterInput type="date" label={m.backoffice_filter_to({}, locale)} value={draft.to ?? ''} onChange={(to) => setDraft({ ...draft, to })} />
            </>
          ) : null}
          <FilterInput label={(collection.labels.search ?? m.collection_search)({}, locale)} value={draft.q ?? ''} onChange={(q) => setDraft({ ...draft, q })} />
          {filterNames.map((name) => {
            const field = collection.fields[name]
            if (!field) return null
            const options = field.kind === 'term' || field.kind === 'terms' || field.kind === 'reference' ? (named(name) ?? []) : (field.options ?? []).map((option) => ({ value: option.value, label: option.label({}, locale) }))
            return <FilterSelect key={name} lang={lang} label={field.label({}, locale)} value={draft[name] ?? ''} options={options} onChange={(value) => setDraft({ ...draft, [name]: value })} />
          })}
        </>
      }
      onFilter={() => {
        bulk.clear()
        setFilter(Object.fromEntries(Object.entries(draft).map(([name, value]) => [name, value.trim() || undefined])))
      }}
      list={list}
      page={typeof filter.page === 'number' ? filter.page : 1}
      onPage={(next) => setFilter({ ...filter, page: next })}
      countText={(count) => collection.labels.count({ count }, locale)}
      emptyText={collection.labels.empty({}, locale)}
      beforeTable={
        bulkLabels ? <BulkActions lang={lang} bulk={bulk} actions={actions} /> : undefined
      }
      headers={[
        ...(bulkLabels ? [m.backoffice_col_select({}, locale)] : []),
        titleHeading?.({}, locale) ?? '',
        ...columns.map((column) => (column.field.heading ?? column.field.label)({}, locale)),
        ...(collection.recordPage ? [collection.recordPage.actions({}, locale)] : []),
      ]}
      row={(item) => (
        <tr key={item.id}>
          {bulkLabels ? (
            <td className={styles.cell}>
              <SelectRow label={bulkLabels.select({ title: recordTitle(collection, item, lang) }, locale)} checked={bulk.selected.has(item.id)} onChange={(checked) => bulk.toggle(item.id, checked)} />
            </td>
          ) : null}
          <td className={styles.cell}>
            <a href={hubHref(`/cms-hub/${collection.path}/${item.id}`, lang)}>{recordTitle(collection, item, lang)}</a>
          </td>
          {columns.map((column) => (
            <td key={column.name} className={styles.cell}>
              {column.field.kind === 'term' || column.field.kind === 'reference' ? (named(column.name)?.find((entry) => entry.value === String(item[column.name]))?.label ?? '') : cellText(column.field, item[column.name], lang)}
            </td>
          ))}
          {collection.recordPage ? (
            // the title leads to the record's own page (a form's entries), this to its edit screen
            <td className={styles.cell}>
              <a href={hubHref(editPath(collection, item.id), lang)}>{collection.recordPage.edit({ title: recordTitle(collection, item, lang) }, locale)}</a>
            </td>
          ) : null}
        </tr>
      )}
    />
  )
}
