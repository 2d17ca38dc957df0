import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { TopAlerts } from '~/features/hub/TopAlerts'

export const Route = createFileRoute('/cms-hub_/top-alert')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.hub_nav_top_alert() }, { name: 'robots', content: 'noindex' }] }),
  component: function HubSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="top-alert" title={m.hub_nav_top_alert({}, { locale: lang })}>
        <TopAlerts lang={lang} />
      </HubPage>
    )
  },
})
