import { useQuery } from '@tanstack/react-query'
import { useMatches, useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import { siteQueries } from '~/features/site/site.queries'
import { logout } from '~/features/auth/auth.functions'
import * as styles from './chrome.css'

/** Deep edit links: the back office's page of the record a public page shows, by the page's route. */
const DEEP_EDIT: Record<string, string> = {
  '/$lang/events/$slug/$id': '/cms-hub/events',
  '/$lang/productions/$slug/$id': '/cms-hub/productions',
  '/$lang/team/$slug/$id': '/cms-hub/persons',
  '/$lang/magazine/$slug/$id': '/cms-hub/articles',
  '/$lang/venues/$slug/$id': '/cms-hub/venues',
  '/$lang/series/{-$slug}/$id': '/cms-hub/series',
  // the form builder (its entries are one link further)
  '/$lang/forms/$slug/$id': '/cms-hub/forms/edit',
}

/** The back office's edit page of what the current page shows, if it has one. */
function useDeepEditLink(lang: string): string | null {
  const matches = useMatches()
  for (const match of [...matches].reverse()) {
    const base = DEEP_EDIT[match.routeId]
    // the routes parse their id to a number
    const raw: unknown = 'id' in match.params ? match.params.id : undefined
    const id = typeof raw === 'number' || typeof raw === 'string' ? String(raw) : ''
    if (base && /^\d{1,9}$/.test(id)) return `${base}/${id}?lang=${lang}`
  }
  return null
}

/** The editor header: only for logged-in editors, above the site header. */
export function EditorBar() {
  const lang = useLocale()
  const router = useRouter()
  const deepEdit = useDeepEditLink(lang)
  const user = useQuery(siteQueries.userDetails(lang))
  const logoutFn = useServerFn(logout)
  // visitors' accounts log in too; the editor header is for editors
  if (!user.data?.is_logged_in || !user.data.has_dashboard_online_access) return null
  const name = [user.data.first_name, user.data.last_name].filter(Boolean).join(' ') || user.data.username || ''
  return (
    <div className={styles.editorBar} role="region" aria-label={m.title_cms_hub()}>
      <span>{m.logged_in_as({ name })}</span>
      <span style={{ display: 'flex', gap: '1rem' }}>
        {deepEdit ? <a href={deepEdit}>{m.deep_edit_link()}</a> : null}
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
