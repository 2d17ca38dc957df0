import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeEventQuery } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { EVENT_STATUSES } from '~/server/db/values'
import type { EventStatus } from '~/server/db/values'
import { formatInstant } from '~/features/hub/format'
import * as styles from '~/features/hub/hub.css'
import { statusLabel } from './status'
import { hubHref } from './record-parts'
import { BulkActions, SelectRow, useBulkSelection } from './bulk'
import { FilterInput, FilterSelect, optionsOf, RecordList, numberParam, textParam, useAddressFilter, useFilterDraft } from './record-list'
const isStatus = (value: string): value is EventStatus => EVENT_STATUSES.some((status) => status === value)

/** Events with filters (date range, status, room, title), paging and bulk actions. */
export function EventList({ lang }: { lang: Locale }) {
  const locale = { locale: lang }
  const [filter, setFilter] = useAddressFilter((params): BackOfficeEventQuery => {
    const status = params.get('status') ?? ''
    return { from: textParam(params, 'from'), to: textParam(params, 'to'), status: isStatus(status) ? status : undefined, room: numberParam(params, 'room'), q: textParam(params, 'q'), page: numberParam(params, 'page') }
  })
  const [draft, setDraft] = useFilterDraft(filter, () => ({ from: filter.from ?? '', to: filter.to ?? '', status: filter.status ?? '', room: filter.room ? String(filter.room) : '', q: filter.q ?? '' }))
  const list = useQuery({ queryKey: ['back-office', 'events', lang, filter], queryFn: () => api.call('backOfficeEvents', { params: { lang }, query: filter }), placeholderData: keepPreviousData })
  const rooms = useQuery({ queryKey: ['back-office', 'rooms', lang], queryFn: () => api.call('rooms', { params: { lang } }), staleTime: 60_000 })
  const bulk = useBulkSelection(
    lang,
    async (selected, action: 'cancel' | 'schedule' | 'bookable' | 'not-bookable') => api.call('backOfficeEventsBulk', { params: { lang }, body: { ids: selected, action } }),
    (count) => m.backoffice_bulk_done({ count }, locale),
  )
  return (
    <RecordList
      lang={lang}
      newRecord={{ path: '/cms-hub/events/new', label: m.backoffice_new_event({}, locale) }}
      filters={
        <>
          <FilterInput type="date" label={m.backoffice_filter_from({}, locale)} value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
          <FilterInput type="date" label={m.backoffice_filter_to({}, locale)} value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
          <FilterSelect
            lang={lang}
            label={m.backoffice_filter_status({}, locale)}
            value={draft.status}
            options={EVENT_STATUSES.map((value) => ({ value, label: statusLabel(value, lang) }))}
            onChange={(status) => setDraft({ ...draft, status })}
          />
          <FilterSelect lang={lang} label={m.backoffice_filter_room({}, locale)} value={draft.room} options={optionsOf(rooms.data)} onChange={(room) => setDraft({ ...draft, room })} />
          <FilterInput label={m.backoffice_filter_search({}, locale)} value={draft.q} onChange={(q) => setDraft({ ...draft, q })} />
        </>
      }
      onFilter={() => {
        bulk.clear()
        setFilter({
          from: draft.from || undefined,
          to: draft.to || undefined,
          status: isStatus(draft.status) ? draft.status : undefined,
          room: draft.room ? Number(draft.room) : undefined,
          q: draft.q.trim() || undefined,
        })
      }}
      list={list}
      page={filter.page ?? 1}
      onPage={(next) => setFilter({ ...filter, page: next })}
      countText={(count) => m.backoffice_count({ count }, locale)}
      emptyText={m.backoffice_empty({}, locale)}
      beforeTable={
        <BulkActions
          lang={lang}
          bulk={bulk}
          actions={[
            { action: 'cancel', label: m.backoffice_bulk_cancel({}, locale) },
            { action: 'schedule', label: m.backoffice_bulk_schedule({}, locale) },
            { action: 'bookable', label: m.backoffice_bulk_bookable({}, locale) },
            { action: 'not-bookable', label: m.backoffice_bulk_not_bookable({}, locale) },
          ]}
        />
      }
      headers={[
        m.backoffice_col_select({}, locale),
        m.backoffice_col_date({}, locale),
        m.backoffice_col_title({}, locale),
        m.backoffice_filter_room({}, locale),
        m.backoffice_filter_status({}, locale),
        m.backoffice_col_bookable({}, locale),
      ]}
      row={(event) => {
        const title = event.title[lang] || event.title.de
        return (
          <tr key={event.id}>
            <td className={styles.cell}>
              <SelectRow label={m.backoffice_select_event({ title }, locale)} checked={bulk.selected.has(event.id)} onChange={(checked) => bulk.toggle(event.id, checked)} />
            </td>
            <td className={styles.cell}>{formatInstant(event.date_start, lang)}</td>
            <td className={styles.cell}>
              <a href={hubHref(`/cms-hub/events/${event.id}`, lang)}>{title}</a>
            </td>
            <td className={styles.cell}>{event.room?.name ?? '—'}</td>
            <td className={styles.cell}>{statusLabel(event.status, lang)}</td>
            <td className={styles.cell}>{event.is_bookable ? m.backoffice_yes({}, locale) : m.backoffice_no({}, locale)}</td>
          </tr>
        )
      }}
    />
  )
}
