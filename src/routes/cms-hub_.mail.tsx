import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { Outbox } from '~/features/hub/Outbox'

export const Route = createFileRoute('/cms-hub_/mail')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.hub_nav_mail() }, { name: 'robots', content: 'noindex' }] }),
  component: function HubSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="mail" title={m.hub_nav_mail({}, { locale: lang })}>
        <Outbox lang={lang} />
      </HubPage>
    )
  },
})
