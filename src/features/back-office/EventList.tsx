import { useId, useState } from 'react'
import { useHydrated } from '~/features/chrome/use-client'
import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeEventQuery } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { EVENT_STATUSES } from '~/server/db/values'
import type { EventStatus } from '~/server/db/values'
import { formatInstant } from '~/features/hub/format'
import { Pager } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'
import { statusLabel } from './status'
import { hubHref } from './record-parts'
import { BulkActions, SelectRow, useBulkSelection } from './bulk'

const PAGE_SIZE = 25
const isStatus = (value: string): value is EventStatus => EVENT_STATUSES.some((status) => status === value)

/** Events with filters (date range, status, room, title), paging and bulk actions. */
export function EventList({ lang }: { lang: Locale }) {
  const interactive = useHydrated()
  const [filter, setFilter] = useState<BackOfficeEventQuery>({})
  const [draft, setDraft] = useState({ from: '', to: '', status: '', room: '', q: '' })
  const list = useQuery({ queryKey: ['back-office', 'events', lang, filter], queryFn: () => api.call('backOfficeEvents', { params: { lang }, query: filter }) })
  const rooms = useQuery({ queryKey: ['back-office', 'rooms', lang], queryFn: () => api.call('rooms', { params: { lang } }), staleTime: 60_000 })
  const ids = { from: useId(), to: useId(), status: useId(), room: useId(), q: useId() }
  const page = filter.page ?? 1
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1
  const bulk = useBulkSelection(
    lang,
    async (selected, action: 'cancel' | 'schedule' | 'bookable' | 'not-bookable') => api.call('backOfficeEventsBulk', { params: { lang }, body: { ids: selected, action } }),
    (count) => m.backoffice_bulk_done({ count }, { locale: lang }),
  )
  return (
    <section>
      <p>
        <a href={hubHref('/cms-hub/events/new', lang)}>{m.backoffice_new_event({}, { locale: lang })}</a>
      </p>
      <form
        className={styles.inline}
        onSubmit={(event) => {
          event.preventDefault()
          bulk.clear()
          setFilter({
            from: draft.from || undefined,
            to: draft.to || undefined,
            status: isStatus(draft.status) ? draft.status : undefined,
            room: draft.room ? Number(draft.room) : undefined,
            q: draft.q.trim() || undefined,
          })
        }}
      >
        <span className={styles.field}>
          <label htmlFor={ids.from}>{m.backoffice_filter_from({}, { locale: lang })}</label>
          <input id={ids.from} type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })} />
        </span>
        <span className={styles.field}>
          <label htmlFor={ids.to}>{m.backoffice_filter_to({}, { locale: lang })}</label>
          <input id={ids.to} type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })} />
        </span>
        <span className={styles.field}>
          <label htmlFor={ids.status}>{m.backoffice_filter_status({}, { locale: lang })}</label>
          <select id={ids.status} value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.currentTarget.value })}>
            <option value="">{m.backoffice_all({}, { locale: lang })}</option>
            {EVENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value, lang)}
              </option>
            ))}
          </select>
        </span>
        <span className={styles.field}>
          <label htmlFor={ids.room}>{m.backoffice_filter_room({}, { locale: lang })}</label>
          <select id={ids.room} value={draft.room} onChange={(event) => setDraft({ ...draft, room: event.currentTarget.value })}>
            <option value="">{m.backoffice_all({}, { locale: lang })}</option>
            {(rooms.data ?? []).map((room) => (
              <option key={room.id} value={String(room.id)}>
                {room.name}
              </option>
            ))}
          </select>
        </span>
        <span className={styles.field}>
          <label htmlFor={ids.q}>{m.backoffice_filter_search({}, { locale: lang })}</label>
          <input id={ids.q} type="search" value={draft.q} onChange={(event) => setDraft({ ...draft, q: event.currentTarget.value })} />
        </span>
        <button type="submit" className={styles.button} disabled={!interactive}>
          {m.backoffice_filter({}, { locale: lang })}
        </button>
      </form>

      <p role="status">{list.data ? m.backoffice_count({ count: list.data.count }, { locale: lang }) : null}</p>

      <BulkActions
        lang={lang}
        bulk={bulk}
        actions={[
          { action: 'cancel', label: m.backoffice_bulk_cancel({}, { locale: lang }) },
          { action: 'schedule', label: m.backoffice_bulk_schedule({}, { locale: lang }) },
          { action: 'bookable', label: m.backoffice_bulk_bookable({}, { locale: lang }) },
          { action: 'not-bookable', label: m.backoffice_bulk_not_bookable({}, { locale: lang }) },
        ]}
      />

      {list.data && list.data.results.length === 0 ? <p>{m.backoffice_empty({}, { locale: lang })}</p> : null}
      {list.data && list.data.results.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">{m.backoffice_col_select({}, { locale: lang })}</th>
              <th className={styles.cell} scope="col">{m.backoffice_col_date({}, { locale: lang })}</th>
              <th className={styles.cell} scope="col">{m.backoffice_col_title({}, { locale: lang })}</th>
              <th className={styles.cell} scope="col">{m.backoffice_filter_room({}, { locale: lang })}</th>
              <th className={styles.cell} scope="col">{m.backoffice_filter_status({}, { locale: lang })}</th>
              <th className={styles.cell} scope="col">{m.backoffice_col_bookable({}, { locale: lang })}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.results.map((event) => {
              const title = event.title[lang] || event.title.de
              return (
                <tr key={event.id}>
                  <td className={styles.cell}>
                    <SelectRow label={m.backoffice_select_event({ title }, { locale: lang })} checked={bulk.selected.has(event.id)} onChange={(checked) => bulk.toggle(event.id, checked)} />
                  </td>
                  <td className={styles.cell}>{formatInstant(event.date_start, lang)}</td>
                  <td className={styles.cell}>
                    <a href={hubHref(`/cms-hub/events/${event.id}`, lang)}>{title}</a>
                  </td>
                  <td className={styles.cell}>{event.room?.name ?? '—'}</td>
                  <td className={styles.cell}>{statusLabel(event.status, lang)}</td>
                  <td className={styles.cell}>{event.is_bookable ? m.backoffice_yes({}, { locale: lang }) : m.backoffice_no({}, { locale: lang })}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      ) : null}
      <Pager lang={lang} page={page} pages={pages} onPage={(next) => setFilter({ ...filter, page: next })} />
    </section>
  )
}
