import { notFound } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import type { QueryClient } from '@tanstack/react-query'
import { appConfig } from '../../../app.config'
import type { Locale } from '~/contract/shared'
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

/** Meta title, description and Open Graph tags; the share image falls back to the header logo. */
export function cmsPageHead(page: CmsPage | undefined, lang: Locale, origin: string) {
  if (!page) return {}
  const title = page.meta_title || `${page.title} | ${appConfig.site.name}`
  // every public page has a description: the editors' one, or the site's own
  const description = page.meta_description || page.og_description || m.site_meta_description({}, { locale: lang })
  const image = absoluteUrl(page.og_image ?? appConfig.design.header.logoLink, origin)
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
      { property: 'og:image', content: image },
      ...(page.is_online ? [] : [{ name: 'robots', content: 'noindex' }]),
    ],
    links: [
      ...(canonical && page.is_online ? [{ rel: 'canonical', href: canonical }] : []),
      ...Object.entries(page.urls).map(([locale, href]) => ({ rel: 'alternate', hrefLang: locale, href: absoluteUrl(href, origin) })),
    ],
  }
}
