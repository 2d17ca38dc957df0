import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { PageTree } from '~/features/page-tree/PageTree'

export const Route = createFileRoute('/cms-hub_/pages')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.hub_nav_pages() }, { name: 'robots', content: 'noindex' }] }),
  component: function HubSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="pages" title={m.hub_nav_pages({}, { locale: lang })}>
        <PageTree lang={lang} />
      </HubPage>
    )
  },
})
