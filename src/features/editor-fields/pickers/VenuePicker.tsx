import { useId, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { VenuePick } from '~/contract/media'
import { errorMessage } from '~/features/media/MediaLibrary'
import type { FieldLang } from '../types'
import { useDebounced } from './useDebounced'
import * as styles from '../fields.css'

/** The venue picker: every venue, or those whose name or city matches. */
export function VenuePicker({ lang, selectedId, onPick }: { lang: FieldLang; selectedId?: number | null; onPick: (venue: VenuePick) => void }) {
  const locale = { locale: lang }
  const [q, setQ] = useState('')
  const query = useDebounced(q.trim())
  const searchId = useId()
  const statusId = useId()
  const results = useQuery({
    queryKey: ['venue-picker', lang, query],
    queryFn: () => api.call('venuePicker', { params: { lang }, query: { q: query || undefined } }),
    placeholderData: keepPreviousData,
  })
  const list = results.data?.results ?? []
  return (
    <div className={styles.field}>
      <div role="search" className={styles.row}>
        <label htmlFor={searchId}>{m.editor_fields_venuepicker_search({}, locale)}</label>
        <input id={searchId} className={styles.input} type="search" value={q} aria-describedby={statusId} onChange={(event) => setQ(event.target.value)} />
      </div>
      <p id={statusId} className={styles.muted} aria-live="polite">
        {results.isError ? errorMessage(results.error, lang) : results.data ? (list.length === 0 ? m.editor_fields_linkfinder_none({}, locale) : m.editor_fields_linkfinder_results({ count: String(list.length) }, locale)) : ''}
      </p>
      <ul className={styles.list}>
        {list.map((venue) => (
          <li key={venue.id} className={styles.listItem}>
            <span>
              <strong>{venue.name}</strong>
              <br />
              <span className={styles.muted}>{[venue.street, [venue.postcode, venue.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</span>
            </span>
            <button type="button" className={venue.id === selectedId ? styles.primary : styles.button} aria-pressed={venue.id === selectedId} onClick={() => onPick(venue)}>
              {m.editor_fields_choose({}, locale)}
              <span className={styles.visuallyHidden}>: {venue.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
