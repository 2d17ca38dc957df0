import { useEffect, useId, useRef } from 'react'
import type { ReactNode } from 'react'
import * as styles from './editor.css'

/**
 * A modal dialog on the native <dialog>: focus stays inside, Escape closes it, and focus goes back to the
 * element that opened it when it closes.
 */
export function Dialog({
  title,
  onClose,
  children,
  labelledBy,
  closeLabel,
  variant,
}: {
  title?: string
  onClose: () => void
  children: ReactNode
  labelledBy?: string
  /** a header that stays in view while the dialog scrolls, with this close button */
  closeLabel?: string
  /** wide: the versions dialog; sheet: a phone's bottom sheet of actions */
  variant?: 'wide' | 'sheet'
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    const first = dialog.querySelector<HTMLElement>('[data-autofocus], input, select, textarea, button')
    first?.focus()
    const cancel = (event: Event) => {
      event.preventDefault()
      onCloseRef.current()
    }
    dialog.addEventListener('cancel', cancel)
    return () => {
      dialog.removeEventListener('cancel', cancel)
      if (dialog.open) dialog.close()
      // the opener may have been re-rendered; find it again by its editor action if it left the document
      if (opener?.isConnected) opener.focus()
      else {
        const action = opener?.dataset.editorAction
        const module = opener?.dataset.module
        const again = action ? document.querySelector<HTMLElement>(`[data-editor-action="${action}"]${module ? `[data-module="${module}"]` : ''}`) : null
        again?.focus()
      }
    }
  }, [])
  return (
    <dialog ref={ref} className={variant === 'wide' ? styles.dialogWide : variant === 'sheet' ? styles.sheet : styles.dialog} aria-labelledby={labelledBy ?? titleId}>
      {closeLabel ? (
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          <button type="button" className={styles.secondary} data-dialog-close="" onClick={() => onCloseRef.current()}>
            {closeLabel}
          </button>
        </div>
      ) : null}
      <div className={styles.dialogBody}>
        {title && !closeLabel ? (
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
        ) : null}
        {children}
      </div>
    </dialog>
  )
}
