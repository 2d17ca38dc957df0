import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { EventList } from '~/features/back-office/EventList'

export const Route = createFileRoute('/cms-hub_/events')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.backoffice_nav_events() }, { name: 'robots', content: 'noindex' }] }),
  component: function EventsSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="events" title={m.backoffice_nav_events({}, { locale: lang })}>
        <EventList lang={lang} />
      </HubPage>
    )
  },
})
