import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { NavigationEditor } from '~/features/page-tree/NavigationEditor'

export const Route = createFileRoute('/cms-hub_/navigation')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.hub_nav_navigation() }, { name: 'robots', content: 'noindex' }] }),
  component: function HubSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="navigation" title={m.hub_nav_navigation({}, { locale: lang })}>
        <NavigationEditor lang={lang} />
      </HubPage>
    )
  },
})
