import { useId, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { EventPick } from '~/contract/media'
import { errorMessage } from '~/features/media/MediaLibrary'
import type { FieldLang } from '../types'
import { useDebounced } from './useDebounced'
import * as styles from '../fields.css'

export function formatEventDate(iso: string, lang: FieldLang): string {
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso))
}

/** An event as the picker's controls name it: its title and its date, so two performances of one title stay apart. */
export function eventName(title: string, iso: string | undefined, lang: FieldLang): string {
  return iso ? `${title}, ${formatEventDate(iso, lang)}` : title
}

/**
 * The event picker: events by title and date range (from today when no filter is set); each can be added to or
 * removed from the selection (`selected`, in order).
 */
export function EventPicker({ lang, selected, onToggle }: { lang: FieldLang; selected: readonly number[]; onToggle: (event: EventPick) => void }) {
  const locale = { locale: lang }
  const [q, setQ] = useState('')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [page, setPage] = useState(1)
  const query = useDebounced(q.trim())
  const ids = { q: useId(), from: useId(), to: useId(), status: useId() }
  const results = useQuery({
    queryKey: ['event-picker', lang, query, from, to, page],
    queryFn: () => api.call('eventPicker', { params: { lang }, query: { q: query || undefined, from: from || undefined, to: to || undefined, page } }),
    placeholderData: keepPreviousData,
  })
  const list = results.data?.results ?? []
  return (
    <div className={styles.field}>
      <fieldset className={styles.row}>
        <legend>{m.editor_fields_eventpicker_filters({}, locale)}</legend>
        <label htmlFor={ids.q}>{m.editor_fields_eventpicker_search({}, locale)}</label>
        <input id={ids.q} className={styles.input} type="search" value={q} aria-describedby={ids.status} onChange={(event) => { setQ(event.target.value); setPage(1) }} />
        <label htmlFor={ids.from}>{m.editor_fields_eventpicker_from({}, locale)}</label>
        <input id={ids.from} className={styles.input} type="date" value={from} onChange={(event) => { setFrom(event.target.value); setPage(1) }} />
        <label htmlFor={ids.to}>{m.editor_fields_eventpicker_to({}, locale)}</label>
        <input id={ids.to} className={styles.input} type="date" value={to} onChange={(event) => { setTo(event.target.value); setPage(1) }} />
      </fieldset>
      <p id={ids.status} className={styles.muted} aria-live="polite">
        {results.isError ? errorMessage(results.error, lang) : results.data ? (list.length === 0 ? m.editor_fields_linkfinder_none({}, locale) : m.editor_fields_linkfinder_results({ count: String(results.data.count) }, locale)) : ''}
      </p>
      <ul className={styles.list}>
        {list.map((event) => {
          const chosen = selected.includes(event.id)
          const name = eventName(event.title, event.date_start, lang)
          return (
            <li key={event.id} className={styles.listItem}>
              <span>
                <strong>{event.title}</strong>
                {event.subtitle ? ` – ${event.subtitle}` : ''}
                <br />
                <span className={styles.muted}>
                  {formatEventDate(event.date_start, lang)}
                  {event.venue ? ` · ${event.venue}` : ''}
                  {event.status === 'cancelled' ? ` · ${m.editor_fields_status_cancelled({}, locale)}` : ''}
                </span>
              </span>
              <button type="button" className={chosen ? styles.primary : styles.button} aria-pressed={chosen} onClick={() => onToggle(event)}>
                {chosen ? m.editor_fields_eventpicker_added({ title: name }, locale) : m.editor_fields_eventpicker_add({ title: name }, locale)}
              </button>
            </li>
          )
        })}
      </ul>
      {results.data && (results.data.previous || results.data.next) ? (
        <nav className={styles.row} aria-label={m.media_page_of({ page: String(page), pages: String(Math.max(1, Math.ceil(results.data.count / 20))) }, locale)}>
          <button type="button" className={styles.button} disabled={!results.data.previous} onClick={() => setPage(page - 1)}>
            {m.editor_fields_previous({}, locale)}
          </button>
          <button type="button" className={styles.button} disabled={!results.data.next} onClick={() => setPage(page + 1)}>
            {m.editor_fields_next({}, locale)}
          </button>
        </nav>
      ) : null}
    </div>
  )
}
