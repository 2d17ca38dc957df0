import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { LoginAttempts } from '~/features/hub/LoginAttempts'

export const Route = createFileRoute('/cms-hub_/login-attempts')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.hub_nav_login_attempts() }, { name: 'robots', content: 'noindex' }] }),
  component: function HubSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="login-attempts" title={m.hub_nav_login_attempts({}, { locale: lang })}>
        <LoginAttempts lang={lang} />
      </HubPage>
    )
  },
})
