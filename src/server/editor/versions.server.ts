import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { pageLocks, pageSchedules, pageTranslations, pageVersions, users } from '~/server/db/schema'
import type { ModuleNode } from '~/server/db/module-tree'
import { HttpError } from '~/server/api/http-error'
import type { SessionUser } from '~/server/auth/session.server'
import { reindexSearchDocuments } from '~/server/search/index.server'
import { recordContentChange } from '~/server/static/revalidation.server'
import { m } from '~/server/i18n.server'
import { VERSIONS_STEP } from '~/contract/versions'
import { compareTrees } from './version-diff'
import type { ModuleChange } from './version-diff'
import { tag } from '~/server/static/tags'

// Drafts, publications and versions of a page, per language. The editor's saves change the draft
// (`page_translations.draft_modules`); visitors, the search index and the static pages read the published tree
// (`modules`) only. Publishing copies the draft there for one language, records a version and revalidates the
// page. Restoring an old version makes it the draft: the published page stays as it is until the next publication.

/** How long a lock holds without a sign of life from its editor (the editor renews it every 30 s). */
export const LOCK_STALE_MS = 90_000

export interface VersionSummary {
  id: number
  kind: 'save' | 'publish' | 'restore'
  created_at: string
  author: string | null
  note: string | null
  revision: number
  /** the version the public page shows now */
  live: boolean
}

export interface ScheduleSummary {
  id: number
  action: 'publish' | 'unpublish'
  run_at: string
  version_id: number | null
  author: string | null
}

export interface LockState {
  /** whether this editor holds the lock */
  mine: boolean
  holder: string
  since: string
}

export interface PageVersionState {
  page_id: number
  revision: number
  has_draft: boolean
  published_at: string | null
  published_by: string | null
  versions: VersionSummary[]
  version_count: number
  schedules: ScheduleSummary[]
}

export interface VersionDetail {
  id: number
  page_id: number
  kind: VersionSummary['kind']
  created_at: string
  author: string | null
  note: string | null
  live: boolean
}

function authorName(row: { firstName: string | null; lastName: string | null; username: string | null } | null): string | null {
  if (!row || row.username === null) return null
  const full = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim()
  return full || row.username
}

function notFound(lang: Locale): HttpError {
  return new HttpError(404, m.editor_section_not_found({}, { locale: lang }))
}

type TranslationRow = typeof pageTranslations.$inferSelect

async function lockedTranslation(tx: Db, lang: Locale, pageId: number): Promise<TranslationRow> {
  const [row] = await tx
    .select()
    .from(pageTranslations)
    .where(and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.locale, lang)))
    .limit(1)
    .for('update')
  if (!row) throw notFound(lang)
  return row
}

/** The id of the version the public page shows: the latest publication. */
async function liveVersionId(db: Db, lang: Locale, pageId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: pageVersions.id })
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.locale, lang), eq(pageVersions.kind, 'publish')))
    .orderBy(desc(pageVersions.createdAt), desc(pageVersions.id))
    .limit(1)
  return row?.id ?? null
}

/**
 * Publishes a page in one language inside `tx`: the draft (or the given version's tree) becomes the public tree, a
 * version records it, the search index and the static pages follow. Other languages stay as they are.
 */
async function publishInTransaction(tx: Db, lang: Locale, userId: number | null, pageId: number, options: { baseRevision?: number; versionId?: number | null; note?: string | null }): Promise<number> {
  const row = await lockedTranslation(tx, lang, pageId)
  if (options.baseRevision !== undefined && row.revision !== options.baseRevision) throw new HttpError(409, m.editor_conflict({}, { locale: lang }))
  let tree: ModuleNode[] = row.draftModules ?? row.modules
  let keepDraft = false
  if (options.versionId) {
    const [version] = await tx
      .select({ modules: pageVersions.modules })
      .from(pageVersions)
      .where(and(eq(pageVersions.id, options.versionId), eq(pageVersions.pageId, pageId), eq(pageVersions.locale, lang)))
      .limit(1)
    if (!version) throw notFound(lang)
    tree = version.modules
    // a newer draft than the published version stays the draft
    keepDraft = row.draftModules !== null && JSON.stringify(row.draftModules) !== JSON.stringify(tree)
  }
  const revision = row.revision + 1
  const now = new Date()
  await tx
    .update(pageTranslations)
    // publishing puts the page online in this language again if it had been taken offline
    .set({ modules: tree, draftModules: keepDraft ? row.draftModules : null, revision, isOnline: true, publishedAt: now, publishedBy: userId, updatedAt: now })
    .where(eq(pageTranslations.id, row.id))
  await tx.insert(pageVersions).values({ pageId, locale: lang, modules: tree, createdBy: userId, createdAt: now, kind: 'publish', revision, label: options.note?.trim() || null })
  await reindexSearchDocuments(tx, [{ kind: 'page', id: pageId }])
  // coming back online changes the navigation of that language too;
  // coming online (a first publication too) also makes its address a page of the generated site
  await recordContentChange(tx, row.isOnline ? [tag.page(pageId)] : [tag.page(pageId), tag.nav(lang), tag.path(row.path ? `/${lang}/${row.path}` : `/${lang}`)])
  return revision
}

/**
 * Takes a page offline in one language: visitors get 404 there and no longer find it in search, the other
 * language stays as it is. Publishing in that language puts it online again.
 */
export async function takePageOffline(db: Db, lang: Locale, pageId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await takeOfflineInTransaction(tx, lang, pageId)
  })
}

async function takeOfflineInTransaction(tx: Db, lang: Locale, pageId: number): Promise<void> {
  const row = await lockedTranslation(tx, lang, pageId)
  if (!row.isOnline) return
  await tx.update(pageTranslations).set({ isOnline: false, updatedAt: new Date() }).where(eq(pageTranslations.id, row.id))
  await reindexSearchDocuments(tx, [{ kind: 'page', id: pageId }])
  await recordContentChange(tx, [tag.page(pageId), tag.nav(lang)])
}

/** Publishes the draft of a page in one language (the editor's "publish"), based on the revision the editor has. */
export async function publishPage(db: Db, lang: Locale, user: SessionUser, pageId: number, baseRevision: number, note: string | null): Promise<number> {
  return db.transaction((tx) => publishInTransaction(tx, lang, user.id, pageId, { baseRevision, note }))
}

/** Drops the draft: the editor works on the published tree again. */
export async function discardDraft(db: Db, lang: Locale, pageId: number, baseRevision: number): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await lockedTranslation(tx, lang, pageId)
    if (row.revision !== baseRevision) throw new HttpError(409, m.editor_conflict({}, { locale: lang }))
    const revision = row.revision + 1
    await tx.update(pageTranslations).set({ draftModules: null, revision, updatedAt: new Date() }).where(eq(pageTranslations.id, row.id))
    return revision
  })
}

/** Makes an older version the draft (never the published tree), recorded as a version of its own. */
export async function restoreVersion(db: Db, lang: Locale, user: SessionUser, pageId: number, versionId: number, baseRevision: number): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await lockedTranslation(tx, lang, pageId)
    if (row.revision !== baseRevision) throw new HttpError(409, m.editor_conflict({}, { locale: lang }))
    const [version] = await tx
      .select({ modules: pageVersions.modules, createdAt: pageVersions.createdAt })
      .from(pageVersions)
      .where(and(eq(pageVersions.id, versionId), eq(pageVersions.pageId, pageId), eq(pageVersions.locale, lang)))
      .limit(1)
    if (!version) throw notFound(lang)
    const revision = row.revision + 1
    await tx.update(pageTranslations).set({ draftModules: version.modules, revision, updatedAt: new Date() }).where(eq(pageTranslations.id, row.id))
    await tx.insert(pageVersions).values({ pageId, locale: lang, modules: version.modules, createdBy: user.id, kind: 'restore', revision, label: `#${versionId}` })
    return revision
  })
}

const author = alias(users, 'author')

/** The versions of a page in one language (newest first), its draft state and its planned publications. */
export async function pageVersionState(db: Db, lang: Locale, pageId: number, limit = VERSIONS_STEP): Promise<PageVersionState> {
  const [row] = await db
    .select({ revision: pageTranslations.revision, draft: isNotNull(pageTranslations.draftModules).mapWith(Boolean), publishedAt: pageTranslations.publishedAt, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(pageTranslations)
    .leftJoin(users, eq(users.id, pageTranslations.publishedBy))
    .where(and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.locale, lang)))
    .limit(1)
  if (!row) throw notFound(lang)
  const live = await liveVersionId(db, lang, pageId)
  const versions = await db
    .select({ id: pageVersions.id, kind: pageVersions.kind, createdAt: pageVersions.createdAt, note: pageVersions.label, revision: pageVersions.revision, firstName: author.firstName, lastName: author.lastName, username: author.username })
    .from(pageVersions)
    .leftJoin(author, eq(author.id, pageVersions.createdBy))
    .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.locale, lang)))
    .orderBy(desc(pageVersions.createdAt), desc(pageVersions.id))
    .limit(limit)
  const [counted] = await db
    .select({ count: count() })
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.locale, lang)))
  const schedules = await db
    .select({ id: pageSchedules.id, action: pageSchedules.action, runAt: pageSchedules.runAt, versionId: pageSchedules.versionId, firstName: author.firstName, lastName: author.lastName, username: author.username })
    .from(pageSchedules)
    .leftJoin(author, eq(author.id, pageSchedules.createdBy))
    .where(and(eq(pageSchedules.pageId, pageId), eq(pageSchedules.locale, lang), isNull(pageSchedules.doneAt)))
    .orderBy(asc(pageSchedules.runAt))
  return {
    page_id: pageId,
    revision: row.revision,
    has_draft: row.draft,
    published_at: row.publishedAt?.toISOString() ?? null,
    published_by: authorName(row),
    versions: versions.map((version) => ({
      id: version.id,
      kind: version.kind,
      created_at: version.createdAt.toISOString(),
      author: authorName(version),
      note: version.note,
      revision: version.revision,
      live: version.id === live,
    })),
    version_count: counted?.count ?? versions.length,
    schedules: schedules.map((schedule) => ({ id: schedule.id, action: schedule.action, run_at: schedule.runAt.toISOString(), version_id: schedule.versionId, author: authorName(schedule) })),
  }
}

async function versionRow(db: Db, lang: Locale, versionId: number) {
  const [row] = await db
    .select({ id: pageVersions.id, pageId: pageVersions.pageId, kind: pageVersions.kind, createdAt: pageVersions.createdAt, note: pageVersions.label, modules: pageVersions.modules, firstName: author.firstName, lastName: author.lastName, username: author.username })
    .from(pageVersions)
    .leftJoin(author, eq(author.id, pageVersions.createdBy))
    .where(and(eq(pageVersions.id, versionId), eq(pageVersions.locale, lang)))
    .limit(1)
  if (!row) throw notFound(lang)
  return row
}

/** One version's facts for the banner of `?v=`. */
export async function versionDetail(db: Db, lang: Locale, versionId: number): Promise<VersionDetail> {
  const row = await versionRow(db, lang, versionId)
  return { id: row.id, page_id: row.pageId, kind: row.kind, created_at: row.createdAt.toISOString(), author: authorName(row), note: row.note, live: row.id === (await liveVersionId(db, lang, row.pageId)) }
}

/**
 * Compares a version with another one, or with the published tree (`against` = 'live') or the draft ('draft') of
 * its page: what changed from the other to this version.
 */
export async function compareVersion(db: Db, lang: Locale, versionId: number, against: number | 'live' | 'draft'): Promise<ModuleChange[]> {
  const version = await versionRow(db, lang, versionId)
  let other: ModuleNode[]
  if (typeof against === 'number') {
    const row = await versionRow(db, lang, against)
    if (row.pageId !== version.pageId) throw notFound(lang)
    other = row.modules
  } else {
    const [row] = await db
      .select({ modules: pageTranslations.modules, draft: pageTranslations.draftModules })
      .from(pageTranslations)
      .where(and(eq(pageTranslations.pageId, version.pageId), eq(pageTranslations.locale, lang)))
      .limit(1)
    if (!row) throw notFound(lang)
    other = against === 'draft' ? (row.draft ?? row.modules) : row.modules
  }
  return compareTrees(other, version.modules)
}

/** Plans a publication (of the draft as it will be then, or of one version) or a withdrawal of the page. */
export async function schedulePage(db: Db, lang: Locale, user: SessionUser, input: { pageId: number; action: 'publish' | 'unpublish'; runAt: Date; versionId: number | null }): Promise<ScheduleSummary> {
  if (input.runAt.getTime() <= Date.now()) throw new HttpError(400, m.versions_schedule_past({}, { locale: lang }), { run_at: [m.versions_schedule_past({}, { locale: lang })] })
  const planned = await db.transaction(async (tx) => {
    await lockedTranslation(tx, lang, input.pageId)
    if (input.versionId !== null) {
      const [version] = await tx.select({ id: pageVersions.id }).from(pageVersions).where(and(eq(pageVersions.id, input.versionId), eq(pageVersions.pageId, input.pageId), eq(pageVersions.locale, lang))).limit(1)
      if (!version) throw notFound(lang)
    }
    const [row] = await tx
      .insert(pageSchedules)
      .values({ pageId: input.pageId, locale: lang, action: input.action, runAt: input.runAt, versionId: input.versionId, createdBy: user.id })
      .returning()
    if (!row) throw notFound(lang)
    return { id: row.id, action: row.action, run_at: row.runAt.toISOString(), version_id: row.versionId, author: authorName(user) }
  })
  // once it is committed, so that a look of the runner that began before cannot have missed it unnoticed
  lookForDueSchedulesAt(input.runAt.getTime())
  return planned
}

/** Cancels a planned publication that has not run yet. */
export async function cancelSchedule(db: Db, lang: Locale, scheduleId: number): Promise<void> {
  const removed = await db
    .delete(pageSchedules)
    .where(and(eq(pageSchedules.id, scheduleId), eq(pageSchedules.locale, lang), isNull(pageSchedules.doneAt)))
    .returning({ id: pageSchedules.id })
  if (removed.length === 0) throw notFound(lang)
}

/**
 * Carries out the planned publications that are due. Each job runs in its own transaction and is taken with
 * SKIP LOCKED, so instances sharing one database never run a job twice. Returns how many ran.
 */
export async function runDueSchedules(db: Db, now = new Date()): Promise<number> {
  let ran = 0
  const failed: number[] = []
  // most seconds nothing is due: a plain read decides before any transaction or row lock
  const [due] = await db.select({ id: pageSchedules.id }).from(pageSchedules).where(and(isNull(pageSchedules.doneAt), lte(pageSchedules.runAt, now))).limit(1)
  if (!due) return 0
  for (;;) {
    let taken: number | null = null
    try {
      const done = await db.transaction(async (tx) => {
        const [job] = await tx
          .select()
          .from(pageSchedules)
          .where(and(isNull(pageSchedules.doneAt), lte(pageSchedules.runAt, now), failed.length ? notInArray(pageSchedules.id, failed) : undefined))
          .orderBy(asc(pageSchedules.runAt), asc(pageSchedules.id))
          .limit(1)
          .for('update', { skipLocked: true })
        if (!job) return false
        taken = job.id
        if (job.action === 'publish') {
          await publishInTransaction(tx, job.locale, job.createdBy, job.pageId, { versionId: job.versionId, note: null })
        } else {
          // a planned unpublication, like the editor's, is per language
          await takeOfflineInTransaction(tx, job.locale, job.pageId)
        }
        await tx.update(pageSchedules).set({ doneAt: new Date() }).where(eq(pageSchedules.id, job.id))
        return true
      })
      if (!done) return ran
      ran++
    } catch (error) {
      if (taken === null) throw error
      // a job that cannot run is closed (and reported) rather than retried every second
      console.error(`[schedules] planned job ${taken} failed`, error)
      failed.push(taken)
      await db.update(pageSchedules).set({ doneAt: new Date() }).where(eq(pageSchedules.id, taken))
    }
  }
}

/**
 * Takes or renews the soft lock on a page in one language. Another editor's fresh lock is reported, not taken,
 * unless `takeOver` says so explicitly.
 */
export async function takeLock(db: Db, lang: Locale, user: SessionUser, pageId: number, takeOver: boolean): Promise<LockState> {
  return db.transaction(async (tx) => {
    await lockedTranslation(tx, lang, pageId)
    const [held] = await tx
      .select({ userId: pageLocks.userId, takenAt: pageLocks.takenAt, seenAt: pageLocks.seenAt, firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(pageLocks)
      .innerJoin(users, eq(users.id, pageLocks.userId))
      .where(and(eq(pageLocks.pageId, pageId), eq(pageLocks.locale, lang)))
      .limit(1)
    const now = new Date()
    const fresh = held !== undefined && now.getTime() - held.seenAt.getTime() < LOCK_STALE_MS
    if (held && held.userId !== user.id && fresh && !takeOver) {
      return { mine: false, holder: authorName(held) ?? '', since: held.takenAt.toISOString() }
    }
    const takenAt = held && held.userId === user.id && fresh ? held.takenAt : now
    await tx
      .insert(pageLocks)
      .values({ pageId, locale: lang, userId: user.id, takenAt, seenAt: now })
      .onConflictDoUpdate({ target: [pageLocks.pageId, pageLocks.locale], set: { userId: user.id, takenAt, seenAt: now } })
    return { mine: true, holder: authorName(user) ?? '', since: takenAt.toISOString() }
  })
}

/** Gives the lock back (the editor left edit mode); only the holder's own lock goes. */
export async function releaseLock(db: Db, lang: Locale, user: SessionUser, pageId: number): Promise<void> {
  await db.delete(pageLocks).where(and(eq(pageLocks.pageId, pageId), eq(pageLocks.locale, lang), eq(pageLocks.userId, user.id)))
}

export interface ActivityRow {
  version_id: number
  page_id: number
  lang: Locale
  title: string
  path: string
  kind: VersionSummary['kind']
  at: string
  author: string | null
  note: string | null
}

/** Recent saves, restores and publications across all pages (the hub's page activities). */
export async function recentActivities(db: Db, options: { limit: number; offset: number; kind?: VersionSummary['kind'] }): Promise<{ count: number; results: ActivityRow[] }> {
  const where = options.kind ? eq(pageVersions.kind, options.kind) : undefined
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(pageVersions).where(where)
  const rows = await db
    .select({ id: pageVersions.id, pageId: pageVersions.pageId, locale: pageVersions.locale, title: pageTranslations.title, path: pageTranslations.path, kind: pageVersions.kind, createdAt: pageVersions.createdAt, note: pageVersions.label, firstName: author.firstName, lastName: author.lastName, username: author.username })
    .from(pageVersions)
    .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pageVersions.pageId), eq(pageTranslations.locale, pageVersions.locale)))
    .leftJoin(author, eq(author.id, pageVersions.createdBy))
    .where(where)
    .orderBy(desc(pageVersions.createdAt), desc(pageVersions.id))
    .limit(options.limit)
    .offset(options.offset)
  return {
    count: Number(total?.n ?? 0),
    results: rows.map((row) => ({ version_id: row.id, page_id: row.pageId, lang: row.locale, title: row.title, path: row.path, kind: row.kind, at: row.createdAt.toISOString(), author: authorName(row), note: row.note })),
  }
}

export interface DraftRow {
  page_id: number
  lang: Locale
  title: string
  path: string
  changed_at: string
  changed_by: string | null
}

export interface ScheduledRow extends ScheduleSummary {
  page_id: number
  lang: Locale
  title: string
  path: string
}

/** Pages with unpublished drafts and the publications planned (the hub's versions dashboard). */
export async function versionsDashboard(db: Db): Promise<{ drafts: DraftRow[]; scheduled: ScheduledRow[] }> {
  const drafts = await db
    .select({ pageId: pageTranslations.pageId, locale: pageTranslations.locale, title: pageTranslations.title, path: pageTranslations.path, updatedAt: pageTranslations.updatedAt })
    .from(pageTranslations)
    .where(isNotNull(pageTranslations.draftModules))
    .orderBy(desc(pageTranslations.updatedAt))
    .limit(200)
  // who changed each draft last: one query for all of them
  const pageIds = [...new Set(drafts.map((draft) => draft.pageId))]
  const savers =
    pageIds.length === 0
      ? []
      : await db
          .selectDistinctOn([pageVersions.pageId, pageVersions.locale], { pageId: pageVersions.pageId, locale: pageVersions.locale, firstName: author.firstName, lastName: author.lastName, username: author.username })
          .from(pageVersions)
          .leftJoin(author, eq(author.id, pageVersions.createdBy))
          .where(inArray(pageVersions.pageId, pageIds))
          .orderBy(pageVersions.pageId, pageVersions.locale, desc(pageVersions.createdAt), desc(pageVersions.id))
  const lastSavers = new Map(savers.map((saver) => [`${saver.pageId}-${saver.locale}`, authorName(saver)]))
  const scheduled = await db
    .select({ id: pageSchedules.id, pageId: pageSchedules.pageId, locale: pageSchedules.locale, action: pageSchedules.action, runAt: pageSchedules.runAt, versionId: pageSchedules.versionId, title: pageTranslations.title, path: pageTranslations.path, firstName: author.firstName, lastName: author.lastName, username: author.username })
    .from(pageSchedules)
    .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pageSchedules.pageId), eq(pageTranslations.locale, pageSchedules.locale)))
    .leftJoin(author, eq(author.id, pageSchedules.createdBy))
    .where(isNull(pageSchedules.doneAt))
    .orderBy(asc(pageSchedules.runAt))
  return {
    drafts: drafts.map((draft) => ({ page_id: draft.pageId, lang: draft.locale, title: draft.title, path: draft.path, changed_at: draft.updatedAt.toISOString(), changed_by: lastSavers.get(`${draft.pageId}-${draft.locale}`) ?? null })),
    scheduled: scheduled.map((row) => ({ id: row.id, page_id: row.pageId, lang: row.locale, title: row.title, path: row.path, action: row.action, run_at: row.runAt.toISOString(), version_id: row.versionId, author: authorName(row) })),
  }
}

/**
 * How long the runner trusts what it read of the open schedules: a publication another instance planned on the same
 * database is found within this time (the instance that planned it runs it on time itself).
 */
const SCHEDULES_RECHECK_MS = 60_000

/** When this process looks at the database for due publications next (0: at the runner's next tick). */
let nextLookAt = 0
/** The earliest time planned in this process since the runner's last look began (it may have missed it). */
let plannedSinceLook = Number.POSITIVE_INFINITY

/** A publication planned in this process for `runAt`: the runner looks at that time at the latest. */
function lookForDueSchedulesAt(runAt: number): void {
  nextLookAt = Math.min(nextLookAt, runAt)
  plannedSinceLook = Math.min(plannedSinceLook, runAt)
}

/** The time of the earliest publication still open, if any. */
async function earliestOpenSchedule(db: Db): Promise<number | null> {
  const [next] = await db.select({ runAt: pageSchedules.runAt }).from(pageSchedules).where(isNull(pageSchedules.doneAt)).orderBy(asc(pageSchedules.runAt)).limit(1)
  return next ? next.runAt.getTime() : null
}

/**
 * Runs due publications until stopped (started with the server; every instance may run one). It ticks every second
 * but reads the database only when the earliest open publication is due, when this process planned one, or after
 * SCHEDULES_RECHECK_MS: an idle server does not query its database every second.
 */
export function startScheduleRunner(getDb: () => Promise<Db>, intervalMs = 1000): () => void {
  let busy = false
  nextLookAt = 0
  const timer = setInterval(() => {
    if (busy || Date.now() < nextLookAt) return
    busy = true
    plannedSinceLook = Number.POSITIVE_INFINITY
    void getDb()
      .then(async (db) => {
        await runDueSchedules(db)
        const earliest = await earliestOpenSchedule(db)
        // a publication planned while this look ran may not have been read: its time counts as well
        nextLookAt = Math.min(earliest ?? Number.POSITIVE_INFINITY, plannedSinceLook, Date.now() + SCHEDULES_RECHECK_MS)
      })
      .catch((error: unknown) => console.error('[schedules] a planned publication failed', error))
      .finally(() => {
        busy = false
      })
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
