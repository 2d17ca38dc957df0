import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { PlaceholderPage } from '~/features/chrome/PlaceholderPage'

export const Route = createFileRoute('/$lang/impressum')({
  head: () => ({ meta: [{ title: m.title_imprint() }] }),
  component: () => <PlaceholderPage title={m.title_imprint()} />,
})
