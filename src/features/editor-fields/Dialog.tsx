import { useEffect, useId, useRef } from 'react'
import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages'
import type { FieldLang } from './types'
import * as styles from './fields.css'

/**
 * A modal dialog (the native one: focus stays inside, Escape closes, the page behind is inert). Focus returns to
 * the element that opened it.
 */
export function Dialog({ title, lang, open, onClose, children }: { title: string; lang: FieldLang; open: boolean; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
      opener.current?.focus()
      opener.current = null
    }
  }, [open])
  useEffect(
    () => () => {
      // unmounted while open (the field went away): give focus back all the same
      if (ref.current?.open) opener.current?.focus()
    },
    [],
  )
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      {open ? (
        <>
          <div className={styles.dialogHeader}>
            <h2 id={titleId} className={styles.dialogTitle}>
              {title}
            </h2>
            <button type="button" className={styles.button} onClick={onClose}>
              {m.editor_fields_dialog_close({}, { locale: lang })}
            </button>
          </div>
          <div className={styles.dialogBody}>{children}</div>
        </>
      ) : null}
    </dialog>
  )
}
