import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute, recordIdParams } from '~/features/hub/hub-route'
import { TeaserEdit } from '~/features/back-office/TeaserEdit'

export const Route = createFileRoute('/cms-hub_/teasers_/$id')({
  ...hubRoute,
  params: recordIdParams,
  head: () => ({ meta: [{ title: m.backoffice_edit_teaser() }, { name: 'robots', content: 'noindex' }] }),
  component: function EditTeaserSection() {
    const lang = Route.useSearch().lang ?? 'de'
    const { id } = Route.useParams()
    return (
      <HubPage lang={lang} section="teasers" title={m.backoffice_edit_teaser({}, { locale: lang })}>
        <TeaserEdit lang={lang} id={id} />
      </HubPage>
    )
  },
})
