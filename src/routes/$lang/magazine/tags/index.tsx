import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { MagazineTagsPage } from '~/features/magazine/MagazineTagsPage'
import { loadMagazineList, magazineListHead } from '~/features/magazine/magazine.route'
import { magazineQueries } from '~/features/magazine/magazine.queries'
import { tagsUrl } from '~/features/magazine/magazine.urls'
import { MagazineListSkeleton } from '~/features/chrome/skeletons/Skeletons'
import { siteOriginOf } from '~/lib/site-origin'
import { siteIdentityOf } from '~/features/site/identity.shared'

/** All #Topics (route name magazine-tags). */
export const Route = createFileRoute('/$lang/magazine/tags/')({
  loader: async ({ context }) => {
    const { queryClient, lang } = context
    const [{ headline }] = await Promise.all([loadMagazineList(queryClient, lang, null), queryClient.ensureQueryData(magazineQueries.tags(lang))])
    return { headline, canonical: tagsUrl(lang), bodyClass: '' }
  },
  head: ({ loaderData, matches, params }) =>
    loaderData ? magazineListHead({ title: m.title_magazine_tags(), headline: loaderData.headline, canonical: loaderData.canonical, origin: siteOriginOf(matches), identity: siteIdentityOf(matches), lang: params.lang === 'en' ? 'en' : 'de' }) : {},
  pendingComponent: () => <MagazineListSkeleton />,
  component: TagsRoute,
})

function TagsRoute() {
  const { lang } = Route.useRouteContext()
  return <MagazineTagsPage lang={lang} />
}
