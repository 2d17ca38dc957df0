import { useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { KeyboardEvent as ReactKeyboardEvent, ReactNode } from 'react'
import { m } from '~/paraglide/messages'
import type { EditorSection } from '~/contract/page-editor'
import type { Locale } from '~/contract/shared'
import { Dialog } from './Dialog'
import { PageActions, pageStatus } from './versions'
import * as styles from './editor.css'

// The editor's docked toolbar: fixed at the top on a desktop (one row: undo, redo, the language's state and the
// page's actions, "+ Modul", leaving), a bottom bar on a phone (undo, redo, "+ Modul" and a "Seite" sheet with the
// rest). It is an ARIA toolbar: one Tab stop, arrow keys move between its controls (roving tabindex).

const ITEM = '[data-toolbar-item]'

function focusable(toolbar: HTMLElement): HTMLElement[] {
  return [...toolbar.querySelectorAll<HTMLElement>(ITEM)].filter((item) => item.getClientRects().length > 0 && !item.hasAttribute('disabled'))
}

/** One control of the toolbar is in the Tab order: the last one used, or the first that can take focus. */
function useRovingTabIndex() {
  const ref = useRef<HTMLDivElement>(null)
  const current = useRef<string | null>(null)
  useLayoutEffect(() => {
    const toolbar = ref.current
    if (!toolbar) return
    const items = focusable(toolbar)
    const chosen = items.find((item) => item.dataset.toolbarItem === current.current) ?? items[0]
    for (const item of toolbar.querySelectorAll<HTMLElement>(ITEM)) item.tabIndex = item === chosen ? 0 : -1
  })
  const onFocus = (event: { target: EventTarget }) => {
    const toolbar = ref.current
    if (!toolbar || !(event.target instanceof HTMLElement) || !event.target.matches(ITEM)) return
    current.current = event.target.dataset.toolbarItem ?? null
    for (const item of toolbar.querySelectorAll<HTMLElement>(ITEM)) item.tabIndex = item === event.target ? 0 : -1
  }
  const onKeyDown = (event: ReactKeyboardEvent) => {
    const toolbar = ref.current
    if (!toolbar || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return
    const items = focusable(toolbar)
    const at = items.findIndex((item) => item === document.activeElement)
    if (at === -1) return
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : (at + (event.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length
    event.preventDefault()
    items[next]?.focus()
  }
  return { ref, onFocus, onKeyDown }
}

/** The address of this page without edit mode. */
function leaveUrl(): string {
  const url = new URL(window.location.href)
  url.searchParams.delete('edit')
  return `${url.pathname}${url.search}${url.hash}`
}

function SkipToModules({ lang }: { lang: Locale }) {
  return (
    <a
      href="#main-content"
      className={styles.skipToModules}
      onClick={(event) => {
        // the first module's first action (its drag handle comes before it in the bar)
        const first = [...document.querySelectorAll<HTMLElement>('[data-editor-bar] button:not([disabled]):not([data-editor-action="drag"])')].find((button) => button.getClientRects().length > 0)
        if (!first) return
        event.preventDefault()
        first.focus()
      }}
    >
      {m.editor_skip_to_modules({}, { locale: lang })}
    </a>
  )
}

export function Toolbar({
  lang,
  page,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  onAddModule,
  reload,
  notify,
}: {
  lang: Locale
  /** the page's section, for its state and actions (null for a section that is no page) */
  page: EditorSection | null
  canUndo: boolean
  canRedo: boolean
  onUndo: () => void
  onRedo: () => void
  onAddModule: () => void
  reload: () => Promise<void>
  notify: (text: string, ok: boolean) => void
}) {
  const t = { locale: lang }
  const roving = useRovingTabIndex()
  // the toolbar lives first in the body: above every stacking context of the page, and first in the Tab order
  const [host, setHost] = useState<HTMLElement | null>(null)
  useLayoutEffect(() => {
    const element = document.createElement('div')
    element.dataset.editorToolbarHost = ''
    document.body.prepend(element)
    setHost(element)
    return () => element.remove()
  }, [])
  const [sheet, setSheet] = useState(false)
  const pageId = page?.section.kind === 'page' ? page.section.id : null
  const status = page ? pageStatus(page) : null
  const statusText = status ? { offline: m.versions_status_offline_short, draft: m.versions_status_draft_short, published: m.versions_status_published_short }[status]({}, t) : null
  const actions = (where: 'bar' | 'sheet'): ReactNode =>
    page && pageId !== null ? <PageActions lang={lang} pageId={pageId} section={page} reload={reload} alert={notify} where={where} onDone={() => setSheet(false)} /> : null
  if (!host) return null
  return createPortal(
    <>
      <SkipToModules lang={lang} />
      <div
        ref={roving.ref}
        className={styles.toolbar}
        role="toolbar"
        aria-label={m.editor_toolbar_label({}, t)}
        data-editor-toolbar=""
        onFocus={roving.onFocus}
        onKeyDown={roving.onKeyDown}
      >
        <button type="button" className={styles.toolButton} data-toolbar-item="undo" data-editor-action="undo" aria-keyshortcuts="Control+Z Meta+Z" title={m.editor_undo_shortcut({}, t)} disabled={!canUndo} onClick={onUndo}>
          <span aria-hidden="true" className={styles.toolIcon}>
            ↶
          </span>
          <span className={styles.toolText}>{m.editor_undo({}, t)}</span>
        </button>
        <button type="button" className={styles.toolButton} data-toolbar-item="redo" data-editor-action="redo" aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z" title={m.editor_redo_shortcut({}, t)} disabled={!canRedo} onClick={onRedo}>
          <span aria-hidden="true" className={styles.toolIcon}>
            ↷
          </span>
          <span className={styles.toolText}>{m.editor_redo({}, t)}</span>
        </button>
        {status ? (
          <p className={`${styles.statusBadge} ${styles.desktopOnly}`} data-editor-status={status}>
            {statusText}
          </p>
        ) : null}
        <span className={styles.desktopOnly}>{actions('bar')}</span>
        <span className={styles.toolbarEnd}>
          <button type="button" className={styles.addButton} data-toolbar-item="add" data-editor-action="add-module" onClick={onAddModule}>
            {m.editor_add_module({}, t)}
          </button>
          {page ? (
            <button type="button" className={`${styles.toolButton} ${styles.phoneOnly}`} data-toolbar-item="page" data-editor-action="page-sheet" aria-haspopup="dialog" onClick={() => setSheet(true)}>
              {m.editor_page_actions({}, t)}
              {statusText ? <span className={styles.sheetStatus}>· {statusText}</span> : null}
            </button>
          ) : null}
          <a href={leaveUrl()} className={`${styles.toolLink} ${styles.desktopOnly}`} data-toolbar-item="leave">
            {m.editor_leave_edit({}, t)}
          </a>
        </span>
      </div>
      {sheet ? (
        <Dialog title={m.editor_page_actions_title({ language: lang.toUpperCase() }, t)} closeLabel={m.editor_close({}, t)} variant="sheet" onClose={() => setSheet(false)}>
          {status ? (
            <p className={styles.status} data-editor-status={status}>
              {statusText}
            </p>
          ) : null}
          <div className={styles.sheetActions}>
            {actions('sheet')}
            <a href={leaveUrl()} className={styles.secondary}>
              {m.editor_leave_edit({}, t)}
            </a>
          </div>
        </Dialog>
      ) : null}
    </>,
    host,
  )
}
