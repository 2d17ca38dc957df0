import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { SeriesList } from '~/features/back-office/SeriesList'

export const Route = createFileRoute('/cms-hub_/series')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.backoffice_nav_series() }, { name: 'robots', content: 'noindex' }] }),
  component: function SeriesSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="series" title={m.backoffice_nav_series({}, { locale: lang })}>
        <SeriesList lang={lang} />
      </HubPage>
    )
  },
})
