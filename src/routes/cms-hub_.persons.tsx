import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { PersonList } from '~/features/back-office/PersonList'

export const Route = createFileRoute('/cms-hub_/persons')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.backoffice_nav_persons() }, { name: 'robots', content: 'noindex' }] }),
  component: function PersonsSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="persons" title={m.backoffice_nav_persons({}, { locale: lang })}>
        <PersonList lang={lang} />
      </HubPage>
    )
  },
})
