import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { MagazineListPage } from '~/features/magazine/MagazineListPage'
import { loadMagazineList, magazineListHead } from '~/features/magazine/magazine.route'
import { magazineUrl } from '~/features/magazine/magazine.urls'
import { MagazineListSkeleton } from '~/features/chrome/skeletons/Skeletons'
import { siteOriginOf } from '~/lib/site-origin'
import { siteIdentityOf } from '~/features/site/identity.shared'

const ALL = {}

/** The magazine overview (route name magazine): an SEO-managed page whose headline and meta data come from the editors' page. */
export const Route = createFileRoute('/$lang/magazine/')({
  loader: async ({ context }) => {
    const { queryClient, lang } = context
    const { page, headline } = await loadMagazineList(queryClient, lang, ALL)
    return { page, headline, canonical: magazineUrl(lang), bodyClass: page?.page_class ?? '' }
  },
  head: ({ loaderData, matches, params }) =>
    loaderData
      ? magazineListHead({
          title: loaderData.page?.og_title || loaderData.headline,
          headline: loaderData.headline,
          canonical: loaderData.canonical,
          metaTitle: loaderData.page?.meta_title,
          description: loaderData.page?.meta_description || loaderData.page?.og_description,
          image: loaderData.page?.og_image,
          origin: siteOriginOf(matches),
          identity: siteIdentityOf(matches),
          lang: params.lang === 'en' ? 'en' : 'de',
        })
      : {},
  pendingComponent: () => <MagazineListSkeleton />,
  component: MagazineRoute,
})

function MagazineRoute() {
  const { lang } = Route.useRouteContext()
  const { headline } = Route.useLoaderData()
  return <MagazineListPage lang={lang} filter={ALL} crumbs={[{ title: headline }]} listTitle={m.magazine_latest()} />
}
