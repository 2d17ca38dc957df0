import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { PlaceholderPage } from '~/features/chrome/PlaceholderPage'

export const Route = createFileRoute('/$lang/team/')({
  head: () => ({ meta: [{ title: m.title_team() }] }),
  component: () => <PlaceholderPage title={m.title_team()} />,
})
