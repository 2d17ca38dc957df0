import type { CmsPage } from '~/contract/cms'
import { ModuleTree } from '~/content-modules/ModuleTree'
import { PageHeader } from './PageHeader'

export function CmsPageView({ page }: { page: CmsPage }) {
  return (
    <article data-page-id={page.id}>
      {page.is_landing_page ? <h1 className="visually-hidden">{page.headline || page.title}</h1> : <PageHeader page={page} />}
      <ModuleTree nodes={page.modules} />
    </article>
  )
}
