import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { PersonCreate } from '~/features/back-office/PersonEdit'

export const Route = createFileRoute('/cms-hub_/persons_/new')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.backoffice_new_person() }, { name: 'robots', content: 'noindex' }] }),
  component: function NewPersonSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="persons" title={m.backoffice_new_person({}, { locale: lang })}>
        <PersonCreate lang={lang} />
      </HubPage>
    )
  },
})
