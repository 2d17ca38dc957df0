import * as v from 'valibot'

/** The colour themes of the design (src/styles/tokens.css.ts) and the desktop menu's two designs. */
export const COLOUR_THEMES = ['cc01', 'cc02', 'cc03'] as const
export type ColourTheme = (typeof COLOUR_THEMES)[number]
export const MENU_STYLES = ['style1', 'style2'] as const
export type MenuStyle = (typeof MENU_STYLES)[number]

/** The networks a social link may name; `other` for anything else (its host name is its label). */
export const SOCIAL_PLATFORMS = ['instagram', 'facebook', 'youtube', 'tiktok', 'mastodon', 'bluesky', 'linkedin', 'threads', 'x', 'vimeo', 'soundcloud', 'spotify', 'other'] as const
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number]

// Reading is lenient: a key a stored identity lacks (an empty site, an older shape) reads as its neutral default, so a
// page never fails over its settings. What may be written is checked by identityFieldsSchema (site/identity-input.ts).
const Text = v.optional(v.string(), '')
const Both = v.optional(v.object({ de: Text, en: Text }), () => ({ de: '', en: '' }))

export const SocialLink = v.object({ platform: v.picklist(SOCIAL_PLATFORMS), url: v.string() })
export type SocialLink = v.InferOutput<typeof SocialLink>

/**
 * The venue's identity as the site shows it: name, links, logo and share image (paths of the media library or of the
 * site), the default texts for search engines and the team page per language, address and contact, social links,
 * colour theme and menu style. Stored in `site_settings.identity`; every public page reads it with the settings.
 */
export const SiteIdentity = v.object({
  name: Text,
  short_name: Text,
  organisation_url: Text,
  logo: Text,
  share_image: Text,
  descriptions: v.optional(v.object({ site: Both, programme: Both, magazine: Both }), () => ({
    site: { de: '', en: '' },
    programme: { de: '', en: '' },
    magazine: { de: '', en: '' },
  })),
  team_intro: Both,
  address: v.optional(v.object({ street: Text, postal_code: Text, city: Text, country: Text }), () => ({ street: '', postal_code: '', city: '', country: '' })),
  phone: Text,
  email: Text,
  social: v.optional(v.array(SocialLink), () => []),
  theme: v.optional(v.picklist(COLOUR_THEMES), 'cc01'),
  menu_style: v.optional(v.picklist(MENU_STYLES), 'style1'),
  whistleblower_url: Text,
  culture_region_url: Text,
})
export type SiteIdentity = v.InferOutput<typeof SiteIdentity>

/** The identity of a site nobody has described yet: no name, no links, the first theme and menu style. */
export function neutralIdentity(): SiteIdentity {
  return v.parse(SiteIdentity, {})
}
