import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { SeriesCreate } from '~/features/back-office/SeriesEdit'

export const Route = createFileRoute('/cms-hub_/series_/new')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.backoffice_new_series() }, { name: 'robots', content: 'noindex' }] }),
  component: function NewSeriesSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="series" title={m.backoffice_new_series({}, { locale: lang })}>
        <SeriesCreate lang={lang} />
      </HubPage>
    )
  },
})
