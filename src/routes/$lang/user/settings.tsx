import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { PlaceholderPage } from '~/features/chrome/PlaceholderPage'

export const Route = createFileRoute('/$lang/user/settings')({
  head: () => ({ meta: [{ title: m.title_user_settings() }] }),
  component: () => <PlaceholderPage title={m.title_user_settings()} />,
})
