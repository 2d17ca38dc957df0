import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { UserList } from '~/features/back-office/UserList'
import { Invitations } from '~/features/back-office/Invitations'

export const Route = createFileRoute('/cms-hub_/users')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.hub_nav_users() }, { name: 'robots', content: 'noindex' }] }),
  component: function UsersSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="users" title={m.hub_nav_users({}, { locale: lang })}>
        <Invitations lang={lang} />
        <UserList lang={lang} />
      </HubPage>
    )
  },
})
