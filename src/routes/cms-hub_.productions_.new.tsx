import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { ProductionCreate } from '~/features/back-office/ProductionEdit'

export const Route = createFileRoute('/cms-hub_/productions_/new')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.backoffice_new_production() }, { name: 'robots', content: 'noindex' }] }),
  component: function NewProductionSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="productions" title={m.backoffice_new_production({}, { locale: lang })}>
        <ProductionCreate lang={lang} />
      </HubPage>
    )
  },
})
