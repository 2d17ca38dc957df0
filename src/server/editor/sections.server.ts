import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { ModuleNode } from '~/contract/cms'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { containers, pages, pageTranslations, pageVersions } from '~/server/db/schema'
import type { JsonValue, ModuleNode as StoredNode } from '~/server/db/module-tree'
import { HttpError } from '~/server/api/http-error'
import type { SessionUser } from '~/server/auth/session.server'
import { recordContentChange } from '~/server/static/revalidation.server'
import { m } from '~/server/i18n.server'
import { resolveModuleReferences } from '~/features/cms-pages/resolve-modules.server'
import { applyEdit, TreeEditError } from '~/features/editor/tree-ops'
import type { TreeEdit } from '~/features/editor/tree-ops'
import { treeErrors } from '~/features/editor/validate'
import { localizeFieldErrors } from '~/features/editor/messages'
import type { SectionRef } from '~/features/editor/section-ref'
import { sectionTag } from '~/features/editor/section-ref'
import { sanitizeHtmlModules } from '~/content-modules/html/sanitize.server'
import { tag } from '~/server/static/tags'

// The editor's writes. A section is what the editor saves as one tree: a page's draft in one language (published
// by versions.server.ts), or a standalone container (live: containers have no drafts). Every save names the revision it was based on; a save based on an older revision than
// the stored one lost a race with another editor and is refused (409), never merged or overwritten.

export interface EditorSection {
  section: SectionRef
  revision: number
  /** the stored tree, as the editor edits it */
  modules: ModuleNode[]
  /** the same tree with its references filled, as visitors see it */
  rendered: ModuleNode[]
  /** a page's draft differs from its published tree (containers have no drafts: they are live) */
  has_draft: boolean
  /** visitors find the page in this language (containers are always online) */
  online: boolean
}

type Stored = { rowId: number; revision: number; modules: ModuleNode[]; hasDraft: boolean; online: boolean }

/** A page's tree as the editor works on it is its draft (the published tree while there is none). */
async function readStored(db: Db, lang: Locale, section: SectionRef, forUpdate: boolean): Promise<Stored | null> {
  if (section.kind === 'page') {
    const query = db
      .select({ rowId: pageTranslations.id, revision: pageTranslations.revision, modules: pageTranslations.modules, draft: pageTranslations.draftModules, online: pageTranslations.isOnline, pageOnline: pages.isOnline })
      .from(pageTranslations)
      .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
      .where(and(eq(pageTranslations.pageId, section.id), eq(pageTranslations.locale, lang)))
      .limit(1)
    const [row] = forUpdate ? await query.for('update', { of: pageTranslations }) : await query
    return row ? { rowId: row.rowId, revision: row.revision, modules: row.draft ?? row.modules, hasDraft: row.draft !== null, online: row.online && row.pageOnline } : null
  }
  const query = db
    .select({ rowId: containers.id, revision: containers.revision, modules: containers.modules })
    .from(containers)
    .where(and(eq(containers.slug, section.slug), eq(containers.locale, lang)))
    .limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  return row ? { ...row, hasDraft: false, online: true } : null
}

function notFound(lang: Locale): HttpError {
  return new HttpError(404, m.editor_section_not_found({}, { locale: lang }))
}

/** A section as the editor loads it: the stored tree, its revision and its rendering. */
export async function loadEditorSection(db: Db, lang: Locale, section: SectionRef): Promise<EditorSection> {
  const stored = await readStored(db, lang, section, false)
  if (!stored) throw notFound(lang)
  return { section, revision: stored.revision, modules: stored.modules, rendered: await resolveModuleReferences(db, lang, stored.modules), has_draft: stored.hasDraft, online: stored.online }
}

/**
 * Applies one edit to a section in one transaction: the row is locked, the revision compared, the changed
 * modules validated by their schemas, the tree written with the next revision (a page also gets a version),
 * and the section's tag recorded so that the public pages showing it are regenerated.
 */
export async function editSection(db: Db, lang: Locale, user: SessionUser, section: SectionRef, baseRevision: number, edit: TreeEdit): Promise<EditorSection> {
  const saved = await db.transaction(async (tx) => {
    const stored = await readStored(tx, lang, section, true)
    if (!stored) throw notFound(lang)
    if (stored.revision !== baseRevision) throw new HttpError(409, m.editor_conflict({}, { locale: lang }))
    let next: ModuleNode[]
    try {
      // what an HTML module may hold is decided here, not by the editor's browser: the rest is not stored
      next = sanitizeHtmlModules(applyEdit(stored.modules, edit))
    } catch (error) {
      if (error instanceof TreeEditError) throw new HttpError(400, m.editor_bad_edit({}, { locale: lang }))
      throw error
    }
    const errors = treeErrors(stored.modules, next)
    if (Object.keys(errors).length > 0) throw new HttpError(400, m.editor_invalid({}, { locale: lang }), localizeFieldErrors(errors, lang))
    const revision = stored.revision + 1
    const tree = toStored(next, lang)
    if (section.kind === 'page') {
      // a page's save changes its draft only: visitors, search and the static pages follow at publication
      await tx.update(pageTranslations).set({ draftModules: tree, revision, updatedAt: new Date() }).where(eq(pageTranslations.id, stored.rowId))
      await tx.insert(pageVersions).values({ pageId: section.id, locale: lang, modules: tree, createdBy: user.id, kind: 'save', revision })
    } else {
      // containers are live: the entity pages showing them are regenerated at once
      await tx.update(containers).set({ modules: tree, revision, updatedAt: new Date() }).where(eq(containers.id, stored.rowId))
      await recordContentChange(tx, [sectionTag(section)])
    }
    return { revision, modules: next, online: stored.online }
  })
  return { section, revision: saved.revision, modules: saved.modules, rendered: await resolveModuleReferences(db, lang, saved.modules), has_draft: section.kind === 'page', online: saved.online }
}

/** The container of a slug, created empty when it does not exist yet (spec platform.md §4, section loading). */
export async function ensureContainer(db: Db, lang: Locale, input: { slug: string; contentType: string | null; objectId: number | null }): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(containers)
      .values({ slug: input.slug, locale: lang, contentType: input.contentType, objectId: input.objectId, modules: [] })
      .onConflictDoNothing()
      .returning({ id: containers.id })
    const created = inserted[0]
    if (created) {
      await recordContentChange(tx, [tag.container(input.slug)])
      return { id: created.id, created: true }
    }
    const [existing] = await tx.select({ id: containers.id }).from(containers).where(and(eq(containers.slug, input.slug), eq(containers.locale, lang))).limit(1)
    if (!existing) throw notFound(lang)
    return { id: existing.id, created: false }
  })
}

/** Deletes a container section by id (its pages then show nothing in its place). */
export async function deleteContainer(db: Db, lang: Locale, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(containers).where(and(eq(containers.id, id), eq(containers.locale, lang))).returning({ slug: containers.slug })
    if (!row) throw notFound(lang)
    await recordContentChange(tx, [tag.container(row.slug)])
  })
}


const JsonValueSchema: v.GenericSchema<JsonValue> = v.union([
  v.string(),
  v.pipe(v.number(), v.finite()),
  v.boolean(),
  v.null(),
  v.array(v.lazy(() => JsonValueSchema)),
  v.record(v.string(), v.lazy(() => JsonValueSchema)),
])

const StoredNodeSchema: v.GenericSchema<StoredNode> = v.object({
  id: v.string(),
  model: v.string(),
  order: v.number(),
  data: v.record(v.string(), JsonValueSchema),
  children: v.optional(v.array(v.lazy(() => StoredNodeSchema))),
  columns: v.optional(v.array(v.object({ index: v.number(), classes: v.string(), children: v.array(v.lazy(() => StoredNodeSchema)) }))),
})

/** The tree as jsonb holds it: every value plain JSON (no undefined, functions or non-finite numbers). */
function toStored(nodes: ModuleNode[], lang: Locale): StoredNode[] {
  const parsed = v.safeParse(v.array(StoredNodeSchema), nodes)
  if (!parsed.success) throw new HttpError(400, m.error_bad_request({}, { locale: lang }))
  return parsed.output
}
