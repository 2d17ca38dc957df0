import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { PersonCreate } from '~/features/back-office/PersonEdit'

export const Route = createFileRoute('/cms-hub_/persons_/new')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.backoffice_new_person() }, { name: 'robots', content: 'noindex' }] }),
  component: function NewPersonSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="persons" title={m.backoffice_new_person({}, { locale: lang })}>
        <PersonCreate lang={lang} />
      </HubPage>
    )
  },
})
