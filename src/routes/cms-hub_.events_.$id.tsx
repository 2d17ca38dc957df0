import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute, recordIdParams } from '~/features/hub/hub-route'
import { EventEdit } from '~/features/back-office/EventEdit'

export const Route = createFileRoute('/cms-hub_/events_/$id')({
  ...hubRoute,
  params: recordIdParams,
  head: () => ({ meta: [{ title: m.backoffice_edit_title() }, { name: 'robots', content: 'noindex' }] }),
  component: function EventSection() {
    const lang = Route.useSearch().lang ?? 'de'
    const { id } = Route.useParams()
    return (
      <HubPage lang={lang} section="events" title={m.backoffice_edit_title({}, { locale: lang })}>
        <EventEdit lang={lang} id={id} />
      </HubPage>
    )
  },
})
