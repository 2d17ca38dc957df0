import { useId, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { LINK_TARGET_TYPES, type LinkTarget } from '~/contract/media'
import { errorMessage } from '~/features/media/MediaLibrary'
import type { FieldLang } from '../types'
import { useDebounced } from './useDebounced'
import * as styles from '../fields.css'

export function linkTypeLabel(type: LinkTarget['type'], lang: FieldLang): string {
  const locale = { locale: lang }
  switch (type) {
    case 'page':
      return m.editor_fields_type_page({}, locale)
    case 'event':
      return m.editor_fields_type_event({}, locale)
    case 'production':
      return m.editor_fields_type_production({}, locale)
    case 'article':
      return m.editor_fields_type_article({}, locale)
    case 'person':
      return m.editor_fields_type_person({}, locale)
    case 'venue':
      return m.editor_fields_type_venue({}, locale)
    case 'series':
      return m.editor_fields_type_series({}, locale)
  }
}

/** The link finder: the site's pages and entities by title in German or English; choosing one gives its internal path. */
export function LinkFinder({ lang, onPick }: { lang: FieldLang; onPick: (target: LinkTarget) => void }) {
  const locale = { locale: lang }
  const [q, setQ] = useState('')
  const [type, setType] = useState<LinkTarget['type'] | undefined>(undefined)
  const query = useDebounced(q.trim())
  const searchId = useId()
  const typeId = useId()
  const statusId = useId()
  const results = useQuery({
    queryKey: ['link-finder', lang, query, type ?? 'all'],
    queryFn: () => api.call('linkFinder', { params: { lang }, query: { q: query, type } }),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
  })
  const list = query.length >= 2 ? (results.data?.results ?? []) : []
  return (
    <div className={styles.field}>
      <div role="search" className={styles.row}>
        <label htmlFor={searchId}>{m.editor_fields_linkfinder_search({}, locale)}</label>
        <input id={searchId} className={styles.input} type="search" value={q} aria-describedby={statusId} onChange={(event) => setQ(event.target.value)} />
        <label htmlFor={typeId}>{m.editor_fields_linkfinder_type({}, locale)}</label>
        <select
          id={typeId}
          className={styles.input}
          value={type ?? ''}
          onChange={(event) => {
            const value = event.target.value
            setType(LINK_TARGET_TYPES.find((candidate) => candidate === value))
          }}
        >
          <option value="">{m.editor_fields_linkfinder_any({}, locale)}</option>
          {LINK_TARGET_TYPES.map((candidate) => (
            <option key={candidate} value={candidate}>
              {linkTypeLabel(candidate, lang)}
            </option>
          ))}
        </select>
      </div>
      <p id={statusId} className={styles.muted} aria-live="polite">
        {query.length < 2
          ? m.editor_fields_linkfinder_hint({}, locale)
          : results.isError
            ? errorMessage(results.error, lang)
            : results.data
              ? list.length === 0
                ? m.editor_fields_linkfinder_none({}, locale)
                : m.editor_fields_linkfinder_results({ count: String(list.length) }, locale)
              : ''}
      </p>
      {list.length > 0 ? (
        <ul className={styles.list}>
          {list.map((target) => (
            <li key={`${target.type}-${target.id}`} className={styles.listItem}>
              <span>
                <strong>{target.title}</strong>
                {target.title_other && target.title_other !== target.title ? <span lang={lang === 'de' ? 'en' : 'de'}> / {target.title_other}</span> : null}
                <br />
                <span className={styles.muted}>
                  {linkTypeLabel(target.type, lang)}
                  {target.detail ? ` · ${target.detail}` : ''} · <code>{target.path}</code>
                </span>
              </span>
              <button type="button" className={styles.button} aria-label={`${m.editor_fields_choose({}, locale)}: ${target.title}`} onClick={() => onPick(target)}>
                {m.editor_fields_choose({}, locale)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
