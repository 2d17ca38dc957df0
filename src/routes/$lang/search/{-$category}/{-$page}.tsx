import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { PlaceholderPage } from '~/features/chrome/PlaceholderPage'

export const Route = createFileRoute('/$lang/search/{-$category}/{-$page}')({
  head: () => ({ meta: [{ title: m.title_search() }, { name: 'description', content: m.site_meta_description() }] }),
  component: () => <PlaceholderPage title={m.title_search()} />,
})
