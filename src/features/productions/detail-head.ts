import type { Locale } from '~/contract/shared'
import type { SiteIdentity } from '~/contract/identity'
import { absoluteUrl } from '~/lib/site-origin'
import { pageTitle, shareImage, siteDescription, siteName } from '~/features/site/identity.shared'

/** JSON for a script element: `<` escaped, so no text in the data can close the element. */
export function jsonLdScript(data: object) {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') }
}

/**
 * The head of a detail page: title, description, Open Graph, the canonical address, both languages'
 * addresses and the schema.org JSON-LD.
 */
export function detailHead(input: {
  title: string
  description?: string | null
  image?: string | null
  canonical: string
  alternates: Record<Locale, string>
  lang: Locale
  ogType: 'website' | 'article' | 'profile' | 'place'
  jsonLd: object
  /** the site's origin (siteOriginOf(matches)): canonical and alternate addresses are absolute */
  origin: string
  /** the venue's identity (siteIdentityOf(matches)): the site's name, default description and share image */
  identity: SiteIdentity
}) {
  const { title, lang, ogType, jsonLd, origin, identity } = input
  // every public page has a description: the item's own, or the site's
  const description = input.description || siteDescription(identity, 'site', lang, origin)
  const image = input.image ?? shareImage(identity)
  const canonical = absoluteUrl(input.canonical, origin)
  const alternates = { de: absoluteUrl(input.alternates.de, origin), en: absoluteUrl(input.alternates.en, origin) }
  return {
    meta: [
      { title: pageTitle(title, identity, origin) },
      ...(description ? [{ name: 'description', content: description }] : []),
      { property: 'og:title', content: title },
      { property: 'og:type', content: ogType },
      { property: 'og:url', content: canonical },
      { property: 'og:locale', content: lang === 'de' ? 'de_DE' : 'en_GB' },
      { property: 'og:site_name', content: siteName(identity, origin) },
      ...(image ? [{ property: 'og:image', content: absoluteUrl(image, origin) }] : []),
      ...(description ? [{ property: 'og:description', content: description }] : []),
    ],
    links: [
      { rel: 'canonical', href: canonical },
      { rel: 'alternate', hrefLang: 'de', href: alternates.de },
      { rel: 'alternate', hrefLang: 'en', href: alternates.en },
    ],
    scripts: [jsonLdScript(jsonLd)],
  }
}

/** The head of a list page: title, description, Open Graph; filtered addresses are not indexed. */
export function listHead(input: {
  title: string
  description?: string | null
  image?: string | null
  canonical: string
  noindex?: boolean
  origin: string
  identity: SiteIdentity
  lang: Locale
  alternates?: Record<Locale, string>
}) {
  const { title, noindex = false, origin, identity, lang, alternates } = input
  const description = input.description || siteDescription(identity, 'site', lang, origin)
  const image = input.image ?? shareImage(identity)
  const canonical = absoluteUrl(input.canonical, origin)
  return {
    meta: [
      { title: pageTitle(title, identity, origin) },
      ...(description ? [{ name: 'description', content: description }] : []),
      { property: 'og:title', content: title },
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: canonical },
      ...(image ? [{ property: 'og:image', content: absoluteUrl(image, origin) }] : []),
      ...(description ? [{ property: 'og:description', content: description }] : []),
      ...(noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    ],
    links: [
      { rel: 'canonical', href: canonical },
      ...(alternates ? (['de', 'en'] as const).map((locale) => ({ rel: 'alternate', hrefLang: locale, href: absoluteUrl(alternates[locale], origin) })) : []),
    ],
  }
}
