import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { FormCreate } from '~/features/back-office/FormEdit'

export const Route = createFileRoute('/cms-hub_/forms_/new')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.backoffice_new_form() }, { name: 'robots', content: 'noindex' }] }),
  component: function NewFormSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="forms" title={m.backoffice_new_form({}, { locale: lang })}>
        <FormCreate lang={lang} />
      </HubPage>
    )
  },
})
