import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { VersionsOverview } from '~/features/hub/VersionsOverview'

export const Route = createFileRoute('/cms-hub_/versions')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.hub_nav_versions() }, { name: 'robots', content: 'noindex' }] }),
  component: function HubSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="versions" title={m.hub_nav_versions({}, { locale: lang })}>
        <VersionsOverview lang={lang} />
      </HubPage>
    )
  },
})
