import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { SecuritySettings } from '~/features/hub/SecuritySettings'

export const Route = createFileRoute('/cms-hub_/security')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.hub_nav_security() }, { name: 'robots', content: 'noindex' }] }),
  component: function SecuritySection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="security" title={m.hub_nav_security({}, { locale: lang })}>
        <SecuritySettings lang={lang} />
      </HubPage>
    )
  },
})
