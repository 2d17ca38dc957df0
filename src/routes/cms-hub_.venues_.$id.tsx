import { createFileRoute, notFound } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { VenueEdit } from '~/features/back-office/VenueEdit'

export const Route = createFileRoute('/cms-hub_/venues_/$id')({
  validateSearch: HubSearch,
  params: {
    parse: ({ id }) => {
      if (!/^\d{1,9}$/.test(id)) throw notFound()
      return { id: Number(id) }
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.backoffice_edit_venue() }, { name: 'robots', content: 'noindex' }] }),
  component: function VenueSection() {
    const lang = Route.useSearch().lang ?? 'de'
    const { id } = Route.useParams()
    return (
      <HubPage lang={lang} section="venues" title={m.backoffice_edit_venue({}, { locale: lang })}>
        <VenueEdit lang={lang} id={id} />
      </HubPage>
    )
  },
})
