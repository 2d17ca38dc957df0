import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { COLOUR_THEMES, MENU_STYLES, SOCIAL_PLATFORMS } from '~/contract/identity'
import type { Locale } from '~/contract/shared'
import { fieldSchemas } from '~/features/back-office/field-schemas'

/** A logo or share image: a file of the media library (`/media/library/…`), another path of the site, or an https address. */
const IMAGE_PATTERN = /^(?:\/(?![/\\])|https:\/\/)[^\s"'()\\<>]+$/
/** Digits, spaces and the usual separators of a telephone number, e.g. +49 341 0887-0. */
const PHONE_PATTERN = /^\+?[0-9 ()/.-]*$/
export const MAX_SOCIAL_LINKS = 20

/** An absolute http(s) address with a host (a whistleblower office may still answer on plain http). */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/\S+$/.test(value)) return false
  try {
    return new URL(value).hostname !== ''
  } catch {
    return false
  }
}

/**
 * What the venue's identity may hold, with every complaint in the editor's language: the hub's form checks it before
 * sending and the server again before saving. Field errors are named by the identity's paths (`descriptions.site.de`,
 * `social.0.url`); everything may be empty except a social link's address.
 */
export function identityFieldsSchema(lang: Locale) {
  const { locale, text, both } = fieldSchemas(lang)
  const web = v.pipe(text(500, false), v.check((value) => value === '' || isWebAddress(value), m.settings_url_invalid({}, locale)))
  const image = v.pipe(text(500, false), v.check((value) => value === '' || IMAGE_PATTERN.test(value), m.settings_image_invalid({}, locale)))
  const email = v.pipe(text(200, false), v.check((value) => value === '' || v.is(v.pipe(v.string(), v.email()), value), m.settings_email_invalid({}, locale)))
  return v.object({
    name: text(200, false),
    short_name: text(60, false),
    organisation_url: web,
    logo: image,
    share_image: image,
    descriptions: v.object({ site: both(text(300, false)), programme: both(text(300, false)), magazine: both(text(300, false)) }),
    team_intro: both(text(1000, false)),
    address: v.object({ street: text(200, false), postal_code: text(20, false), city: text(100, false), country: text(60, false) }),
    phone: v.pipe(text(40, false), v.regex(PHONE_PATTERN, m.settings_phone_invalid({}, locale))),
    email,
    social: v.pipe(
      v.array(
        v.object({
          platform: v.picklist(SOCIAL_PLATFORMS, m.settings_platform_invalid({}, locale)),
          url: v.pipe(v.string(), v.trim(), v.nonEmpty(m.hub_required({}, locale)), v.maxLength(500, m.backoffice_too_long({ max: 500 }, locale)), v.check(isWebAddress, m.settings_url_invalid({}, locale))),
        }),
      ),
      v.maxLength(MAX_SOCIAL_LINKS, m.settings_social_too_many({ max: MAX_SOCIAL_LINKS }, locale)),
    ),
    theme: v.picklist(COLOUR_THEMES, m.settings_choice_invalid({}, locale)),
    menu_style: v.picklist(MENU_STYLES, m.settings_choice_invalid({}, locale)),
    whistleblower_url: web,
    culture_region_url: web,
  })
}

export type IdentityFields = v.InferOutput<ReturnType<typeof identityFieldsSchema>>

/** Checks an identity on either side: the checked value, or its field errors by path in the editor's language. */
export function checkIdentityFields(lang: Locale, input: unknown): { ok: true; identity: IdentityFields } | { ok: false; errors: Record<string, string[]> } {
  const result = v.safeParse(identityFieldsSchema(lang), input)
  if (result.success) return { ok: true, identity: result.output }
  const flat = v.flatten(result.issues)
  const errors: Record<string, string[]> = {}
  if (flat.root) errors.root = flat.root
  for (const [key, messages] of Object.entries(flat.nested ?? {})) if (messages) errors[key] = messages
  return { ok: false, errors }
}
