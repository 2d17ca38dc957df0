import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { TeaserCreate } from '~/features/back-office/TeaserEdit'

export const Route = createFileRoute('/cms-hub_/teasers_/new')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.backoffice_new_teaser() }, { name: 'robots', content: 'noindex' }] }),
  component: function NewTeaserSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="teasers" title={m.backoffice_new_teaser({}, { locale: lang })}>
        <TeaserCreate lang={lang} />
      </HubPage>
    )
  },
})
