import { createFileRoute } from '@tanstack/react-router'
import { CmsPageSearch } from '~/features/cms-pages/cms-pages.shared'
import { notFoundOnInvalidSearch } from '~/lib/route-params'
import { cmsPageHead, loadCmsPage } from '~/features/cms-pages/cms-page.route'
import { CmsPageView } from '~/features/cms-pages/CmsPageView'
import { siteOriginOf } from '~/lib/site-origin'

export const Route = createFileRoute('/$lang/')({
  validateSearch: CmsPageSearch,
  onError: notFoundOnInvalidSearch,
  loaderDeps: ({ search }) => ({ version: search.v }),
  loader: ({ context, deps }) => loadCmsPage(context.queryClient, context.lang, '', deps.version),
  head: ({ loaderData, matches, params }) => cmsPageHead(loaderData?.page, params.lang === 'en' ? 'en' : 'de', siteOriginOf(matches)),
  component: HomePage,
})

function HomePage() {
  const { page } = Route.useLoaderData()
  return <CmsPageView page={page} />
}
