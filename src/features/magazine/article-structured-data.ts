import type { ArticleDetail } from '~/contract/sections'
import type { Locale } from '~/contract/shared'
import { absoluteUrl, organizer } from '~/features/productions/production-structured-data'
import { personUrl } from '~/features/team/team.urls'
import type { SiteIdentity } from '~/contract/identity'
import { shareImage } from '~/features/site/identity.shared'

/** A magazine article as a schema.org Article: headline, image, dates, author, publisher, section and keywords. */
export function articleJsonLd(article: ArticleDetail, lang: Locale, pageUrl: string, origin: string, identity: SiteIdentity) {
  const url = absoluteUrl(pageUrl, origin)
  const fallbackImage = shareImage(identity)
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    // search engines cut headlines after 110 characters
    headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
    ...(article.teaser ? { description: article.teaser } : {}),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: lang,
    datePublished: article.published_at,
    image: article.image ? [absoluteUrl(article.image.url, origin)] : fallbackImage ? [absoluteUrl(fallbackImage, origin)] : [],
    ...(article.author ? { author: { '@type': 'Person', name: article.author.name, url: absoluteUrl(personUrl(lang, article.author), origin) } } : { author: organizer(identity, origin) }),
    publisher: { ...organizer(identity, origin), ...(identity.logo ? { logo: { '@type': 'ImageObject', url: absoluteUrl(identity.logo, origin) } } : {}) },
    ...(article.category ? { articleSection: article.category.name } : {}),
    ...(article.tags.length ? { keywords: article.tags.map((tag) => tag.name).join(', ') } : {}),
  }
}
