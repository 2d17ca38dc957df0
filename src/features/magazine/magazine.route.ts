import type { QueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { appConfig } from '../../../app.config'
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
export function magazineListHead(input: { title: string; headline: string; canonical: string; metaTitle?: string | null; description?: string | null; image?: string | null }) {
  const { title, headline, canonical, metaTitle, description, image } = input
  const full = metaTitle || (title === headline ? `${headline} | ${appConfig.site.name}` : `${title} | ${headline} | ${appConfig.site.name}`)
  return {
    meta: [
      { title: full },
      ...(description ? [{ name: 'description', content: description }] : []),
      { property: 'og:title', content: title },
      { property: 'og:type', content: 'website' },
      { property: 'og:image', content: image ?? appConfig.design.header.logoLink },
      ...(description ? [{ property: 'og:description', content: description }] : []),
    ],
    links: [{ rel: 'canonical', href: canonical }],
  }
}
