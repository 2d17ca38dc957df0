import { createFileRoute, Outlet } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { DashboardLayout } from '~/features/chrome/DefaultLayout'
import { AdminSearch } from '~/features/editor-fields/admin-popup'
import * as styles from '~/features/hub/hub.css'

/** The editors' admin popups (media library, link finder, event and venue picker): editors only, never indexed. */
export const Route = createFileRoute('/admin')({
  validateSearch: AdminSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: 'admin' }
  },
  head: () => ({ meta: [{ title: m.editor_fields_admin_title() }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: AdminLayout,
})

function AdminLayout() {
  const lang = Route.useSearch().lang ?? 'de'
  const user = useQuery(siteQueries.userDetails(lang))
  return (
    <DashboardLayout>
      <div style={{ maxWidth: '90rem', marginInline: 'auto', padding: '1.5rem clamp(1rem, 4vw, 3rem)' }}>
        {user.data?.is_logged_in ? (
          <Outlet />
        ) : (
          <div className={styles.hub}>
            <h1>{m.editor_fields_admin_title({}, { locale: lang })}</h1>
            <p>{m.editor_fields_login_needed({}, { locale: lang })}</p>
            <a href={`/cms-hub${lang === 'en' ? '?lang=en' : ''}`}>{m.editor_fields_login_link({}, { locale: lang })}</a>
          </div>
        )}
      </div>
    </DashboardLayout>
  )
}
