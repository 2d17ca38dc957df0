import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { EventCreate } from '~/features/back-office/EventEdit'

export const Route = createFileRoute('/cms-hub_/events_/new')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.backoffice_new_event() }, { name: 'robots', content: 'noindex' }] }),
  component: function NewEventSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="events" title={m.backoffice_new_event({}, { locale: lang })}>
        <EventCreate lang={lang} />
      </HubPage>
    )
  },
})
