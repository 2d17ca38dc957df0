import { defineHandlers } from '../handler'
import { HttpError } from '../http-error'
import { getOpeningHoursToday, getSiteSettings, getTopAlerts, listRedirects, logNotFound, updateSiteSettings } from '~/features/site/site.server'
import { getCmsPage, getContainerBySlug, getLegalText, getNavigation, legalPagePaths } from '~/features/cms-pages/cms-pages.server'
import { destroySession, expiredSessionCookies, getSessionUser, readSessionToken } from '~/server/auth/session.server'
import { SIGNED_IN_COOKIE, anonymousUserDetails } from '~/lib/signed-in'
import { m } from '~/server/i18n.server'
import { CSRF_COOKIE } from '~/server/auth/csrf.server'
import { clientAddressKey } from '~/server/http/client-address.server'
import { parseCookies } from '~/server/http/cookies'
import { RateLimiter } from '~/server/http/rate-limit'
import { requireAdministrator } from './access.server'
import { publicSponsors } from '~/features/sponsors/sponsors.server'

const errorLogPerVisitor = new RateLimiter(10, 60_000)
const errorLogPerAddress = new RateLimiter(60, 60_000)

/**
 * Whether one more missing page may be logged for this request's sender, whoever logs it (the browser's post or the
 * server's 404): a visitor logs a handful a minute, an address (many visitors behind one router) a few more. Anyone
 * can mint a CSRF cookie, so a visitor is its cookie at its address (or IPv6 /64), never the cookie alone.
 */
export function takeMissingPageAllowance(request: Request): boolean {
  const address = clientAddressKey()
  const visitor = `${address} ${parseCookies(request.headers.get('cookie'))[CSRF_COOKIE] ?? 'none'}`
  const byAddress = errorLogPerAddress.take(address)
  const byVisitor = errorLogPerVisitor.take(visitor)
  return byAddress.ok && byVisitor.ok
}

export const siteHandlers = defineHandlers({
  settings: async ({ db }) => getSiteSettings(db),
  updateSettings: async ({ db, body, user, lang, request }) => {
    // switching the whole site (or the shop) off is the administrators' decision, not every editor's (and a fresh one)
    await requireAdministrator(user, lang, request)
    await updateSiteSettings(
      db,
      { site: body.is_site_online, shop: body.is_shop_online },
      { htmlHeader: body.html_header, htmlFooterTop: body.html_footer_top, htmlFooterBottom: body.html_footer_bottom, htmlFooterLogos: body.html_footer_logos },
    )
    return getSiteSettings(db)
  },
  breakingNews: async ({ db, lang }) => getTopAlerts(db, lang),
  openingHoursToday: async ({ db, lang }) => getOpeningHoursToday(db, lang),
  redirects: async ({ db }) => listRedirects(db),
  navigation: async ({ db, lang }) => getNavigation(db, lang),
  sponsors: async ({ db }) => publicSponsors(db),
  sponsorLogos: async ({ db }) => (await publicSponsors(db)).filter((sponsor) => sponsor.logo),
  containerBySlug: async ({ db, lang, params }) => getContainerBySlug(db, lang, params.slug ?? ''),
  page: async ({ db, lang, params, query, user }) =>
    getCmsPage(db, lang, params.path ?? '', { versionId: query.version_id, user: await user() }),
  pageEditorUser: async ({ user, lang }) => {
    const current = await user()
    if (!current) throw new HttpError(401, m.error_unauthorized({}, { locale: lang }))
    return { id: current.id, email: current.email, username: current.username, admin_menus: [...current.adminMenus] }
  },
  // any logged-in person, visitor or editor (the context's user() is the editor only)
  userDetails: async ({ db, request, lang, responseHeaders }) => {
    const current = await getSessionUser(db, readSessionToken(request))
    if (!current) {
      // a signed-in cookie that outlived its session: the browser stops asking
      if (parseCookies(request.headers.get('cookie'))[SIGNED_IN_COOKIE]) for (const cookie of expiredSessionCookies(request)) responseHeaders.append('set-cookie', cookie)
      return anonymousUserDetails(lang)
    }
    return {
      ...anonymousUserDetails(lang),
      id: current.id,
      email: current.email,
      username: current.username,
      first_name: current.firstName,
      last_name: current.lastName,
      has_dashboard_online_access: current.isStaff,
      is_administrator: current.isAdministrator,
      has_second_factor: current.hasTotp,
      must_set_up_second_factor: current.mustSetUpTotp,
      is_logged_in: true,
    }
  },
  // ends the session on the server (the cookie alone would not): works with or without a body
  userLogout: async ({ db, request, responseHeaders }) => {
    await destroySession(db, readSessionToken(request))
    for (const cookie of expiredSessionCookies(request)) responseHeaders.append('set-cookie', cookie)
    return { ok: true }
  },
  terms: async ({ db, lang }) => getLegalText(db, lang, legalPagePaths.terms),
  privacyPolicy: async ({ db, lang }) => getLegalText(db, lang, legalPagePaths.privacyPolicy),
  imprint: async ({ db, lang }) => getLegalText(db, lang, legalPagePaths.imprint),
  errorLog: async ({ db, body, lang, request }) => {
    if (!takeMissingPageAllowance(request)) throw new HttpError(429, m.security_too_many_requests({}, { locale: lang }))
    await logNotFound(db, body.url)
    return { logged: true }
  },
})
