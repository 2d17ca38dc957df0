import { useSyncExternalStore } from 'react'
import { m } from '~/paraglide/messages'
import * as styles from './document.css'

function subscribe(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/** Whether the browser is online (spec platform.md §4); true on the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

export function OfflineNotice() {
  const online = useOnline()
  return (
    <div role="status" aria-live="polite">
      {online ? null : <p className={styles.offlineNotice}>{m.offline_notice()}</p>}
    </div>
  )
}
