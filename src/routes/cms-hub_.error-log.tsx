import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { ErrorLog } from '~/features/hub/ErrorLog'

export const Route = createFileRoute('/cms-hub_/error-log')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.hub_nav_error_log() }, { name: 'robots', content: 'noindex' }] }),
  component: function HubSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="error-log" title={m.hub_nav_error_log({}, { locale: lang })}>
        <ErrorLog lang={lang} />
      </HubPage>
    )
  },
})
