import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { TeaserList } from '~/features/back-office/TeaserList'

export const Route = createFileRoute('/cms-hub_/teasers')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.backoffice_nav_teasers() }, { name: 'robots', content: 'noindex' }] }),
  component: function TeasersSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="teasers" title={m.backoffice_nav_teasers({}, { locale: lang })}>
        <TeaserList lang={lang} />
      </HubPage>
    )
  },
})
