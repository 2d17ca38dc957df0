import type { CmsPage } from '~/contract/cms'
import { PageModules } from '~/features/editor/EditorMount'
import { PageHeader } from './PageHeader'

export function CmsPageView({ page }: { page: CmsPage }) {
  return (
    <article data-page-id={page.id}>
      {page.is_landing_page ? <h1 className="visually-hidden">{page.headline || page.title}</h1> : <PageHeader page={page} />}
      <PageModules page={page} />
    </article>
  )
}
