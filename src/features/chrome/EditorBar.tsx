import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import { siteQueries } from '~/features/site/site.queries'
import { logout } from '~/features/auth/auth.functions'
import * as styles from './chrome.css'

/** The editor header: only for logged-in editors, above the site header. */
export function EditorBar() {
  const lang = useLocale()
  const router = useRouter()
  const user = useQuery(siteQueries.userDetails(lang))
  const logoutFn = useServerFn(logout)
  if (!user.data?.is_logged_in) return null
  const name = [user.data.first_name, user.data.last_name].filter(Boolean).join(' ') || user.data.username || ''
  return (
    <div className={styles.editorBar} role="region" aria-label={m.title_cms_hub()}>
      <span>{m.logged_in_as({ name })}</span>
      <span style={{ display: 'flex', gap: '1rem' }}>
        <a href="/cms-hub">{m.title_cms_hub()}</a>
        <button
          type="button"
          className={styles.linkButton}
          onClick={async () => {
            await logoutFn()
            await router.invalidate()
            window.location.reload()
          }}
        >
          {m.account_logout()}
        </button>
      </span>
    </div>
  )
}
