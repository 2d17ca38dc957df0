import type { QueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import type { SiteIdentity } from '~/contract/identity'
import { absoluteUrl } from '~/lib/site-origin'
import { shareImage, siteDescription, siteName } from '~/features/site/identity.shared'
import { magazineQueries } from './magazine.queries'
import type { ArticleFilter } from './magazine.shared'

/** What every magazine list route loads: its first page, the category strip and the headline page. */
export async function loadMagazineList(queryClient: QueryClient, lang: Locale, filter: ArticleFilter | null) {
  const [page] = await Promise.all([
    queryClient.ensureQueryData(magazineQueries.headlinePage(lang)).catch(() => null),
    queryClient.ensureQueryData(magazineQueries.categories(lang)),
    filter ? queryClient.ensureQueryData(magazineQueries.list(lang, filter, 1)) : Promise.resolve(null),
  ])
  return { page, headline: page?.headline || page?.title || m.title_magazine() }
}

/** Title, description and Open Graph of a magazine list page; the editors' magazine page supplies them when it exists. */
export function magazineListHead(input: {
  title: string
  headline: string
  canonical: string
  metaTitle?: string | null
  description?: string | null
  image?: string | null
  origin: string
  identity: SiteIdentity
  lang: Locale
}) {
  const { title, headline, metaTitle, origin, identity, lang } = input
  const canonical = absoluteUrl(input.canonical, origin)
  // every public page has a description: the editors' one, or the magazine's own
  const description = input.description || siteDescription(identity, 'magazine', lang, origin)
  const name = siteName(identity, origin)
  const full = metaTitle || (title === headline ? `${headline} | ${name}` : `${title} | ${headline} | ${name}`)
  const image = input.image ?? shareImage(identity)
  return {
    meta: [
      { title: full },
      ...(description ? [{ name: 'description', content: description }] : []),
      { property: 'og:title', content: title },
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: canonical },
      ...(image ? [{ property: 'og:image', content: absoluteUrl(image, origin) }] : []),
      ...(description ? [{ property: 'og:description', content: description }] : []),
    ],
    links: [{ rel: 'canonical', href: canonical }],
  }
}
