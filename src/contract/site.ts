import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { NullableString } from './shared'
import { PublicSponsor } from '~/features/sponsors/sponsors.shared'

export const TopAlert = v.object({
  id: v.number(),
  title: v.string(),
  text: v.string(),
  link: NullableString,
  link_title: NullableString,
})
export type TopAlert = v.InferOutput<typeof TopAlert>

const TimeOfDay = v.pipe(v.string(), v.regex(/^\d{2}:\d{2}(:\d{2})?$/))

export const OpeningHoursToday = v.object({
  opening_hours: v.array(
    v.object({ weekday: v.number(), time_from: v.nullable(TimeOfDay), time_to: v.nullable(TimeOfDay), closed: v.boolean() }),
  ),
  opening_hours_exceptions: v.array(
    v.object({
      date: v.string(),
      time_from: v.nullable(TimeOfDay),
      time_to: v.nullable(TimeOfDay),
      closed: v.boolean(),
      alternative_text: NullableString,
      alternative_link_url: NullableString,
    }),
  ),
})
export type OpeningHoursToday = v.InferOutput<typeof OpeningHoursToday>

export const UserDetails = v.object({
  id: v.nullable(v.number()),
  email: NullableString,
  username: NullableString,
  first_name: NullableString,
  last_name: NullableString,
  has_dashboard_online_access: v.boolean(),
  /** an editor with the administrator role (accounts, site switches, redirects, HTML blocks); a backend without roles leaves it out */
  is_administrator: v.optional(v.boolean(), false),
  /** the account signs in with a second factor (TOTP): a step-up asks for a code instead of the password */
  has_second_factor: v.optional(v.boolean(), false),
  /** the administrators require a second factor this staff account has yet to set up: the hub offers nothing else */
  must_set_up_second_factor: v.optional(v.boolean(), false),
  is_logged_in: v.boolean(),
  login_url: v.string(),
  logout_url: v.string(),
  webshop_url: v.string(),
})
export type UserDetails = v.InferOutput<typeof UserDetails>

export const LegalText = v.object({ title: v.string(), content: v.unknown(), updated_at: NullableString })
export type LegalText = v.InferOutput<typeof LegalText>

/** A path of the missing page as the visitor asked for it: relative, bounded, no control characters. */
export const MissingPageUrl = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(2000),
  v.startsWith('/'),
  v.check((value) => ![...value].some((char) => char.charCodeAt(0) < 0x21), 'no spaces or control characters'),
)

export const siteEndpoints = {
  /** sponsors and partners for the footer's logo area and the module, by level then order */
  sponsors: defineEndpoint({ method: 'GET', path: '/{lang}/api/sponsors/', response: v.array(PublicSponsor) }),
  /** the footer's logo area: the sponsors with a logo, in the same order (a site fragment of every page) */
  sponsorLogos: defineEndpoint({ method: 'GET', path: '/{lang}/api/sponsor-logos/', response: v.array(PublicSponsor) }),
  breakingNews: defineEndpoint({ method: 'GET', path: '/{lang}/api/breaking-news/', response: v.array(TopAlert) }),
  openingHoursToday: defineEndpoint({ method: 'GET', path: '/{lang}/api/opening-hours-today/', response: OpeningHoursToday }),
  userDetails: defineEndpoint({ method: 'GET', path: '/{lang}/api/user-details/', response: UserDetails }),
  // sent with no body or an empty JSON object
  userLogout: defineEndpoint({ method: 'POST', path: '/{lang}/api/user-logout/', body: v.optional(v.looseObject({})), response: v.object({ ok: v.boolean() }) }),
  errorLog: defineEndpoint({
    method: 'POST',
    path: '/api/dashboard-error-log/',
    body: v.object({ url: MissingPageUrl }),
    response: v.object({ logged: v.boolean() }),
  }),
  terms: defineEndpoint({ method: 'GET', path: '/{lang}/api/agb/', response: LegalText }),
  imprint: defineEndpoint({ method: 'GET', path: '/{lang}/api/imprint/', response: LegalText }),
  privacyPolicy: defineEndpoint({ method: 'GET', path: '/{lang}/api/privacy-policy/', response: LegalText }),
}
