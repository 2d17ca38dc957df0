import { createFileRoute } from '@tanstack/react-router'
import { CmsPageSearch } from '~/features/cms-pages/cms-pages.shared'
import { notFoundOnInvalidSearch } from '~/lib/route-params'
import { cmsPageHead, loadCmsPage } from '~/features/cms-pages/cms-page.route'
import { CmsPageView } from '~/features/cms-pages/CmsPageView'
import { PageHeaderSkeleton } from '~/features/chrome/skeletons/Skeletons'
import { siteOriginOf } from '~/lib/site-origin'
import { siteIdentityOf } from '~/features/site/identity.shared'

/** Every other path is a CMS page of the editors. */
export const Route = createFileRoute('/$lang/$')({
  validateSearch: CmsPageSearch,
  onError: notFoundOnInvalidSearch,
  loaderDeps: ({ search }) => ({ version: search.v }),
  loader: ({ context, params, deps }) => loadCmsPage(context.queryClient, context.lang, params._splat ?? '', deps.version),
  head: ({ loaderData, matches, params }) => cmsPageHead(loaderData?.page, params.lang === 'en' ? 'en' : 'de', siteOriginOf(matches), siteIdentityOf(matches)),
  pendingComponent: () => <PageHeaderSkeleton />,
  component: CmsPageRoute,
})

function CmsPageRoute() {
  const { page } = Route.useLoaderData()
  return <CmsPageView page={page} />
}
