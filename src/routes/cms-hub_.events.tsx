import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { EventList } from '~/features/back-office/EventList'

export const Route = createFileRoute('/cms-hub_/events')({
  ...hubRoute,
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
