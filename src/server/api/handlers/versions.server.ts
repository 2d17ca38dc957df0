import * as v from 'valibot'
import { BerlinLocalTime } from '~/contract/versions'
import type { Locale } from '~/contract/shared'
import { berlinEpoch, parseIsoDate } from '~/lib/berlin-time'
import { m } from '~/server/i18n.server'
import type { SessionUser } from '~/server/auth/session.server'
import {
  cancelSchedule,
  compareVersion,
  discardDraft,
  pageVersionState,
  publishPage,
  recentActivities,
  releaseLock,
  restoreVersion,
  schedulePage,
  takeLock,
  takePageOffline,
  versionDetail,
  versionsDashboard,
} from '~/server/editor/versions.server'
import { pageSettings, updatePageSettings } from '~/server/editor/page-settings.server'
import { createPreviewLink, openPreviewLinks, previewPage, revokePreviewLink } from '~/server/editor/preview-links.server'
import { defineHandlers } from '../handler'
import { HttpError } from '../http-error'
import { pagedAnswer } from '../paged'
import { parseRouteIdParam } from './params'

const ACTIVITIES_PAGE_SIZE = 25

async function editor(user: () => Promise<SessionUser | null>, lang: Locale): Promise<SessionUser> {
  const current = await user()
  if (!current) throw new HttpError(401, m.error_unauthorized({}, { locale: lang }))
  return current
}

/** A datetime-local value read on the Berlin wall clock (a skipped time moves on by the gap; a repeated one is the earlier). */
export function berlinLocalToDate(value: string): Date | null {
  if (!v.is(BerlinLocalTime, value)) return null
  const date = parseIsoDate(value.slice(0, 10))
  const hour = Number(value.slice(11, 13))
  const minute = Number(value.slice(14, 16))
  const second = value.length > 16 ? Number(value.slice(17, 19)) : 0
  if (!date || hour > 23 || minute > 59 || second > 59) return null
  return new Date(berlinEpoch(date, hour, minute, second))
}

/** Drafts, publications, versions, planned publications and locks (editors only; CSRF is the pipeline's). */
export const versionHandlers = defineHandlers({
  pageVersions: async ({ db, lang, params, query, user }) => {
    await editor(user, lang)
    return pageVersionState(db, lang, parseRouteIdParam(params.id, lang), query.shown)
  },
  pageVersion: async ({ db, lang, params, user }) => {
    await editor(user, lang)
    return versionDetail(db, lang, parseRouteIdParam(params.id, lang))
  },
  compareVersion: async ({ db, lang, params, query, user }) => {
    await editor(user, lang)
    return compareVersion(db, lang, parseRouteIdParam(params.id, lang), query.against ?? 'live')
  },
  publishPage: async ({ db, lang, body, user }) => {
    const current = await editor(user, lang)
    await publishPage(db, lang, current, body.page, body.revision, body.note ?? null)
    return pageVersionState(db, lang, body.page)
  },
  pageSettings: async ({ db, lang, params, user }) => {
    await editor(user, lang)
    return pageSettings(db, lang, parseRouteIdParam(params.id, lang))
  },
  updatePageSettings: async ({ db, lang, params, body, user }) => {
    await editor(user, lang)
    return updatePageSettings(db, lang, parseRouteIdParam(params.id, lang), body)
  },
  takePageOffline: async ({ db, lang, body, user }) => {
    await editor(user, lang)
    await takePageOffline(db, lang, body.page)
    return { online: false as const }
  },
  discardDraft: async ({ db, lang, body, user }) => {
    await editor(user, lang)
    await discardDraft(db, lang, body.page, body.revision)
    return pageVersionState(db, lang, body.page)
  },
  restoreVersion: async ({ db, lang, params, body, user }) => {
    const current = await editor(user, lang)
    await restoreVersion(db, lang, current, body.page, parseRouteIdParam(params.id, lang), body.revision)
    return pageVersionState(db, lang, body.page)
  },
  schedulePage: async ({ db, lang, body, user }) => {
    const current = await editor(user, lang)
    const runAt = berlinLocalToDate(body.run_at)
    if (!runAt) throw new HttpError(400, m.versions_schedule_invalid({}, { locale: lang }), { run_at: [m.versions_schedule_invalid({}, { locale: lang })] })
    await schedulePage(db, lang, current, { pageId: body.page, action: body.action, runAt, versionId: body.version ?? null })
    return pageVersionState(db, lang, body.page)
  },
  cancelSchedule: async ({ db, lang, params, user }) => {
    await editor(user, lang)
    await cancelSchedule(db, lang, parseRouteIdParam(params.id, lang))
    return { deleted: true as const }
  },
  pageLock: async ({ db, lang, body, user }) => {
    const current = await editor(user, lang)
    return takeLock(db, lang, current, body.page, body.take_over ?? false)
  },
  pageUnlock: async ({ db, lang, params, user }) => {
    const current = await editor(user, lang)
    await releaseLock(db, lang, current, parseRouteIdParam(params.id, lang))
    return { deleted: true as const }
  },
  dashboardPageActivities: async ({ db, lang, query, user }) => {
    await editor(user, lang)
    const page = query.page ?? 1
    const { count, results } = await recentActivities(db, { limit: ACTIVITIES_PAGE_SIZE, offset: (page - 1) * ACTIVITIES_PAGE_SIZE, kind: query.kind })
    return pagedAnswer({ path: `/${lang}/api/dashboard-page-activities/`, filter: query.kind ? { kind: query.kind } : {}, page, pageSize: ACTIVITIES_PAGE_SIZE, total: count, results })
  },
  dashboardVersions: async ({ db, lang, user }) => {
    await editor(user, lang)
    return versionsDashboard(db)
  },
  previewLinkCreate: async ({ db, lang, body, user }) => {
    const current = await editor(user, lang)
    return createPreviewLink(db, lang, current, body.page, body.days)
  },
  dashboardPreviewLinks: async ({ db, lang, user }) => {
    await editor(user, lang)
    return openPreviewLinks(db)
  },
  previewLinkRevoke: async ({ db, lang, params, user }) => {
    const current = await editor(user, lang)
    await revokePreviewLink(db, lang, current, parseRouteIdParam(params.id, lang))
    return { revoked: true as const }
  },
  /** for anyone holding the link: the token is the permission */
  previewPage: async ({ db, lang, params }) => previewPage(db, lang, params.token ?? ''),
})
