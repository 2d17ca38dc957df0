import { createFileRoute, redirect } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { getAccountSettings } from '~/features/account/account.functions'
import { SettingsPage } from '~/features/account/SettingsPage'

export const Route = createFileRoute('/$lang/user/settings')({
  loader: async ({ context }) => {
    const { lang } = context
    const settings = await getAccountSettings({ data: { lang } })
    if (!settings) throw redirect({ href: `/${lang}/user/login?next=${encodeURIComponent(`/${lang}/user/settings`)}` })
    return { lang, settings, bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.title_user_settings() }, { name: 'robots', content: 'noindex' }] }),
  component: SettingsRoute,
})

function SettingsRoute() {
  const { lang, settings } = Route.useLoaderData()
  return <SettingsPage lang={lang} settings={settings} />
}
