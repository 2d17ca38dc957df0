import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { FormCreate } from '~/features/back-office/FormEdit'

export const Route = createFileRoute('/cms-hub_/forms_/new')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
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
