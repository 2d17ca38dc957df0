import { m } from '~/paraglide/messages'

/**
 * The cookies the site itself sets, for the consent manager's list: the names as the server and the browser code
 * write them (session.server.ts, signed-in.ts, csrf.server.ts, visitor.server.ts, cart-cookies.server.ts,
 * consent-store.ts), what each holds and how long it lives. A new cookie belongs here (the unit test checks the names).
 */
export const siteCookies: { names: readonly string[]; holds: () => string; lifetime: () => string }[] = [
  { names: ['sessionid'], holds: m.consent_cookie_session, lifetime: m.consent_cookie_session_lifetime },
  { names: ['foyer_signed_in'], holds: m.consent_cookie_signed_in, lifetime: m.consent_cookie_session_lifetime },
  { names: ['csrftoken'], holds: m.consent_cookie_csrf, lifetime: m.consent_cookie_csrf_lifetime },
  { names: ['foyer_visitor'], holds: m.consent_cookie_visitor, lifetime: m.consent_cookie_visitor_lifetime },
  { names: ['cartAmount', 'cartUrl'], holds: m.consent_cookie_cart, lifetime: m.consent_cookie_cart_lifetime },
  { names: ['foyer_consent'], holds: m.consent_cookie_consent, lifetime: m.consent_cookie_consent_lifetime },
]
