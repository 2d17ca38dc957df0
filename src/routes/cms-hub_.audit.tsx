import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { AuditLog } from '~/features/hub/AuditLog'

export const Route = createFileRoute('/cms-hub_/audit')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.hub_nav_audit() }, { name: 'robots', content: 'noindex' }] }),
  component: function AuditSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="audit" title={m.hub_nav_audit({}, { locale: lang })}>
        <AuditLog lang={lang} />
      </HubPage>
    )
  },
})
