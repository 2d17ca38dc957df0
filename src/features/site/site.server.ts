import { asc, desc, eq, gte, sql } from 'drizzle-orm'
import { recordAudit } from '~/server/audit/audit.server'
import * as v from 'valibot'
import type { Db } from '~/server/db/client.server'
import { normalizedPageSearch } from '~/server/http/render-queue'
import { notFoundLog, openingHourExceptions, openingHours, redirects, siteSettings, topAlerts } from '~/server/db/schema'
import type { Locale } from '~/contract/shared'
import type { OpeningHoursToday, TopAlert } from '~/contract/site'
import type { SiteSettings } from '~/contract/cms'
import { SiteIdentity, neutralIdentity } from '~/contract/identity'
import { berlinToday } from '~/lib/dates'
import { recordContentChange } from '~/server/static/revalidation.server'
import { recordExpiry } from '~/server/static/render-tags.server'
import { tag } from '~/server/static/tags'

/**
 * A value read from the database and kept in memory for `ttlMs`. `forget` drops it; a read under way while it was
 * forgotten is answered but not kept: it may have read the row from before the change, and kept it would outlive the
 * change by the whole lifetime (a page rendered meanwhile would show the old value).
 */
function keptForAWhile<T>(ttlMs: number, read: (db: Db) => Promise<T>): { get: (db: Db) => Promise<T>; forget: () => void } {
  let kept: { value: T; expires: number } | undefined
  let forgets = 0
  return {
    get: async (db) => {
      const now = Date.now()
      if (kept && kept.expires > now) return kept.value
      const before = forgets
      const value = await read(db)
      if (before === forgets) kept = { value, expires: now + ttlMs }
      return value
    },
    forget: () => {
      kept = undefined
      forgets += 1
    },
  }
}

/** Settings are read on every page; a short in-process cache keeps that off the database under load. */
const settings = keptForAWhile(5_000, readSiteSettings)

export function forgetSiteSettings(): void {
  settings.forget()
}

/** A stored identity as pages read it: missing keys take their neutral defaults; a broken one reads as neutral. */
export function readIdentity(stored: unknown): SiteIdentity {
  const result = v.safeParse(SiteIdentity, stored ?? {})
  if (result.success) return result.output
  console.error('[settings] site_settings.identity does not match its schema; the neutral identity is shown', v.flatten(result.issues))
  return neutralIdentity()
}

export function getSiteSettings(db: Db): Promise<SiteSettings> {
  return settings.get(db)
}

async function readSiteSettings(db: Db): Promise<SiteSettings> {
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
      identity: readIdentity(row?.identity),
    },
  }
  return value
}

/** The administrators' HTML blocks of every page (an empty block is none). */
export interface HtmlBlocks {
  htmlHeader?: string | null
  htmlFooterTop?: string | null
  htmlFooterBottom?: string | null
  htmlFooterLogos?: string | null
}

const blockValue = (code: string | null | undefined) => (code === undefined ? undefined : code?.trim() ? code : null)

export async function setSiteOnline(db: Db, online: { site?: boolean; shop?: boolean }): Promise<void> {
  await updateSiteSettings(db, online, {})
}

/**
 * Changes the site and shop switches and the HTML blocks given. Every page shows the shop switch and the blocks, and
 * is regenerated with them; the site switch alone regenerates nothing (while the site is off no generated page is
 * served, and the pages are the same when it is on again).
 */
export async function updateSiteSettings(db: Db, online: { site?: boolean; shop?: boolean }, blocks: HtmlBlocks): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(siteSettings)
      .set({
        isSiteOnline: online.site,
        isShopOnline: online.shop,
        htmlHeader: blockValue(blocks.htmlHeader),
        htmlFooterTop: blockValue(blocks.htmlFooterTop),
        htmlFooterBottom: blockValue(blocks.htmlFooterBottom),
        htmlFooterLogos: blockValue(blocks.htmlFooterLogos),
        updatedAt: new Date(),
      })
      .where(eq(siteSettings.id, 1))
    if (online.site !== undefined || online.shop !== undefined) await recordAudit(tx, { action: 'site.switch', target: 'site_settings', details: { site: online.site, shop: online.shop } })
    const changedBlocks = Object.entries(blocks).filter(([, value]) => value !== undefined)
    if (changedBlocks.length > 0) await recordAudit(tx, { action: 'html-blocks.update', target: changedBlocks.map(([name]) => name).join(', '), details: Object.fromEntries(changedBlocks) })
    const shown = online.shop !== undefined || changedBlocks.length > 0
    await recordContentChange(tx, [...(shown ? [tag.site('settings')] : []), ...(online.site !== undefined ? [tag.site('site-switch')] : [])])
  })
  forgetSiteSettings()
}

export async function getTopAlerts(db: Db, lang: Locale, now = new Date()): Promise<TopAlert[]> {
  const rows = await db.select().from(topAlerts).where(eq(topAlerts.isActive, true)).orderBy(desc(topAlerts.createdAt))
  // a scheduled alert appears or leaves by itself: pages showing the alerts expire at the next such moment
  const boundaries = rows
    .flatMap((row) => [row.onlineFrom, row.onlineTo])
    .filter((at): at is Date => at !== null && at.getTime() > now.getTime())
    .map((at) => at.getTime())
  if (boundaries.length > 0) recordExpiry(Math.min(...boundaries))
  return rows
    .filter((row) => (!row.onlineFrom || row.onlineFrom <= now) && (!row.onlineTo || row.onlineTo >= now))
    .map((row) => ({
      id: row.id,
      title: row.title[lang],
      text: row.text[lang],
      link: row.link?.[lang] || null,
      link_title: row.linkTitle?.[lang] || null,
    }))
}

const hhmm = (value: string | null) => (value ? value.slice(0, 5) : null)

/**
 * The box office's hours for the header: every weekday's regular hours and the exceptions from today on. The browser
 * picks today's (`openingStatus`), so a page carrying the answer stays right from day to day and is not rendered
 * again at midnight; an exception that has passed is ignored there until the next change of the hours.
 */
export async function getOpeningHoursToday(db: Db, lang: Locale, today = berlinToday()): Promise<OpeningHoursToday> {
  const [hours, exceptions] = await Promise.all([
    db.select().from(openingHours).orderBy(asc(openingHours.weekday), asc(openingHours.timeFrom)),
    db.select().from(openingHourExceptions).where(gte(openingHourExceptions.date, today.toString())).orderBy(asc(openingHourExceptions.date)),
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

/** The longest path the log keeps, and how many different paths: a flood of made-up URLs stays bounded. */
export const NOT_FOUND_LOG_LIMITS = { urlLength: 300, rows: 5_000 } as const
let loggedSincePrune = 0

/** The lists whose query is checked (a date, numeric filters): there the query is what was missing, not the page. */
const QUERY_CHECKED_PAGES = /^\/(de\/(programm|produktionen)|en\/(events|productions))\/?$/

/**
 * A missing URL as the log keeps it, capped: its path (queries and fragments would make every hit a row), and for
 * the programme and the productions, whose query decides the 404 ("an invalid date or a non-numeric filter value is
 * logged"), the parameters those pages read.
 */
export function missingPageKey(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? url
  const query = url.slice(path.length).split('#', 1)[0] ?? ''
  const kept = QUERY_CHECKED_PAGES.test(path) ? normalizedPageSearch(query) : ''
  return (path + kept).slice(0, NOT_FOUND_LOG_LIMITS.urlLength)
}

/**
 * Counts each missing path once per row, however often it is asked for. Beyond NOT_FOUND_LOG_LIMITS.rows the
 * least recently seen paths leave the log (checked every 50 new hits).
 */
export async function logNotFound(db: Db, url: string): Promise<void> {
  await db
    .insert(notFoundLog)
    .values({ url: missingPageKey(url) })
    .onConflictDoUpdate({ target: notFoundLog.url, set: { hits: sql`${notFoundLog.hits} + 1`, lastSeen: new Date() } })
  if (++loggedSincePrune % 50 !== 1) return
  await db.execute(
    sql`DELETE FROM ${notFoundLog} WHERE ${notFoundLog.id} IN (SELECT ${notFoundLog.id} FROM ${notFoundLog} ORDER BY ${notFoundLog.lastSeen} DESC OFFSET ${NOT_FOUND_LOG_LIMITS.rows})`,
  )
}

/** The redirect table, looked up on every page request. */
const redirectTable = keptForAWhile(10_000, async (db) => {
  const rows = await db.select({ oldPath: redirects.oldPath, newPath: redirects.newPath }).from(redirects)
  return new Map(rows.map((row) => [normalizeRedirectPath(row.oldPath), row.newPath]))
})

export function forgetRedirects(): void {
  redirectTable.forget()
}

/** old_path → new_path. */
export function getRedirectMap(db: Db): Promise<Map<string, string>> {
  return redirectTable.get(db)
}

export function normalizeRedirectPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

export async function listRedirects(db: Db) {
  const map = await getRedirectMap(db)
  return [...map].map(([old_path, new_path]) => ({ old_path, new_path }))
}
