import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeProductionQuery } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { PRODUCTION_KINDS } from '~/server/db/values'
import { useHydrated } from '~/features/chrome/use-client'
import { writeProblem } from '~/features/hub/api-errors'
import { Pager } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'
import { isProductionKind, periodLabel, productionKindLabel } from './production-kind'
import { hubHref } from './record-parts'

const PAGE_SIZE = 25

export const productionOptionsQuery = (lang: Locale) => ({
  queryKey: ['back-office', 'production-options', lang],
  queryFn: () => api.call('backOfficeProductionOptions', { params: { lang } }),
  staleTime: 60_000,
})

/** Productions with filters (kind, season, title) and paging, the newest first. */
export function ProductionList({ lang }: { lang: Locale }) {
  const locale = { locale: lang }
  const interactive = useHydrated()
  const [filter, setFilter] = useState<BackOfficeProductionQuery>({})
  const [draft, setDraft] = useState({ kind: '', season: '', q: '' })
  const list = useQuery({ queryKey: ['back-office', 'productions', lang, filter], queryFn: () => api.call('backOfficeProductions', { params: { lang }, query: filter }) })
  const options = useQuery(productionOptionsQuery(lang))
  const ids = { kind: useId(), season: useId(), q: useId() }
  const page = filter.page ?? 1
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1
  return (
    <section>
      <p>
        <a href={hubHref('/cms-hub/productions/new', lang)}>{m.backoffice_new_production({}, locale)}</a>
      </p>
      <form
        className={styles.inline}
        onSubmit={(event) => {
          event.preventDefault()
          setFilter({ kind: isProductionKind(draft.kind) ? draft.kind : undefined, season: draft.season ? Number(draft.season) : undefined, q: draft.q.trim() || undefined })
        }}
      >
        <span className={styles.field}>
          <label htmlFor={ids.kind}>{m.backoffice_field_kind({}, locale)}</label>
          <select id={ids.kind} value={draft.kind} onChange={(event) => setDraft({ ...draft, kind: event.currentTarget.value })}>
            <option value="">{m.backoffice_all({}, locale)}</option>
            {PRODUCTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {productionKindLabel(kind, lang)}
              </option>
            ))}
          </select>
        </span>
        <span className={styles.field}>
          <label htmlFor={ids.season}>{m.backoffice_field_season({}, locale)}</label>
          <select id={ids.season} value={draft.season} onChange={(event) => setDraft({ ...draft, season: event.currentTarget.value })}>
            <option value="">{m.backoffice_all({}, locale)}</option>
            {(options.data?.seasons ?? []).map((season) => (
              <option key={season.id} value={String(season.id)}>
                {season.name}
              </option>
            ))}
          </select>
        </span>
        <span className={styles.field}>
          <label htmlFor={ids.q}>{m.backoffice_filter_search({}, locale)}</label>
          <input id={ids.q} type="search" value={draft.q} onChange={(event) => setDraft({ ...draft, q: event.currentTarget.value })} />
        </span>
        <button type="submit" className={styles.button} disabled={!interactive}>
          {m.backoffice_filter({}, locale)}
        </button>
      </form>

      <p role="status">{list.data ? m.backoffice_production_count({ count: list.data.count }, locale) : list.error ? writeProblem(list.error, lang).message : null}</p>

      {list.data && list.data.results.length === 0 ? <p>{m.backoffice_production_empty({}, locale)}</p> : null}
      {list.data && list.data.results.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">{m.backoffice_col_title({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.backoffice_field_kind({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.backoffice_field_season({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.backoffice_col_period({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.backoffice_col_events({}, locale)}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.results.map((production) => (
              <tr key={production.id}>
                <td className={styles.cell}>
                  <a href={hubHref(`/cms-hub/productions/${production.id}`, lang)}>{production.title[lang] || production.title.de}</a>
                </td>
                <td className={styles.cell}>{productionKindLabel(production.kind, lang)}</td>
                <td className={styles.cell}>{production.season?.name ?? '—'}</td>
                <td className={styles.cell}>{periodLabel(production.date_from, production.date_to, lang)}</td>
                <td className={styles.cell}>{production.event_count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager lang={lang} page={page} pages={pages} onPage={(next) => setFilter({ ...filter, page: next })} />
    </section>
  )
}
