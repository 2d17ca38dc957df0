import { useId, useState } from 'react'
import { useRouter, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { useHydrated } from '~/features/chrome/use-client'
import { writeProblem } from '~/features/hub/api-errors'
import { HubTable, Pager } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'
import { hubHref, Loading } from './record-parts'

/** The back office's lists show this many records per page (the services' page size). */
export const LIST_PAGE_SIZE = 25

/**
 * A back-office list: the link to a new record, the filter form (its fields are the caller's, applied on submit),
 * how many records match, the records of this page as table rows (or the list's empty text) and the pager.
 * `beforeTable` stands between the count and the table (the bulk actions of a list with a selection).
 */
export function RecordList<T extends { id: number }>({
  lang,
  intro,
  newRecord,
  filters,
  onFilter,
  list,
  page,
  onPage,
  countText,
  emptyText,
  headers,
  row,
  beforeTable,
}: {
  lang: Locale
  /** a sentence above the list */
  intro?: string
  newRecord: { path: string; label: string }
  filters: ReactNode
  onFilter: () => void
  list: UseQueryResult<{ count: number; results: T[] }>
  page: number
  onPage: (page: number) => void
  countText: (count: number) => string
  emptyText: string
  headers: readonly string[]
  row: (record: T) => ReactNode
  beforeTable?: ReactNode
}) {
  const interactive = useHydrated()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const filtersId = useId()
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / LIST_PAGE_SIZE)) : 1
  const rows = list.data?.results.map(row)
  return (
    <section>
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      {/* on a phone the filters wait behind a button, so that the list starts on the first screen */}
      <button type="button" className={styles.filterToggle} aria-expanded={filtersOpen} aria-controls={filtersId} onClick={() => setFiltersOpen(!filtersOpen)}>
        {m.hub_filters_toggle({}, { locale: lang })}
      </button>
      <form
        id={filtersId}
        className={styles.filterBar}
        data-open={filtersOpen ? '' : undefined}
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          onFilter()
        }}
      >
        {filters}
        <button type="submit" className={styles.button} disabled={!interactive}>
          {m.backoffice_filter({}, { locale: lang })}
        </button>
      </form>

      <div className={styles.listHead}>
        <p role="status" className={styles.listCount}>
          {list.data ? countText(list.data.count) : list.error ? writeProblem(list.error, lang).message : null}
        </p>
        <a className={styles.newRecord} href={hubHref(newRecord.path, lang)}>
          {newRecord.label}
        </a>
      </div>
      {beforeTable}

      {!list.data && !list.error ? <Loading lang={lang} rows={6} /> : <HubTable empty={emptyText} headers={headers} rows={rows} />}
      <Pager lang={lang} page={page} pages={pages} onPage={onPage} />
    </section>
  )
}

/** A search parameter as a whole number, or nothing. */
export const numberParam = (params: URLSearchParams, name: string): number | undefined => {
  const value = Number(params.get(name) ?? '')
  return Number.isInteger(value) && value > 0 ? value : undefined
}
/** A search parameter as text, or nothing. */
export const textParam = (params: URLSearchParams, name: string): string | undefined => params.get(name) || undefined

/**
 * A list's applied filter and page, kept in the address (`?q=…&page=2`), so that Back and a shared link restore them:
 * `parse` reads the list's query from the search parameters, the setter writes it there (the language stays).
 */
export function useAddressFilter<F extends Record<string, string | number | undefined>>(parse: (params: URLSearchParams) => F): [F, (next: F) => void] {
  const router = useRouter()
  const location = useRouterState({ select: (state) => ({ pathname: state.location.pathname, searchStr: state.location.searchStr }) })
  const filter = parse(new URLSearchParams(location.searchStr))
  const setFilter = (next: F) => {
    const params = new URLSearchParams()
    const language = new URLSearchParams(location.searchStr).get('lang')
    if (language) params.set('lang', language)
    for (const [key, value] of Object.entries(next)) {
      if (value !== undefined && value !== '') params.set(key, String(value))
    }
    const query = params.toString()
    void router.navigate({ href: `${location.pathname}${query ? `?${query}` : ''}` })
  }
  return [filter, setFilter]
}

/** The filter form's entries: taken from the applied filter, and again whenever the address changes (Back). */
export function useFilterDraft<D>(filter: Record<string, string | number | undefined>, draftOf: () => D): [D, (next: D) => void] {
  const key = JSON.stringify(filter)
  const [draft, setDraft] = useState(draftOf)
  const [shownFor, setShownFor] = useState(key)
  if (shownFor !== key) {
    // the address changed (Back, a pager, another tab's link): the form shows what now applies
    setShownFor(key)
    setDraft(draftOf())
  }
  return [draft, setDraft]
}

/** A filter choosing one of `options`, or all (the empty value). */
export function FilterSelect({
  lang,
  label,
  value,
  options,
  onChange,
}: {
  lang: Locale
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <span className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{m.backoffice_all({}, { locale: lang })}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  )
}

/** A filter by text (a name, a title) or by a day. */
export function FilterInput({ label, value, onChange, type = 'search' }: { label: string; value: string; onChange: (value: string) => void; type?: 'search' | 'date' }) {
  const id = useId()
  return (
    <span className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    </span>
  )
}

/** A list of ids and names as the options of a FilterSelect. */
export const optionsOf = (entries: readonly { id: number | string; name: string }[] | undefined) => (entries ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }))
