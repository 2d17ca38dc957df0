import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { UserList } from '~/features/back-office/UserList'

export const Route = createFileRoute('/cms-hub_/users')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.hub_nav_users() }, { name: 'robots', content: 'noindex' }] }),
  component: function UsersSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="users" title={m.hub_nav_users({}, { locale: lang })}>
        <UserList lang={lang} />
      </HubPage>
    )
  },
})
