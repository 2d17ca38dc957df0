import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { LoginAttempts } from '~/features/hub/LoginAttempts'

export const Route = createFileRoute('/cms-hub_/login-attempts')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.hub_nav_login_attempts() }, { name: 'robots', content: 'noindex' }] }),
  component: function HubSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="login-attempts" title={m.hub_nav_login_attempts({}, { locale: lang })}>
        <LoginAttempts lang={lang} />
      </HubPage>
    )
  },
})
