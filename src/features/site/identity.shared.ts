import { neutralIdentity } from '~/contract/identity'
import type { SiteIdentity, SocialPlatform } from '~/contract/identity'
import type { Locale } from '~/contract/shared'
import { m } from '~/paraglide/messages'

// The venue's identity as pages use it (the settings every page loads): its name, texts, images and structured data,
// with sensible fallbacks for a site that has not described itself yet.

/** The identity the root route loaded with the settings (src/routes/__root.tsx), for head() functions and the shell. */
export function siteIdentityOf(matches: ReadonlyArray<{ loaderData?: unknown }>): SiteIdentity {
  for (const match of matches) {
    const data = match.loaderData
    if (data && typeof data === 'object' && 'identity' in data && isIdentity(data.identity)) return data.identity
  }
  return neutralIdentity()
}

function isIdentity(value: unknown): value is SiteIdentity {
  return typeof value === 'object' && value !== null && 'name' in value && 'descriptions' in value && 'theme' in value
}

/** The name the site calls itself by: the venue's, or the host name while none is set. */
export function siteName(identity: SiteIdentity, origin: string): string {
  const name = identity.name.trim()
  if (name) return name
  try {
    return new URL(origin).hostname
  } catch {
    return origin
  }
}

/** `Title | Venue`, the title of every page that has no meta title of its own. */
export function pageTitle(title: string, identity: SiteIdentity, origin: string): string {
  return `${title} | ${siteName(identity, origin)}`
}

/** The image shared links show when a page has none: the share image, else the logo (none when neither is set). */
export function shareImage(identity: SiteIdentity): string | null {
  return identity.share_image || identity.logo || null
}

export type DescriptionKind = 'site' | 'programme' | 'magazine'

/** The default text for search engines of the site, the programme or the magazine in one language. */
export function siteDescription(identity: SiteIdentity, kind: DescriptionKind, lang: Locale, origin: string): string {
  const own = identity.descriptions[kind][lang].trim()
  if (own) return own
  const name = siteName(identity, origin)
  const locale = { locale: lang }
  if (kind === 'programme') return m.programme_meta_description({ name }, locale)
  if (kind === 'magazine') return m.magazine_meta_description({ name }, locale)
  return m.site_meta_description({ name }, locale)
}

/** The team page's introduction in one language. */
export function teamIntro(identity: SiteIdentity, lang: Locale, origin: string): string {
  return identity.team_intro[lang].trim() || m.team_intro({ name: siteName(identity, origin) }, { locale: lang })
}

const PLATFORM_NAMES: Record<Exclude<SocialPlatform, 'other'>, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  linkedin: 'LinkedIn',
  threads: 'Threads',
  x: 'X',
  vimeo: 'Vimeo',
  soundcloud: 'SoundCloud',
  spotify: 'Spotify',
}

/** A social link's label: the network's name (the same in both languages), or the host name for another one. */
export function socialLabel(link: { platform: SocialPlatform; url: string }): string {
  if (link.platform !== 'other') return PLATFORM_NAMES[link.platform]
  try {
    return new URL(link.url).hostname.replace(/^www\./, '')
  } catch {
    return link.url
  }
}

const absolute = (path: string, origin: string) => new URL(path, origin).href

/** schema.org PostalAddress of the venue, when it has one. */
function postalAddress(identity: SiteIdentity) {
  const { street, postal_code, city, country } = identity.address
  if (!street && !postal_code && !city) return undefined
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    ...(postal_code ? { postalCode: postal_code } : {}),
    ...(city ? { addressLocality: city } : {}),
    ...(country ? { addressCountry: country } : {}),
  }
}

/** The organisation behind events, productions and articles (organizer, publisher). */
export function organizerJsonLd(identity: SiteIdentity, origin: string) {
  return { '@type': 'Organization', name: siteName(identity, origin), url: identity.organisation_url || absolute('/', origin) }
}

/**
 * The venue on the home page: a PerformingArtsTheater (an Organization and a Place) with its address, contact,
 * logo and social profiles (`sameAs`).
 */
export function venueJsonLd(identity: SiteIdentity, origin: string, lang: Locale) {
  const address = postalAddress(identity)
  const sameAs = [identity.organisation_url, ...identity.social.map((link) => link.url)].filter((url) => url !== '')
  return {
    '@context': 'https://schema.org',
    '@type': ['PerformingArtsTheater', 'Organization'],
    name: siteName(identity, origin),
    ...(identity.short_name ? { alternateName: identity.short_name } : {}),
    url: absolute(`/${lang}`, origin),
    description: siteDescription(identity, 'site', lang, origin),
    ...(identity.logo ? { logo: absolute(identity.logo, origin) } : {}),
    ...(shareImage(identity) ? { image: absolute(shareImage(identity) ?? '', origin) } : {}),
    ...(address ? { address } : {}),
    ...(identity.phone ? { telephone: identity.phone } : {}),
    ...(identity.email ? { email: identity.email } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  }
}

/** Where an event takes place: its room in its venue, at the venue's address; the venue itself without a room. */
export function eventLocationJsonLd(identity: SiteIdentity, origin: string, room: { name: string; venue: { name: string } } | null) {
  const address = postalAddress(identity)
  return {
    '@type': 'Place',
    name: room ? `${room.venue.name}, ${room.name}` : siteName(identity, origin),
    ...(address ? { address } : {}),
  }
}
