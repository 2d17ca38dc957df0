import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { VocabularyKindSchema } from '~/contract/vocabularies'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { Vocabularies } from '~/features/back-office/Vocabularies'

/** `?kind=` picks the list (genres unless another one is asked for; anything else falls back, never an error). */
const VocabularySearch = v.object({ ...HubSearch.entries, kind: v.fallback(v.optional(VocabularyKindSchema), undefined) })

export const Route = createFileRoute('/cms-hub_/vocabularies')({
  validateSearch: VocabularySearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.backoffice_nav_vocabularies() }, { name: 'robots', content: 'noindex' }] }),
  component: function VocabulariesSection() {
    const search = Route.useSearch()
    const lang = search.lang ?? 'de'
    return (
      <HubPage lang={lang} section="vocabularies" title={m.backoffice_nav_vocabularies({}, { locale: lang })}>
        <Vocabularies key={search.kind ?? 'genres'} lang={lang} kind={search.kind ?? 'genres'} />
      </HubPage>
    )
  },
})
