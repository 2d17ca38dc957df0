import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { ProductionList } from '~/features/back-office/ProductionList'

export const Route = createFileRoute('/cms-hub_/productions')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.backoffice_nav_productions() }, { name: 'robots', content: 'noindex' }] }),
  component: function ProductionsSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="productions" title={m.backoffice_nav_productions({}, { locale: lang })}>
        <ProductionList lang={lang} />
      </HubPage>
    )
  },
})
