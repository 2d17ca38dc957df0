import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { isContractError } from '~/contract/client'
import { parseRouteId } from '~/lib/route-params'
import { programmeQueries } from '~/features/programme/programme.queries'
import { EventDetailPage } from '~/features/programme/EventDetailPage'
import { eventUrl } from '~/features/programme/programme.urls'
import { eventJsonLd } from '~/features/programme/event-structured-data'
import { EventDetailSkeleton } from '~/features/chrome/skeletons/Skeletons'
import { siteOriginOf } from '~/lib/site-origin'
import { siteDescription, siteIdentityOf } from '~/features/site/identity.shared'
import { detailHead } from '~/features/productions/detail-head'

export const Route = createFileRoute('/$lang/events/$slug/$id')({
  params: {
    parse: (params) => ({ ...params, id: parseRouteId(params.id) }),
    stringify: (params) => ({ ...params, id: String(params.id) }),
  },
  loader: async ({ context, params }) => {
    const { queryClient, lang } = context
    const event = await queryClient.ensureQueryData(programmeQueries.event(lang, params.id)).catch((error: unknown) => {
      if (isContractError(error, 404)) throw notFound({ data: { reason: 'page' } })
      throw error
    })
    const canonical = eventUrl(lang, event)
    // a right id with a wrong slug leads to the canonical address for good
    if (params.slug !== event.slugs[lang]) throw redirect({ href: canonical, statusCode: 301 })
    return {
      event,
      bodyClass: 'non-cms',
      alternates: { de: eventUrl('de', event), en: eventUrl('en', event) },
      canonical,
    }
  },
  head: ({ loaderData, params, matches }) => {
    if (!loaderData) return {}
    const { event, canonical, alternates } = loaderData
    const lang = params.lang === 'en' ? 'en' : 'de'
    // the configured site origin, not the address the request came in on
    const origin = siteOriginOf(matches)
    const identity = siteIdentityOf(matches)
    return detailHead({
      title: event.title,
      description: event.teaser || event.subtitle || siteDescription(identity, 'programme', lang, origin),
      image: event.image?.url,
      canonical,
      alternates,
      lang,
      ogType: 'website',
      origin,
      identity,
      jsonLd: eventJsonLd(event, lang, canonical, origin, identity),
    })
  },
  pendingComponent: () => <EventDetailSkeleton />,
  component: EventRoute,
})

function EventRoute() {
  const { event } = Route.useLoaderData()
  const { lang } = Route.useRouteContext()
  return <EventDetailPage event={event} lang={lang} title={m.title_events()} />
}
