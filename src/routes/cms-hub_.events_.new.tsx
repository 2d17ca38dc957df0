import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { EventCreate } from '~/features/back-office/EventEdit'

export const Route = createFileRoute('/cms-hub_/events_/new')({
  ...hubRoute,
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
