import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { TeamPage } from '~/features/team/TeamPage'
import { teamQueries } from '~/features/team/team.queries'
import { teamUrl } from '~/features/team/team.urls'
import { listHead } from '~/features/productions/detail-head'
import { EnsembleSkeleton } from '~/features/chrome/skeletons/Skeletons'
import { siteOriginOf } from '~/lib/site-origin'

export const Route = createFileRoute('/$lang/team/')({
  loader: async ({ context }) => {
    const { queryClient, lang } = context
    await Promise.all([queryClient.ensureQueryData(teamQueries.persons(lang)), queryClient.ensureQueryData(teamQueries.categories(lang)).catch(() => [])])
    // the ensemble carries no CMS body class (spec platform.md §2)
    return { bodyClass: '', canonical: teamUrl(lang) }
  },
  head: ({ loaderData, matches }) => listHead({ title: m.title_team(), description: m.team_intro(), canonical: loaderData?.canonical ?? '', origin: siteOriginOf(matches) }),
  pendingComponent: () => <EnsembleSkeleton />,
  component: TeamRoute,
})

function TeamRoute() {
  const { lang } = Route.useRouteContext()
  return <TeamPage lang={lang} />
}
