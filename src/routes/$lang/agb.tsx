import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { PlaceholderPage } from '~/features/chrome/PlaceholderPage'

export const Route = createFileRoute('/$lang/agb')({
  head: () => ({ meta: [{ title: m.title_terms() }] }),
  component: () => <PlaceholderPage title={m.title_terms()} />,
})
