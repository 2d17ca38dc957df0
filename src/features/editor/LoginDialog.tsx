import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { LoginForm } from '~/features/hub/LoginForm'
import { Dialog } from './Dialog'
import * as styles from './editor.css'

/** The address of the current page in edit mode: where the editor returns after logging in. */
export function editModeUrl(): string {
  const url = new URL(window.location.href)
  url.searchParams.set('edit', '')
  return `${url.pathname}${url.search.replace(/edit=(&|$)/, 'edit$1')}${url.hash}`
}

/** Login with redirect (spec platform.md §4): after logging in, the same page opens again in edit mode. */
export function LoginDialog({ lang, expired, onClose }: { lang: Locale; expired: boolean; onClose: () => void }) {
  return (
    <Dialog title={m.editor_login_title({}, { locale: lang })} onClose={onClose}>
      {expired ? <p className={styles.hint}>{m.editor_session_expired({}, { locale: lang })}</p> : null}
      <LoginForm lang={lang} onSuccess={() => window.location.assign(editModeUrl())} />
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {m.editor_cancel({}, { locale: lang })}
        </button>
      </div>
    </Dialog>
  )
}
