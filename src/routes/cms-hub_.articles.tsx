import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { ArticleList } from '~/features/back-office/ArticleList'

export const Route = createFileRoute('/cms-hub_/articles')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.backoffice_nav_articles() }, { name: 'robots', content: 'noindex' }] }),
  component: function ArticlesSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="articles" title={m.backoffice_nav_articles({}, { locale: lang })}>
        <ArticleList lang={lang} />
      </HubPage>
    )
  },
})
