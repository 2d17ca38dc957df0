import { createFileRoute } from '@tanstack/react-router'
import { CmsPageSearch } from '~/features/cms-pages/cms-pages.shared'
import { notFoundOnInvalidSearch } from '~/lib/route-params'
import { cmsPageHead, loadCmsPage } from '~/features/cms-pages/cms-page.route'
import { CmsPageView } from '~/features/cms-pages/CmsPageView'
import { PageHeaderSkeleton } from '~/features/chrome/skeletons/Skeletons'
import { siteOriginOf } from '~/lib/site-origin'
import { siteIdentityOf } from '~/features/site/identity.shared'
import { localizePathname } from '~/lib/i18n/localized-paths'

/** Every other path is a CMS page of the editors. */
export const Route = createFileRoute('/$lang/$')({
  validateSearch: CmsPageSearch,
  onError: notFoundOnInvalidSearch,
  loaderDeps: ({ search }) => ({ version: search.v }),
  // a page below a localized section (/de/programm/festival-2027) arrives with the section's route key (events/…):
  // the page's path is the visitor's address
  loader: ({ context, params, deps }) => loadCmsPage(context.queryClient, context.lang, localizePathname(`/${context.lang}/${params._splat ?? ''}`).slice(context.lang.length + 2), deps.version),
  head: ({ loaderData, matches, params }) => cmsPageHead(loaderData?.page, params.lang === 'en' ? 'en' : 'de', siteOriginOf(matches), siteIdentityOf(matches)),
  pendingComponent: () => <PageHeaderSkeleton />,
  component: CmsPageRoute,
})

function CmsPageRoute() {
  const { page } = Route.useLoaderData()
  return <CmsPageView page={page} />
}
