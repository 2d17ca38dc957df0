import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, gt, isNull } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Locale } from '~/contract/shared'
import type { PreviewPage } from '~/contract/preview'
import type { PreviewLinkCreated, PreviewLinkEntry } from '~/contract/versions'
import { MAX_PREVIEW_LINK_DAYS, PREVIEW_TOKEN_PATTERN, previewLinkPath } from '~/contract/preview'
import type { Db } from '~/server/db/client.server'
import { pagePreviewLinks, pages, pageTranslations, users } from '~/server/db/schema'
import { HttpError } from '~/server/api/http-error'
import type { SessionUser } from '~/server/auth/session.server'
import { recordAudit } from '~/server/audit/audit.server'
import { m } from '~/server/i18n.server'
import { cmsPageOf } from '~/features/cms-pages/cms-pages.server'

// Preview links: an editor hands a reviewer without an account (the director, the press office) a link to the draft
// of a page in one language. The link is a random token of 32 bytes; the database keeps only its SHA-256, so a leaked
// table or backup opens nothing. A link is read-only, expires after at most 14 days and can be revoked.

const DAY_MS = 86_400_000

/** The hash a link is found by (the token itself is never stored). */
export const hashPreviewToken = (token: string) => createHash('sha256').update(`preview:${token}`).digest('hex')

function pageNotFound(lang: Locale): HttpError {
  return new HttpError(404, m.editor_section_not_found({}, { locale: lang }))
}

/** Creates a link to the draft of `pageId` in `lang`, open for `days` days (at most 14); its address is returned once. */
export async function createPreviewLink(db: Db, lang: Locale, user: SessionUser, pageId: number, days: number, now = new Date()): Promise<PreviewLinkCreated> {
  if (!Number.isInteger(days) || days < 1 || days > MAX_PREVIEW_LINK_DAYS) throw new HttpError(400, m.preview_days_invalid({}, { locale: lang }), { days: [m.preview_days_invalid({}, { locale: lang })] })
  const [translation] = await db
    .select({ id: pageTranslations.id })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.locale, lang), isNull(pages.deletedAt)))
    .limit(1)
  if (!translation) throw pageNotFound(lang)
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + days * DAY_MS)
  const row = await db.transaction(async (tx) => {
    const [made] = await tx.insert(pagePreviewLinks).values({ pageId, locale: lang, tokenHash: hashPreviewToken(token), createdBy: user.id, createdAt: now, expiresAt }).returning({ id: pagePreviewLinks.id })
    if (!made) throw new Error('the preview link could not be stored')
    await recordAudit(tx, { action: 'preview-link.create', target: `#${made.id}`, details: { page: pageId, lang, expires_at: expiresAt.toISOString() }, at: now })
    return made
  })
  return { id: row.id, url: previewLinkPath(lang, token), expires_at: expiresAt.toISOString() }
}

export type PreviewLinkState = { state: 'open'; pageId: number; expiresAt: Date } | { state: 'gone' } | { state: 'missing' }

/**
 * What a token opens in `lang`: the page while the link is open; `gone` once it is revoked or expired (or its page
 * deleted); `missing` for a token that was never issued (or for another language). The token is found by its hash:
 * what the database compares is a digest the caller cannot steer, so the time of the lookup tells nothing about
 * the stored tokens.
 */
export async function previewLinkState(db: Db, lang: Locale, token: string, now = new Date()): Promise<PreviewLinkState> {
  if (!PREVIEW_TOKEN_PATTERN.test(token)) return { state: 'missing' }
  const [row] = await db
    .select({ pageId: pagePreviewLinks.pageId, locale: pagePreviewLinks.locale, expiresAt: pagePreviewLinks.expiresAt, revokedAt: pagePreviewLinks.revokedAt, deletedAt: pages.deletedAt })
    .from(pagePreviewLinks)
    .innerJoin(pages, eq(pages.id, pagePreviewLinks.pageId))
    .where(eq(pagePreviewLinks.tokenHash, hashPreviewToken(token)))
    .limit(1)
  if (!row || row.locale !== lang) return { state: 'missing' }
  if (row.revokedAt !== null || row.expiresAt.getTime() <= now.getTime() || row.deletedAt !== null) return { state: 'gone' }
  return { state: 'open', pageId: row.pageId, expiresAt: row.expiresAt }
}

/** The draft a link opens (the published tree where the draft equals it), as the page renders it; 404 or 410 otherwise. */
export async function previewPage(db: Db, lang: Locale, token: string, now = new Date()): Promise<PreviewPage> {
  const link = await previewLinkState(db, lang, token, now)
  if (link.state === 'missing') throw new HttpError(404, m.preview_missing_title({}, { locale: lang }))
  if (link.state === 'gone') throw new HttpError(410, m.preview_gone_title({}, { locale: lang }))
  const [row] = await db
    .select({ page: pages, translation: pageTranslations })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(and(eq(pageTranslations.pageId, link.pageId), eq(pageTranslations.locale, lang)))
    .limit(1)
  if (!row) throw new HttpError(410, m.preview_gone_title({}, { locale: lang }))
  const page = await cmsPageOf(db, lang, row, row.translation.draftModules ?? row.translation.modules, { versionId: null, user: null })
  // the reviewer stays on the preview: no language switch or edit address leads elsewhere
  return { page: { ...page, urls: {}, siblings: [], settings_url: null }, lang, expires_at: link.expiresAt.toISOString() }
}

const creator = alias(users, 'creator')

/** The links still open, of every page and language, the soonest to expire first. */
export async function openPreviewLinks(db: Db, now = new Date()): Promise<PreviewLinkEntry[]> {
  const rows = await db
    .select({
      id: pagePreviewLinks.id,
      pageId: pagePreviewLinks.pageId,
      lang: pagePreviewLinks.locale,
      title: pageTranslations.title,
      path: pageTranslations.path,
      createdAt: pagePreviewLinks.createdAt,
      expiresAt: pagePreviewLinks.expiresAt,
      firstName: creator.firstName,
      lastName: creator.lastName,
      username: creator.username,
    })
    .from(pagePreviewLinks)
    .innerJoin(pages, eq(pages.id, pagePreviewLinks.pageId))
    .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pagePreviewLinks.pageId), eq(pageTranslations.locale, pagePreviewLinks.locale)))
    .leftJoin(creator, eq(creator.id, pagePreviewLinks.createdBy))
    .where(and(isNull(pagePreviewLinks.revokedAt), gt(pagePreviewLinks.expiresAt, now), isNull(pages.deletedAt)))
    .orderBy(asc(pagePreviewLinks.expiresAt), asc(pagePreviewLinks.id))
  return rows.map((row) => ({
    id: row.id,
    page_id: row.pageId,
    lang: row.lang,
    title: row.title,
    path: row.path,
    created_at: row.createdAt.toISOString(),
    created_by: row.username === null ? null : `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || row.username,
    expires_at: row.expiresAt.toISOString(),
  }))
}

/** Revokes a link: it opens nothing from now on. Revoking one already revoked or expired changes nothing. */
export async function revokePreviewLink(db: Db, lang: Locale, user: SessionUser, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: pagePreviewLinks.id, revokedAt: pagePreviewLinks.revokedAt, pageId: pagePreviewLinks.pageId }).from(pagePreviewLinks).where(eq(pagePreviewLinks.id, id)).limit(1).for('update')
    if (!row) throw new HttpError(404, m.preview_link_not_found({}, { locale: lang }))
    if (row.revokedAt !== null) return
    await tx.update(pagePreviewLinks).set({ revokedAt: now, revokedBy: user.id }).where(eq(pagePreviewLinks.id, id))
    await recordAudit(tx, { action: 'preview-link.revoke', target: `#${id}`, details: { page: row.pageId }, at: now })
  })
}
