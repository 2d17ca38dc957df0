import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { isContractError } from '~/contract/client'
import { parseRouteId } from '~/lib/route-params'
import { venueQueries } from '~/features/venues/venues.queries'
import { VenuePage } from '~/features/venues/VenuePage'
import { venueUrl } from '~/features/venues/venues.urls'
import { venueJsonLd } from '~/features/venues/venue-structured-data'
import { detailHead } from '~/features/productions/detail-head'
import { VenueSkeleton } from '~/features/chrome/skeletons/Skeletons'
import { siteOriginOf } from '~/lib/site-origin'
import { siteIdentityOf } from '~/features/site/identity.shared'

export const Route = createFileRoute('/$lang/venues/$slug/$id')({
  params: {
    parse: (params) => ({ ...params, id: parseRouteId(params.id) }),
    stringify: (params) => ({ ...params, id: String(params.id) }),
  },
  loader: async ({ context, params }) => {
    const { queryClient, lang } = context
    const venue = await queryClient.ensureQueryData(venueQueries.detail(lang, params.id)).catch((error: unknown) => {
      if (isContractError(error, 404)) throw notFound({ data: { reason: 'page' } })
      throw error
    })
    const canonical = venueUrl(lang, venue)
    if (params.slug !== venue.slugs[lang]) throw redirect({ href: canonical, statusCode: 301 })
    return {
      venue,
      lang,
      // venue pages carry no CMS body class (spec platform.md §2)
      bodyClass: '',
      alternates: { de: venueUrl('de', venue), en: venueUrl('en', venue) },
      canonical,
    }
  },
  head: ({ loaderData, matches }) => {
    if (!loaderData) return {}
    const { venue, canonical, lang, alternates } = loaderData
    // the configured site origin, not the address the request came in on
    const origin = siteOriginOf(matches)
    const identity = siteIdentityOf(matches)
    return detailHead({
      title: venue.name,
      description: venue.description,
      image: venue.image?.url,
      canonical,
      alternates,
      lang,
      ogType: 'place',
      origin,
      identity,
      jsonLd: venueJsonLd(venue, canonical, origin),
    })
  },
  pendingComponent: () => <VenueSkeleton />,
  component: VenueRoute,
})

function VenueRoute() {
  const { venue, lang } = Route.useLoaderData()
  return <VenuePage venue={venue} lang={lang} />
}
