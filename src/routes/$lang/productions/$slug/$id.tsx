import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { isContractError } from '~/contract/client'
import { parseRouteId } from '~/lib/route-params'
import { productionQueries } from '~/features/productions/productions.queries'
import { ProductionDetailPage } from '~/features/productions/ProductionDetailPage'
import { productionUrl } from '~/features/productions/productions.urls'
import { productionJsonLd } from '~/features/productions/production-structured-data'
import { detailHead } from '~/features/productions/detail-head'
import { EventDetailSkeleton } from '~/features/chrome/skeletons/Skeletons'
import { siteOriginOf } from '~/lib/site-origin'
import { siteIdentityOf } from '~/features/site/identity.shared'

export const Route = createFileRoute('/$lang/productions/$slug/$id')({
  params: {
    parse: (params) => ({ ...params, id: parseRouteId(params.id) }),
    stringify: (params) => ({ ...params, id: String(params.id) }),
  },
  loader: async ({ context, params }) => {
    const { queryClient, lang } = context
    const production = await queryClient.ensureQueryData(productionQueries.detail(lang, params.id)).catch((error: unknown) => {
      if (isContractError(error, 404)) throw notFound({ data: { reason: 'page' } })
      throw error
    })
    const canonical = productionUrl(lang, production)
    // a right id with a wrong slug leads to the canonical address for good
    if (params.slug !== production.slugs[lang]) throw redirect({ href: canonical, statusCode: 301 })
    return {
      production,
      lang,
      bodyClass: 'non-cms',
      alternates: { de: productionUrl('de', production), en: productionUrl('en', production) },
      canonical,
    }
  },
  head: ({ loaderData, matches }) => {
    if (!loaderData) return {}
    const { production, canonical, lang, alternates } = loaderData
    // the configured site origin, not the address the request came in on
    const origin = siteOriginOf(matches)
    const identity = siteIdentityOf(matches)
    return detailHead({
      title: production.title,
      description: production.teaser ?? production.subtitle,
      image: production.image?.url,
      canonical,
      alternates,
      lang,
      ogType: 'website',
      origin,
      identity,
      jsonLd: productionJsonLd(production, lang, canonical, origin, identity),
    })
  },
  pendingComponent: () => <EventDetailSkeleton />,
  component: ProductionRoute,
})

function ProductionRoute() {
  const { production, lang } = Route.useLoaderData()
  return <ProductionDetailPage production={production} lang={lang} />
}
