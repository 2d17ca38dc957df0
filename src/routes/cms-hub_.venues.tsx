import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { VenueList } from '~/features/back-office/VenueList'

export const Route = createFileRoute('/cms-hub_/venues')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.backoffice_nav_venues() }, { name: 'robots', content: 'noindex' }] }),
  component: function VenuesSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="venues" title={m.backoffice_nav_venues({}, { locale: lang })}>
        <VenueList lang={lang} />
      </HubPage>
    )
  },
})
