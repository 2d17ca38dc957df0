import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeTeaserQuery } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { useHydrated } from '~/features/chrome/use-client'
import { writeProblem } from '~/features/hub/api-errors'
import { formatDay } from '~/features/hub/format'
import { Pager } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'
import { hubHref } from './record-parts'

const PAGE_SIZE = 25

/** The teasers between the programme's events, by day, with a date range and a text filter. */
export function TeaserList({ lang }: { lang: Locale }) {
  const locale = { locale: lang }
  const interactive = useHydrated()
  const [filter, setFilter] = useState<BackOfficeTeaserQuery>({})
  const [draft, setDraft] = useState({ from: '', to: '', q: '' })
  const list = useQuery({ queryKey: ['back-office', 'teasers', lang, filter], queryFn: () => api.call('backOfficeTeasers', { params: { lang }, query: filter }) })
  const ids = { from: useId(), to: useId(), q: useId() }
  const page = filter.page ?? 1
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1
  return (
    <section>
      <p className={styles.muted}>{m.backoffice_teasers_intro({}, locale)}</p>
      <p>
        <a href={hubHref('/cms-hub/teasers/new', lang)}>{m.backoffice_new_teaser({}, locale)}</a>
      </p>
      <form
        className={styles.inline}
        onSubmit={(event) => {
          event.preventDefault()
          setFilter({ from: draft.from || undefined, to: draft.to || undefined, q: draft.q.trim() || undefined })
        }}
      >
        <span className={styles.field}>
          <label htmlFor={ids.from}>{m.backoffice_filter_from({}, locale)}</label>
          <input id={ids.from} type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })} />
        </span>
        <span className={styles.field}>
          <label htmlFor={ids.to}>{m.backoffice_filter_to({}, locale)}</label>
          <input id={ids.to} type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })} />
        </span>
        <span className={styles.field}>
          <label htmlFor={ids.q}>{m.backoffice_filter_name({}, locale)}</label>
          <input id={ids.q} type="search" value={draft.q} onChange={(event) => setDraft({ ...draft, q: event.currentTarget.value })} />
        </span>
        <button type="submit" className={styles.button} disabled={!interactive}>
          {m.backoffice_filter({}, locale)}
        </button>
      </form>

      <p role="status">{list.data ? m.backoffice_teasers_count({ count: list.data.count }, locale) : list.error ? writeProblem(list.error, lang).message : null}</p>

      {list.data && list.data.results.length === 0 ? <p>{m.backoffice_teasers_empty({}, locale)}</p> : null}
      {list.data && list.data.results.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">{m.backoffice_col_day({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.backoffice_col_name({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.backoffice_col_headline({}, locale)}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.results.map((entry) => (
              <tr key={entry.id}>
                <td className={styles.cell}>{formatDay(entry.position, lang)}</td>
                <td className={styles.cell}>
                  <a href={hubHref(`/cms-hub/teasers/${entry.id}`, lang)}>{entry.name}</a>
                </td>
                <td className={styles.cell}>{entry.headline[lang] || entry.headline.de}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager lang={lang} page={page} pages={pages} onPage={(next) => setFilter({ ...filter, page: next })} />
    </section>
  )
}
