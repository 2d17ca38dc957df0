import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { parseRouteId } from '~/lib/route-params'
import { MagazineListPage } from '~/features/magazine/MagazineListPage'
import { loadMagazineList, magazineListHead } from '~/features/magazine/magazine.route'
import { magazineQueries } from '~/features/magazine/magazine.queries'
import { magazineUrl, tagUrl, tagsUrl } from '~/features/magazine/magazine.urls'
import { MagazineListSkeleton } from '~/features/chrome/skeletons/Skeletons'
import { siteOriginOf } from '~/lib/site-origin'
import { siteIdentityOf } from '~/features/site/identity.shared'

/** The articles of one topic. */
export const Route = createFileRoute('/$lang/magazine/tags/$tag/$id')({
  params: {
    parse: (params) => ({ ...params, id: parseRouteId(params.id) }),
    stringify: (params) => ({ ...params, id: String(params.id) }),
  },
  loader: async ({ context, params }) => {
    const { queryClient, lang } = context
    const tags = await queryClient.ensureQueryData(magazineQueries.tags(lang))
    const tag = tags.find((entry) => entry.id === params.id)
    if (!tag) throw notFound({ data: { reason: 'page' } })
    const canonical = tagUrl(lang, tag)
    if (params.tag !== tag.slugs[lang]) throw redirect({ href: canonical, statusCode: 301 })
    const { headline } = await loadMagazineList(queryClient, lang, { tag: tag.id })
    return { tag, headline, canonical, bodyClass: '', alternates: { de: tagUrl('de', tag), en: tagUrl('en', tag) } }
  },
  head: ({ loaderData, matches, params }) =>
    loaderData ? magazineListHead({ title: `#${loaderData.tag.name}`, headline: loaderData.headline, canonical: loaderData.canonical, origin: siteOriginOf(matches), identity: siteIdentityOf(matches), lang: params.lang === 'en' ? 'en' : 'de' }) : {},
  pendingComponent: () => <MagazineListSkeleton />,
  component: TagRoute,
})

function TagRoute() {
  const { lang } = Route.useRouteContext()
  const { tag, headline } = Route.useLoaderData()
  return (
    <MagazineListPage
      lang={lang}
      filter={{ tag: tag.id }}
      crumbs={[{ title: headline, url: magazineUrl(lang) }, { title: m.title_magazine_tags(), url: tagsUrl(lang) }, { title: `#${tag.name}` }]}
      listTitle={m.magazine_tag_heading({ name: tag.name })}
    />
  )
}
