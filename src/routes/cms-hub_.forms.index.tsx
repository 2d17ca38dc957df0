import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { FormList } from '~/features/back-office/FormList'

export const Route = createFileRoute('/cms-hub_/forms/')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.forms_hub_title() }, { name: 'robots', content: 'noindex' }] }),
  component: function HubForms() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="forms" title={m.forms_hub_title({}, { locale: lang })}>
        <FormList lang={lang} />
      </HubPage>
    )
  },
})
