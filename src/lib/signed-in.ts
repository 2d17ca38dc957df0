import type { Locale } from '~/contract/shared'
import type { UserDetails } from '~/contract/site'

/**
 * A readable companion of the (httpOnly) session cookie, set and cleared with it: it tells the browser whether it is
 * worth asking who is signed in. A visitor without it (nearly every one, on a shared page) asks nobody, so a page
 * view served by a CDN causes no request to the server. It grants nothing: the server only trusts the session.
 */
export const SIGNED_IN_COOKIE = 'foyer_signed_in'

/** In the browser: whether a session cookie may be there. On the server: always (the request's cookies decide). */
export function maybeSignedIn(): boolean {
  if (typeof document === 'undefined') return true
  return document.cookie.split('; ').some((part) => part.startsWith(`${SIGNED_IN_COOKIE}=`))
}

/** What `/api/user-details/` answers for nobody signed in. */
export function anonymousUserDetails(lang: Locale): UserDetails {
  return {
    id: null,
    email: null,
    username: null,
    first_name: null,
    last_name: null,
    has_dashboard_online_access: false,
    is_administrator: false,
    has_second_factor: false,
    must_set_up_second_factor: false,
    is_logged_in: false,
    login_url: `/${lang}/user/login`,
    logout_url: `/${lang}/api/user-logout/`,
    webshop_url: '/webshop',
  }
}
