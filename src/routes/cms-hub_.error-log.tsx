import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { ErrorLog } from '~/features/hub/ErrorLog'

export const Route = createFileRoute('/cms-hub_/error-log')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.hub_nav_error_log() }, { name: 'robots', content: 'noindex' }] }),
  component: function HubSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="error-log" title={m.hub_nav_error_log({}, { locale: lang })}>
        <ErrorLog lang={lang} />
      </HubPage>
    )
  },
})
