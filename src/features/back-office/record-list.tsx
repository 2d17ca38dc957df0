import { useId } from 'react'
import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { useHydrated } from '~/features/chrome/use-client'
import { writeProblem } from '~/features/hub/api-errors'
import { HubTable, Pager } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'
import { hubHref } from './record-parts'

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
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / LIST_PAGE_SIZE)) : 1
  return (
    <section>
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      <p>
        <a href={hubHref(newRecord.path, lang)}>{newRecord.label}</a>
      </p>
      <form
        className={styles.inline}
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

      <p role="status">{list.data ? countText(list.data.count) : list.error ? writeProblem(list.error, lang).message : null}</p>
      {beforeTable}

      <HubTable empty={emptyText} headers={headers} rows={list.data?.results.map(row)} />
      <Pager lang={lang} page={page} pages={pages} onPage={onPage} />
    </section>
  )
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
