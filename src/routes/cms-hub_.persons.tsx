import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { PersonList } from '~/features/back-office/PersonList'

export const Route = createFileRoute('/cms-hub_/persons')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.backoffice_nav_persons() }, { name: 'robots', content: 'noindex' }] }),
  component: function PersonsSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="persons" title={m.backoffice_nav_persons({}, { locale: lang })}>
        <PersonList lang={lang} />
      </HubPage>
    )
  },
})
