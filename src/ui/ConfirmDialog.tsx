import { useCallback, useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { button } from './controls.css'
import * as styles from './ui.css'

export interface ConfirmRequest {
  title: string
  text?: string
  confirmLabel: string
  /** a destructive action: the confirm button is red */
  danger?: boolean
}

/**
 * A confirmation as a modal dialog naming what it acts on, with "Abbrechen" focused so that Enter does no harm.
 * `ask` resolves true when confirmed; `dialog` is rendered by the caller.
 */
export function useConfirm(lang: Locale): { ask: (request: ConfirmRequest) => Promise<boolean>; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null)
  const resolver = useRef<((confirmed: boolean) => void) | null>(null)
  const ask = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false)
        resolver.current = resolve
        setRequest(next)
      }),
    [],
  )
  const close = (confirmed: boolean) => {
    resolver.current?.(confirmed)
    resolver.current = null
    setRequest(null)
  }
  const dialog = request ? <ConfirmDialog lang={lang} request={request} onClose={close} /> : null
  return { ask, dialog }
}

function ConfirmDialog({ lang, request, onClose }: { lang: Locale; request: ConfirmRequest; onClose: (confirmed: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const opener = useRef<Element | null>(null)
  useEffect(() => {
    opener.current = document.activeElement
    const element = ref.current
    if (element && !element.open) element.showModal()
    cancel.current?.focus()
    return () => {
      if (opener.current instanceof HTMLElement) opener.current.focus()
    }
  }, [])
  const locale = { locale: lang }
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="confirm-title"
      aria-describedby={request.text ? 'confirm-text' : undefined}
      onCancel={(event) => {
        event.preventDefault()
        onClose(false)
      }}
    >
      <div className={styles.dialogBody}>
        <h2 id="confirm-title" className={styles.dialogTitle}>
          {request.title}
        </h2>
        {request.text ? (
          <p id="confirm-text" className={styles.dialogText}>
            {request.text}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <button ref={cancel} type="button" className={button.secondary} onClick={() => onClose(false)}>
            {m.ui_cancel({}, locale)}
          </button>
          <button type="button" className={request.danger ? button.dangerSolid : button.primary} onClick={() => onClose(true)}>
            {request.confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  )
}
