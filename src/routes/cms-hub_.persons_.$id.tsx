import { createFileRoute, notFound } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { PersonEdit } from '~/features/back-office/PersonEdit'

export const Route = createFileRoute('/cms-hub_/persons_/$id')({
  validateSearch: HubSearch,
  params: {
    parse: ({ id }) => {
      if (!/^\d{1,9}$/.test(id)) throw notFound()
      return { id: Number(id) }
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.backoffice_edit_person() }, { name: 'robots', content: 'noindex' }] }),
  component: function PersonSection() {
    const lang = Route.useSearch().lang ?? 'de'
    const { id } = Route.useParams()
    return (
      <HubPage lang={lang} section="persons" title={m.backoffice_edit_person({}, { locale: lang })}>
        <PersonEdit lang={lang} id={id} />
      </HubPage>
    )
  },
})
