import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { PlaceholderPage } from '~/features/chrome/PlaceholderPage'
import { parseRouteId } from '~/lib/route-params'

export const Route = createFileRoute('/$lang/forms/$slug/$id')({
  params: {
    parse: (params) => ({ ...params, id: parseRouteId(params.id) }),
    stringify: (params) => ({ ...params, id: String(params.id) }),
  },
  head: () => ({ meta: [{ title: m.title_form() }, { name: 'description', content: m.site_meta_description() }] }),
  component: () => <PlaceholderPage title={m.title_form()} />,
})
