import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute, recordIdParams } from '~/features/hub/hub-route'
import { FormEdit } from '~/features/back-office/FormEdit'

export const Route = createFileRoute('/cms-hub_/forms_/edit/$id')({
  ...hubRoute,
  params: recordIdParams,
  head: () => ({ meta: [{ title: m.backoffice_edit_form() }, { name: 'robots', content: 'noindex' }] }),
  component: function EditFormSection() {
    const lang = Route.useSearch().lang ?? 'de'
    const { id } = Route.useParams()
    return (
      <HubPage lang={lang} section="forms" title={m.backoffice_edit_form({}, { locale: lang })}>
        <FormEdit lang={lang} id={id} />
      </HubPage>
    )
  },
})
