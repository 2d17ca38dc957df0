import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeVenueQuery } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import * as styles from '~/features/hub/hub.css'
import { hubHref } from './record-parts'
import { FilterInput, RecordList, numberParam, textParam, useAddressFilter, useFilterDraft } from './record-list'

/** Venues with a name or city filter and paging, by name. */
export function VenueList({ lang }: { lang: Locale }) {
  const locale = { locale: lang }
  const [filter, setFilter] = useAddressFilter((params): BackOfficeVenueQuery => ({ q: textParam(params, 'q'), page: numberParam(params, 'page') }))
  const [draft, setDraft] = useFilterDraft(filter, () => filter.q ?? '')
  const list = useQuery({ queryKey: ['back-office', 'venues', lang, filter], queryFn: () => api.call('backOfficeVenues', { params: { lang }, query: filter }), placeholderData: keepPreviousData })
  return (
    <RecordList
      lang={lang}
      newRecord={{ path: '/cms-hub/venues/new', label: m.backoffice_new_venue({}, locale) }}
      filters={<FilterInput label={m.backoffice_filter_name_city({}, locale)} value={draft} onChange={setDraft} />}
      onFilter={() => setFilter({ q: draft.trim() || undefined })}
      list={list}
      page={filter.page ?? 1}
      onPage={(next) => setFilter({ ...filter, page: next })}
      countText={(count) => m.backoffice_venue_count({ count }, locale)}
      emptyText={m.backoffice_venue_empty({}, locale)}
      headers={[m.backoffice_col_name({}, locale), m.backoffice_col_city({}, locale), m.backoffice_col_rooms({}, locale)]}
      row={(venue) => (
        <tr key={venue.id}>
          <td className={styles.cell}>
            <a href={hubHref(`/cms-hub/venues/${venue.id}`, lang)}>{venue.name[lang] || venue.name.de}</a>
          </td>
          <td className={styles.cell}>{venue.city}</td>
          <td className={styles.cell}>{venue.room_count}</td>
        </tr>
      )}
    />
  )
}
