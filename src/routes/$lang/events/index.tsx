import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { ProgrammePage } from '~/features/programme/ProgrammePage'
import { programmeQueries } from '~/features/programme/programme.queries'
import { ProgrammeSearch, isFiltered } from '~/features/programme/programme.shared'
import { notFoundOnInvalidSearch } from '~/lib/route-params'
import { EventListSkeleton } from '~/features/chrome/skeletons/Skeletons'
import { berlinTodayDate, toUrlDay } from '~/lib/berlin-time'

export const Route = createFileRoute('/$lang/events/')({
  validateSearch: ProgrammeSearch,
  onError: notFoundOnInvalidSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    const { queryClient, lang } = context
    const { search } = deps
    await Promise.all([
      queryClient.ensureInfiniteQueryData(programmeQueries.events(lang, search)),
      queryClient.ensureQueryData(programmeQueries.teasers(lang, search.date)),
      ...Object.values(programmeQueries.options).map((options) => queryClient.ensureQueryData(options(lang)).catch(() => [])),
    ])
    return { filtered: isFiltered(search, toUrlDay(berlinTodayDate())) }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: m.title_events() }, ...(loaderData?.filtered ? [{ name: 'robots', content: 'noindex, follow' }] : [])],
  }),
  pendingComponent: () => <EventListSkeleton />,
  component: ProgrammeRoute,
})

function ProgrammeRoute() {
  const { lang } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ProgrammePage lang={lang} search={search} title={m.title_events()} onSearchChange={(next) => void navigate({ search: next, resetScroll: false })} />
}
