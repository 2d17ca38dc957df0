import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { VenueList } from '~/features/back-office/VenueList'

export const Route = createFileRoute('/cms-hub_/venues')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.backoffice_nav_venues() }, { name: 'robots', content: 'noindex' }] }),
  component: function VenuesSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="venues" title={m.backoffice_nav_venues({}, { locale: lang })}>
        <VenueList lang={lang} />
      </HubPage>
    )
  },
})
