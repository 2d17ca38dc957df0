import { createFileRoute } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { hubRoute } from '~/features/hub/hub-route'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { BackupNotice, SiteCounts } from '~/features/hub/Overview'
import { SiteStatusSwitch } from '~/features/hub/SiteStatusSwitch'
import * as styles from '~/features/hub/hub.css'

/** The editors' entry: the login form for visitors, the hub for logged-in editors. */
export const Route = createFileRoute('/cms-hub')({
  ...hubRoute,
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
  const user = useQuery(siteQueries.userDetails(lang))
  return (
    <HubPage lang={lang} section="overview" title={m.title_cms_hub({}, { locale: lang })}>
      <p className={styles.muted}>{m.logged_in_as({ name: `${user.data?.first_name ?? ''} ${user.data?.last_name ?? ''}`.trim() }, { locale: lang })}</p>
      <SiteStatusSwitch lang={lang} />
      <SiteCounts lang={lang} />
      <BackupNotice lang={lang} />
      <h2>{m.hub_links({}, { locale: lang })}</h2>
      <ul className={styles.linkRow}>
        <li>
          <a href={`/${lang}`}>{m.home({}, { locale: lang })}</a>
        </li>
        {(user.data?.username ? adminLinks(lang) : []).map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.title}</a>
          </li>
        ))}
      </ul>
    </HubPage>
  )
}
