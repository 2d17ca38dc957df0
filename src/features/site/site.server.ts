import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '~/server/db/client.server'
import { notFoundLog, openingHourExceptions, openingHours, redirects, siteSettings, topAlerts } from '~/server/db/schema'
import type { Locale } from '~/contract/shared'
import type { OpeningHoursToday, TopAlert } from '~/contract/site'
import type { SiteSettings } from '~/contract/cms'
import { berlinToday } from '~/lib/dates'
import { recordContentChange } from '~/server/static/revalidation.server'

/** Settings are read on every page; a short in-process cache keeps that off the database under load. */
const SETTINGS_TTL_MS = 5_000
let settingsCache: { value: SiteSettings; expires: number } | undefined

export function forgetSiteSettings(): void {
  settingsCache = undefined
}

export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const now = Date.now()
  if (settingsCache && settingsCache.expires > now) return settingsCache.value
  const [row] = await db.select().from(siteSettings).limit(1)
  const code = (value: string | null) => (value ? { code: value } : null)
  const value: SiteSettings = {
    status: 200,
    data: {
      is_site_online: row?.isSiteOnline ?? true,
      is_shop_online: row?.isShopOnline ?? true,
      html_header: code(row?.htmlHeader ?? null),
      html_footer_top: code(row?.htmlFooterTop ?? null),
      html_footer_bottom: code(row?.htmlFooterBottom ?? null),
      html_footer_logos: code(row?.htmlFooterLogos ?? null),
    },
  }
  settingsCache = { value, expires: now + SETTINGS_TTL_MS }
  return value
}

export async function setSiteOnline(db: Db, online: { site?: boolean; shop?: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(siteSettings)
      .set({ isSiteOnline: online.site, isShopOnline: online.shop, updatedAt: new Date() })
      .where(eq(siteSettings.id, 1))
    // every page shows the settings (footer blocks, shop status, the site-offline switch)
    await recordContentChange(tx, ['settings'])
  })
  forgetSiteSettings()
}

export async function getTopAlerts(db: Db, lang: Locale, now = new Date()): Promise<TopAlert[]> {
  const rows = await db
    .select()
    .from(topAlerts)
    .where(
      and(
        eq(topAlerts.isActive, true),
        or(isNull(topAlerts.onlineFrom), lte(topAlerts.onlineFrom, now)),
        or(isNull(topAlerts.onlineTo), gte(topAlerts.onlineTo, now)),
      ),
    )
    .orderBy(desc(topAlerts.createdAt))
  return rows.map((row) => ({
    id: row.id,
    title: row.title[lang],
    text: row.text[lang],
    link: row.link?.[lang] || null,
    link_title: row.linkTitle?.[lang] || null,
  }))
}

const hhmm = (value: string | null) => (value ? value.slice(0, 5) : null)

export async function getOpeningHoursToday(db: Db, lang: Locale, today = berlinToday()): Promise<OpeningHoursToday> {
  const weekday = today.dayOfWeek - 1
  const [hours, exceptions] = await Promise.all([
    db.select().from(openingHours).where(eq(openingHours.weekday, weekday)).orderBy(asc(openingHours.timeFrom)),
    db.select().from(openingHourExceptions).where(eq(openingHourExceptions.date, today.toString())),
  ])
  return {
    opening_hours: hours.map((row) => ({ weekday: row.weekday, time_from: hhmm(row.timeFrom), time_to: hhmm(row.timeTo), closed: row.closed })),
    opening_hours_exceptions: exceptions.map((row) => ({
      date: row.date,
      time_from: hhmm(row.timeFrom),
      time_to: hhmm(row.timeTo),
      closed: row.closed,
      alternative_text: row.alternativeText?.[lang] || null,
      alternative_link_url: row.alternativeLinkUrl,
    })),
  }
}

/** Counts each missing URL once per row, however often it is asked for. */
export async function logNotFound(db: Db, url: string): Promise<void> {
  await db
    .insert(notFoundLog)
    .values({ url })
    .onConflictDoUpdate({ target: notFoundLog.url, set: { hits: sql`${notFoundLog.hits} + 1`, lastSeen: new Date() } })
}

const REDIRECTS_TTL_MS = 10_000
let redirectCache: { value: Map<string, string>; expires: number } | undefined

export function forgetRedirects(): void {
  redirectCache = undefined
}

/** old_path → new_path, looked up on every page request. */
export async function getRedirectMap(db: Db): Promise<Map<string, string>> {
  const now = Date.now()
  if (redirectCache && redirectCache.expires > now) return redirectCache.value
  const rows = await db.select({ oldPath: redirects.oldPath, newPath: redirects.newPath }).from(redirects)
  const value = new Map(rows.map((row) => [normalizeRedirectPath(row.oldPath), row.newPath]))
  redirectCache = { value, expires: now + REDIRECTS_TTL_MS }
  return value
}

export function normalizeRedirectPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

export async function listRedirects(db: Db) {
  const map = await getRedirectMap(db)
  return [...map].map(([old_path, new_path]) => ({ old_path, new_path }))
}
