import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { VenueCreate } from '~/features/back-office/VenueEdit'

export const Route = createFileRoute('/cms-hub_/venues_/new')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.backoffice_new_venue() }, { name: 'robots', content: 'noindex' }] }),
  component: function NewVenueSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="venues" title={m.backoffice_new_venue({}, { locale: lang })}>
        <VenueCreate lang={lang} />
      </HubPage>
    )
  },
})
