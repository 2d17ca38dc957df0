import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { DashboardLayout } from '~/features/chrome/DefaultLayout'
import { LoginForm } from '~/features/hub/LoginForm'
import { SiteStatusSwitch } from '~/features/hub/SiteStatusSwitch'
import * as styles from '~/features/hub/hub.css'

const HubSearch = v.object({ lang: v.optional(v.picklist(['de', 'en'])) })

/** The editors' entry: the login form for visitors, the hub for logged-in editors. */
export const Route = createFileRoute('/cms-hub')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.title_cms_hub() }, { name: 'robots', content: 'noindex' }] }),
  component: CmsHub,
})

function adminLinks(lang: 'de' | 'en') {
  return [
    { title: m.title_events({}, { locale: lang }), href: lang === 'de' ? '/de/programm' : '/en/events' },
    { title: m.title_productions({}, { locale: lang }), href: lang === 'de' ? '/de/produktionen' : '/en/productions' },
    { title: m.title_webshop({}, { locale: lang }), href: '/webshop' },
  ]
}

function CmsHub() {
  const lang = Route.useSearch().lang ?? 'de'
  const router = useRouter()
  const user = useQuery(siteQueries.userDetails(lang))
  return (
    <DashboardLayout>
      <div className={styles.hub}>
        {user.data?.is_logged_in ? (
          <>
            <h1>{m.title_cms_hub({}, { locale: lang })}</h1>
            <p>{m.logged_in_as({ name: `${user.data.first_name ?? ''} ${user.data.last_name ?? ''}`.trim() }, { locale: lang })}</p>
            <SiteStatusSwitch lang={lang} />
            <h2>{m.hub_links({}, { locale: lang })}</h2>
            <ul>
              <li>
                <a href={`/${lang}`}>{m.home({}, { locale: lang })}</a>
              </li>
              {(user.data.username ? adminLinks(lang) : []).map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.title}</a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <LoginForm
            lang={lang}
            onSuccess={async () => {
              await router.invalidate()
              await user.refetch()
            }}
          />
        )}
      </div>
    </DashboardLayout>
  )
}
