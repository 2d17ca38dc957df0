import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { ArticleCreate } from '~/features/back-office/ArticleEdit'

export const Route = createFileRoute('/cms-hub_/articles_/new')({
  ...hubRoute,
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
