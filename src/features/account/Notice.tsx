import type { ActionResult } from './account.shared'
import * as styles from './account.css'

/** The answer to an account action: announced politely when it worked, at once when it did not. */
export function Notice({ result, id }: { result: ActionResult | null; id?: string }) {
  if (!result) return <div id={id} role="status" aria-live="polite" />
  return result.ok ? (
    <div id={id} role="status" aria-live="polite">
      <p className={styles.ok}>{result.message}</p>
    </div>
  ) : (
    <div id={id} role="alert">
      <p className={styles.error}>{result.message}</p>
    </div>
  )
}
