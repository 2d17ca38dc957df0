import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { Redirects } from '~/features/hub/Redirects'

export const Route = createFileRoute('/cms-hub_/redirects')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.hub_nav_redirects() }, { name: 'robots', content: 'noindex' }] }),
  component: function HubSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="redirects" title={m.hub_nav_redirects({}, { locale: lang })}>
        <Redirects lang={lang} />
      </HubPage>
    )
  },
})
