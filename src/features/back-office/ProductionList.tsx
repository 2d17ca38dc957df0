import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeProductionQuery } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { PRODUCTION_KINDS } from '~/server/db/values'
import * as styles from '~/features/hub/hub.css'
import { isProductionKind, periodLabel, productionKindLabel } from './production-kind'
import { hubHref } from './record-parts'
import { FilterInput, FilterSelect, optionsOf, RecordList, numberParam, textParam, useAddressFilter, useFilterDraft } from './record-list'

export const productionOptionsQuery = (lang: Locale) => ({
  queryKey: ['back-office', 'production-options', lang],
  queryFn: () => api.call('backOfficeProductionOptions', { params: { lang } }),
  staleTime: 60_000,
})

/** Productions with filters (kind, season, title) and paging, the newest first. */
export function ProductionList({ lang }: { lang: Locale }) {
  const locale = { locale: lang }
  const [filter, setFilter] = useAddressFilter((params): BackOfficeProductionQuery => {
    const kind = params.get('kind') ?? ''
    return { kind: isProductionKind(kind) ? kind : undefined, season: numberParam(params, 'season'), q: textParam(params, 'q'), page: numberParam(params, 'page') }
  })
  const [draft, setDraft] = useFilterDraft(filter, () => ({ kind: filter.kind ?? '', season: filter.season ? String(filter.season) : '', q: filter.q ?? '' }))
  const list = useQuery({ queryKey: ['back-office', 'productions', lang, filter], queryFn: () => api.call('backOfficeProductions', { params: { lang }, query: filter }), placeholderData: keepPreviousData })
  const options = useQuery(productionOptionsQuery(lang))
  return (
    <RecordList
      lang={lang}
      newRecord={{ path: '/cms-hub/productions/new', label: m.backoffice_new_production({}, locale) }}
      filters={
        <>
          <FilterSelect
            lang={lang}
            label={m.backoffice_field_kind({}, locale)}
            value={draft.kind}
            options={PRODUCTION_KINDS.map((kind) => ({ value: kind, label: productionKindLabel(kind, lang) }))}
            onChange={(kind) => setDraft({ ...draft, kind })}
          />
          <FilterSelect lang={lang} label={m.backoffice_field_season({}, locale)} value={draft.season} options={optionsOf(options.data?.seasons)} onChange={(season) => setDraft({ ...draft, season })} />
          <FilterInput label={m.backoffice_filter_search({}, locale)} value={draft.q} onChange={(q) => setDraft({ ...draft, q })} />
        </>
      }
      onFilter={() => setFilter({ kind: isProductionKind(draft.kind) ? draft.kind : undefined, season: draft.season ? Number(draft.season) : undefined, q: draft.q.trim() || undefined })}
      list={list}
      page={filter.page ?? 1}
      onPage={(next) => setFilter({ ...filter, page: next })}
      countText={(count) => m.backoffice_production_count({ count }, locale)}
      emptyText={m.backoffice_production_empty({}, locale)}
      headers={[m.backoffice_col_title({}, locale), m.backoffice_field_kind({}, locale), m.backoffice_field_season({}, locale), m.backoffice_col_period({}, locale), m.backoffice_col_events({}, locale)]}
      row={(production) => (
        <tr key={production.id}>
          <td className={styles.cell}>
            <a href={hubHref(`/cms-hub/productions/${production.id}`, lang)}>{production.title[lang] || production.title.de}</a>
          </td>
          <td className={styles.cell}>{productionKindLabel(production.kind, lang)}</td>
          <td className={styles.cell}>{production.season?.name ?? '—'}</td>
          <td className={styles.cell}>{periodLabel(production.date_from, production.date_to, lang)}</td>
          <td className={styles.cell}>{production.event_count}</td>
        </tr>
      )}
    />
  )
}
