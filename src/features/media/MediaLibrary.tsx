import { useEffect, useId, useRef, useState } from 'react'
import type { FormEvent, KeyboardEvent as ReactKeyboardEvent, MouseEvent as ReactMouseEvent } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { isContractError } from '~/contract/client'
import { MEDIA_KINDS, type MediaItem, type MediaKindName } from '~/contract/media'
import * as fieldStyles from '~/features/editor-fields/fields.css'
import { altText, formatBytes } from './media-values'
import * as styles from './media.css'
import { FileInput } from '~/ui/FileInput'

type Lang = 'de' | 'en'

const ErrorAnswer = v.object({ detail: v.string(), errors: v.optional(v.record(v.string(), v.array(v.string()))) })

/** The server's message for a refused call, else a generic one in the editor's language. */
export function errorMessage(error: unknown, lang: Lang): string {
  if (isContractError(error)) {
    const parsed = v.safeParse(ErrorAnswer, error.detail)
    if (parsed.success) return parsed.output.detail
  }
  return m.media_error_generic({}, { locale: lang })
}

function kindLabel(kind: MediaKindName, lang: Lang): string {
  const locale = { locale: lang }
  if (kind === 'image') return m.media_kind_image({}, locale)
  if (kind === 'video') return m.media_kind_video({}, locale)
  if (kind === 'audio') return m.media_kind_audio({}, locale)
  return m.media_kind_pdf({}, locale)
}

const mediaKeys = {
  all: ['media-library'] as const,
  list: (lang: Lang, q: string, kind: MediaKindName | undefined, page: number) => [...mediaKeys.all, 'list', lang, q, kind ?? 'all', page] as const,
  detail: (lang: Lang, id: number) => [...mediaKeys.all, 'detail', lang, id] as const,
}

/**
 * The media library: upload (type checked by the server, alt text required for images), search and filter,
 * a keyboard-operable grid, and the chosen file's details (alt texts, credits, focal point, where it is used).
 * With `onPick` it is a picker: "Use this file" hands the item over. `kind` fixes the kind (the image picker).
 */
export function MediaLibrary({ lang, kind, onPick }: { lang: Lang; kind?: MediaKindName; onPick?: (item: MediaItem) => void }) {
  const locale = { locale: lang }
  const [q, setQ] = useState('')
  const [search, setSearch] = useState('')
  const [kindFilter, setKindFilter] = useState<MediaKindName | undefined>(kind)
  const [page, setPage] = useState(1)
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const searchId = useId()
  const kindId = useId()
  const countId = useId()
  const list = useQuery({
    queryKey: mediaKeys.list(lang, search, kindFilter, page),
    queryFn: () => api.call('mediaList', { params: { lang }, query: { q: search || undefined, kind: kindFilter, page } }),
    placeholderData: keepPreviousData,
  })
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / 24)) : 1

  return (
    <div className={styles.library}>
      <UploadForm
        lang={lang}
        kind={kind}
        onUploaded={(item) => {
          setSearch('')
          setQ('')
          setPage(1)
          setSelectedId(item.id)
        }}
      />
      <form
        role="search"
        className={fieldStyles.row}
        onSubmit={(event) => {
          event.preventDefault()
          setSearch(q.trim())
          setPage(1)
        }}
      >
        <label htmlFor={searchId}>{m.media_search_label({}, locale)}</label>
        <input id={searchId} className={fieldStyles.input} type="search" value={q} onChange={(event) => setQ(event.target.value)} />
        {kind ? null : (
          <>
            <label htmlFor={kindId}>{m.media_kind_label({}, locale)}</label>
            <select
              id={kindId}
              className={fieldStyles.input}
              value={kindFilter ?? ''}
              onChange={(event) => {
                const value = event.target.value
                setKindFilter(MEDIA_KINDS.find((candidate) => candidate === value))
                setPage(1)
              }}
            >
              <option value="">{m.media_kind_all({}, locale)}</option>
              {MEDIA_KINDS.map((candidate) => (
                <option key={candidate} value={candidate}>
                  {kindLabel(candidate, lang)}
                </option>
              ))}
            </select>
          </>
        )}
        <button type="submit" className={fieldStyles.button}>
          {m.media_search({}, locale)}
        </button>
      </form>
      <div className={styles.columns}>
        <div className={fieldStyles.field}>
          <p id={countId} className={fieldStyles.muted} aria-live="polite">
            {list.isPending ? m.media_loading({}, locale) : list.data ? m.media_results({ count: String(list.data.count) }, locale) : ''}
          </p>
          {list.isError ? (
            <p role="alert" className={fieldStyles.error}>
              {errorMessage(list.error, lang)}
            </p>
          ) : null}
          {list.data && list.data.results.length === 0 ? <p>{m.media_empty({}, locale)}</p> : null}
          {list.data && list.data.results.length > 0 ? (
            <MediaGrid lang={lang} items={list.data.results} selectedId={selectedId} onSelect={setSelectedId} describedBy={countId} />
          ) : null}
          {pages > 1 ? (
            <nav className={fieldStyles.row} aria-label={m.media_page_of({ page: String(page), pages: String(pages) }, locale)}>
              <button type="button" className={fieldStyles.button} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {m.media_previous_page({}, locale)}
              </button>
              <span>{m.media_page_of({ page: String(page), pages: String(pages) }, locale)}</span>
              <button type="button" className={fieldStyles.button} disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {m.media_next_page({}, locale)}
              </button>
            </nav>
          ) : null}
        </div>
        {selectedId !== null ? <MediaDetails key={selectedId} lang={lang} id={selectedId} onPick={onPick} onDeleted={() => setSelectedId(null)} /> : null}
      </div>
    </div>
  )
}

/** A listbox of tiles: one tab stop, arrow keys move (up and down by a row), Enter or Space choose. */
function MediaGrid({ lang, items, selectedId, onSelect, describedBy }: { lang: Lang; items: MediaItem[]; selectedId: number | null; onSelect: (id: number) => void; describedBy: string }) {
  const [active, setActive] = useState(() => Math.max(0, items.findIndex((item) => item.id === selectedId)))
  const refs = useRef<(HTMLLIElement | null)[]>([])
  const current = Math.min(active, items.length - 1)

  function columns(): number {
    const first = refs.current[0]
    if (!first) return 1
    return Math.max(1, refs.current.filter((element) => element && element.offsetTop === first.offsetTop).length)
  }

  function onKeyDown(event: ReactKeyboardEvent<HTMLUListElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowDown' ? columns() : event.key === 'ArrowUp' ? -columns() : 0
    let next: number | null = step !== 0 ? Math.min(items.length - 1, Math.max(0, current + step)) : null
    if (event.key === 'Home') next = 0
    if (event.key === 'End') next = items.length - 1
    if (next !== null) {
      event.preventDefault()
      setActive(next)
      refs.current[next]?.focus()
      return
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      const item = items[current]
      if (item) onSelect(item.id)
    }
  }

  return (
    <ul role="listbox" aria-label={m.media_grid_label({}, { locale: lang })} aria-describedby={describedBy} className={styles.grid} onKeyDown={onKeyDown}>
      {items.map((item, index) => (
        <li
          key={item.id}
          ref={(element) => {
            refs.current[index] = element
          }}
          role="option"
          aria-selected={item.id === selectedId}
          tabIndex={index === current ? 0 : -1}
          className={styles.tile}
          onFocus={() => setActive(index)}
          onClick={() => {
            setActive(index)
            onSelect(item.id)
          }}
        >
          {item.preview ? (
            <img className={styles.thumb} src={item.preview} alt="" width={160} height={120} loading="lazy" />
          ) : (
            <span className={styles.thumb} aria-hidden="true">
              {item.kind.toUpperCase()}
            </span>
          )}
          <span className={styles.tileName}>
            {item.name}
            <br />
            <span className={fieldStyles.muted}>{item.kind === 'image' ? altText(item, lang) || m.media_no_alt({}, { locale: lang }) : kindLabel(item.kind, lang)}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

function UploadForm({ lang, kind, onUploaded }: { lang: Lang; kind?: MediaKindName; onUploaded: (item: MediaItem) => void }) {
  const locale = { locale: lang }
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ message: string; field: string } | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const headingId = useId()
  const fileId = useId()
  const altDeId = useId()
  const altEnId = useId()
  const altHintId = useId()
  const creditsId = useId()
  const errorId = useId()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const file = form.get('file')
    setDone(null)
    if (!(file instanceof File) || file.size === 0) {
      setError({ message: file instanceof File && file.name ? m.media_error_empty({}, locale) : m.media_error_no_file({}, locale), field: 'file' })
      return
    }
    const image = file.type.startsWith('image/')
    if (image && !String(form.get('alt_de') ?? '').trim() && !String(form.get('alt_en') ?? '').trim()) {
      setError({ message: m.media_error_alt_missing({}, locale), field: 'alt_de' })
      return
    }
    setBusy(true)
    setError(null)
    try {
      const item = await api.call('mediaUpload', { params: { lang }, body: form })
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all })
      formRef.current?.reset()
      setDone(m.media_uploaded({ name: item.name }, locale))
      onUploaded(item)
    } catch (caught) {
      const field = isContractError(caught) && JSON.stringify(caught.detail).includes('"alt_de"') ? 'alt_de' : 'file'
      setError({ message: errorMessage(caught, lang), field })
    } finally {
      setBusy(false)
    }
  }

  const accept = kind === 'image' ? 'image/*' : kind === 'video' ? 'video/mp4,video/webm' : kind === 'audio' ? 'audio/*' : kind === 'pdf' ? 'application/pdf' : undefined
  return (
    <form ref={formRef} className={styles.panel} aria-labelledby={headingId} onSubmit={onSubmit} noValidate>
      <h2 id={headingId} className={styles.panelTitle}>
        {m.media_upload_heading({}, locale)}
      </h2>
      <label htmlFor={fileId}>{m.media_file_label({}, locale)}</label>
      <FileInput
        lang={lang}
        id={fileId}
        name="file"
        accept={accept}
        aria-invalid={error?.field === 'file' ? true : undefined}
        aria-describedby={error?.field === 'file' ? errorId : undefined}
      />
      <label htmlFor={altDeId}>{m.media_alt_de({}, locale)}</label>
      <input
        id={altDeId}
        name="alt_de"
        className={fieldStyles.input}
        type="text"
        maxLength={500}
        aria-invalid={error?.field === 'alt_de' ? true : undefined}
        aria-describedby={error?.field === 'alt_de' ? `${errorId} ${altHintId}` : altHintId}
      />
      <label htmlFor={altEnId}>{m.media_alt_en({}, locale)}</label>
      <input id={altEnId} name="alt_en" className={fieldStyles.input} type="text" maxLength={500} aria-describedby={altHintId} />
      <span id={altHintId} className={fieldStyles.muted}>
        {m.media_alt_hint({}, locale)}
      </span>
      <label htmlFor={creditsId}>{m.media_credits({}, locale)}</label>
      <input id={creditsId} name="credits" className={fieldStyles.input} type="text" maxLength={500} />
      <span className={fieldStyles.row}>
        <button type="submit" className={fieldStyles.primary} disabled={busy}>
          {busy ? m.media_uploading({}, locale) : m.media_upload_submit({}, locale)}
        </button>
      </span>
      <div aria-live="polite">
        {error ? (
          <p id={errorId} className={fieldStyles.error}>
            {error.message}
          </p>
        ) : null}
        {done ? <p className={fieldStyles.status}>{done}</p> : null}
      </div>
    </form>
  )
}

function MediaDetails({ lang, id, onPick, onDeleted }: { lang: Lang; id: number; onPick?: (item: MediaItem) => void; onDeleted: () => void }) {
  const locale = { locale: lang }
  const queryClient = useQueryClient()
  const detail = useQuery({ queryKey: mediaKeys.detail(lang, id), queryFn: () => api.call('mediaDetail', { params: { lang, id: String(id) } }) })
  const headingId = useId()
  if (detail.isPending) return <p>{m.media_loading({}, locale)}</p>
  if (detail.isError) return <p role="alert">{errorMessage(detail.error, lang)}</p>
  const { item, uses } = detail.data
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {m.media_details_heading({ name: item.name }, locale)}
      </h2>
      <p className={fieldStyles.muted}>
        {kindLabel(item.kind, lang)} · {formatBytes(item.size, lang)}
        {item.width && item.height ? ` · ${item.width} × ${item.height}` : ''} ·{' '}
        <a href={item.url} target="_blank" rel="noopener noreferrer">
          {m.media_open_file({}, locale)}
        </a>
      </p>
      {onPick ? (
        <span className={fieldStyles.row}>
          <button type="button" className={fieldStyles.primary} onClick={() => onPick(item)}>
            {m.media_use({}, locale)}
          </button>
        </span>
      ) : null}
      <EditForm
        lang={lang}
        item={item}
        onSaved={async () => {
          await queryClient.invalidateQueries({ queryKey: mediaKeys.all })
        }}
      />
      <h3>{m.media_used_in({}, locale)}</h3>
      {uses.length === 0 ? (
        <p>{m.media_unused({}, locale)}</p>
      ) : (
        <ul>
          {uses.map((use) => (
            <li key={`${use.kind}-${use.id}-${use.locale ?? ''}`}>
              {use.path !== null && use.locale ? <a href={`/${use.locale}${use.path ? `/${use.path}` : ''}`}>{use.title || use.path}</a> : use.title || `${use.kind} ${use.id}`}{' '}
              <span className={fieldStyles.muted}>({use.kind})</span>
            </li>
          ))}
        </ul>
      )}
      <DeleteButton
        lang={lang}
        id={item.id}
        disabled={uses.length > 0}
        onDeleted={async () => {
          await queryClient.invalidateQueries({ queryKey: mediaKeys.all })
          onDeleted()
        }}
      />
    </section>
  )
}

function EditForm({ lang, item, onSaved }: { lang: Lang; item: MediaItem; onSaved: () => Promise<void> }) {
  const locale = { locale: lang }
  const [altDe, setAltDe] = useState(item.alt_de)
  const [altEn, setAltEn] = useState(item.alt_en)
  const [credits, setCredits] = useState(item.credits)
  const [focal, setFocal] = useState({ x: item.focal_x, y: item.focal_y })
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const ids = { altDe: useId(), altEn: useId(), credits: useId(), fx: useId(), fy: useId(), hint: useId(), value: useId() }
  const percent = (value: number) => Math.round(value * 100)
  useEffect(() => setStatus(null), [altDe, altEn, credits, focal])

  function onImageClick(event: ReactMouseEvent<HTMLImageElement>) {
    const box = event.currentTarget.getBoundingClientRect()
    setFocal({ x: Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)), y: Math.min(1, Math.max(0, (event.clientY - box.top) / box.height)) })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (item.kind === 'image' && !altDe.trim() && !altEn.trim()) {
      setStatus({ ok: false, message: m.media_error_alt_missing({}, locale) })
      return
    }
    setBusy(true)
    try {
      await api.call('mediaUpdate', {
        params: { lang, id: String(item.id) },
        body: { alt_de: altDe, alt_en: altEn, credits, ...(item.kind === 'image' ? { focal_x: focal.x, focal_y: focal.y } : {}) },
      })
      await onSaved()
      setStatus({ ok: true, message: m.media_saved({}, locale) })
    } catch (caught) {
      setStatus({ ok: false, message: errorMessage(caught, lang) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={fieldStyles.field} onSubmit={onSubmit} noValidate>
      {item.kind === 'image' && item.preview ? (
        <fieldset className={fieldStyles.field}>
          <legend>{m.media_focal_label({}, locale)}</legend>
          <p id={ids.hint} className={fieldStyles.muted}>
            {m.media_focal_hint({}, locale)}
          </p>
          <span className={styles.focalFrame}>
            {/* clicking sets the focal point; the two sliders below do the same by keyboard */}
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
            <img className={styles.focalImage} src={item.renditions.medium ?? item.preview} alt={altText(item, lang)} onClick={onImageClick} data-focal-preview="" />
            <span className={styles.focalMarker} style={{ left: `${percent(focal.x)}%`, top: `${percent(focal.y)}%` }} aria-hidden="true" />
          </span>
          <p id={ids.value} aria-live="polite">
            {m.media_focal_value({ x: String(percent(focal.x)), y: String(percent(focal.y)) }, locale)}
          </p>
          <label htmlFor={ids.fx}>{m.media_focal_label({}, locale)} ↔</label>
          <input id={ids.fx} type="range" min={0} max={100} step={1} value={percent(focal.x)} aria-describedby={ids.hint} onChange={(event) => setFocal({ ...focal, x: Number(event.target.value) / 100 })} />
          <label htmlFor={ids.fy}>{m.media_focal_label({}, locale)} ↕</label>
          <input id={ids.fy} type="range" min={0} max={100} step={1} value={percent(focal.y)} aria-describedby={ids.hint} onChange={(event) => setFocal({ ...focal, y: Number(event.target.value) / 100 })} />
        </fieldset>
      ) : null}
      <label htmlFor={ids.altDe}>{m.media_alt_de({}, locale)}</label>
      <input id={ids.altDe} className={fieldStyles.input} value={altDe} maxLength={500} onChange={(event) => setAltDe(event.target.value)} />
      <label htmlFor={ids.altEn}>{m.media_alt_en({}, locale)}</label>
      <input id={ids.altEn} className={fieldStyles.input} value={altEn} maxLength={500} onChange={(event) => setAltEn(event.target.value)} />
      <label htmlFor={ids.credits}>{m.media_credits({}, locale)}</label>
      <input id={ids.credits} className={fieldStyles.input} value={credits} maxLength={500} onChange={(event) => setCredits(event.target.value)} />
      <span className={fieldStyles.row}>
        <button type="submit" className={fieldStyles.primary} disabled={busy}>
          {m.media_save({}, locale)}
        </button>
      </span>
      <p aria-live="polite" className={status?.ok ? fieldStyles.status : fieldStyles.error}>
        {status?.message ?? ''}
      </p>
    </form>
  )
}

function DeleteButton({ lang, id, disabled, onDeleted }: { lang: Lang; id: number; disabled: boolean; onDeleted: () => Promise<void> }) {
  const [error, setError] = useState<string | null>(null)
  return (
    <div>
      <button
        type="button"
        className={fieldStyles.button}
        disabled={disabled}
        onClick={async () => {
          try {
            await api.call('mediaDelete', { params: { lang, id: String(id) } })
            await onDeleted()
          } catch (caught) {
            setError(errorMessage(caught, lang))
          }
        }}
      >
        {m.media_delete({}, { locale: lang })}
      </button>
      {error ? (
        <p role="alert" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
