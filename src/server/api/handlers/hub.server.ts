import type { Locale } from '~/contract/shared'
import { m } from '~/server/i18n.server'
import {
  addHoursException,
  dashboardSite,
  deleteHoursException,
  deleteMissingPage,
  deleteRedirect,
  deleteTopAlert,
  listLoginAttempts,
  listMissingPages,
  listRedirectsForHub,
  listTopAlertsForHub,
  openingHoursForHub,
  saveRedirect,
  saveTopAlert,
  saveWeeklyHours,
} from '~/features/hub/hub.server'
import type { Checked } from '~/features/hub/hub.server'
import { OUTBOX_PAGE_SIZE, listOutbox, outboxMail } from '~/features/hub/outbox.server'
import { resendMail } from '~/server/mail/outbox.server'
import { mailTransportConfigured } from '~/server/mail/start.server'
import { identityForHub, saveIdentity } from '~/features/site/identity.server'
import { defineHandlers } from '../handler'
import { cspViolationCounts } from '~/server/http/csp-reports.server'
import { backupStatus } from '~/server/ops/backup-schedule.server'
import { HttpError } from '../http-error'
import { pagedAnswer } from '../paged'
import { requireAdministrator, requireEditor } from './access.server'
import { parseRouteIdParam } from './params'

function notFound(lang: Locale): HttpError {
  return new HttpError(404, m.error_route_not_found({}, { locale: lang }))
}

/** A checked write: its value, or a 400 with the field errors in the editor's language. */
function valueOf<T>(checked: Checked<T> | null, lang: Locale): T {
  if (!checked) throw notFound(lang)
  if (!checked.ok) throw new HttpError(400, m.hub_check_fields({}, { locale: lang }), checked.errors)
  return checked.value
}

export const hubHandlers = defineHandlers({
  dashboardSite: async ({ db, lang, user }) => {
    await requireEditor(user, lang)
    return dashboardSite(db)
  },
  dashboardBackup: async ({ lang, user }) => {
    const editor = await requireEditor(user, lang)
    const status = await backupStatus()
    // the warning and the failure are the administrators' to act on
    return editor.isAdministrator ? status : { ...status, overdue: false, last_error: null }
  },
  dashboardErrorLog: async ({ db, lang, user, query }) => {
    await requireEditor(user, lang)
    const page = query.page ?? 1
    const order = query.order ?? 'hits'
    const { count, pageSize, results } = await listMissingPages(db, { page, order })
    return pagedAnswer({ path: `/${lang}/api/dashboard-error-log/`, filter: { order }, page, pageSize, total: count, results })
  },
  dashboardCspViolations: async ({ lang, user }) => {
    await requireEditor(user, lang)
    return cspViolationCounts()
  },
  dashboardLoginAttempts: async ({ db, lang, user, query }) => {
    await requireEditor(user, lang)
    const page = query.page ?? 1
    const { count, pageSize, results } = await listLoginAttempts(db, { page, outcome: query.outcome })
    return pagedAnswer({ path: `/${lang}/api/dashboard-login-attempts/`, filter: query.outcome ? { outcome: query.outcome } : {}, page, pageSize, total: count, results })
  },
  hubMail: async ({ db, lang, user, query, request }) => {
    await requireAdministrator(user, lang, request)
    const page = query.page ?? 1
    const { count, results } = await listOutbox(db, { page, state: query.state })
    const answer = pagedAnswer({ path: `/${lang}/api/dashboard-mail/`, filter: query.state ? { state: query.state } : {}, page, pageSize: OUTBOX_PAGE_SIZE, total: count, results })
    return { ...answer, sending: mailTransportConfigured() }
  },
  hubMailDetail: async ({ db, lang, user, params, request }) => {
    await requireAdministrator(user, lang, request)
    const mail = await outboxMail(db, parseRouteIdParam(params.id, lang))
    if (!mail) throw notFound(lang)
    return mail
  },
  hubMailResend: async ({ db, lang, user, params, request }) => {
    await requireAdministrator(user, lang, request)
    const id = await resendMail(db, parseRouteIdParam(params.id, lang))
    if (id === null) throw notFound(lang)
    return { id }
  },
  dashboardErrorLogDelete: async ({ db, lang, user, params }) => {
    await requireEditor(user, lang)
    if (!(await deleteMissingPage(db, parseRouteIdParam(params.id, lang)))) throw notFound(lang)
    return { ok: true }
  },
  hubRedirects: async ({ db, lang, user, request }) => {
    await requireAdministrator(user, lang, request)
    return listRedirectsForHub(db)
  },
  hubRedirectCreate: async ({ db, lang, user, body, request }) => {
    await requireAdministrator(user, lang, request)
    return valueOf(await saveRedirect(db, lang, body), lang)
  },
  hubRedirectUpdate: async ({ db, lang, user, body, params, request }) => {
    await requireAdministrator(user, lang, request)
    return valueOf(await saveRedirect(db, lang, body, parseRouteIdParam(params.id, lang)), lang)
  },
  hubRedirectDelete: async ({ db, lang, user, params, request }) => {
    await requireAdministrator(user, lang, request)
    if (!(await deleteRedirect(db, parseRouteIdParam(params.id, lang)))) throw notFound(lang)
    return { ok: true }
  },
  hubTopAlerts: async ({ db, lang, user }) => {
    await requireEditor(user, lang)
    return listTopAlertsForHub(db)
  },
  hubTopAlertCreate: async ({ db, lang, user, body }) => {
    await requireEditor(user, lang)
    return valueOf(await saveTopAlert(db, lang, body), lang)
  },
  hubTopAlertUpdate: async ({ db, lang, user, body, params }) => {
    await requireEditor(user, lang)
    return valueOf(await saveTopAlert(db, lang, body, parseRouteIdParam(params.id, lang)), lang)
  },
  hubTopAlertDelete: async ({ db, lang, user, params }) => {
    await requireEditor(user, lang)
    if (!(await deleteTopAlert(db, parseRouteIdParam(params.id, lang)))) throw notFound(lang)
    return { ok: true }
  },
  hubOpeningHours: async ({ db, lang, user }) => {
    await requireEditor(user, lang)
    return openingHoursForHub(db)
  },
  hubOpeningHoursUpdate: async ({ db, lang, user, body }) => {
    await requireEditor(user, lang)
    valueOf(await saveWeeklyHours(db, lang, body.weekly), lang)
    return openingHoursForHub(db)
  },
  hubHoursExceptionCreate: async ({ db, lang, user, body }) => {
    await requireEditor(user, lang)
    return valueOf(await addHoursException(db, lang, body), lang)
  },
  hubHoursExceptionDelete: async ({ db, lang, user, params }) => {
    await requireEditor(user, lang)
    if (!(await deleteHoursException(db, parseRouteIdParam(params.id, lang)))) throw notFound(lang)
    return { ok: true }
  },
  hubSiteIdentity: async ({ db, lang, user, request }) => {
    await requireAdministrator(user, lang, request)
    const copy = await identityForHub(db)
    if (!copy) throw notFound(lang)
    return copy
  },
  hubSiteIdentityUpdate: async ({ db, lang, user, body, request }) => {
    await requireAdministrator(user, lang, request)
    const saved = await saveIdentity(db, lang, body)
    if (saved.ok) return saved.copy
    throw new HttpError(saved.status, saved.message, saved.status === 400 ? saved.errors : undefined)
  },
})
