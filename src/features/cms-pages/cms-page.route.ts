import { notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '~/contract/shared'
import type { SiteIdentity } from '~/contract/identity'
import { pageTitle, shareImage, siteDescription } from '~/features/site/identity.shared'
import type { CmsPage } from '~/contract/cms'
import { cmsQueries } from './cms-pages.queries'
import { absoluteUrl } from '~/lib/site-origin'

/** Loads a CMS page for a route; any failure of the page request is a 404 (spec platform.md §4). */
export async function loadCmsPage(queryClient: QueryClient, lang: Locale, path: string, versionId?: number) {
  let page: CmsPage
  try {
    page = await queryClient.ensureQueryData(cmsQueries.page(lang, path, versionId))
  } catch {
    throw notFound({ data: { reason: 'page' } })
  }
  return { page, alternates: page.urls, bodyClass: page.page_class }
}

/** Meta title, description and Open Graph tags; the share image falls back to the site's (its share image or logo). */
export function cmsPageHead(page: CmsPage | undefined, lang: Locale, origin: string, identity: SiteIdentity) {
  if (!page) return {}
  const title = page.meta_title || pageTitle(page.title, identity, origin)
  // every public page has a description: the editors' one, or the site's own
  const description = page.meta_description || page.og_description || siteDescription(identity, 'site', lang, origin)
  const shared = page.og_image ?? shareImage(identity)
  const image = shared ? absoluteUrl(shared, origin) : null
  const own = page.urls[lang]
  const canonical = own ? absoluteUrl(own, origin) : null
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: page.og_title || page.title },
      ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
      { property: 'og:description', content: page.og_description || description },
      { property: 'og:type', content: page.og_type || 'website' },
      ...(image ? [{ property: 'og:image', content: image }] : []),
      ...(page.is_online ? [] : [{ name: 'robots', content: 'noindex' }]),
    ],
    links: [
      ...(canonical && page.is_online ? [{ rel: 'canonical', href: canonical }] : []),
      ...Object.entries(page.urls).map(([locale, href]) => ({ rel: 'alternate', hrefLang: locale, href: absoluteUrl(href, origin) })),
    ],
  }
}
