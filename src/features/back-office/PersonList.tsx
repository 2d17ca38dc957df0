import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficePersonQuery } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { useHydrated } from '~/features/chrome/use-client'
import { writeProblem } from '~/features/hub/api-errors'
import { Pager } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'
import { hubHref } from './record-parts'

const PAGE_SIZE = 25

export const personOptionsQuery = (lang: Locale) => ({
  queryKey: ['back-office', 'person-options', lang],
  queryFn: () => api.call('backOfficePersonOptions', { params: { lang } }),
  staleTime: 60_000,
})

/** The team: filter by category, search by name, paged, by last name. */
export function PersonList({ lang }: { lang: Locale }) {
  const locale = { locale: lang }
  const interactive = useHydrated()
  const [filter, setFilter] = useState<BackOfficePersonQuery>({})
  const [draft, setDraft] = useState({ category: '', q: '' })
  const list = useQuery({ queryKey: ['back-office', 'persons', lang, filter], queryFn: () => api.call('backOfficePersons', { params: { lang }, query: filter }) })
  const options = useQuery(personOptionsQuery(lang))
  const ids = { category: useId(), q: useId() }
  const page = filter.page ?? 1
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1
  return (
    <section>
      <p>
        <a href={hubHref('/cms-hub/persons/new', lang)}>{m.backoffice_new_person({}, locale)}</a>
      </p>
      <form
        className={styles.inline}
        onSubmit={(event) => {
          event.preventDefault()
          setFilter({ category: draft.category ? Number(draft.category) : undefined, q: draft.q.trim() || undefined })
        }}
      >
        <span className={styles.field}>
          <label htmlFor={ids.category}>{m.backoffice_field_category({}, locale)}</label>
          <select id={ids.category} value={draft.category} onChange={(event) => setDraft({ ...draft, category: event.currentTarget.value })}>
            <option value="">{m.backoffice_all({}, locale)}</option>
            {(options.data?.categories ?? []).map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </select>
        </span>
        <span className={styles.field}>
          <label htmlFor={ids.q}>{m.backoffice_filter_name({}, locale)}</label>
          <input id={ids.q} type="search" value={draft.q} onChange={(event) => setDraft({ ...draft, q: event.currentTarget.value })} />
        </span>
        <button type="submit" className={styles.button} disabled={!interactive}>
          {m.backoffice_filter({}, locale)}
        </button>
      </form>

      <p role="status">{list.data ? m.backoffice_person_count({ count: list.data.count }, locale) : list.error ? writeProblem(list.error, lang).message : null}</p>

      {list.data && list.data.results.length === 0 ? <p>{m.backoffice_person_empty({}, locale)}</p> : null}
      {list.data && list.data.results.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">{m.backoffice_col_name({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.backoffice_field_role({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.backoffice_field_category({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.backoffice_col_credits({}, locale)}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.results.map((person) => (
              <tr key={person.id}>
                <td className={styles.cell}>
                  <a href={hubHref(`/cms-hub/persons/${person.id}`, lang)}>{`${person.first_name} ${person.last_name}`.trim()}</a>
                </td>
                <td className={styles.cell}>{person.role[lang] || person.role.de || '—'}</td>
                <td className={styles.cell}>{person.category?.name ?? '—'}</td>
                <td className={styles.cell}>{person.credits}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager lang={lang} page={page} pages={pages} onPage={(next) => setFilter({ ...filter, page: next })} />
    </section>
  )
}
