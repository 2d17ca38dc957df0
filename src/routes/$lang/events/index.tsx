import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { ProgrammePage } from '~/features/programme/ProgrammePage'
import { programmeQueries } from '~/features/programme/programme.queries'
import { ProgrammeSearch, isFiltered } from '~/features/programme/programme.shared'
import { notFoundOnInvalidSearch } from '~/lib/route-params'
import { EventListSkeleton } from '~/features/chrome/skeletons/Skeletons'
import { berlinTodayDate, toUrlDay } from '~/lib/berlin-time'
import { siteOriginOf } from '~/lib/site-origin'
import { siteDescription, siteIdentityOf } from '~/features/site/identity.shared'
import { listHead } from '~/features/productions/detail-head'
import { localizedSections } from '~/lib/i18n/localized-paths'

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
      // the calendar's days with events come with the page (about 2 KB): marked from the first tap, with no request
      queryClient.ensureQueryData(programmeQueries.calendar(lang, { room: search.room, type: search.type, tag: search.tag })),
      ...Object.values(programmeQueries.options).map((options) => queryClient.ensureQueryData(options(lang)).catch(() => [])),
    ])
    return { filtered: isFiltered(search, toUrlDay(berlinTodayDate())) }
  },
  head: ({ loaderData, matches, params }) =>
    listHead({
      title: m.title_events(),
      description: siteDescription(siteIdentityOf(matches), 'programme', params.lang === 'en' ? 'en' : 'de', siteOriginOf(matches)),
      canonical: `/${params.lang === 'en' ? 'en' : 'de'}/${localizedSections.events[params.lang === 'en' ? 'en' : 'de']}`,
      alternates: { de: `/de/${localizedSections.events.de}`, en: `/en/${localizedSections.events.en}` },
      noindex: loaderData?.filtered,
      origin: siteOriginOf(matches),
      identity: siteIdentityOf(matches),
      lang: params.lang === 'en' ? 'en' : 'de',
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
