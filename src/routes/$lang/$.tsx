import { createFileRoute } from '@tanstack/react-router'
import { CmsPageSearch } from '~/features/cms-pages/cms-pages.shared'
import { cmsPageHead, loadCmsPage } from '~/features/cms-pages/cms-page.route'
import { CmsPageView } from '~/features/cms-pages/CmsPageView'

/** Every other path is a CMS page of the editors. */
export const Route = createFileRoute('/$lang/$')({
  validateSearch: CmsPageSearch,
  loaderDeps: ({ search }) => ({ version: search.v }),
  loader: ({ context, params, deps }) => loadCmsPage(context.queryClient, context.lang, params._splat ?? '', deps.version),
  head: ({ loaderData }) => cmsPageHead(loaderData?.page),
  component: CmsPageRoute,
})

function CmsPageRoute() {
  const { page } = Route.useLoaderData()
  return <CmsPageView page={page} />
}
