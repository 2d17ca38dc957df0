import { createFileRoute, redirect } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { getAccountOverview } from '~/features/account/account.functions'
import { ProfilePage } from '~/features/account/ProfilePage'

export const Route = createFileRoute('/$lang/user/profile')({
  loader: async ({ context }) => {
    const { lang } = context
    const profile = await getAccountOverview({ data: { lang } })
    // anonymous: to the login, which brings the visitor back here
    if (!profile) throw redirect({ href: `/${lang}/user/login?next=${encodeURIComponent(`/${lang}/user/profile`)}` })
    return { lang, profile, bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.title_user_profile() }, { name: 'robots', content: 'noindex' }] }),
  component: ProfileRoute,
})

function ProfileRoute() {
  const { lang, profile } = Route.useLoaderData()
  return <ProfilePage lang={lang} profile={profile} />
}
