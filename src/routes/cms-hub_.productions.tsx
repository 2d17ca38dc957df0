import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { ProductionList } from '~/features/back-office/ProductionList'

export const Route = createFileRoute('/cms-hub_/productions')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.backoffice_nav_productions() }, { name: 'robots', content: 'noindex' }] }),
  component: function ProductionsSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="productions" title={m.backoffice_nav_productions({}, { locale: lang })}>
        <ProductionList lang={lang} />
      </HubPage>
    )
  },
})
