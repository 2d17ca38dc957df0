import { useId } from 'react'
import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { HubTable, Pager } from './HubPage'
import * as styles from './hub.css'

/** One way to narrow a log: a labelled select of the values a column can take, "all" first (a change starts again at page 1). */
export interface LogFilter<T extends string> {
  label: string
  options: readonly T[]
  text: (option: T) => string
  value: T | undefined
  onChange: (value: T | undefined) => void
}

/**
 * A hub log (login attempts, page activities …): its intro, a filter, a table of the current page's rows under
 * column headers, the words for an empty result, and the pager. The rows are the caller's; the layout is shared.
 */
export function FilteredLog<T extends string>({
  lang,
  intro,
  filter,
  empty,
  headers,
  rows,
  page,
  pages,
  onPage,
}: {
  lang: Locale
  intro: string
  filter: LogFilter<T>
  empty: string
  headers: readonly string[]
  /** the rows of this page; undefined while they load */
  rows: ReactNode[] | undefined
  page: number
  pages: number
  onPage: (page: number) => void
}) {
  const filterId = useId()
  return (
    <section>
      <p>{intro}</p>
      <p className={styles.inline}>
        <label htmlFor={filterId}>{filter.label}</label>
        <select
          id={filterId}
          value={filter.value ?? ''}
          onChange={(event) => {
            const chosen = event.currentTarget.value
            filter.onChange(filter.options.find((option) => option === chosen))
          }}
        >
          <option value="">{m.hub_activities_all({}, { locale: lang })}</option>
          {filter.options.map((option) => (
            <option key={option} value={option}>
              {filter.text(option)}
            </option>
          ))}
        </select>
      </p>
      <HubTable empty={empty} headers={headers} rows={rows} />
      <Pager lang={lang} page={page} pages={pages} onPage={onPage} />
    </section>
  )
}
