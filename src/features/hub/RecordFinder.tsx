import { useDeferredValue, useEffect, useId, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import * as ui from '~/ui/ui.css'
import * as styles from './hub.css'
import { COLLECTIONS } from '~/features/collections/registry'
import { collectionClient, recordTitle } from '~/features/collections/client'
import { editPath } from '~/features/collections/collection'

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string
type Found = { href: string; title: string }

/** Hits per kind of record: the finder is for jumping to a record, the lists are for browsing. */
const PER_KIND = 5

const hubPath = (path: string, lang: Locale) => `${path}${lang === 'de' ? '' : '?lang=en'}`

/** The record kinds the finder searches by title or name, each through its list's own filter (`q`). */
// the collections described once (decision 0031), by their titles
const KINDS: { id: string; label: Message; find: (lang: Locale, q: string) => Promise<Found[]> }[] = COLLECTIONS.map((collection) => ({
  id: collection.path,
  label: collection.labels.many,
  find: async (lang: Locale, q: string) => (await collectionClient(collection).list(lang, { q })).results.map((entry) => ({ href: hubPath(editPath(collection, entry.id), lang), title: recordTitle(collection, entry, lang) })),
}))

/** Every kind's first hits for `q`; a kind the editor may not list (or that fails) is left out, not the whole search. */
async function findRecords(lang: Locale, q: string) {
  const settled = await Promise.allSettled(KINDS.map(async (kind) => ({ id: kind.id, label: kind.label, found: (await kind.find(lang, q)).slice(0, PER_KIND) })))
  return settled.flatMap((result) => (result.status === 'fulfilled' && result.value.found.length > 0 ? [result.value] : []))
}

/** Ctrl-K (⌘-K on a Mac) anywhere in the hub opens the finder (`null`: not for this visitor). */
export function useFinderShortcut(open: (() => void) | null) {
  useEffect(() => {
    if (!open) return
    const shortcut = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        open()
      }
    }
    document.addEventListener('keydown', shortcut)
    return () => document.removeEventListener('keydown', shortcut)
  }, [open])
}

/** The finder's button, with its shortcut beside it. */
export function FinderButton({ lang, onOpen }: { lang: Locale; onOpen: () => void }) {
  const locale = { locale: lang }
  return (
    <button type="button" className={styles.finderButton} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K" onClick={onOpen}>
      <span>{m.hub_finder_open({}, locale)}</span>
      <kbd className={styles.finderKey} aria-hidden="true">
        {m.hub_finder_shortcut({}, locale)}
      </kbd>
    </button>
  )
}

/**
 * The hub-wide search of records by title or name: the arrow keys walk the hits, Enter opens the first (or the one
 * focused), Escape closes and gives the focus back.
 */
export function FinderDialog({ lang, onClose }: { lang: Locale; onClose: () => void }) {
  const locale = { locale: lang }
  const ref = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const opener = useRef<Element | null>(null)
  const [text, setText] = useState('')
  const q = useDeferredValue(text.trim())
  const ids = { title: useId(), input: useId(), hint: useId() }
  const searching = q.length >= 2
  const results = useQuery({ queryKey: ['back-office', 'finder', lang, q], queryFn: () => findRecords(lang, q), enabled: searching, staleTime: 10_000 })
  useEffect(() => {
    opener.current = document.activeElement
    const element = ref.current
    if (element && !element.open) element.showModal()
    input.current?.focus()
    return () => {
      if (opener.current instanceof HTMLElement) opener.current.focus()
    }
  }, [])
  const links = () => Array.from(ref.current?.querySelectorAll<HTMLAnchorElement>('a[data-hit]') ?? [])
  const move = (step: number) => {
    const all = links()
    if (all.length === 0) return
    const at = all.findIndex((link) => link === document.activeElement)
    const next = at === -1 ? (step > 0 ? 0 : all.length - 1) : (at + step + all.length) % all.length
    all[next]?.focus()
  }
  const groups = searching ? results.data : undefined
  return (
    <dialog
      ref={ref}
      className={`${ui.dialog} ${styles.finder}`}
      aria-labelledby={ids.title}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // a click on the backdrop (the dialog itself, outside its body) closes it
        if (event.target === event.currentTarget) onClose()
      }}
      onKeyDown={(event) => {
        // Escape closes at once, also from the search field (whose own Escape would only empty it)
        if (event.key === 'Escape') {
          event.preventDefault()
          onClose()
          return
        }
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault()
          move(event.key === 'ArrowDown' ? 1 : -1)
        }
      }}
    >
      <div className={ui.dialogBody}>
        <h2 id={ids.title} className={ui.dialogTitle}>
          {m.hub_finder_title({}, locale)}
        </h2>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault()
            links()[0]?.click()
          }}
        >
          <span className={styles.field}>
            <label htmlFor={ids.input}>{m.hub_finder_label({}, locale)}</label>
            <input ref={input} id={ids.input} type="search" autoComplete="off" aria-describedby={ids.hint} value={text} onChange={(event) => setText(event.currentTarget.value)} />
          </span>
          <p id={ids.hint} className={styles.small}>
            {m.hub_finder_hint({}, locale)}
          </p>
        </form>
        <div className={styles.finderResults}>
          <p role="status" className={styles.small}>
            {!searching ? '' : !groups ? m.ui_loading({}, locale) : groups.length === 0 ? m.hub_finder_empty({ q }, locale) : ''}
          </p>
          {groups?.map((group) => (
            <section key={group.id} aria-label={group.label({}, locale)}>
              <h3 className={styles.finderGroup}>{group.label({}, locale)}</h3>
              <ul className={styles.finderList}>
                {group.found.map((hit) => (
                  <li key={hit.href}>
                    <a data-hit="" className={styles.finderHit} href={hit.href}>
                      {hit.title}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className={ui.dialogActions}>
          <button type="button" className={styles.button} onClick={onClose}>
            {m.hub_finder_close({}, locale)}
          </button>
        </div>
      </div>
    </dialog>
  )
}
