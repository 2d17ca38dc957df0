import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { VenueCreate } from '~/features/back-office/VenueEdit'

export const Route = createFileRoute('/cms-hub_/venues_/new')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.backoffice_new_venue() }, { name: 'robots', content: 'noindex' }] }),
  component: function NewVenueSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="venues" title={m.backoffice_new_venue({}, { locale: lang })}>
        <VenueCreate lang={lang} />
      </HubPage>
    )
  },
})
