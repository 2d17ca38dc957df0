import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute, recordIdParams } from '~/features/hub/hub-route'
import { VenueEdit } from '~/features/back-office/VenueEdit'

export const Route = createFileRoute('/cms-hub_/venues_/$id')({
  ...hubRoute,
  params: recordIdParams,
  head: () => ({ meta: [{ title: m.backoffice_edit_venue() }, { name: 'robots', content: 'noindex' }] }),
  component: function VenueSection() {
    const lang = Route.useSearch().lang ?? 'de'
    const { id } = Route.useParams()
    return (
      <HubPage lang={lang} section="venues" title={m.backoffice_edit_venue({}, { locale: lang })}>
        <VenueEdit lang={lang} id={id} />
      </HubPage>
    )
  },
})
