import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { ArticleList } from '~/features/back-office/ArticleList'

export const Route = createFileRoute('/cms-hub_/articles')({
  ...hubRoute,
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
