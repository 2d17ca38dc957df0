import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeSeriesQuery } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import * as styles from '~/features/hub/hub.css'
import { hubHref } from './record-parts'
import { FilterInput, RecordList, numberParam, textParam, useAddressFilter, useFilterDraft } from './record-list'

/** Series with a name filter and paging, by name. */
export function SeriesList({ lang }: { lang: Locale }) {
  const locale = { locale: lang }
  const [filter, setFilter] = useAddressFilter((params): BackOfficeSeriesQuery => ({ q: textParam(params, 'q'), page: numberParam(params, 'page') }))
  const [draft, setDraft] = useFilterDraft(filter, () => filter.q ?? '')
  const list = useQuery({ queryKey: ['back-office', 'series', lang, filter], queryFn: () => api.call('backOfficeSeriesList', { params: { lang }, query: filter }), placeholderData: keepPreviousData })
  return (
    <RecordList
      lang={lang}
      newRecord={{ path: '/cms-hub/series/new', label: m.backoffice_new_series({}, locale) }}
      filters={<FilterInput label={m.backoffice_filter_name({}, locale)} value={draft} onChange={setDraft} />}
      onFilter={() => setFilter({ q: draft.trim() || undefined })}
      list={list}
      page={filter.page ?? 1}
      onPage={(next) => setFilter({ ...filter, page: next })}
      countText={(count) => m.backoffice_series_count({ count }, locale)}
      emptyText={m.backoffice_series_empty({}, locale)}
      headers={[m.backoffice_col_name({}, locale), m.backoffice_col_events({}, locale), m.backoffice_col_in_filter({}, locale)]}
      row={(entry) => (
        <tr key={entry.id}>
          <td className={styles.cell}>
            <a href={hubHref(`/cms-hub/series/${entry.id}`, lang)}>{entry.name[lang] || entry.name.de}</a>
          </td>
          <td className={styles.cell}>{entry.event_count}</td>
          <td className={styles.cell}>{entry.show_in_filter ? m.backoffice_yes({}, locale) : m.backoffice_no({}, locale)}</td>
        </tr>
      )}
    />
  )
}
