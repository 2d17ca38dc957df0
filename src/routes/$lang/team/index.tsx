import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { TeamPage } from '~/features/team/TeamPage'
import { teamQueries } from '~/features/team/team.queries'
import { teamUrl } from '~/features/team/team.urls'
import { listHead } from '~/features/productions/detail-head'
import { EnsembleSkeleton } from '~/features/chrome/skeletons/Skeletons'
import { siteOriginOf } from '~/lib/site-origin'
import { siteIdentityOf, teamIntro } from '~/features/site/identity.shared'

export const Route = createFileRoute('/$lang/team/')({
  loader: async ({ context }) => {
    const { queryClient, lang } = context
    await Promise.all([queryClient.ensureQueryData(teamQueries.persons(lang)), queryClient.ensureQueryData(teamQueries.categories(lang)).catch(() => [])])
    // the ensemble carries no CMS body class (spec platform.md §2)
    return { bodyClass: '', canonical: teamUrl(lang) }
  },
  head: ({ loaderData, matches, params }) => {
    const origin = siteOriginOf(matches)
    const identity = siteIdentityOf(matches)
    const lang = params.lang === 'en' ? 'en' : 'de'
    return listHead({ title: m.title_team(), description: teamIntro(identity, lang, origin), canonical: loaderData?.canonical ?? '', origin, identity, lang })
  },
  pendingComponent: () => <EnsembleSkeleton />,
  component: TeamRoute,
})

function TeamRoute() {
  const { lang } = Route.useRouteContext()
  return <TeamPage lang={lang} />
}
