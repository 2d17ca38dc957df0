import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { isContractError } from '~/contract/client'
import { parseRouteId } from '~/lib/route-params'
import { teamQueries } from '~/features/team/team.queries'
import { PersonPage } from '~/features/team/PersonPage'
import { personUrl } from '~/features/team/team.urls'
import { personJsonLd } from '~/features/team/person-structured-data'
import { detailHead } from '~/features/productions/detail-head'
import { EnsembleSkeleton } from '~/features/chrome/skeletons/Skeletons'
import { siteOriginOf } from '~/lib/site-origin'
import { siteIdentityOf } from '~/features/site/identity.shared'

export const Route = createFileRoute('/$lang/team/$slug/$id')({
  params: {
    parse: (params) => ({ ...params, id: parseRouteId(params.id) }),
    stringify: (params) => ({ ...params, id: String(params.id) }),
  },
  loader: async ({ context, params }) => {
    const { queryClient, lang } = context
    const person = await queryClient.ensureQueryData(teamQueries.person(lang, params.id)).catch((error: unknown) => {
      if (isContractError(error, 404)) throw notFound({ data: { reason: 'page' } })
      throw error
    })
    const canonical = personUrl(lang, person)
    if (params.slug !== person.slug) throw redirect({ href: canonical, statusCode: 301 })
    return {
      person,
      lang,
      bodyClass: '',
      alternates: { de: personUrl('de', person), en: personUrl('en', person) },
      canonical,
    }
  },
  head: ({ loaderData, matches }) => {
    if (!loaderData) return {}
    const { person, canonical, lang, alternates } = loaderData
    // the configured site origin, not the address the request came in on
    const origin = siteOriginOf(matches)
    const identity = siteIdentityOf(matches)
    return detailHead({
      title: `${person.first_name} ${person.last_name}`,
      description: person.role,
      image: person.portrait?.url,
      canonical,
      alternates,
      lang,
      ogType: 'profile',
      origin,
      identity,
      jsonLd: personJsonLd(person, lang, canonical, origin, identity),
    })
  },
  pendingComponent: () => <EnsembleSkeleton count={4} />,
  component: PersonRoute,
})

function PersonRoute() {
  const { person, lang } = Route.useLoaderData()
  return <PersonPage person={person} lang={lang} />
}
