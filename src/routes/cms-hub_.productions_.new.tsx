import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { ProductionCreate } from '~/features/back-office/ProductionEdit'

export const Route = createFileRoute('/cms-hub_/productions_/new')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.backoffice_new_production() }, { name: 'robots', content: 'noindex' }] }),
  component: function NewProductionSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="productions" title={m.backoffice_new_production({}, { locale: lang })}>
        <ProductionCreate lang={lang} />
      </HubPage>
    )
  },
})
