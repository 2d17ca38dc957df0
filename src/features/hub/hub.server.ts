import { asc, count, desc, eq, gte } from 'drizzle-orm'
import { recordAudit } from '~/server/audit/audit.server'
import type { Db } from '~/server/db/client.server'
import type { LoginAttempt } from '~/server/db/schema'
import {
  articles,
  contentChanges,
  events,
  loginAttempts,
  notFoundLog,
  openingHourExceptions,
  openingHours,
  pages,
  persons,
  productions,
  redirects,
  series,
  topAlerts,
  venues,
} from '~/server/db/schema'
import type { Locale } from '~/contract/shared'
import type { DashboardSite, HoursException, HoursExceptionInput, LoginAttemptRow, MissingPage, RedirectEntry, TopAlertEntry, TopAlertInput, WeeklyHours } from '~/contract/hub'
import { m } from '~/server/i18n.server'
import { recordContentChange } from '~/server/static/revalidation.server'
import { forgetRedirects, getSiteSettings, normalizeRedirectPath } from '~/features/site/site.server'
import { tag } from '~/server/static/tags'

/** Field errors in the editor's language, keyed by the input's field names. */
export type FieldErrors = Record<string, string[]>
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors }

const MISSING_PAGE_PAGE_SIZE = 50

export async function dashboardSite(db: Db, now = new Date()): Promise<DashboardSite> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3600_000)
  const one = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0
  const [settings, pageCount, upcoming, productionCount, articleCount, personCount, venueCount, seriesCount, redirectCount, missing, lastChange] =
    await Promise.all([
      getSiteSettings(db),
      one(db.select({ value: count() }).from(pages)),
      one(db.select({ value: count() }).from(events).where(gte(events.dateStart, now))),
      one(db.select({ value: count() }).from(productions)),
      one(db.select({ value: count() }).from(articles)),
      one(db.select({ value: count() }).from(persons)),
      one(db.select({ value: count() }).from(venues)),
      one(db.select({ value: count() }).from(series)),
      one(db.select({ value: count() }).from(redirects)),
      one(db.select({ value: count() }).from(notFoundLog).where(gte(notFoundLog.lastSeen, weekAgo))),
      db.select({ at: contentChanges.changedAt }).from(contentChanges).orderBy(desc(contentChanges.id)).limit(1),
    ])
  return {
    is_site_online: settings.data.is_site_online,
    is_shop_online: settings.data.is_shop_online,
    counts: {
      pages: pageCount,
      upcoming_events: upcoming,
      productions: productionCount,
      articles: articleCount,
      persons: personCount,
      venues: venueCount,
      series: seriesCount,
      redirects: redirectCount,
      missing_pages_7_days: missing,
    },
    last_change_at: lastChange[0]?.at.toISOString() ?? null,
  }
}

export async function listMissingPages(db: Db, options: { page: number; order: 'hits' | 'recent' }) {
  const offset = (options.page - 1) * MISSING_PAGE_PAGE_SIZE
  const order = options.order === 'hits' ? [desc(notFoundLog.hits), desc(notFoundLog.lastSeen)] : [desc(notFoundLog.lastSeen)]
  const [rows, total] = await Promise.all([
    db.select().from(notFoundLog).orderBy(...order, asc(notFoundLog.id)).limit(MISSING_PAGE_PAGE_SIZE).offset(offset),
    db.select({ value: count() }).from(notFoundLog),
  ])
  const results: MissingPage[] = rows.map((row) => ({
    id: row.id,
    url: row.url,
    hits: row.hits,
    first_seen: row.firstSeen.toISOString(),
    last_seen: row.lastSeen.toISOString(),
  }))
  return { count: total[0]?.value ?? 0, pageSize: MISSING_PAGE_PAGE_SIZE, results }
}

const LOGIN_ATTEMPT_PAGE_SIZE = 50

/** The editor login attempts the throttle logged, newest first (the table keeps a bounded window). */
export async function listLoginAttempts(db: Db, options: { page: number; outcome?: LoginAttempt['outcome'] }) {
  const where = options.outcome ? eq(loginAttempts.outcome, options.outcome) : undefined
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(loginAttempts)
      .where(where)
      .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
      .limit(LOGIN_ATTEMPT_PAGE_SIZE)
      .offset((options.page - 1) * LOGIN_ATTEMPT_PAGE_SIZE),
    db.select({ value: count() }).from(loginAttempts).where(where),
  ])
  const results: LoginAttemptRow[] = rows.map((row) => ({ id: row.id, email: row.email, address: row.address, outcome: row.outcome, at: row.at.toISOString(), count: row.count }))
  return { count: total[0]?.value ?? 0, pageSize: LOGIN_ATTEMPT_PAGE_SIZE, results }
}

export async function deleteMissingPage(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(notFoundLog).where(eq(notFoundLog.id, id)).returning({ id: notFoundLog.id })
  return deleted.length > 0
}

// ---------------------------------------------------------------------------------------------------------------
// Redirects: both ends are paths of this site, so no redirect the table holds can send a visitor elsewhere.

/** Paths the application itself answers; a redirect there would take the hub, the API or assets away. */
const RESERVED = /^\/(cms-hub|admin|api|_serverFn|_build|assets|media|webshop)(\/|$)|^\/(de|en)\/api(\/|$)/

function sitePathProblem(value: string, lang: Locale, options: { allowQuery: boolean }): string | null {
  if (!value.startsWith('/')) return m.hub_redirect_path_start({}, { locale: lang })
  if (value.startsWith('//') || value.includes('\\')) return m.hub_redirect_path_offsite({}, { locale: lang })
  if ([...value].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f)) return m.hub_redirect_path_spaces({}, { locale: lang })
  if (!options.allowQuery && /[?#]/.test(value)) return m.hub_redirect_path_query({}, { locale: lang })
  return null
}

const pathOnly = (value: string) => normalizeRedirectPath(value.split(/[?#]/)[0] ?? value)

export function checkRedirect(input: { old_path: string; new_path: string }, lang: Locale): Checked<{ oldPath: string; newPath: string }> {
  const oldPath = normalizeRedirectPath(input.old_path.trim())
  const newPath = input.new_path.trim()
  const errors: FieldErrors = {}
  const oldProblem = sitePathProblem(oldPath, lang, { allowQuery: false })
  if (oldProblem) errors.old_path = [oldProblem]
  else if (oldPath === '/' || /^\/(de|en)$/.test(oldPath)) errors.old_path = [m.hub_redirect_home({}, { locale: lang })]
  else if (RESERVED.test(oldPath)) errors.old_path = [m.hub_redirect_reserved({}, { locale: lang })]
  const newProblem = sitePathProblem(newPath, lang, { allowQuery: true })
  if (newProblem) errors.new_path = [newProblem]
  else if (!errors.old_path && pathOnly(newPath) === oldPath) errors.new_path = [m.hub_redirect_same({}, { locale: lang })]
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: { oldPath, newPath } }
}

function redirectEntry(row: typeof redirects.$inferSelect): RedirectEntry {
  return { id: row.id, old_path: row.oldPath, new_path: row.newPath, created_at: row.createdAt.toISOString() }
}

export async function listRedirectsForHub(db: Db): Promise<RedirectEntry[]> {
  const rows = await db.select().from(redirects).orderBy(desc(redirects.createdAt), desc(redirects.id))
  return rows.map(redirectEntry)
}

/**
 * Saves a redirect (a new one, or `id`'s) after the database-wide checks: the old path is not redirected yet, and
 * neither end takes part in another redirect, so the table never holds a chain or a loop.
 */
export async function saveRedirect(
  db: Db,
  lang: Locale,
  input: { old_path: string; new_path: string; missing_page?: number },
  id?: number,
): Promise<Checked<RedirectEntry> | null> {
  const checked = checkRedirect(input, lang)
  if (!checked.ok) return checked
  const { oldPath, newPath } = checked.value
  const result = await db.transaction(async (tx): Promise<Checked<RedirectEntry> | null> => {
    if (id !== undefined) {
      const [existing] = await tx.select({ id: redirects.id }).from(redirects).where(eq(redirects.id, id)).for('update')
      if (!existing) return null
    }
    const others = (await tx.select().from(redirects)).filter((row) => row.id !== id)
    if (others.some((row) => normalizeRedirectPath(row.oldPath) === oldPath)) {
      return { ok: false, errors: { old_path: [m.hub_redirect_exists({}, { locale: lang })] } }
    }
    if (others.some((row) => normalizeRedirectPath(row.oldPath) === pathOnly(newPath))) {
      return { ok: false, errors: { new_path: [m.hub_redirect_chain({}, { locale: lang })] } }
    }
    if (others.some((row) => pathOnly(row.newPath) === oldPath)) {
      return { ok: false, errors: { old_path: [m.hub_redirect_target_of_other({}, { locale: lang })] } }
    }
    const [row] =
      id === undefined
        ? await tx.insert(redirects).values({ oldPath, newPath }).returning()
        : await tx.update(redirects).set({ oldPath, newPath }).where(eq(redirects.id, id)).returning()
    if (!row) return null
    if (input.missing_page !== undefined) await tx.delete(notFoundLog).where(eq(notFoundLog.id, input.missing_page))
    await recordAudit(tx, { action: 'redirect.save', target: row.oldPath, details: { to: row.newPath, created: id === undefined } })
    // the generator drops the page at the old path and every instance forgets its redirect table
    await recordContentChange(tx, [tag.site('redirects')])
    return { ok: true as const, value: redirectEntry(row) }
  })
  forgetRedirects()
  return result
}

export async function deleteRedirect(db: Db, id: number): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx.delete(redirects).where(eq(redirects.id, id)).returning({ oldPath: redirects.oldPath })
    // the old path is a page again: a visitor's next request generates it
    if (rows.length > 0) await recordContentChange(tx, [tag.site('redirects')])
    for (const row of rows) await recordAudit(tx, { action: 'redirect.delete', target: row.oldPath })
    return rows.length > 0
  })
  forgetRedirects()
  return deleted
}

// ---------------------------------------------------------------------------------------------------------------
// The top alert (breaking news) shown above every page.

const empty = (value: { de: string; en: string } | null) => ({ de: value?.de ?? '', en: value?.en ?? '' })

function topAlertEntry(row: typeof topAlerts.$inferSelect): TopAlertEntry {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    link: empty(row.link),
    link_title: empty(row.linkTitle),
    is_active: row.isActive,
    online_from: row.onlineFrom?.toISOString() ?? null,
    online_to: row.onlineTo?.toISOString() ?? null,
  }
}

export function checkTopAlert(input: TopAlertInput, lang: Locale): Checked<TopAlertInput> {
  const errors: FieldErrors = {}
  const required = m.hub_required({}, { locale: lang })
  for (const locale of ['de', 'en'] as const) {
    if (!input.title[locale].trim()) errors[`title.${locale}`] = [required]
    const link = input.link[locale].trim()
    if (link && sitePathProblem(link, lang, { allowQuery: true }) && !/^https:\/\/[^\s/\\]+/.test(link)) {
      errors[`link.${locale}`] = [m.hub_link_invalid({}, { locale: lang })]
    }
    if (link && !input.link_title[locale].trim()) errors[`link_title.${locale}`] = [required]
  }
  if (input.online_from && input.online_to && Date.parse(input.online_to) <= Date.parse(input.online_from)) {
    errors.online_to = [m.hub_online_to_after_from({}, { locale: lang })]
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: input }
}

const nullIfEmpty = (value: { de: string; en: string }) => (value.de.trim() || value.en.trim() ? { de: value.de.trim(), en: value.en.trim() } : null)

export async function listTopAlertsForHub(db: Db): Promise<TopAlertEntry[]> {
  const rows = await db.select().from(topAlerts).orderBy(desc(topAlerts.createdAt), desc(topAlerts.id))
  return rows.map(topAlertEntry)
}

export async function saveTopAlert(db: Db, lang: Locale, input: TopAlertInput, id?: number): Promise<Checked<TopAlertEntry> | null> {
  const checked = checkTopAlert(input, lang)
  if (!checked.ok) return checked
  const values = {
    title: { de: input.title.de.trim(), en: input.title.en.trim() },
    text: { de: input.text.de.trim(), en: input.text.en.trim() },
    link: nullIfEmpty(input.link),
    linkTitle: nullIfEmpty(input.link_title),
    isActive: input.is_active,
    onlineFrom: input.online_from ? new Date(input.online_from) : null,
    onlineTo: input.online_to ? new Date(input.online_to) : null,
    updatedAt: new Date(),
  }
  return db.transaction(async (tx) => {
    const [row] =
      id === undefined
        ? await tx.insert(topAlerts).values(values).returning()
        : await tx.update(topAlerts).set(values).where(eq(topAlerts.id, id)).returning()
    if (!row) return null
    await recordContentChange(tx, [tag.site('breaking-news')])
    return { ok: true as const, value: topAlertEntry(row) }
  })
}

export async function deleteTopAlert(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.delete(topAlerts).where(eq(topAlerts.id, id)).returning({ id: topAlerts.id })
    if (rows.length > 0) await recordContentChange(tx, [tag.site('breaking-news')])
    return rows.length > 0
  })
}

// ---------------------------------------------------------------------------------------------------------------
// Opening hours of the box office: one row per weekday, plus dated exceptions.

const hhmm = (value: string | null) => (value ? value.slice(0, 5) : null)

export async function openingHoursForHub(db: Db): Promise<{ weekly: WeeklyHours[]; exceptions: HoursException[] }> {
  const [hours, exceptions] = await Promise.all([
    db.select().from(openingHours).orderBy(asc(openingHours.weekday), asc(openingHours.timeFrom)),
    db.select().from(openingHourExceptions).orderBy(asc(openingHourExceptions.date)),
  ])
  const weekly = Array.from({ length: 7 }, (_, weekday): WeeklyHours => {
    const row = hours.find((entry) => entry.weekday === weekday)
    return row
      ? { weekday, time_from: hhmm(row.timeFrom), time_to: hhmm(row.timeTo), closed: row.closed }
      : { weekday, time_from: null, time_to: null, closed: true }
  })
  return {
    weekly,
    exceptions: exceptions.map((row) => ({
      id: row.id,
      date: row.date,
      time_from: hhmm(row.timeFrom),
      time_to: hhmm(row.timeTo),
      closed: row.closed,
      alternative_text: empty(row.alternativeText),
    })),
  }
}

function timesProblem(entry: { closed: boolean; time_from: string | null; time_to: string | null }, lang: Locale): string | null {
  if (entry.closed) return null
  if (!entry.time_from || !entry.time_to) return m.hub_hours_times_required({}, { locale: lang })
  if (entry.time_from >= entry.time_to) return m.hub_hours_order({}, { locale: lang })
  return null
}

export async function saveWeeklyHours(db: Db, lang: Locale, weekly: WeeklyHours[]): Promise<Checked<null>> {
  const errors: FieldErrors = {}
  weekly.forEach((entry, index) => {
    if (entry.weekday !== index) errors[`weekly.${index}`] = [m.hub_hours_order({}, { locale: lang })]
    const problem = timesProblem(entry, lang)
    if (problem) errors[`weekly.${index}`] = [problem]
  })
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  await db.transaction(async (tx) => {
    await tx.delete(openingHours)
    await tx.insert(openingHours).values(
      weekly.map((entry) => ({
        weekday: entry.weekday,
        closed: entry.closed,
        timeFrom: entry.closed ? null : entry.time_from,
        timeTo: entry.closed ? null : entry.time_to,
      })),
    )
    await recordContentChange(tx, [tag.site('opening-hours')])
  })
  return { ok: true, value: null }
}

export async function addHoursException(db: Db, lang: Locale, input: HoursExceptionInput): Promise<Checked<HoursException>> {
  const problem = timesProblem(input, lang)
  if (problem) return { ok: false, errors: { time_from: [problem] } }
  return db.transaction(async (tx) => {
    const duplicate = await tx.select({ id: openingHourExceptions.id }).from(openingHourExceptions).where(eq(openingHourExceptions.date, input.date))
    if (duplicate.length > 0) return { ok: false as const, errors: { date: [m.hub_hours_exception_exists({}, { locale: lang })] } }
    const [row] = await tx
      .insert(openingHourExceptions)
      .values({
        date: input.date,
        closed: input.closed,
        timeFrom: input.closed ? null : input.time_from,
        timeTo: input.closed ? null : input.time_to,
        alternativeText: nullIfEmpty(input.alternative_text),
      })
      .returning()
    if (!row) throw new Error('insert returned no row')
    await recordContentChange(tx, [tag.site('opening-hours')])
    return {
      ok: true as const,
      value: { id: row.id, date: row.date, time_from: hhmm(row.timeFrom), time_to: hhmm(row.timeTo), closed: row.closed, alternative_text: empty(row.alternativeText) },
    }
  })
}

export async function deleteHoursException(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.delete(openingHourExceptions).where(eq(openingHourExceptions.id, id)).returning({ id: openingHourExceptions.id })
    if (rows.length > 0) await recordContentChange(tx, [tag.site('opening-hours')])
    return rows.length > 0
  })
}

