import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { isContractError } from '~/contract/client'
import { parseRouteId } from '~/lib/route-params'
import { magazineQueries } from '~/features/magazine/magazine.queries'
import { ArticlePage } from '~/features/magazine/ArticlePage'
import { articleUrl } from '~/features/magazine/magazine.urls'
import { articleJsonLd } from '~/features/magazine/article-structured-data'
import { detailHead } from '~/features/productions/detail-head'
import { EventDetailSkeleton } from '~/features/chrome/skeletons/Skeletons'
import { siteOriginOf } from '~/lib/site-origin'
import { siteIdentityOf } from '~/features/site/identity.shared'

export const Route = createFileRoute('/$lang/magazine/$slug/$id')({
  params: {
    parse: (params) => ({ ...params, id: parseRouteId(params.id) }),
    stringify: (params) => ({ ...params, id: String(params.id) }),
  },
  loader: async ({ context, params }) => {
    const { queryClient, lang } = context
    const article = await queryClient.ensureQueryData(magazineQueries.article(lang, params.id)).catch((error: unknown) => {
      if (isContractError(error, 404)) throw notFound({ data: { reason: 'page' } })
      throw error
    })
    const canonical = articleUrl(lang, article)
    if (params.slug !== article.slugs[lang]) throw redirect({ href: canonical, statusCode: 301 })
    await queryClient.ensureQueryData(magazineQueries.headlinePage(lang)).catch(() => null)
    return {
      article,
      lang,
      // magazine detail pages carry no CMS body class (spec platform.md §2)
      bodyClass: '',
      alternates: { de: articleUrl('de', article), en: articleUrl('en', article) },
      canonical,
    }
  },
  head: ({ loaderData, matches }) => {
    if (!loaderData) return {}
    const { article, canonical, lang, alternates } = loaderData
    // the configured site origin, not the address the request came in on
    const origin = siteOriginOf(matches)
    const identity = siteIdentityOf(matches)
    const head = detailHead({
      title: article.title,
      description: article.teaser,
      image: article.image?.url,
      canonical,
      alternates,
      lang,
      ogType: 'article',
      origin,
      identity,
      jsonLd: articleJsonLd(article, lang, canonical, origin, identity),
    })
    return { ...head, meta: [...head.meta, { property: 'article:published_time', content: article.published_at }, ...(article.category ? [{ property: 'article:section', content: article.category.name }] : [])] }
  },
  pendingComponent: () => <EventDetailSkeleton />,
  component: ArticleRoute,
})

function ArticleRoute() {
  const { article, lang } = Route.useLoaderData()
  return <ArticlePage article={article} lang={lang} />
}
