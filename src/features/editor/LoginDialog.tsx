import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { LoginForm } from '~/features/hub/LoginForm'
import { useHydrated } from '~/features/chrome/use-client'
import { usePathname } from '~/features/chrome/use-pathname'
import { useConsentState } from '~/features/consent/consent-store'
import { shouldShowConsentDialog } from '~/features/consent/consent-rules'
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
  const hydrated = useHydrated()
  const pathname = usePathname()
  const { choice, managerOpen } = useConsentState()
  // one dialog at a time: the cookie dialog first, the login once the visitor has answered it
  if (!hydrated || shouldShowConsentDialog(choice, managerOpen, pathname)) return null
  return (
    <Dialog title={m.editor_login_title({}, { locale: lang })} onClose={onClose}>
      {expired ? <p className={styles.hint}>{m.editor_session_expired({}, { locale: lang })}</p> : null}
      <LoginForm lang={lang} heading={false} onSuccess={() => window.location.assign(editModeUrl())} />
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {m.editor_cancel({}, { locale: lang })}
        </button>
      </div>
    </Dialog>
  )
}
