import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { parseRouteId } from '~/lib/route-params'
import { MagazineListPage } from '~/features/magazine/MagazineListPage'
import { loadMagazineList, magazineListHead } from '~/features/magazine/magazine.route'
import { magazineQueries } from '~/features/magazine/magazine.queries'
import { categoryUrl, magazineUrl } from '~/features/magazine/magazine.urls'
import { MagazineListSkeleton } from '~/features/chrome/skeletons/Skeletons'
import { siteOriginOf } from '~/lib/site-origin'
import { siteIdentityOf } from '~/features/site/identity.shared'

/** A magazine category (route name magazine-categories-category-id). */
export const Route = createFileRoute('/$lang/magazine/categories/$category/$id')({
  params: {
    parse: (params) => ({ ...params, id: parseRouteId(params.id) }),
    stringify: (params) => ({ ...params, id: String(params.id) }),
  },
  loader: async ({ context, params }) => {
    const { queryClient, lang } = context
    const categories = await queryClient.ensureQueryData(magazineQueries.categories(lang))
    const category = categories.find((entry) => entry.id === params.id)
    if (!category) throw notFound({ data: { reason: 'page' } })
    const canonical = categoryUrl(lang, category)
    if (params.category !== category.slugs[lang]) throw redirect({ href: canonical, statusCode: 301 })
    const { headline } = await loadMagazineList(queryClient, lang, { category: category.id })
    return { category, headline, canonical, bodyClass: '', alternates: { de: categoryUrl('de', category), en: categoryUrl('en', category) } }
  },
  head: ({ loaderData, matches, params }) =>
    loaderData ? magazineListHead({ title: loaderData.category.name, headline: loaderData.headline, canonical: loaderData.canonical, origin: siteOriginOf(matches), identity: siteIdentityOf(matches), lang: params.lang === 'en' ? 'en' : 'de' }) : {},
  pendingComponent: () => <MagazineListSkeleton />,
  component: CategoryRoute,
})

function CategoryRoute() {
  const { lang } = Route.useRouteContext()
  const { category, headline } = Route.useLoaderData()
  return (
    <MagazineListPage
      lang={lang}
      filter={{ category: category.id }}
      crumbs={[{ title: headline, url: magazineUrl(lang) }, { title: category.name }]}
      listTitle={category.name}
    />
  )
}
