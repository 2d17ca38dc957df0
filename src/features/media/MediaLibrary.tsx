import { useEffect, useId, useRef, useState } from 'react'
import type { FormEvent, KeyboardEvent as ReactKeyboardEvent, MouseEvent as ReactMouseEvent } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { isContractError } from '~/contract/client'
import { MEDIA_KINDS, MediaTag, type MediaItem, type MediaKindName } from '~/contract/media'
import * as fieldStyles from '~/features/editor-fields/fields.css'
import { altText, formatBytes } from './media-values'
import * as styles from './media.css'
import { FileInput } from '~/ui/FileInput'
import { showToast } from '~/ui/toasts'
import { errorMessage, kindLabel, mediaKeys, type MediaFilters } from './media-client'
import { BulkAltForm, BulkTagBar, DropUpload } from './MediaBulk'
import { mediaUseLink, mediaUsePlace } from './media-uses'
import { useConfirm } from '~/ui/ConfirmDialog'
import { hubHref } from '~/features/back-office/record-parts'

type Lang = 'de' | 'en'

export { errorMessage }

/**
 * The media library: several files dropped at once (images may bring their alt texts later and are marked), one
 * file with its alt text, search and filters (kind, tag, without alt text), a grid whose items can be chosen one by
 * one or selected in bulk (alt texts in one form, tags), and the chosen file's details (alt texts, credits, tags,
 * focal point, where it is used). With `onPick` it is a picker: "Use this file" hands the item over (an image only
 * once it has an alt text). `kind` fixes the kind (the image picker). `filters` with `onFilters` keep the filters
 * outside (the hub's address).
 */
export function MediaLibrary({
  lang,
  kind,
  onPick,
  filters: outerFilters,
  onFilters,
}: {
  lang: Lang
  kind?: MediaKindName
  onPick?: (item: MediaItem) => void
  filters?: MediaFilters
  onFilters?: (filters: MediaFilters) => void
}) {
  const locale = { locale: lang }
  const [q, setQ] = useState('')
  const [search, setSearch] = useState('')
  const [kindFilter, setKindFilter] = useState<MediaKindName | undefined>(kind)
  const [innerFilters, setInnerFilters] = useState<MediaFilters>({})
  const filters = outerFilters ?? innerFilters
  const [page, setPage] = useState(1)
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [chosen, setChosen] = useState<Map<number, MediaItem>>(() => new Map())
  const [bulkAlt, setBulkAlt] = useState(false)
  const editAlts = useRef<HTMLButtonElement>(null)
  const altFormWasOpen = useRef(false)
  // closing the alt-text form hands the focus back to the button that opened it
  useEffect(() => {
    if (altFormWasOpen.current && !bulkAlt) editAlts.current?.focus()
    altFormWasOpen.current = bulkAlt
  }, [bulkAlt])
  const searchId = useId()
  const kindId = useId()
  const tagId = useId()
  const countId = useId()
  const list = useQuery({
    queryKey: mediaKeys.list(lang, search, kindFilter, filters, page),
    queryFn: () => api.call('mediaList', { params: { lang }, query: { q: search || undefined, kind: kindFilter, tag: filters.tag, alt: filters.alt, page } }),
    placeholderData: keepPreviousData,
  })
  const tags = useQuery({ queryKey: mediaKeys.tags(lang), queryFn: () => api.call('mediaTags', { params: { lang } }) })
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / 24)) : 1

  function setFilters(next: MediaFilters) {
    setPage(1)
    if (onFilters) onFilters(next)
    else setInnerFilters(next)
  }

  function toggle(item: MediaItem, on: boolean) {
    setChosen((current) => {
      const next = new Map(current)
      if (on) next.set(item.id, item)
      else next.delete(item.id)
      return next
    })
  }

  /** The selection's items as the server last gave them (after a bulk change). */
  function refreshChosen(items: MediaItem[]) {
    setChosen((current) => {
      const next = new Map(current)
      for (const item of items) if (next.has(item.id)) next.set(item.id, item)
      return next
    })
  }

  const tagOptions = tags.data?.tags ?? []
  const shownTag = filters.tag && !tagOptions.some((tag) => tag.name === filters.tag) ? [{ name: filters.tag, count: 0 }] : []

  return (
    <div className={styles.library}>
      <section className={styles.panel} aria-labelledby={`${searchId}-upload`}>
        <h2 id={`${searchId}-upload`} className={styles.panelTitle}>
          {m.media_upload_heading({}, locale)}
        </h2>
        <DropUpload lang={lang} kind={kind} />
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
      </section>
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
        <label htmlFor={tagId}>{m.media_tag_filter({}, locale)}</label>
        <select
          id={tagId}
          className={fieldStyles.input}
          value={filters.tag ?? ''}
          onChange={(event) => {
            const parsed = v.safeParse(MediaTag, event.target.value)
            setFilters({ ...filters, tag: parsed.success ? parsed.output : undefined })
          }}
        >
          <option value="">{m.media_tag_all({}, locale)}</option>
          {[...shownTag, ...tagOptions].map((tag) => (
            <option key={tag.name} value={tag.name}>
              {tag.name} ({tag.count})
            </option>
          ))}
        </select>
        <label className={styles.check}>
          <input type="checkbox" checked={filters.alt === 'missing'} onChange={(event) => setFilters({ ...filters, alt: event.target.checked ? 'missing' : undefined })} />
          {m.media_filter_alt_missing({}, locale)}
        </label>
        <button type="submit" className={fieldStyles.button}>
          {m.media_search({}, locale)}
        </button>
      </form>
      {chosen.size > 0 ? (
        <BulkTagBar
          lang={lang}
          chosen={[...chosen.values()]}
          editRef={editAlts}
          onEditAlts={() => setBulkAlt(true)}
          onClear={() => {
            setChosen(new Map())
            setBulkAlt(false)
          }}
          onChanged={refreshChosen}
        />
      ) : null}
      {bulkAlt && chosen.size > 0 ? (
        <BulkAltForm
          lang={lang}
          items={[...chosen.values()]}
          onClose={() => setBulkAlt(false)}
          onSaved={(items) => {
            refreshChosen(items)
            setBulkAlt(false)
            showToast(m.media_bulk_alt_saved({ count: String(items.length) }, locale))
          }}
        />
      ) : null}
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
            <MediaGrid lang={lang} items={list.data.results} selectedId={selectedId} onSelect={setSelectedId} chosen={chosen} onToggle={toggle} describedBy={countId} />
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

/**
 * The tiles: each one a button that opens the file's details (pressed while they are shown) and a checkbox that
 * adds it to the selection for bulk work. Tab moves through them; the arrow keys move between the tiles' buttons.
 */
function MediaGrid({
  lang,
  items,
  selectedId,
  onSelect,
  chosen,
  onToggle,
  describedBy,
}: {
  lang: Lang
  items: MediaItem[]
  selectedId: number | null
  onSelect: (id: number) => void
  chosen: Map<number, MediaItem>
  onToggle: (item: MediaItem, on: boolean) => void
  describedBy: string
}) {
  const locale = { locale: lang }
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const allChosen = items.every((item) => chosen.has(item.id))

  function columns(): number {
    const first = refs.current[0]
    if (!first) return 1
    return Math.max(1, refs.current.filter((element) => element && element.offsetTop === first.offsetTop).length)
  }

  function onKeyDown(event: ReactKeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowDown' ? columns() : event.key === 'ArrowUp' ? -columns() : 0
    let next: number | null = step !== 0 ? Math.min(items.length - 1, Math.max(0, index + step)) : null
    if (event.key === 'Home') next = 0
    if (event.key === 'End') next = items.length - 1
    if (next !== null) {
      event.preventDefault()
      refs.current[next]?.focus()
    }
  }

  return (
    <>
      <label className={styles.check}>
        <input type="checkbox" checked={allChosen} onChange={(event) => items.forEach((item) => onToggle(item, event.target.checked))} />
        {m.media_select_page({}, locale)}
      </label>
      <ul aria-label={m.media_grid_label({}, locale)} aria-describedby={describedBy} className={styles.grid}>
        {items.map((item, index) => (
          <li key={item.id} className={styles.tile} data-chosen={chosen.has(item.id) ? '' : undefined}>
            <button
              type="button"
              ref={(element) => {
                refs.current[index] = element
              }}
              className={styles.tileButton}
              aria-pressed={item.id === selectedId}
              onKeyDown={(event) => onKeyDown(event, index)}
              onClick={() => onSelect(item.id)}
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
                {item.alt_missing ? (
                  <strong className={styles.missing}>{m.media_alt_missing_badge({}, locale)}</strong>
                ) : (
                  <span className={fieldStyles.muted}>{item.kind === 'image' ? altText(item, lang) : kindLabel(item.kind, lang)}</span>
                )}
              </span>
              {item.tags.length > 0 ? (
                <span className={styles.tileTags}>
                  {item.tags.map((tag) => (
                    <span key={tag} className={styles.tagChip}>
                      {tag}
                    </span>
                  ))}
                </span>
              ) : null}
            </button>
            <label className={styles.tileCheck}>
              <input type="checkbox" checked={chosen.has(item.id)} onChange={(event) => onToggle(item, event.target.checked)} />
              <span className={fieldStyles.visuallyHidden}>{m.media_select_item({ name: item.name }, locale)}</span>
              <span aria-hidden="true">{m.media_select({}, locale)}</span>
            </label>
          </li>
        ))}
      </ul>
    </>
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
    <form ref={formRef} className={styles.subform} aria-labelledby={headingId} onSubmit={onSubmit} noValidate>
      <h3 id={headingId} className={styles.subTitle}>
        {m.media_upload_single_heading({}, locale)}
      </h3>
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
        {kindLabel(item.kind, lang)}
        {item.size !== null ? ` · ${formatBytes(item.size, lang)}` : ` · ${m.media_linked_badge({}, locale)}`}
        {item.width && item.height ? ` · ${item.width} × ${item.height}` : ''} ·{' '}
        <a href={item.url} target="_blank" rel="noopener noreferrer">
          {m.media_open_file({}, locale)}
        </a>
      </p>
      {item.linked ? (
        <>
          {item.preview ? <img className={styles.focalImage} src={item.preview} alt={altText(item, lang)} data-linked-preview="" /> : null}
          <p className={fieldStyles.muted}>
            {m.media_linked_note({}, locale)} <code className={styles.address}>{item.url}</code>
          </p>
        </>
      ) : null}
      {item.alt_missing ? (
        <p className={styles.missingNote} id={`${headingId}-missing`}>
          <strong>{m.media_alt_missing_badge({}, locale)}</strong> {m.media_alt_missing_note({}, locale)}
        </p>
      ) : null}
      {onPick ? (
        <span className={fieldStyles.row}>
          {/* an image is used only with its alt text: the note above says what is missing */}
          <button
            type="button"
            className={fieldStyles.primary}
            aria-disabled={item.alt_missing ? true : undefined}
            aria-describedby={item.alt_missing ? `${headingId}-missing` : undefined}
            onClick={() => {
              if (!item.alt_missing) onPick(item)
            }}
          >
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
      <TagEditor
        lang={lang}
        item={item}
        onSaved={async () => {
          await queryClient.invalidateQueries({ queryKey: mediaKeys.all })
        }}
      />
      <h3 id={`${headingId}-uses`}>{m.media_used_in({}, locale)}</h3>
      {uses.length === 0 ? (
        <p>{m.media_unused({}, locale)}</p>
      ) : (
        <ul aria-labelledby={`${headingId}-uses`} data-media-uses="">
          {uses.map((use) => {
            const link = mediaUseLink(use)
            const place = mediaUsePlace(use, lang)
            return <li key={`${use.kind}-${use.id}-${use.locale ?? ''}`}>{link ? <a href={use.kind === 'page' && use.locale ? link : hubHref(link, lang)}>{place}</a> : place}</li>
          })}
        </ul>
      )}
      <DeleteButton
        lang={lang}
        item={item}
        blocked={uses.length > 0}
        onDeleted={async () => {
          // the details close before the lists reload: the deleted item's own query is not asked again (a 404)
          queryClient.removeQueries({ queryKey: mediaKeys.detail(lang, item.id) })
          onDeleted()
          await queryClient.invalidateQueries({ queryKey: mediaKeys.all })
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
      {item.kind === 'image' && item.preview && !item.linked ? (
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

/** The item's tags: each one with its remove button, and a field to add one. */
function TagEditor({ lang, item, onSaved }: { lang: Lang; item: MediaItem; onSaved: () => Promise<void> }) {
  const locale = { locale: lang }
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const inputId = useId()
  const errorId = useId()
  const headingId = useId()

  async function change(add: string[], remove: string[]) {
    setBusy(true)
    setError(null)
    try {
      await api.call('mediaBulkTags', { params: { lang }, body: { ids: [item.id], add, remove } })
      await onSaved()
      return true
    } catch (caught) {
      setError(errorMessage(caught, lang))
      return false
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={fieldStyles.field} aria-labelledby={headingId}>
      <h3 id={headingId}>{m.media_tags_heading({}, locale)}</h3>
      {item.tags.length === 0 ? (
        <p className={fieldStyles.muted}>{m.media_tags_none({}, locale)}</p>
      ) : (
        <ul className={styles.tagList}>
          {item.tags.map((tag) => (
            <li key={tag} className={styles.tagChip}>
              {tag}
              <button type="button" className={styles.tagRemove} disabled={busy} aria-label={m.media_tag_remove({ tag }, locale)} onClick={() => void change([], [tag])}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className={fieldStyles.row}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          const parsed = v.safeParse(MediaTag, text)
          if (!parsed.success) {
            setError(m.media_tag_invalid({}, locale))
            return
          }
          if (await change([parsed.output], [])) setText('')
        }}
      >
        <label htmlFor={inputId}>{m.media_tag_new({}, locale)}</label>
        <input
          id={inputId}
          className={fieldStyles.input}
          value={text}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={fieldStyles.button} disabled={busy}>
          {m.media_tag_add({}, locale)}
        </button>
      </form>
      {error ? (
        <p id={errorId} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </section>
  )
}

function DeleteButton({ lang, item, blocked, onDeleted }: { lang: Lang; item: MediaItem; blocked: boolean; onDeleted: () => Promise<void> }) {
  const locale = { locale: lang }
  const [error, setError] = useState<string | null>(null)
  const confirmation = useConfirm(lang)
  const noteId = useId()
  return (
    <div>
      {blocked ? (
        <p id={noteId} className={fieldStyles.muted}>
          {m.media_delete_blocked({}, locale)}
        </p>
      ) : null}
      <button
        type="button"
        className={fieldStyles.button}
        disabled={blocked}
        aria-describedby={blocked ? noteId : undefined}
        onClick={async () => {
          const confirmed = await confirmation.ask({
            title: m.ui_confirm_delete_title({ name: item.name }, locale),
            text: m.media_delete_confirm({}, locale),
            confirmLabel: m.media_delete({}, locale),
            danger: true,
          })
          if (!confirmed) return
          try {
            await api.call('mediaDelete', { params: { lang, id: String(item.id) } })
            await onDeleted()
          } catch (caught) {
            setError(errorMessage(caught, lang))
          }
        }}
      >
        {m.media_delete({}, locale)}
      </button>
      {error ? (
        <p role="alert" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      {confirmation.dialog}
    </div>
  )
}
