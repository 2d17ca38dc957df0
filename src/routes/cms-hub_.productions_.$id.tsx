import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute, recordIdParams } from '~/features/hub/hub-route'
import { ProductionEdit } from '~/features/back-office/ProductionEdit'

export const Route = createFileRoute('/cms-hub_/productions_/$id')({
  ...hubRoute,
  params: recordIdParams,
  head: () => ({ meta: [{ title: m.backoffice_edit_production() }, { name: 'robots', content: 'noindex' }] }),
  component: function ProductionSection() {
    const lang = Route.useSearch().lang ?? 'de'
    const { id } = Route.useParams()
    return (
      <HubPage lang={lang} section="productions" title={m.backoffice_edit_production({}, { locale: lang })}>
        <ProductionEdit lang={lang} id={id} />
      </HubPage>
    )
  },
})
