import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { TopAlerts } from '~/features/hub/TopAlerts'

export const Route = createFileRoute('/cms-hub_/top-alert')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.hub_nav_top_alert() }, { name: 'robots', content: 'noindex' }] }),
  component: function HubSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="top-alert" title={m.hub_nav_top_alert({}, { locale: lang })}>
        <TopAlerts lang={lang} />
      </HubPage>
    )
  },
})
