import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeVenueQuery } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { useHydrated } from '~/features/chrome/use-client'
import { writeProblem } from '~/features/hub/api-errors'
import { Pager } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'
import { hubHref } from './record-parts'

const PAGE_SIZE = 25

/** Venues with a name or city filter and paging, by name. */
export function VenueList({ lang }: { lang: Locale }) {
  const locale = { locale: lang }
  const interactive = useHydrated()
  const [filter, setFilter] = useState<BackOfficeVenueQuery>({})
  const [draft, setDraft] = useState('')
  const list = useQuery({ queryKey: ['back-office', 'venues', lang, filter], queryFn: () => api.call('backOfficeVenues', { params: { lang }, query: filter }) })
  const searchId = useId()
  const page = filter.page ?? 1
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1
  return (
    <section>
      <p>
        <a href={hubHref('/cms-hub/venues/new', lang)}>{m.backoffice_new_venue({}, locale)}</a>
      </p>
      <form
        className={styles.inline}
        onSubmit={(event) => {
          event.preventDefault()
          setFilter({ q: draft.trim() || undefined })
        }}
      >
        <span className={styles.field}>
          <label htmlFor={searchId}>{m.backoffice_filter_name_city({}, locale)}</label>
          <input id={searchId} type="search" value={draft} onChange={(event) => setDraft(event.currentTarget.value)} />
        </span>
        <button type="submit" className={styles.button} disabled={!interactive}>
          {m.backoffice_filter({}, locale)}
        </button>
      </form>

      <p role="status">{list.data ? m.backoffice_venue_count({ count: list.data.count }, locale) : list.error ? writeProblem(list.error, lang).message : null}</p>

      {list.data && list.data.results.length === 0 ? <p>{m.backoffice_venue_empty({}, locale)}</p> : null}
      {list.data && list.data.results.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">{m.backoffice_col_name({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.backoffice_col_city({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.backoffice_col_rooms({}, locale)}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.results.map((venue) => (
              <tr key={venue.id}>
                <td className={styles.cell}>
                  <a href={hubHref(`/cms-hub/venues/${venue.id}`, lang)}>{venue.name[lang] || venue.name.de}</a>
                </td>
                <td className={styles.cell}>{venue.city}</td>
                <td className={styles.cell}>{venue.room_count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager lang={lang} page={page} pages={pages} onPage={(next) => setFilter({ ...filter, page: next })} />
    </section>
  )
}
