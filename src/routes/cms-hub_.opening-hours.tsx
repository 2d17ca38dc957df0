import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { OpeningHours } from '~/features/hub/OpeningHours'

export const Route = createFileRoute('/cms-hub_/opening-hours')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.hub_nav_opening_hours() }, { name: 'robots', content: 'noindex' }] }),
  component: function HubSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="opening-hours" title={m.hub_nav_opening_hours({}, { locale: lang })}>
        <OpeningHours lang={lang} />
      </HubPage>
    )
  },
})
