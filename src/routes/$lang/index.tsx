import { createFileRoute } from '@tanstack/react-router'
import { CmsPageSearch } from '~/features/cms-pages/cms-pages.shared'
import { notFoundOnInvalidSearch } from '~/lib/route-params'
import { cmsPageHead, loadCmsPage } from '~/features/cms-pages/cms-page.route'
import { CmsPageView } from '~/features/cms-pages/CmsPageView'
import { siteOriginOf } from '~/lib/site-origin'
import { siteIdentityOf, venueJsonLd } from '~/features/site/identity.shared'
import { jsonLdScript } from '~/features/productions/detail-head'

export const Route = createFileRoute('/$lang/')({
  validateSearch: CmsPageSearch,
  onError: notFoundOnInvalidSearch,
  loaderDeps: ({ search }) => ({ version: search.v }),
  loader: ({ context, deps }) => loadCmsPage(context.queryClient, context.lang, '', deps.version),
  head: ({ loaderData, matches, params }) => {
    const lang = params.lang === 'en' ? 'en' : 'de'
    const origin = siteOriginOf(matches)
    const identity = siteIdentityOf(matches)
    // the venue itself for search engines: name, address, logo and its profiles elsewhere
    return { ...cmsPageHead(loaderData?.page, lang, origin, identity), scripts: [jsonLdScript(venueJsonLd(identity, origin, lang))] }
  },
  component: HomePage,
})

function HomePage() {
  const { page } = Route.useLoaderData()
  return <CmsPageView page={page} />
}
