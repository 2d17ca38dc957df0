import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { IdentitySettings } from '~/features/hub/IdentitySettings'

export const Route = createFileRoute('/cms-hub_/settings')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.hub_nav_settings() }, { name: 'robots', content: 'noindex' }] }),
  component: function SettingsSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="settings" title={m.hub_nav_settings({}, { locale: lang })}>
        <IdentitySettings lang={lang} />
      </HubPage>
    )
  },
})
