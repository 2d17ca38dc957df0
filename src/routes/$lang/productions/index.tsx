import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { ProductionsPage } from '~/features/productions/ProductionsPage'
import { productionQueries } from '~/features/productions/productions.queries'
import { ProductionsSearch, isProductionListFiltered } from '~/features/productions/productions.shared'
import { productionsUrl } from '~/features/productions/productions.urls'
import { listHead } from '~/features/productions/detail-head'
import { ProductionListSkeleton } from '~/features/chrome/skeletons/Skeletons'
import { notFoundOnInvalidSearch } from '~/lib/route-params'
import { siteOriginOf } from '~/lib/site-origin'
import { siteIdentityOf } from '~/features/site/identity.shared'

export const Route = createFileRoute('/$lang/productions/')({
  validateSearch: ProductionsSearch,
  onError: notFoundOnInvalidSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    const { queryClient, lang } = context
    const { search } = deps
    await Promise.all([
      queryClient.ensureQueryData(productionQueries.page(lang, search, 1)),
      // option lists: a failure leaves that filter without options, never the page
      ...Object.values(productionQueries.options).map((options) => queryClient.ensureQueryData(options(lang)).catch(() => [])),
    ])
    return { filtered: isProductionListFiltered(search), canonical: productionsUrl(lang) }
  },
  head: ({ loaderData, matches, params }) =>
    listHead({ title: m.title_productions(), canonical: loaderData?.canonical ?? '', origin: siteOriginOf(matches), identity: siteIdentityOf(matches), lang: params.lang === 'en' ? 'en' : 'de', noindex: loaderData?.filtered }),
  pendingComponent: () => <ProductionListSkeleton />,
  component: ProductionsRoute,
})

function ProductionsRoute() {
  const { lang } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ProductionsPage lang={lang} search={search} onSearchChange={(update) => void navigate({ search: (previous) => update(previous), resetScroll: false })} />
}
