import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { PlaceholderPage } from '~/features/chrome/PlaceholderPage'

export const Route = createFileRoute('/$lang/events/')({
  head: () => ({ meta: [{ title: m.title_events() }] }),
  component: () => <PlaceholderPage title={m.title_events()} />,
})
