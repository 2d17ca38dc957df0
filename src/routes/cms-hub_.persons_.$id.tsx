import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute, recordIdParams } from '~/features/hub/hub-route'
import { PersonEdit } from '~/features/back-office/PersonEdit'

export const Route = createFileRoute('/cms-hub_/persons_/$id')({
  ...hubRoute,
  params: recordIdParams,
  head: () => ({ meta: [{ title: m.backoffice_edit_person() }, { name: 'robots', content: 'noindex' }] }),
  component: function PersonSection() {
    const lang = Route.useSearch().lang ?? 'de'
    const { id } = Route.useParams()
    return (
      <HubPage lang={lang} section="persons" title={m.backoffice_edit_person({}, { locale: lang })}>
        <PersonEdit lang={lang} id={id} />
      </HubPage>
    )
  },
})
