import { createHash } from 'node:crypto'
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm'
import type { Locale } from '~/contract/shared'
import { locales } from '~/contract/shared'
import type { CreatePageInput, DeletePageInput, DeletedPage, MovePageInput, NavigationEditorState, NavigationSaveInput, PageLink, PageState, PageTreeEntry, UpdatePageInput } from '~/contract/page-tree'
import type { Db } from '~/server/db/client.server'
import type { DeletedNavEntry } from '~/server/db/schema'
import { containers, eventTeasers, navItems, pageLocks, pageSchedules, pageTranslations, pages, redirects, users } from '~/server/db/schema'
import type { ModuleNode } from '~/server/db/module-tree'
import { HttpError } from '~/server/api/http-error'
import { reindexSearchDocuments } from '~/server/search/index.server'
import { recordContentChange } from '~/server/static/revalidation.server'
import { normalizeRedirectPath } from '~/features/site/site.server'
import { legalPagePaths } from '~/features/cms-pages/cms-pages.server'
import { m } from '~/server/i18n.server'
import { DELETED_PAGE_DAYS, PAGE_THEMES, RESERVED_TOP_SLUGS, SLUG_MAX, SLUG_PATTERN, pageAddress } from './page-tree.shared'
import { tag } from '~/server/static/tags'
import type { Tag } from '~/server/static/tags'

// The page tree's operations (issue 31). Each runs in one transaction: it locks the page it changes, refuses a
// change based on an older revision of it (409, nothing applied), keeps the addresses of the page and its
// descendants in both languages, the redirect table (no chains, no loops) and the menu entries in step, and records
// the tags of exactly the generated pages that change: `page:<id>` for a page's own rendering (at its old address:
// regenerated, or removed when it answers 404 or redirects now), `path:<address>` for an address that now shows a
// page, `nav:<lang>` where a menu entry follows the page (the menu is on every page of that language), `redirects`
// when the redirect table changed (the generator drops pages whose address now redirects).

type Tx = Db
type PageRow = typeof pages.$inferSelect
type TranslationRow = typeof pageTranslations.$inferSelect

const DAY_MS = 24 * 3600_000

/** A field's refusal: 400 with the message at the field. */
function fieldError(lang: Locale, field: string, message: string): HttpError {
  return new HttpError(400, message, { [field]: [message] })
}

function notFound(lang: Locale): HttpError {
  return new HttpError(404, m.tree_page_not_found({}, { locale: lang }))
}

function conflict(lang: Locale, what: string): HttpError {
  return new HttpError(409, m.tree_conflict({ what }, { locale: lang }))
}

/** The slug's problem, or null when it is a good one. */
export function slugProblem(slug: string, lang: Locale, topLevel: boolean): string | null {
  if (!slug) return m.tree_slug_required({}, { locale: lang })
  if (slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) return m.tree_slug_invalid({}, { locale: lang })
  if (topLevel && RESERVED_TOP_SLUGS.has(slug)) return m.tree_slug_reserved({}, { locale: lang })
  return null
}

const tombstone = (translationId: number) => `~deleted/${translationId}`
const joinPath = (parentPath: string, slug: string) => (parentPath ? `${parentPath}/${slug}` : slug)

function stateOf(page: PageRow, row: TranslationRow, scheduled: boolean): PageState {
  if (scheduled) return 'scheduled'
  if (!page.isOnline || !row.isOnline) return row.publishedAt ? 'offline' : 'draft'
  return row.draftModules !== null ? 'changes' : 'published'
}

const isLegal = (path: string) => (Object.values(legalPagePaths) as string[]).includes(path)

// ---------------------------------------------------------------------------------------------------------------
// Reading

/** Every page that is not deleted, with its addresses and states in both languages, in tree order. */
export async function listPageTree(db: Db): Promise<PageTreeEntry[]> {
  const [pageRows, translationRows, scheduleRows] = await Promise.all([
    db.select().from(pages).where(isNull(pages.deletedAt)).orderBy(asc(pages.position), asc(pages.id)),
    db.select().from(pageTranslations).where(isNull(pageTranslations.deletedPath)),
    db.select({ pageId: pageSchedules.pageId, locale: pageSchedules.locale }).from(pageSchedules).where(isNull(pageSchedules.doneAt)),
  ])
  const scheduled = new Set(scheduleRows.map((row) => `${row.pageId}:${row.locale}`))
  const entries: PageTreeEntry[] = []
  for (const page of pageRows) {
    const own = translationRows.filter((row) => row.pageId === page.id)
    const de = own.find((row) => row.locale === 'de')
    const en = own.find((row) => row.locale === 'en')
    if (!de || !en) continue
    const local = (row: TranslationRow) => ({
      title: row.title,
      slug: row.slug,
      path: row.path,
      url: pageAddress(row.locale, row.path),
      state: stateOf(page, row, scheduled.has(`${page.id}:${row.locale}`)),
    })
    entries.push({
      id: page.id,
      parent_id: page.parentId,
      position: page.position,
      revision: page.revision,
      in_menu: page.inMenu,
      in_footer: page.inFooter,
      is_clickable: page.isClickable,
      is_landing_page: page.isLandingPage,
      page_class: page.pageClass ?? '',
      protected: page.parentId === null && (de.path === '' || isLegal(de.path)),
      locales: { de: local(de), en: local(en) },
    })
  }
  return entries
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers inside a transaction

async function lockedPage(tx: Tx, lang: Locale, pageId: number): Promise<PageRow> {
  const [row] = await tx.select().from(pages).where(and(eq(pages.id, pageId), isNull(pages.deletedAt))).for('update')
  if (!row) throw notFound(lang)
  return row
}

async function translationsOf(tx: Tx, pageIds: number[]): Promise<TranslationRow[]> {
  if (pageIds.length === 0) return []
  return tx.select().from(pageTranslations).where(inArray(pageTranslations.pageId, pageIds))
}

/** The page and every page below it, the page first, parents before their children. */
async function subtreeOf(tx: Tx, pageId: number): Promise<PageRow[]> {
  const all = await tx.select().from(pages).where(isNull(pages.deletedAt))
  const result: PageRow[] = []
  const root = all.find((row) => row.id === pageId)
  if (!root) return result
  const queue = [root]
  while (queue.length > 0) {
    const next = queue.shift()
    if (!next) break
    result.push(next)
    queue.push(...all.filter((row) => row.parentId === next.id).sort((a, b) => a.position - b.position || a.id - b.id))
  }
  return result
}

/** The page's path in a language, '' for none (the top). */
async function pathOf(tx: Tx, pageId: number | null, locale: Locale): Promise<string> {
  if (pageId === null) return ''
  const [row] = await tx.select({ path: pageTranslations.path }).from(pageTranslations).where(and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.locale, locale)))
  return row?.path ?? ''
}

/** Whether `path` in `locale` is taken by a page outside `except`. */
async function pathTaken(tx: Tx, locale: Locale, path: string, except: ReadonlySet<number>): Promise<boolean> {
  const rows = await tx.select({ pageId: pageTranslations.pageId }).from(pageTranslations).where(and(eq(pageTranslations.locale, locale), eq(pageTranslations.path, path)))
  return rows.some((row) => !except.has(row.pageId))
}

/** Re-numbers the pages under `parentId`, placing `pageId` at `position` (0-based) among them. */
async function placeAmongSiblings(tx: Tx, parentId: number | null, pageId: number, position: number | null): Promise<void> {
  const siblings = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(parentId === null ? isNull(pages.parentId) : eq(pages.parentId, parentId), isNull(pages.deletedAt)))
    .orderBy(asc(pages.position), asc(pages.id))
  const order = siblings.map((row) => row.id).filter((id) => id !== pageId)
  order.splice(position === null ? order.length : Math.min(position, order.length), 0, pageId)
  for (const [index, id] of order.entries()) await tx.update(pages).set({ position: index }).where(eq(pages.id, id))
}

/**
 * The redirect table after an address moved from `from` to `to`: older redirects that led to `from` lead to `to`
 * now (no chain), a redirect away from `to` goes (the address shows a page again, no loop), and `from` → `to` is
 * added. Returns whether anything changed.
 */
async function redirectAddress(tx: Tx, from: string, to: string): Promise<void> {
  const oldPath = normalizeRedirectPath(from)
  const newPath = normalizeRedirectPath(to)
  if (oldPath === newPath) return
  await tx.delete(redirects).where(eq(redirects.oldPath, newPath))
  await tx.update(redirects).set({ newPath }).where(eq(redirects.newPath, oldPath))
  // a redirect that now points to its own address (moved back and forth) goes
  await tx.delete(redirects).where(eq(redirects.oldPath, redirects.newPath))
  await tx
    .insert(redirects)
    .values({ oldPath, newPath })
    .onConflictDoUpdate({ target: redirects.oldPath, set: { newPath, createdAt: new Date() } })
}

async function inNavigation(tx: Tx, pageIds: number[]): Promise<Locale[]> {
  if (pageIds.length === 0) return []
  const rows = await tx.selectDistinct({ locale: navItems.locale }).from(navItems).where(inArray(navItems.pageId, pageIds))
  return rows.map((row) => row.locale)
}

/**
 * Gives the pages of `subtree` (the first one's parent or slug changed) their new paths in each language and
 * redirects each address that visitors could reach. Returns the tags of what changed.
 */
async function rewritePaths(tx: Tx, lang: Locale, subtree: PageRow[], newParentId: number | null, newSlugs: Partial<Record<Locale, string>>): Promise<Tag[]> {
  const ids = subtree.map((row) => row.id)
  const inside = new Set(ids)
  const translations = await translationsOf(tx, ids)
  const tags = new Set<Tag>()
  const changed: { row: TranslationRow; path: string }[] = []
  for (const locale of locales) {
    const newPaths = new Map<number, string>()
    const base = await pathOf(tx, newParentId, locale)
    for (const page of subtree) {
      const row = translations.find((entry) => entry.pageId === page.id && entry.locale === locale)
      if (!row) continue
      const parentPath = page === subtree[0] ? base : (newPaths.get(page.parentId ?? -1) ?? '')
      const slug = page === subtree[0] ? (newSlugs[locale] ?? row.slug) : row.slug
      const path = joinPath(parentPath, slug)
      newPaths.set(page.id, path)
      if (path === row.path && slug === row.slug) continue
      if (await pathTaken(tx, locale, path, inside)) {
        throw fieldError(lang, page === subtree[0] ? `slug_${locale}` : 'parent_id', m.tree_slug_taken({ address: pageAddress(locale, path) }, { locale: lang }))
      }
      changed.push({ row, path })
    }
  }
  // two steps: a path freed by one page of the subtree may be taken by another (unique per language)
  for (const { row } of changed) await tx.update(pageTranslations).set({ path: tombstone(row.id) }).where(eq(pageTranslations.id, row.id))
  for (const { row, path } of changed) {
    const slug = row.pageId === subtree[0]?.id ? (newSlugs[row.locale] ?? row.slug) : row.slug
    await tx.update(pageTranslations).set({ path, slug, updatedAt: new Date() }).where(eq(pageTranslations.id, row.id))
    const from = pageAddress(row.locale, row.path)
    const to = pageAddress(row.locale, path)
    tags.add(tag.page(row.pageId))
    // an address visitors could reach (published once) keeps leading there
    if (row.publishedAt !== null && from !== to) {
      await redirectAddress(tx, from, to)
      tags.add(tag.site('redirects'))
    }
    if (row.isOnline) tags.add(tag.path(to))
  }
  if (changed.length > 0) {
    for (const locale of await inNavigation(tx, ids)) tags.add(tag.nav(locale))
    await reindexSearchDocuments(tx, ids.map((id) => ({ kind: 'page' as const, id })))
    await tx.update(pages).set({ revision: sql`${pages.revision} + 1`, updatedAt: new Date() }).where(inArray(pages.id, ids.slice(1)))
  }
  return [...tags]
}

/** The page's current state, said in the 409 answer. */
async function describePage(tx: Tx, lang: Locale, page: PageRow): Promise<string> {
  const [row] = await tx.select().from(pageTranslations).where(and(eq(pageTranslations.pageId, page.id), eq(pageTranslations.locale, lang)))
  return row ? `„${row.title}“ (${pageAddress(lang, row.path)})` : String(page.id)
}

async function checkRevision(tx: Tx, lang: Locale, page: PageRow, revision: number): Promise<void> {
  if (page.revision !== revision) throw conflict(lang, await describePage(tx, lang, page))
}

// ---------------------------------------------------------------------------------------------------------------
// Create

/** Creates a page under `parent_id` (or at the top), last among its siblings: a draft in both languages. */
export async function createPage(db: Db, lang: Locale, userId: number | null, input: CreatePageInput): Promise<{ id: number; tags: Tag[] }> {
  const errors: Record<string, string[]> = {}
  for (const locale of locales) {
    const title = input[locale].title.trim()
    if (!title) errors[`title_${locale}`] = [m.editor_error_required({}, { locale: lang })]
    const problem = slugProblem(input[locale].slug, lang, input.parent_id === null)
    if (problem) errors[`slug_${locale}`] = [problem]
  }
  if (!(PAGE_THEMES as readonly string[]).includes(input.page_class)) errors.page_class = [m.tree_theme_invalid({}, { locale: lang })]
  if (Object.keys(errors).length > 0) throw new HttpError(400, m.hub_check_fields({}, { locale: lang }), errors)
  return db.transaction(async (tx) => {
    if (input.parent_id !== null) await lockedPage(tx, lang, input.parent_id).catch(() => {
      throw fieldError(lang, 'parent_id', m.tree_parent_missing({}, { locale: lang }))
    })
    let template: TranslationRow[] = []
    if (input.template_id !== null) {
      template = (await translationsOf(tx, [input.template_id])).filter((row) => row.deletedPath === null)
      if (template.length === 0) throw fieldError(lang, 'template_id', m.tree_page_not_found({}, { locale: lang }))
    }
    const paths: Partial<Record<Locale, string>> = {}
    for (const locale of locales) {
      const path = joinPath(await pathOf(tx, input.parent_id, locale), input[locale].slug)
      if (await pathTaken(tx, locale, path, new Set())) throw fieldError(lang, `slug_${locale}`, m.tree_slug_taken({ address: pageAddress(locale, path) }, { locale: lang }))
      paths[locale] = path
    }
    const [page] = await tx
      .insert(pages)
      .values({ parentId: input.parent_id, inMenu: false, inFooter: false, isLandingPage: input.is_landing_page, pageClass: input.page_class || null, position: 0 })
      .returning()
    if (!page) throw notFound(lang)
    await placeAmongSiblings(tx, input.parent_id, page.id, null)
    for (const locale of locales) {
      const source = template.find((row) => row.locale === locale)
      const modules: ModuleNode[] = source ? (source.draftModules ?? source.modules) : []
      await tx.insert(pageTranslations).values({
        pageId: page.id,
        locale,
        title: input[locale].title.trim(),
        slug: input[locale].slug,
        path: paths[locale] ?? '',
        // nothing of it is public until it is published in a language
        modules: [],
        draftModules: modules,
        isOnline: false,
      })
    }
    void userId
    // a draft shows nowhere: no generated page changes
    return { id: page.id, tags: [] }
  })
}

// ---------------------------------------------------------------------------------------------------------------
// Move

/** Moves a page (and everything below it) under another parent or to another position among its siblings. */
export async function movePage(db: Db, lang: Locale, pageId: number, input: MovePageInput): Promise<string[]> {
  return db.transaction(async (tx) => {
    const page = await lockedPage(tx, lang, pageId)
    await checkRevision(tx, lang, page, input.revision)
    const own = await translationsOf(tx, [pageId])
    if (page.parentId === null && own.some((row) => row.path === '' || isLegal(row.path))) throw fieldError(lang, 'parent_id', m.tree_protected_move({}, { locale: lang }))
    if (input.parent_id !== null) {
      if (input.parent_id === pageId) throw fieldError(lang, 'parent_id', m.tree_move_into_itself({}, { locale: lang }))
      await lockedPage(tx, lang, input.parent_id).catch(() => {
        throw fieldError(lang, 'parent_id', m.tree_parent_missing({}, { locale: lang }))
      })
      // walk up from the new parent: meeting the page means moving it under its own descendant
      let next: number | null = input.parent_id
      for (let depth = 0; next !== null && depth < 64; depth++) {
        if (next === pageId) throw fieldError(lang, 'parent_id', m.tree_move_into_itself({}, { locale: lang }))
        const [row] = await tx.select({ parentId: pages.parentId }).from(pages).where(eq(pages.id, next))
        next = row?.parentId ?? null
      }
    }
    if (input.parent_id === null) {
      for (const row of own) if (RESERVED_TOP_SLUGS.has(row.slug)) throw fieldError(lang, 'parent_id', m.tree_slug_reserved({}, { locale: lang }))
    }
    const subtree = await subtreeOf(tx, pageId)
    const tags = new Set<Tag>()
    if (input.parent_id !== page.parentId) {
      for (const each of await rewritePaths(tx, lang, subtree, input.parent_id, {})) tags.add(each)
      await tx.update(pages).set({ parentId: input.parent_id }).where(eq(pages.id, pageId))
      await placeAmongSiblings(tx, page.parentId, -1, null)
    }
    await placeAmongSiblings(tx, input.parent_id, pageId, input.position)
    await tx.update(pages).set({ revision: page.revision + 1, updatedAt: new Date() }).where(eq(pages.id, pageId))
    // the order among siblings shows nowhere but in the tree; a new parent changes the breadcrumbs of the page
    tags.add(tag.page(pageId))
    const result = [...tags].sort()
    await recordContentChange(tx, result)
    return result
  })
}

// ---------------------------------------------------------------------------------------------------------------
// Properties: slugs (with the same redirects as a move), flags, menu and footer

export async function updatePage(db: Db, lang: Locale, pageId: number, input: UpdatePageInput): Promise<string[]> {
  return db.transaction(async (tx) => {
    const result = await updatePageIn(tx, lang, pageId, input)
    await recordContentChange(tx, result)
    return result
  })
}

/** Whether the page's slug in that language is fixed: the home page and the legal pages keep their addresses. */
export function slugFixed(page: Pick<PageRow, 'parentId'>, row: Pick<TranslationRow, 'path'>): boolean {
  return row.path === '' || (page.parentId === null && isLegal(row.path))
}

/**
 * The properties' change inside a transaction the caller owns (the tree's panel, the editor's page settings): it
 * locks the page, checks its revision, and returns the tags of what changed (the caller records them).
 */
export async function updatePageIn(tx: Tx, lang: Locale, pageId: number, input: UpdatePageInput): Promise<Tag[]> {
  const page = await lockedPage(tx, lang, pageId)
  await checkRevision(tx, lang, page, input.revision)
  const own = await translationsOf(tx, [pageId])
  const tags = new Set<Tag>()
  const slugs: Partial<Record<Locale, string>> = {}
  for (const locale of locales) {
    const slug = locale === 'de' ? input.slug_de : input.slug_en
    const row = own.find((entry) => entry.locale === locale)
    if (slug === undefined || !row || slug === row.slug) continue
    if (slugFixed(page, row)) throw fieldError(lang, `slug_${locale}`, m.tree_protected_move({}, { locale: lang }))
    const problem = slugProblem(slug, lang, page.parentId === null)
    if (problem) throw fieldError(lang, `slug_${locale}`, problem)
    slugs[locale] = slug
  }
  if (Object.keys(slugs).length > 0) {
    for (const each of await rewritePaths(tx, lang, await subtreeOf(tx, pageId), page.parentId, slugs)) tags.add(each)
  }
  if (input.page_class !== undefined && !(PAGE_THEMES as readonly string[]).includes(input.page_class)) throw fieldError(lang, 'page_class', m.tree_theme_invalid({}, { locale: lang }))
  const flags = {
    isClickable: input.is_clickable ?? page.isClickable,
    isLandingPage: input.is_landing_page ?? page.isLandingPage,
    pageClass: input.page_class === undefined ? page.pageClass : input.page_class || null,
    inMenu: input.in_menu ?? page.inMenu,
    inFooter: input.in_footer ?? page.inFooter,
  }
  if (flags.isClickable !== page.isClickable || flags.isLandingPage !== page.isLandingPage || flags.pageClass !== page.pageClass) tags.add(tag.page(pageId))
  for (const area of ['menu', 'footer'] as const) {
    const wanted = area === 'menu' ? input.in_menu : input.in_footer
    if (wanted === undefined) continue
    const existing = await tx.select().from(navItems).where(and(eq(navItems.pageId, pageId), eq(navItems.area, area)))
    if (wanted) {
      for (const locale of locales) {
        if (existing.some((row) => row.locale === locale)) continue
        const [last] = await tx
          .select({ position: sql<number>`coalesce(max(${navItems.position}), -1)` })
          .from(navItems)
          .where(and(eq(navItems.locale, locale), eq(navItems.area, area), isNull(navItems.parentId)))
        const path = own.find((row) => row.locale === locale)?.path ?? ''
        await tx.insert(navItems).values({ locale, area, pageId, title: null, url: pageAddress(locale, path), position: Number(last?.position ?? -1) + 1 })
        tags.add(tag.nav(locale))
      }
    } else if (existing.length > 0) {
      // a menu entry's sub-entries stay in the menu, at the top level
      await tx.update(navItems).set({ parentId: null }).where(inArray(navItems.parentId, existing.map((row) => row.id)))
      await tx.delete(navItems).where(inArray(navItems.id, existing.map((row) => row.id)))
      for (const row of existing) tags.add(tag.nav(row.locale))
    }
  }
  if (flags.inMenu !== page.inMenu || flags.inFooter !== page.inFooter) tags.add(tag.page(pageId))
  await tx.update(pages).set({ ...flags, revision: page.revision + 1, updatedAt: new Date() }).where(eq(pages.id, pageId))
  return [...tags].sort()
}

// ---------------------------------------------------------------------------------------------------------------
// Copy

function suffixed(slug: string, n: number, word: string): string {
  const tail = n === 1 ? `-${word}` : `-${word}-${n}`
  return slug.slice(0, SLUG_MAX - tail.length) + tail
}

/** Copies a page (with or without what is below it) next to it: drafts in both languages, not in the menu. */
export async function copyPage(db: Db, lang: Locale, pageId: number, withChildren: boolean): Promise<{ id: number; tags: Tag[] }> {
  return db.transaction(async (tx) => {
    const source = await lockedPage(tx, lang, pageId)
    const own = await translationsOf(tx, [pageId])
    if (source.parentId === null && own.some((row) => row.path === '')) throw fieldError(lang, 'page', m.tree_protected_copy({}, { locale: lang }))
    const subtree = withChildren ? await subtreeOf(tx, pageId) : [source]
    const translations = await translationsOf(tx, subtree.map((row) => row.id))
    const copies = new Map<number, number>()
    for (const page of subtree) {
      const parentId = page === subtree[0] ? page.parentId : (copies.get(page.parentId ?? -1) ?? null)
      const [copy] = await tx
        .insert(pages)
        .values({ parentId, inMenu: false, inFooter: false, isClickable: page.isClickable, isLandingPage: page.isLandingPage, pageClass: page.pageClass, ogImage: page.ogImage, ogType: page.ogType, position: page.position })
        .returning()
      if (!copy) throw notFound(lang)
      copies.set(page.id, copy.id)
      for (const locale of locales) {
        const row = translations.find((entry) => entry.pageId === page.id && entry.locale === locale)
        if (!row) continue
        let slug = row.slug
        let path = row.path
        if (page === subtree[0]) {
          const parentPath = await pathOf(tx, parentId, locale)
          const word = locale === 'de' ? 'kopie' : 'copy'
          for (let n = 1; ; n++) {
            slug = suffixed(row.slug, n, word)
            path = joinPath(parentPath, slug)
            if (!(await pathTaken(tx, locale, path, new Set()))) break
          }
        } else {
          const parentPath = (await pathOf(tx, parentId, locale)) || ''
          path = joinPath(parentPath, row.slug)
        }
        await tx.insert(pageTranslations).values({
          pageId: copy.id,
          locale,
          title: page === subtree[0] ? m.tree_copy_title({ title: row.title }, { locale }) : row.title,
          headline: row.headline,
          slug,
          path,
          metaTitle: row.metaTitle,
          metaDescription: row.metaDescription,
          ogTitle: row.ogTitle,
          ogDescription: row.ogDescription,
          modules: [],
          draftModules: row.draftModules ?? row.modules,
          isOnline: false,
        })
      }
    }
    const first = copies.get(pageId) ?? 0
    await placeAmongSiblings(tx, source.parentId, first, source.position + 1)
    return { id: first, tags: [] }
  })
}

// ---------------------------------------------------------------------------------------------------------------
// Links to a page, delete and restore

function linksIn(value: unknown, urls: ReadonlySet<string>): string[] {
  const found: string[] = []
  const visit = (node: unknown) => {
    if (typeof node === 'string') {
      const bare = normalizeRedirectPath(node.split(/[?#]/)[0] ?? node)
      if (urls.has(bare)) found.push(bare)
    } else if (Array.isArray(node)) node.forEach(visit)
    else if (node && typeof node === 'object') Object.values(node).forEach(visit)
  }
  visit(value)
  return found
}

/**
 * Where other content links to the page or to a page below it (they go with it): modules of other pages and
 * sections, menu and footer entries, teasers, redirects.
 */
export async function pageLinks(db: Db, lang: Locale, pageId: number): Promise<PageLink[]> {
  const branch = (await subtreeOf(db, pageId)).map((row) => row.id)
  if (branch.length === 0) throw notFound(lang)
  const inside = new Set(branch)
  const own = (await translationsOf(db, branch)).filter((row) => row.deletedPath === null)
  if (own.length === 0) throw notFound(lang)
  const urls = new Set(own.map((row) => pageAddress(row.locale, row.path)))
  const links: PageLink[] = []
  const others = await db
    .select({ pageId: pageTranslations.pageId, locale: pageTranslations.locale, title: pageTranslations.title, modules: pageTranslations.modules, draft: pageTranslations.draftModules })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(isNull(pages.deletedAt))
  for (const row of others) {
    if (inside.has(row.pageId)) continue
    for (const url of new Set([...linksIn(row.modules, urls), ...linksIn(row.draft, urls)])) links.push({ kind: 'module', where: `${row.title} (${row.locale.toUpperCase()})`, url })
  }
  for (const row of await db.select().from(containers)) {
    for (const url of new Set(linksIn(row.modules, urls))) links.push({ kind: 'module', where: `${row.slug} (${row.locale.toUpperCase()})`, url })
  }
  const nav = await db.select().from(navItems).where(or(inArray(navItems.pageId, branch), inArray(navItems.url, [...urls])))
  for (const row of nav) {
    const target = own.find((entry) => entry.locale === row.locale && (row.pageId === null ? pageAddress(entry.locale, entry.path) === row.url : entry.pageId === row.pageId))
    links.push({ kind: row.area === 'menu' ? 'menu' : 'footer', where: `${row.title ?? target?.title ?? ''} (${row.locale.toUpperCase()})`, url: target ? pageAddress(row.locale, target.path) : row.url })
  }
  for (const row of await db.select().from(eventTeasers)) {
    for (const url of new Set(linksIn(row.link, urls))) links.push({ kind: 'teaser', where: row.name, url })
  }
  const redirectRows = await db.select().from(redirects).where(inArray(redirects.newPath, [...urls]))
  for (const row of redirectRows) links.push({ kind: 'redirect', where: row.oldPath, url: row.newPath })
  return links
}

/**
 * Deletes a page, and with it the subpages the editor saw listed (all of them, or the deletion is refused): refused
 * for the home page and the legal pages, and while other content links to a page of the branch — unless a
 * replacement is named: then every address of the branch (and whatever led to it) redirects to the replacement's.
 * The branch's menu entries go and are kept with the pages, which stay restorable together for 30 days.
 */
export async function deletePage(db: Db, lang: Locale, userId: number | null, pageId: number, input: DeletePageInput): Promise<string[]> {
  const links = await pageLinks(db, lang, pageId)
  return db.transaction(async (tx) => {
    const page = await lockedPage(tx, lang, pageId)
    await checkRevision(tx, lang, page, input.revision)
    const own = await translationsOf(tx, [pageId])
    if (page.parentId === null && own.some((row) => row.path === '')) throw fieldError(lang, 'page', m.tree_delete_home({}, { locale: lang }))
    if (page.parentId === null && own.some((row) => isLegal(row.path))) throw fieldError(lang, 'page', m.tree_delete_legal({}, { locale: lang }))
    const branch = await subtreeOf(tx, pageId)
    const below = branch.slice(1)
    if (below.length > 0) {
      await tx.select({ id: pages.id }).from(pages).where(inArray(pages.id, below.map((row) => row.id))).for('update')
      if (input.subpages.length === 0) throw fieldError(lang, 'page', m.tree_delete_children({}, { locale: lang }))
    }
    // the editor confirmed exactly these subpages: one added or moved away meanwhile refuses the deletion
    const confirmed = new Set(input.subpages)
    if (below.length !== confirmed.size || below.some((row) => !confirmed.has(row.id))) throw new HttpError(409, m.tree_delete_branch_changed({}, { locale: lang }), { page: [m.tree_delete_branch_changed({}, { locale: lang })] })
    const ids = branch.map((row) => row.id)
    const translations = await translationsOf(tx, ids)
    const tags = new Set<Tag>(ids.map((id) => tag.page(id)))
    if (input.replacement_id === null) {
      if (links.length > 0) throw new HttpError(409, m.tree_delete_linked({ count: links.length }, { locale: lang }), { replacement_id: [m.tree_delete_linked({ count: links.length }, { locale: lang })] }, 'linked')
    } else {
      if (input.replacement_id === pageId) throw fieldError(lang, 'replacement_id', m.tree_replacement_self({}, { locale: lang }))
      if (ids.includes(input.replacement_id)) throw fieldError(lang, 'replacement_id', m.tree_replacement_inside({}, { locale: lang }))
      const replacement = (await translationsOf(tx, [input.replacement_id])).filter((row) => row.deletedPath === null)
      if (replacement.length === 0) throw fieldError(lang, 'replacement_id', m.tree_page_not_found({}, { locale: lang }))
      for (const row of translations) {
        const target = replacement.find((entry) => entry.locale === row.locale)
        if (!target) continue
        await redirectAddress(tx, pageAddress(row.locale, row.path), pageAddress(row.locale, target.path))
        tags.add(tag.site('redirects'))
      }
    }
    // the branch's menu and footer entries go; each page keeps its own to put them back when it is restored
    const entries = await tx.select().from(navItems).where(inArray(navItems.pageId, ids))
    if (entries.length > 0) {
      await tx.update(navItems).set({ parentId: null }).where(and(inArray(navItems.parentId, entries.map((row) => row.id)), or(isNull(navItems.pageId), notInArray(navItems.pageId, ids))))
      await tx.delete(navItems).where(inArray(navItems.id, entries.map((row) => row.id)))
      for (const row of entries) tags.add(tag.nav(row.locale))
    }
    const now = new Date()
    for (const row of translations) {
      await tx.update(pageTranslations).set({ deletedPath: row.path, path: tombstone(row.id), isOnline: false, updatedAt: now }).where(eq(pageTranslations.id, row.id))
      if (row.isOnline) tags.add(tag.nav(row.locale))
    }
    await tx.delete(pageSchedules).where(and(inArray(pageSchedules.pageId, ids), isNull(pageSchedules.doneAt)))
    await tx.delete(pageLocks).where(inArray(pageLocks.pageId, ids))
    for (const member of branch) {
      const kept: DeletedNavEntry[] = entries
        .filter((row) => row.pageId === member.id)
        .map((row) => ({ id: row.id, locale: row.locale, area: row.area, parentId: row.parentId, position: row.position, title: row.title, url: row.url, hasTabNavigation: row.hasTabNavigation }))
      await tx
        .update(pages)
        .set({ deletedAt: now, deletedBy: userId, deletedWith: member.id === pageId ? null : pageId, deletedNav: kept, inMenu: false, inFooter: false, revision: member.revision + 1, updatedAt: now })
        .where(eq(pages.id, member.id))
    }
    await placeAmongSiblings(tx, page.parentId, -1, null)
    await reindexSearchDocuments(tx, ids.map((id) => ({ kind: 'page' as const, id })))
    const result = [...tags].sort()
    await recordContentChange(tx, result)
    return result
  })
}

/** The deleted pages that can still be restored (a branch by its top page), newest first; older ones are removed for good. */
export async function listDeletedPages(db: Db, lang: Locale, now = new Date()): Promise<DeletedPage[]> {
  const limit = new Date(now.getTime() - DELETED_PAGE_DAYS * DAY_MS)
  await db.delete(pages).where(and(isNotNull(pages.deletedAt), lt(pages.deletedAt, limit)))
  const rows = await db
    .select({ page: pages, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.deletedBy))
    .where(isNotNull(pages.deletedAt))
  const translations = await translationsOf(db, rows.map((row) => row.page.id))
  const titleOf = (pageId: number) => translations.find((row) => row.pageId === pageId && row.locale === lang)?.title ?? ''
  return rows
    .filter(({ page }) => page.deletedWith === null)
    .map(({ page, firstName, lastName, username }) => {
      const own = translations.filter((row) => row.pageId === page.id)
      const url = (locale: Locale) => pageAddress(locale, own.find((row) => row.locale === locale)?.deletedPath ?? '')
      const deletedAt = page.deletedAt ?? now
      return {
        id: page.id,
        title: titleOf(page.id),
        urls: { de: url('de'), en: url('en') },
        deleted_at: deletedAt.toISOString(),
        deleted_by: username === null ? null : `${firstName ?? ''} ${lastName ?? ''}`.trim() || username,
        restorable_until: new Date(deletedAt.getTime() + DELETED_PAGE_DAYS * DAY_MS).toISOString(),
        subpages: branchOrder(page, rows.map((row) => row.page).filter((row) => row.deletedWith === page.id)).slice(1).map((row) => titleOf(row.id)),
      }
    })
    .sort((a, b) => b.deleted_at.localeCompare(a.deleted_at))
}

/** A deleted branch's pages, its top page first, parents before their children. */
function branchOrder(top: PageRow, rest: PageRow[]): PageRow[] {
  const members: PageRow[] = [top]
  for (let index = 0; index < members.length; index++) {
    const current = members[index]
    if (current) members.push(...rest.filter((row) => row.parentId === current.id).sort((a, b) => a.position - b.position || a.id - b.id))
  }
  return members
}

/** Holds the menu of a language for the transaction (the navigation editor's saves take the same lock). */
async function lockNavigation(tx: Tx, locale: Locale): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`navigation-${locale}`}))`)
}

/**
 * Puts back the menu and footer entries removed with deleted pages: at their places (under their menu entry when it
 * is still there or comes back too, else at the top). The pages come back offline, so the menus show nothing new
 * until they are published.
 */
async function restoreNavigation(tx: Tx, members: { id: number; deletedNav: DeletedNavEntry[] | null }[]): Promise<void> {
  const entries = members.flatMap((member) => (member.deletedNav ?? []).map((entry) => ({ ...entry, pageId: member.id })))
  if (entries.length === 0) return
  for (const locale of new Set(entries.map((entry) => entry.locale))) await lockNavigation(tx, locale)
  const removed = new Set(entries.map((entry) => entry.id))
  // entries under another restored entry after it
  const ordered = [...entries.filter((entry) => entry.parentId === null || !removed.has(entry.parentId)), ...entries.filter((entry) => entry.parentId !== null && removed.has(entry.parentId))]
  const restored = new Map<number, number>()
  for (const entry of ordered) {
    let parentId: number | null = null
    if (entry.parentId !== null) {
      parentId = restored.get(entry.parentId) ?? null
      if (parentId === null) {
        const [parent] = await tx.select({ id: navItems.id }).from(navItems).where(and(eq(navItems.id, entry.parentId), eq(navItems.locale, entry.locale), eq(navItems.area, entry.area), isNull(navItems.parentId)))
        parentId = parent?.id ?? null
      }
    }
    const sameList = and(eq(navItems.locale, entry.locale), eq(navItems.area, entry.area), parentId === null ? isNull(navItems.parentId) : eq(navItems.parentId, parentId))
    const position = entry.position
    await tx.update(navItems).set({ position: sql`${navItems.position} + 1` }).where(and(sameList, gte(navItems.position, position)))
    const [row] = await tx
      .insert(navItems)
      .values({ locale: entry.locale, area: entry.area, parentId, position, title: entry.title, url: entry.url, pageId: entry.pageId, hasTabNavigation: entry.hasTabNavigation })
      .returning({ id: navItems.id })
    if (row) restored.set(entry.id, row.id)
  }
  const ids = members.map((member) => member.id)
  await tx.execute(sql`UPDATE ${pages} SET
    in_menu = EXISTS (SELECT 1 FROM ${navItems} n WHERE n.page_id = ${pages.id} AND n.area = 'menu'),
    in_footer = EXISTS (SELECT 1 FROM ${navItems} n WHERE n.page_id = ${pages.id} AND n.area = 'footer')
    WHERE ${pages.id} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)
}

/**
 * Restores a deleted page with the subpages deleted with it, under its parent (at the top when that is gone),
 * offline in both languages until they are published again, with their menu and footer entries; redirects away
 * from their addresses go (the addresses show the pages again).
 */
export async function restorePage(db: Db, lang: Locale, pageId: number, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [page] = await tx.select().from(pages).where(and(eq(pages.id, pageId), isNotNull(pages.deletedAt))).for('update')
    if (!page?.deletedAt || page.deletedAt.getTime() < now.getTime() - DELETED_PAGE_DAYS * DAY_MS) throw notFound(lang)
    if (page.deletedWith !== null) throw fieldError(lang, 'page', m.tree_restore_with_branch({}, { locale: lang }))
    let parentId = page.parentId
    if (parentId !== null) {
      const [parent] = await tx.select({ id: pages.id }).from(pages).where(and(eq(pages.id, parentId), isNull(pages.deletedAt)))
      if (!parent) parentId = null
    }
    // the branch, parents before their children
    const members = branchOrder(page, await tx.select().from(pages).where(eq(pages.deletedWith, pageId)).for('update'))
    const ids = new Set(members.map((row) => row.id))
    const translations = await translationsOf(tx, [...ids])
    const tags = new Set<Tag>()
    for (const member of members) {
      for (const row of translations.filter((entry) => entry.pageId === member.id)) {
        const path = joinPath(await pathOf(tx, member === page ? parentId : member.parentId, row.locale), row.slug)
        if (await pathTaken(tx, row.locale, path, ids)) throw conflict(lang, pageAddress(row.locale, path))
        await tx.update(pageTranslations).set({ path, deletedPath: null, isOnline: false, updatedAt: new Date() }).where(eq(pageTranslations.id, row.id))
        const removed = await tx.delete(redirects).where(eq(redirects.oldPath, pageAddress(row.locale, path))).returning({ id: redirects.id })
        if (removed.length > 0) tags.add(tag.site('redirects'))
      }
      await tx
        .update(pages)
        .set({ parentId: member === page ? parentId : member.parentId, deletedAt: null, deletedBy: null, deletedWith: null, deletedNav: null, revision: member.revision + 1, updatedAt: new Date() })
        .where(eq(pages.id, member.id))
    }
    await restoreNavigation(tx, members)
    await placeAmongSiblings(tx, parentId, pageId, null)
    const result = [...tags].sort()
    await recordContentChange(tx, result)
    return result
  })
}

// ---------------------------------------------------------------------------------------------------------------
// Menus and footer per language

type NavRow = typeof navItems.$inferSelect

function fingerprint(rows: NavRow[]): string {
  const sorted = [...rows].sort((a, b) => a.id - b.id).map((row) => [row.id, row.area, row.parentId, row.position, row.title, row.url, row.pageId, row.hasTabNavigation])
  return createHash('sha256').update(JSON.stringify(sorted)).digest('base64url').slice(0, 22)
}

async function navRows(db: Db, lang: Locale): Promise<NavRow[]> {
  return db.select().from(navItems).where(eq(navItems.locale, lang)).orderBy(asc(navItems.position), asc(navItems.id))
}

/** The menu (two levels) and the footer of one language, as the navigation editor edits them. */
export async function navigationForEditor(db: Db, lang: Locale): Promise<NavigationEditorState> {
  const rows = await navRows(db, lang)
  const entry = (row: NavRow) => ({ title: row.title, page_id: row.pageId, url: row.url, has_tab_navigation: row.hasTabNavigation })
  return {
    version: fingerprint(rows),
    menu: rows
      .filter((row) => row.area === 'menu' && row.parentId === null)
      .map((row) => ({ ...entry(row), children: rows.filter((child) => child.area === 'menu' && child.parentId === row.id).map(entry) })),
    footer: rows.filter((row) => row.area === 'footer').map((row) => ({ title: row.title, page_id: row.pageId, url: row.url })),
  }
}

const EXTERNAL = /^https?:\/\/[^\s/]+\.[^\s]*$/
const INTERNAL = /^\/[^\s/][^\s]*$|^\/$/

/**
 * Saves the menu and the footer of one language (`menuLang`) as a whole, based on the version the editor has; the
 * pages' "in menu" and "in footer" switches follow. Every page of that language shows the menu: all are
 * regenerated. Refusals speak the editor's language (`lang`), whichever menu is edited.
 */
export async function saveNavigation(db: Db, lang: Locale, menuLang: Locale, input: NavigationSaveInput): Promise<NavigationEditorState> {
  const errors: Record<string, string[]> = {}
  const check = (key: string, entry: { title: string | null; page_id: number | null; url: string }) => {
    if (entry.page_id === null) {
      if (!entry.title?.trim()) errors[`${key}.title`] = [m.editor_error_required({}, { locale: lang })]
      if (!EXTERNAL.test(entry.url) && !INTERNAL.test(entry.url)) errors[`${key}.url`] = [m.tree_nav_url_invalid({}, { locale: lang })]
    }
  }
  input.menu.forEach((entry, index) => {
    check(`menu.${index}`, entry)
    entry.children.forEach((child, childIndex) => check(`menu.${index}.children.${childIndex}`, child))
  })
  input.footer.forEach((entry, index) => check(`footer.${index}`, entry))
  if (Object.keys(errors).length > 0) throw new HttpError(400, m.hub_check_fields({}, { locale: lang }), errors)
  return db.transaction(async (tx) => {
    await lockNavigation(tx, menuLang)
    const current = await tx.select().from(navItems).where(eq(navItems.locale, menuLang)).for('update')
    if (fingerprint(current) !== input.version) throw new HttpError(409, m.tree_nav_conflict({}, { locale: lang }))
    const pageIds = [...new Set([...input.menu.flatMap((entry) => [entry.page_id, ...entry.children.map((child) => child.page_id)]), ...input.footer.map((entry) => entry.page_id)].filter((id): id is number => id !== null))]
    const known = pageIds.length === 0 ? [] : await tx.select({ pageId: pageTranslations.pageId, path: pageTranslations.path }).from(pageTranslations).innerJoin(pages, eq(pages.id, pageTranslations.pageId)).where(and(inArray(pageTranslations.pageId, pageIds), eq(pageTranslations.locale, menuLang), isNull(pages.deletedAt)))
    const urlOf = (entry: { page_id: number | null; url: string }) => {
      if (entry.page_id === null) return entry.url
      const row = known.find((candidate) => candidate.pageId === entry.page_id)
      if (!row) throw new HttpError(400, m.tree_page_not_found({}, { locale: lang }))
      return pageAddress(menuLang, row.path)
    }
    const title = (value: string | null) => (value?.trim() ? value.trim() : null)
    await tx.delete(navItems).where(eq(navItems.locale, menuLang))
    for (const [position, entry] of input.menu.entries()) {
      const [row] = await tx
        .insert(navItems)
        .values({ locale: menuLang, area: 'menu', position, title: title(entry.title), url: urlOf(entry), pageId: entry.page_id, hasTabNavigation: entry.has_tab_navigation })
        .returning({ id: navItems.id })
      for (const [childPosition, child] of entry.children.entries()) {
        await tx.insert(navItems).values({ locale: menuLang, area: 'menu', parentId: row?.id, position: childPosition, title: title(child.title), url: urlOf(child), pageId: child.page_id, hasTabNavigation: child.has_tab_navigation })
      }
    }
    for (const [position, entry] of input.footer.entries()) {
      await tx.insert(navItems).values({ locale: menuLang, area: 'footer', position, title: title(entry.title), url: urlOf(entry), pageId: entry.page_id })
    }
    // the tree's switches say whether a page has an entry (in any language)
    const affected = [...new Set([...pageIds, ...current.map((row) => row.pageId).filter((id): id is number => id !== null)])]
    if (affected.length > 0) {
      await tx.execute(sql`UPDATE ${pages} SET
        in_menu = EXISTS (SELECT 1 FROM ${navItems} n WHERE n.page_id = ${pages.id} AND n.area = 'menu'),
        in_footer = EXISTS (SELECT 1 FROM ${navItems} n WHERE n.page_id = ${pages.id} AND n.area = 'footer'),
        revision = ${pages.revision} + 1
        WHERE ${pages.id} IN (${sql.join(affected.map((id) => sql`${id}`), sql`, `)})`)
    }
    await recordContentChange(tx, [tag.nav(menuLang)])
    return navigationForEditor(tx, menuLang)
  })
}
