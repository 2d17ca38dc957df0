import { and, asc, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '~/server/db/client.server'
import { containers, navItems, pageTranslations, pageVersions, pages } from '~/server/db/schema'
import type { Locale } from '~/contract/shared'
import type { CmsPage, ModuleNode, Navigation, NavEntry, PageParent } from '~/contract/cms'
import { walkModules } from '~/server/db/module-tree'
import { resolveModuleReferences } from './resolve-modules.server'
import { HttpError } from '~/server/api/http-error'
import type { SessionUser } from '~/server/auth/session.server'

export function pageUrl(locale: Locale, path: string): string {
  return path ? `/${locale}/${path}` : `/${locale}`
}

/** Normalises a requested page path: no leading or trailing slashes, no empty segments. */
export function normalizePagePath(path: string): string {
  return path.split('/').filter(Boolean).join('/')
}

async function translationsOf(db: Db, pageIds: number[]) {
  if (pageIds.length === 0) return []
  return db.select().from(pageTranslations).where(inArray(pageTranslations.pageId, pageIds))
}

function urlsFrom(rows: { locale: Locale; path: string }[]): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [row.locale, pageUrl(row.locale, row.path)]))
}

async function parentChain(db: Db, lang: Locale, parentId: number | null): Promise<PageParent | null> {
  // walk up to the root; a depth bound protects against a cycle in edited data
  const chain: { id: number; parentId: number | null }[] = []
  let next = parentId
  while (next !== null && chain.length < 12) {
    const [row] = await db.select({ id: pages.id, parentId: pages.parentId }).from(pages).where(eq(pages.id, next)).limit(1)
    if (!row) break
    chain.push(row)
    next = row.parentId
  }
  const translations = await translationsOf(db, chain.map((entry) => entry.id))
  let parent: PageParent | null = null
  for (const entry of [...chain].reverse()) {
    const own = translations.filter((row) => row.pageId === entry.id)
    const title = own.find((row) => row.locale === lang)?.title ?? own[0]?.title ?? ''
    parent = { id: entry.id, title, urls: urlsFrom(own), parent }
  }
  return parent
}

export async function getCmsPage(
  db: Db,
  lang: Locale,
  rawPath: string,
  options: { versionId?: number; user: SessionUser | null },
): Promise<CmsPage> {
  const path = normalizePagePath(rawPath)
  const [row] = await db
    .select({ page: pages, translation: pageTranslations })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(and(eq(pageTranslations.locale, lang), eq(pageTranslations.path, path)))
    .limit(1)
  if (!row) throw new HttpError(404, '404 Not Found')
  const { page, translation } = row
  if (page.deletedAt) throw new HttpError(404, '404 Not Found')
  // offline pages (all languages or this one) exist only for editors
  const online = page.isOnline && translation.isOnline
  if (!online && !options.user) throw new HttpError(404, '404 Not Found')
  let modules = translation.modules
  let versionId: number | null = null
  if (options.versionId !== undefined) {
    if (!options.user) throw new HttpError(404, '404 Not Found')
    const [version] = await db
      .select()
      .from(pageVersions)
      .where(and(eq(pageVersions.id, options.versionId), eq(pageVersions.pageId, page.id), eq(pageVersions.locale, lang)))
      .limit(1)
    if (!version) throw new HttpError(404, '404 Not Found')
    modules = version.modules
    versionId = version.id
  }
  return cmsPageOf(db, lang, row, modules, { versionId, user: options.user })
}

/**
 * A page in one language as the contract answers it, showing `modules` (the published tree, a version's or, for a
 * preview link, the draft).
 */
export async function cmsPageOf(
  db: Db,
  lang: Locale,
  { page, translation }: { page: typeof pages.$inferSelect; translation: typeof pageTranslations.$inferSelect },
  modules: (typeof pageTranslations.$inferSelect)['modules'],
  options: { versionId: number | null; user: SessionUser | null },
): Promise<CmsPage> {
  const online = page.isOnline && translation.isOnline
  const versionId = options.versionId
  const translations = await translationsOf(db, [page.id])
  // a visitor's language switch offers only the languages the page is online in
  const urls = urlsFrom(options.user ? translations : translations.filter((entry) => entry.isOnline))
  return {
    id: page.id,
    urls,
    content_type: page.contentType,
    title: translation.title,
    headline: translation.headline ?? translation.title,
    is_online: online,
    is_clickable: page.isClickable,
    in_menu: page.inMenu,
    in_footer: page.inFooter,
    meta_title: translation.metaTitle ?? '',
    meta_description: translation.metaDescription ?? '',
    og_title: translation.ogTitle ?? '',
    og_description: translation.ogDescription ?? '',
    og_image: page.ogImage,
    og_image_thumbs: {},
    og_type: page.ogType,
    modules: await resolveModuleReferences(db, lang, modules),
    // the page settings are in the toolbar of its edit mode
    settings_url: options.user ? `${pageUrl(lang, translation.path)}?edit` : null,
    page_class: page.pageClass ?? '',
    parent: await parentChain(db, lang, page.parentId),
    siblings: [{ urls }],
    is_landing_page: page.isLandingPage,
    version_id: versionId,
  }
}

export async function getNavigation(db: Db, lang: Locale): Promise<Navigation> {
  const rows = await db
    .select()
    .from(navItems)
    .where(eq(navItems.locale, lang))
    .orderBy(asc(navItems.position), asc(navItems.id))
  // entries of a page follow its title (unless the entry names its own) and its address
  const linked = [...new Set(rows.map((row) => row.pageId).filter((id): id is number => id !== null))]
  const targets = linked.length === 0 ? [] : await db
    .select({ id: pages.id, path: pageTranslations.path, title: pageTranslations.title, online: pageTranslations.isOnline, pageOnline: pages.isOnline, deletedAt: pages.deletedAt })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(and(eq(pageTranslations.locale, lang), inArray(pages.id, linked)))
  const byId = new Map(targets.map((row) => [row.id, row]))
  // the menu never leads to a page that is offline (in all languages or in this one), a draft or a deleted page
  const offline = await db
    .select({ path: pageTranslations.path })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(and(eq(pageTranslations.locale, lang), or(eq(pageTranslations.isOnline, false), eq(pages.isOnline, false))))
  const offlineUrls = new Set(offline.map((row) => pageUrl(lang, row.path)))
  const shown = rows.flatMap((row) => {
    if (row.pageId === null) return offlineUrls.has(row.url) ? [] : [{ ...row, title: row.title ?? '' }]
    const target = byId.get(row.pageId)
    if (!target || !target.online || !target.pageOnline || target.deletedAt) return []
    return [{ ...row, url: pageUrl(lang, target.path), title: row.title ?? target.title }]
  })
  const childrenOf = (parentId: number): NavEntry['children'] =>
    shown
      .filter((row) => row.area === 'menu' && row.parentId === parentId)
      .map((row) => ({ url: row.url, menu_name: row.title, has_tab_navigation: row.hasTabNavigation, children: [] }))
  return {
    menu: shown
      .filter((row) => row.area === 'menu' && row.parentId === null)
      .map((row) => ({ url: row.url, menu_name: row.title, has_tab_navigation: row.hasTabNavigation, children: childrenOf(row.id) })),
    footer: shown.filter((row) => row.area === 'footer').map((row) => ({ title: row.title, url: row.url })),
  }
}

/** The CMS page that holds each legal text (the same path in both languages). */
export const legalPagePaths = { terms: 'agb', privacyPolicy: 'datenschutz', imprint: 'impressum' } as const

type LexicalJson = { type: string; [key: string]: unknown }

function isLexicalNode(value: unknown): value is LexicalJson {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string'
}

/** One rich text of a legal page: its headline modules become headings, its text modules' paragraphs follow. */
function legalContent(modules: ModuleNode[]): { root: LexicalJson } {
  const children: LexicalJson[] = []
  for (const node of walkModules(modules)) {
    if (node.model === 'HeadlineModule' && typeof node.data.content === 'string') {
      const level = typeof node.data.headline_level === 'number' ? Math.min(6, Math.max(2, node.data.headline_level)) : 2
      children.push({ type: 'heading', tag: `h${level}`, version: 1, direction: null, format: '', indent: 0, children: [{ type: 'text', text: node.data.content, format: 0, version: 1, detail: 0, mode: 'normal', style: '' }] })
    }
    const content = node.model === 'TextModule' ? node.data.content : undefined
    if (typeof content === 'object' && content !== null && 'root' in content) {
      const root: unknown = content.root
      if (isLexicalNode(root) && Array.isArray(root.children)) children.push(...root.children.filter(isLexicalNode))
    }
  }
  return { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children } }
}

export async function getLegalText(db: Db, lang: Locale, path: string) {
  const [row] = await db
    .select({ translation: pageTranslations, page: pages })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(and(eq(pageTranslations.locale, lang), eq(pageTranslations.path, path)))
    .limit(1)
  if (!row || !row.page.isOnline || !row.translation.isOnline) throw new HttpError(404, '404 Not Found')
  return { title: row.translation.title, content: legalContent(row.translation.modules), updated_at: row.translation.updatedAt.toISOString() }
}

/** A standalone section by slug (spec platform.md §7: a 404 means it does not exist yet). */
export async function getContainerBySlug(db: Db, lang: Locale, slug: string) {
  const [row] = await db
    .select()
    .from(containers)
    .where(and(eq(containers.locale, lang), eq(containers.slug, slug)))
    .limit(1)
  if (!row) throw new HttpError(404, '404 Not Found')
  return {
    id: row.id,
    slug: row.slug,
    model: 'ContainerModule' as const,
    parent: null,
    content_type: row.contentType,
    object_id: row.objectId,
    columns: [],
    children: await resolveModuleReferences(db, lang, row.modules),
  }
}
