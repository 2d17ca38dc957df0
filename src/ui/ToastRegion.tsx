import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { dismissToast, useToasts } from './toasts'
import * as styles from './ui.css'

/** Where toasts appear: a polite live region, each toast its own status (so a test or a screen reader gets one message, not the pile). */
export function ToastRegion({ lang }: { lang: Locale }) {
  const toasts = useToasts()
  return (
    <div aria-live="polite" className={styles.toastRegion}>
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast[toast.kind]}>
          <p role={toast.kind === 'error' ? 'alert' : 'status'} className={styles.toastText}>
            {toast.message}
          </p>
          <button type="button" className={styles.toastClose} aria-label={m.ui_toast_close({}, { locale: lang })} onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
