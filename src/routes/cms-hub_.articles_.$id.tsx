import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute, recordIdParams } from '~/features/hub/hub-route'
import { ArticleEdit } from '~/features/back-office/ArticleEdit'

export const Route = createFileRoute('/cms-hub_/articles_/$id')({
  ...hubRoute,
  params: recordIdParams,
  head: () => ({ meta: [{ title: m.backoffice_edit_article() }, { name: 'robots', content: 'noindex' }] }),
  component: function ArticleSection() {
    const lang = Route.useSearch().lang ?? 'de'
    const { id } = Route.useParams()
    return (
      <HubPage lang={lang} section="articles" title={m.backoffice_edit_article({}, { locale: lang })}>
        <ArticleEdit lang={lang} id={id} />
      </HubPage>
    )
  },
})
