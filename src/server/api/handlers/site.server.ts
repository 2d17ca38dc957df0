import { defineHandlers } from '../handler'
import { HttpError } from '../http-error'
import { getOpeningHoursToday, getSiteSettings, getTopAlerts, listRedirects, logNotFound, setSiteOnline } from '~/features/site/site.server'
import { getCmsPage, getContainerBySlug, getLegalText, getNavigation, legalPagePaths } from '~/features/cms-pages/cms-pages.server'
import { destroySession, expiredSessionCookie, readSessionToken } from '~/server/auth/session.server'
import { m } from '~/server/i18n.server'

export const siteHandlers = defineHandlers({
  settings: async ({ db }) => getSiteSettings(db),
  updateSettings: async ({ db, body, user, lang }) => {
    if (!(await user())) throw new HttpError(401, m.error_unauthorized({}, { locale: lang }))
    await setSiteOnline(db, { site: body.is_site_online, shop: body.is_shop_online })
    return getSiteSettings(db)
  },
  breakingNews: async ({ db, lang }) => getTopAlerts(db, lang),
  openingHoursToday: async ({ db, lang }) => getOpeningHoursToday(db, lang),
  redirects: async ({ db }) => listRedirects(db),
  navigation: async ({ db, lang }) => getNavigation(db, lang),
  containerBySlug: async ({ db, lang, params }) => getContainerBySlug(db, lang, params.slug ?? ''),
  page: async ({ db, lang, params, query, user }) =>
    getCmsPage(db, lang, params.path ?? '', { versionId: query.version_id, user: await user() }),
  pageEditorUser: async ({ user, lang }) => {
    const current = await user()
    if (!current) throw new HttpError(401, m.error_unauthorized({}, { locale: lang }))
    return { id: current.id, email: current.email, username: current.username, admin_menus: current.adminMenus }
  },
  userDetails: async ({ user, lang }) => {
    const current = await user()
    return {
      id: current?.id ?? null,
      email: current?.email ?? null,
      username: current?.username ?? null,
      first_name: current?.firstName ?? null,
      last_name: current?.lastName ?? null,
      has_dashboard_online_access: current?.isStaff ?? false,
      is_logged_in: current !== null,
      login_url: `/cms-hub?lang=${lang}`,
      logout_url: `/${lang}/api/user-logout/`,
      webshop_url: '/webshop',
    }
  },
  userLogout: async ({ db, request, responseHeaders }) => {
    await destroySession(db, readSessionToken(request))
    responseHeaders.append('set-cookie', expiredSessionCookie(request))
    return { ok: true }
  },
  terms: async ({ db, lang }) => getLegalText(db, lang, legalPagePaths.terms),
  privacyPolicy: async ({ db, lang }) => getLegalText(db, lang, legalPagePaths.privacyPolicy),
  imprint: async ({ db, lang }) => getLegalText(db, lang, legalPagePaths.imprint),
  errorLog: async ({ db, body }) => {
    await logNotFound(db, body.url)
    return { logged: true }
  },
})
