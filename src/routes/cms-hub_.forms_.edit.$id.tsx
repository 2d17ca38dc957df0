import { createFileRoute, notFound } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { FormEdit } from '~/features/back-office/FormEdit'

export const Route = createFileRoute('/cms-hub_/forms_/edit/$id')({
  validateSearch: HubSearch,
  params: {
    parse: ({ id }) => {
      if (!/^\d{1,9}$/.test(id)) throw notFound()
      return { id: Number(id) }
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
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
