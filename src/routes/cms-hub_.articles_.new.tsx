import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { ArticleCreate } from '~/features/back-office/ArticleEdit'

export const Route = createFileRoute('/cms-hub_/articles_/new')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.backoffice_new_article() }, { name: 'robots', content: 'noindex' }] }),
  component: function NewArticleSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="articles" title={m.backoffice_new_article({}, { locale: lang })}>
        <ArticleCreate lang={lang} />
      </HubPage>
    )
  },
})
