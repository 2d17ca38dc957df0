import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { TeaserList } from '~/features/back-office/TeaserList'

export const Route = createFileRoute('/cms-hub_/teasers')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.backoffice_nav_teasers() }, { name: 'robots', content: 'noindex' }] }),
  component: function TeasersSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="teasers" title={m.backoffice_nav_teasers({}, { locale: lang })}>
        <TeaserList lang={lang} />
      </HubPage>
    )
  },
})
