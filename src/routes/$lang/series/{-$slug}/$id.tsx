import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { isContractError } from '~/contract/client'
import { parseRouteId } from '~/lib/route-params'
import { seriesQueries } from '~/features/series/series.queries'
import { SeriesPage } from '~/features/series/SeriesPage'
import { seriesUrl } from '~/features/series/series.urls'
import { seriesJsonLd } from '~/features/series/series-structured-data'
import { detailHead } from '~/features/productions/detail-head'
import { SeriesDetailSkeleton } from '~/features/chrome/skeletons/Skeletons'
import { siteOriginOf } from '~/lib/site-origin'
import { siteIdentityOf } from '~/features/site/identity.shared'

export const Route = createFileRoute('/$lang/series/{-$slug}/$id')({
  params: {
    parse: (params) => ({ ...params, id: parseRouteId(params.id) }),
    stringify: (params) => ({ ...params, id: String(params.id) }),
  },
  loader: async ({ context, params }) => {
    const { queryClient, lang } = context
    const series = await queryClient.ensureQueryData(seriesQueries.detail(lang, params.id)).catch((error: unknown) => {
      if (isContractError(error, 404)) throw notFound({ data: { reason: 'page' } })
      throw error
    })
    const canonical = seriesUrl(lang, series)
    // the slug may be left out; the canonical address always carries the right one
    if (params.slug !== series.slugs[lang]) throw redirect({ href: canonical, statusCode: 301 })
    return {
      series,
      lang,
      // series pages carry no CMS body class (spec platform.md §2)
      bodyClass: '',
      alternates: { de: seriesUrl('de', series), en: seriesUrl('en', series) },
      canonical,
    }
  },
  head: ({ loaderData, matches }) => {
    if (!loaderData) return {}
    const { series, canonical, lang, alternates } = loaderData
    // the configured site origin, not the address the request came in on
    const origin = siteOriginOf(matches)
    const identity = siteIdentityOf(matches)
    return detailHead({
      title: series.name,
      description: series.description,
      image: series.image?.url,
      canonical,
      alternates,
      lang,
      ogType: 'website',
      origin,
      identity,
      jsonLd: seriesJsonLd(series, lang, canonical, origin, identity),
    })
  },
  pendingComponent: () => <SeriesDetailSkeleton />,
  component: SeriesRoute,
})

function SeriesRoute() {
  const { series, lang } = Route.useLoaderData()
  return <SeriesPage series={series} lang={lang} />
}
