import { createFileRoute, notFound } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { ProductionEdit } from '~/features/back-office/ProductionEdit'

export const Route = createFileRoute('/cms-hub_/productions_/$id')({
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
  head: () => ({ meta: [{ title: m.backoffice_edit_production() }, { name: 'robots', content: 'noindex' }] }),
  component: function ProductionSection() {
    const lang = Route.useSearch().lang ?? 'de'
    const { id } = Route.useParams()
    return (
      <HubPage lang={lang} section="productions" title={m.backoffice_edit_production({}, { locale: lang })}>
        <ProductionEdit lang={lang} id={id} />
      </HubPage>
    )
  },
})
