import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { PlaceholderPage } from '~/features/chrome/PlaceholderPage'

export const Route = createFileRoute('/$lang/magazine/tags/')({
  head: () => ({ meta: [{ title: m.title_magazine_tags() }] }),
  component: () => <PlaceholderPage title={m.title_magazine_tags()} />,
})
