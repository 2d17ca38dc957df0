import { useEffect, useId, useRef, useState } from 'react'
import type { DragEvent as ReactDragEvent, FormEvent, RefObject } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { MediaTag, type MediaItem, type MediaKindName } from '~/contract/media'
import * as fieldStyles from '~/features/editor-fields/fields.css'
import { showToast } from '~/ui/toasts'
import { errorFields, errorMessage, mediaKeys } from './media-client'
import * as styles from './media.css'

// The library's work on several files at once: a drop zone that uploads each file with its own status line, the
// selection's tags, and the selection's alt texts in one form saved in one request.

type Lang = 'de' | 'en'

type UploadRow = { key: number; name: string; state: 'waiting' | 'uploading' | 'done' | 'failed'; message: string; altMissing: boolean }

const ACCEPT: Record<MediaKindName, string> = { image: 'image/*', video: 'video/mp4,video/webm', audio: 'audio/*', pdf: 'application/pdf' }

/**
 * A drop zone that is also a plain file input (several files, keyboard: Tab to it, Enter or Space to choose). Each
 * file is sent on its own, one after the other; images may come without alt text (marked as missing it). The
 * server checks type and size and says why it refuses a file, in the editor's language.
 */
export function DropUpload({ lang, kind }: { lang: Lang; kind?: MediaKindName }) {
  const locale = { locale: lang }
  const queryClient = useQueryClient()
  const [rows, setRows] = useState<UploadRow[]>([])
  const [over, setOver] = useState(false)
  const nextKey = useRef(1)
  const inputId = useId()
  const hintId = useId()
  const statusId = useId()

  function update(key: number, change: Partial<UploadRow>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)))
  }

  async function upload(files: File[]) {
    if (files.length === 0) return
    const batch = files.map((file) => ({ file, row: { key: nextKey.current++, name: file.name, state: 'waiting' as const, message: '', altMissing: false } }))
    setRows((current) => [...batch.map((entry) => entry.row), ...current].slice(0, 40))
    let landed = 0
    for (const { file, row } of batch) {
      update(row.key, { state: 'uploading' })
      const form = new FormData()
      form.set('file', file)
      form.set('alt_later', '1')
      try {
        const item = await api.call('mediaUpload', { params: { lang }, body: form })
        landed += 1
        update(row.key, { state: 'done', altMissing: item.alt_missing })
        await queryClient.invalidateQueries({ queryKey: mediaKeys.all })
      } catch (caught) {
        update(row.key, { state: 'failed', message: errorMessage(caught, lang) })
      }
    }
    const failed = batch.length - landed
    showToast(failed > 0 ? m.media_drop_summary_failed({ landed: String(landed), failed: String(failed) }, locale) : m.media_drop_summary({ count: String(landed) }, locale), failed > 0 ? 'info' : 'success')
  }

  const onDrop = (event: ReactDragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setOver(false)
    void upload(Array.from(event.dataTransfer.files))
  }

  return (
    <div className={styles.subform}>
      <div
        className={styles.drop}
        data-over={over ? '' : undefined}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <input
          id={inputId}
          className={styles.dropInput}
          type="file"
          multiple
          accept={kind ? ACCEPT[kind] : undefined}
          aria-describedby={rows.length > 0 ? `${hintId} ${statusId}` : hintId}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? [])
            event.currentTarget.value = ''
            void upload(files)
          }}
        />
        <label htmlFor={inputId} className={styles.dropLabel}>
          <span className={styles.dropIcon} aria-hidden="true">
            ⇪
          </span>
          <strong>{m.media_drop_label({}, locale)}</strong>
        </label>
        <span id={hintId} className={fieldStyles.muted}>
          {m.media_drop_hint({}, locale)}
        </span>
      </div>
      {rows.length > 0 ? (
        <ul id={statusId} className={styles.uploadRows} aria-label={m.media_drop_status({}, locale)} aria-live="polite">
          {rows.map((row) => (
            <li key={row.key} className={styles.uploadRow} data-state={row.state}>
              <span className={styles.uploadName}>{row.name}</span>
              {row.state === 'uploading' ? <progress className={styles.uploadProgress} aria-label={m.media_drop_uploading({ name: row.name }, locale)} /> : null}
              <span className={row.state === 'failed' ? fieldStyles.error : row.state === 'done' ? fieldStyles.status : fieldStyles.muted}>
                {row.state === 'waiting'
                  ? m.media_drop_waiting({}, locale)
                  : row.state === 'uploading'
                    ? m.media_uploading({}, locale)
                    : row.state === 'done'
                      ? m.media_drop_done({}, locale)
                      : row.message}
              </span>
              {row.state === 'done' && row.altMissing ? <strong className={styles.missing}>{m.media_alt_missing_badge({}, locale)}</strong> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** The selection's bar: how many are selected, their alt texts, a tag to give or take, and "clear". */
export function BulkTagBar({
  lang,
  chosen,
  editRef,
  onEditAlts,
  onClear,
  onChanged,
}: {
  lang: Lang
  chosen: MediaItem[]
  editRef?: RefObject<HTMLButtonElement | null>
  onEditAlts: () => void
  onClear: () => void
  onChanged: (items: MediaItem[]) => void
}) {
  const locale = { locale: lang }
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const headingId = useId()
  const tagId = useId()
  const statusId = useId()

  async function change(mode: 'add' | 'remove') {
    const parsed = v.safeParse(MediaTag, text)
    if (!parsed.success) {
      setStatus({ ok: false, message: m.media_tag_invalid({}, locale) })
      return
    }
    setBusy(true)
    setStatus(null)
    try {
      const tag = parsed.output
      const answer = await api.call('mediaBulkTags', {
        params: { lang },
        body: { ids: chosen.map((item) => item.id), add: mode === 'add' ? [tag] : [], remove: mode === 'remove' ? [tag] : [] },
      })
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all })
      onChanged(answer.items)
      setText('')
      const count = String(answer.items.length)
      setStatus({ ok: true, message: mode === 'add' ? m.media_bulk_tag_added({ tag, count }, locale) : m.media_bulk_tag_removed({ tag, count }, locale) })
    } catch (caught) {
      setStatus({ ok: false, message: errorMessage(caught, lang) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.bulkBar} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {m.media_bulk_selected({ count: String(chosen.length) }, locale)}
      </h2>
      <span className={fieldStyles.row}>
        <button ref={editRef} type="button" className={fieldStyles.primary} onClick={onEditAlts}>
          {m.media_bulk_alt_open({}, locale)}
        </button>
        <button type="button" className={fieldStyles.button} onClick={onClear}>
          {m.media_bulk_clear({}, locale)}
        </button>
      </span>
      <form
        className={fieldStyles.row}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void change('add')
        }}
      >
        <label htmlFor={tagId}>{m.media_bulk_tag_label({}, locale)}</label>
        <input
          id={tagId}
          className={fieldStyles.input}
          value={text}
          maxLength={40}
          aria-invalid={status && !status.ok ? true : undefined}
          aria-describedby={statusId}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={fieldStyles.button} disabled={busy}>
          {m.media_bulk_tag_add({}, locale)}
        </button>
        <button type="button" className={fieldStyles.button} disabled={busy} onClick={() => void change('remove')}>
          {m.media_bulk_tag_remove({}, locale)}
        </button>
      </form>
      <p id={statusId} aria-live="polite" className={status?.ok ? fieldStyles.status : fieldStyles.error}>
        {status?.message ?? ''}
      </p>
    </section>
  )
}

type AltDraft = { alt_de: string; alt_en: string }

/**
 * The selection's alt texts in one form, a row per file, saved in one request: all rows or none, a refused row
 * says why beside its fields and keeps what was typed.
 */
export function BulkAltForm({ lang, items, onClose, onSaved }: { lang: Lang; items: MediaItem[]; onClose: () => void; onSaved: (items: MediaItem[]) => void }) {
  const locale = { locale: lang }
  const queryClient = useQueryClient()
  const [drafts, setDrafts] = useState<Record<number, AltDraft>>(() => Object.fromEntries(items.map((item) => [item.id, { alt_de: item.alt_de, alt_en: item.alt_en }])))
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({})
  const [summary, setSummary] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const headingId = useId()
  const baseId = useId()
  const summaryId = useId()
  const firstInput = useRef<HTMLInputElement>(null)
  useEffect(() => firstInput.current?.focus(), [])

  function draft(id: number): AltDraft {
    return drafts[id] ?? { alt_de: '', alt_en: '' }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setSummary(null)
    setRowErrors({})
    try {
      const answer = await api.call('mediaBulkAlt', { params: { lang }, body: { items: items.map((item) => ({ id: item.id, ...draft(item.id) })) } })
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all })
      onSaved(answer.items)
    } catch (caught) {
      setRowErrors(errorFields(caught))
      setSummary(errorMessage(caught, lang))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={styles.panel} aria-labelledby={headingId} onSubmit={onSubmit} noValidate>
      <h2 id={headingId} className={styles.panelTitle}>
        {m.media_bulk_alt_heading({}, locale)}
      </h2>
      <p className={fieldStyles.muted}>{m.media_alt_hint({}, locale)}</p>
      <div className={styles.altTable}>
        <span className={styles.altHead} aria-hidden="true">
          <span>{m.media_bulk_alt_file({}, locale)}</span>
          <span>{m.media_alt_de({}, locale)}</span>
          <span>{m.media_alt_en({}, locale)}</span>
        </span>
        {items.map((item, index) => {
          const ids = { de: `${baseId}-${item.id}-de`, en: `${baseId}-${item.id}-en`, error: `${baseId}-${item.id}-error` }
          const problem = rowErrors[String(item.id)]
          const current = draft(item.id)
          return (
            <fieldset key={item.id} className={styles.altRow} aria-invalid={problem ? true : undefined}>
              <legend className={styles.altLegend}>
                {item.preview ? <img className={styles.altThumb} src={item.preview} alt="" width={64} height={48} /> : null}
                <span className={styles.uploadName}>{item.name}</span>
              </legend>
              <span className={styles.altCell}>
                <label htmlFor={ids.de}>{m.media_alt_de({}, locale)}</label>
                <input
                  ref={index === 0 ? firstInput : undefined}
                  id={ids.de}
                  className={fieldStyles.input}
                  value={current.alt_de}
                  maxLength={500}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? ids.error : undefined}
                  onChange={(event) => setDrafts({ ...drafts, [item.id]: { ...current, alt_de: event.target.value } })}
                />
              </span>
              <span className={styles.altCell}>
                <label htmlFor={ids.en}>{m.media_alt_en({}, locale)}</label>
                <input
                  id={ids.en}
                  className={fieldStyles.input}
                  value={current.alt_en}
                  maxLength={500}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? ids.error : undefined}
                  onChange={(event) => setDrafts({ ...drafts, [item.id]: { ...current, alt_en: event.target.value } })}
                />
              </span>
              {problem ? (
                <p id={ids.error} className={`${fieldStyles.error} ${styles.altError}`}>
                  {problem}
                </p>
              ) : null}
            </fieldset>
          )
        })}
      </div>
      <span className={fieldStyles.row}>
        <button type="submit" className={fieldStyles.primary} disabled={busy} aria-describedby={summary ? summaryId : undefined}>
          {m.media_bulk_alt_save({ count: String(items.length) }, locale)}
        </button>
        <button type="button" className={fieldStyles.button} onClick={onClose}>
          {m.media_bulk_alt_cancel({}, locale)}
        </button>
      </span>
      <p id={summaryId} role={summary ? 'alert' : undefined} className={fieldStyles.error}>
        {summary ?? ''}
      </p>
    </form>
  )
}
