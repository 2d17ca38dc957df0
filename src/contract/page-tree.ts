import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { LocaleSchema } from './shared'

// The page tree and the menus in the editors' hands (issue 31): the tree of CMS pages with their addresses and
// states in both languages; create, move, copy, delete and restore; the menu and footer of each language. The
// contract checks the shape; the service (src/features/page-tree/page-tree.server.ts) checks the content and
// answers field errors in the editor's language, 409 when the page changed meanwhile.

export const PAGE_STATES = ['draft', 'published', 'changes', 'offline', 'scheduled'] as const
export type PageState = (typeof PAGE_STATES)[number]

const TreeLocale = v.object({
  title: v.string(),
  slug: v.string(),
  /** the path without the language ('' for home) */
  path: v.string(),
  /** the page's address in that language: /de/ueber-uns */
  url: v.string(),
  state: v.picklist(PAGE_STATES),
})

export const PageTreeEntry = v.object({
  id: v.number(),
  parent_id: v.nullable(v.number()),
  position: v.number(),
  /** the page's revision in the tree: a move, a slug or a flag change names the one it was made on */
  revision: v.number(),
  in_menu: v.boolean(),
  in_footer: v.boolean(),
  is_clickable: v.boolean(),
  is_landing_page: v.boolean(),
  page_class: v.string(),
  /** the home page and the legal pages cannot be deleted or moved */
  protected: v.boolean(),
  locales: v.object({ de: TreeLocale, en: TreeLocale }),
})
export type PageTreeEntry = v.InferOutput<typeof PageTreeEntry>

export const DeletedPage = v.object({
  id: v.number(),
  title: v.string(),
  /** the addresses it had */
  urls: v.object({ de: v.string(), en: v.string() }),
  deleted_at: v.string(),
  deleted_by: v.nullable(v.string()),
  /** until when it can be restored */
  restorable_until: v.string(),
  /** the titles of the subpages deleted with it (restored with it) */
  subpages: v.array(v.string()),
})
export type DeletedPage = v.InferOutput<typeof DeletedPage>

export const PageLink = v.object({
  kind: v.picklist(['module', 'menu', 'footer', 'teaser', 'redirect']),
  /** where: a page's title and language, a menu entry's name, a teaser's name, a redirect's old address */
  where: v.string(),
  url: v.string(),
})
export type PageLink = v.InferOutput<typeof PageLink>

const Slug = v.pipe(v.string(), v.maxLength(200))
const Title = v.pipe(v.string(), v.maxLength(200))
const Id = v.pipe(v.number(), v.integer(), v.minValue(1))

export const CreatePageInput = v.object({
  parent_id: v.nullable(Id),
  de: v.object({ title: Title, slug: Slug }),
  en: v.object({ title: Title, slug: Slug }),
  /** null: an empty page; else a copy of that page's modules (its drafts) */
  template_id: v.nullable(Id),
  is_landing_page: v.boolean(),
  page_class: v.pipe(v.string(), v.maxLength(40)),
})
export type CreatePageInput = v.InferOutput<typeof CreatePageInput>

export const MovePageInput = v.object({ revision: v.number(), parent_id: v.nullable(Id), position: v.pipe(v.number(), v.integer(), v.minValue(0)) })
export type MovePageInput = v.InferOutput<typeof MovePageInput>

export const UpdatePageInput = v.object({
  revision: v.number(),
  slug_de: v.optional(Slug),
  slug_en: v.optional(Slug),
  in_menu: v.optional(v.boolean()),
  in_footer: v.optional(v.boolean()),
  is_clickable: v.optional(v.boolean()),
  is_landing_page: v.optional(v.boolean()),
  page_class: v.optional(v.pipe(v.string(), v.maxLength(40))),
})
export type UpdatePageInput = v.InferOutput<typeof UpdatePageInput>

export const DeletePageInput = v.object({
  revision: v.number(),
  replacement_id: v.nullable(Id),
  /** the subpages the editor saw listed and deletes with the page: all of them, else the deletion is refused */
  subpages: v.optional(v.pipe(v.array(Id), v.maxLength(2000)), []),
})
export type DeletePageInput = v.InferOutput<typeof DeletePageInput>

export const NavEditorEntry = v.object({
  /** null: a page entry follows the page's title */
  title: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  page_id: v.nullable(Id),
  /** an external or site address (entries without a page); ignored for page entries */
  url: v.pipe(v.string(), v.maxLength(500)),
  has_tab_navigation: v.boolean(),
  children: v.array(
    v.object({
      title: v.nullable(v.pipe(v.string(), v.maxLength(200))),
      page_id: v.nullable(Id),
      url: v.pipe(v.string(), v.maxLength(500)),
      has_tab_navigation: v.boolean(),
    }),
  ),
})
export type NavEditorEntry = v.InferOutput<typeof NavEditorEntry>

export const NavEditorFooterLink = v.object({ title: v.nullable(v.pipe(v.string(), v.maxLength(200))), page_id: v.nullable(Id), url: v.pipe(v.string(), v.maxLength(500)) })
export type NavEditorFooterLink = v.InferOutput<typeof NavEditorFooterLink>

export const NavigationEditorState = v.object({
  /** the stored entries' fingerprint: a save names the one it was made on */
  version: v.string(),
  menu: v.array(NavEditorEntry),
  footer: v.array(NavEditorFooterLink),
})
export type NavigationEditorState = v.InferOutput<typeof NavigationEditorState>

export const NavigationSaveInput = v.object({
  version: v.string(),
  menu: v.pipe(v.array(NavEditorEntry), v.maxLength(60)),
  footer: v.pipe(v.array(NavEditorFooterLink), v.maxLength(60)),
})
export type NavigationSaveInput = v.InferOutput<typeof NavigationSaveInput>

const Ok = v.object({ ok: v.boolean() })
const MenuQuery = v.object({ menu: v.optional(LocaleSchema) })

export const pageTreeEndpoints = {
  pageTree: defineEndpoint({ method: 'GET', path: '/{lang}/api/page-tree/', response: v.object({ pages: v.array(PageTreeEntry), deleted: v.array(DeletedPage) }) }),
  pageTreeCreate: defineEndpoint({ method: 'POST', path: '/{lang}/api/page-tree/', body: CreatePageInput, response: v.object({ id: v.number() }) }),
  pageTreeUpdate: defineEndpoint({ method: 'POST', path: '/{lang}/api/page-tree/{id}/', body: UpdatePageInput, response: Ok }),
  pageTreeMove: defineEndpoint({ method: 'POST', path: '/{lang}/api/page-tree/{id}/move/', body: MovePageInput, response: Ok }),
  pageTreeCopy: defineEndpoint({ method: 'POST', path: '/{lang}/api/page-tree/{id}/copy/', body: v.object({ with_children: v.boolean() }), response: v.object({ id: v.number() }) }),
  pageTreeLinks: defineEndpoint({ method: 'GET', path: '/{lang}/api/page-tree/{id}/links/', response: v.array(PageLink) }),
  pageTreeDelete: defineEndpoint({ method: 'POST', path: '/{lang}/api/page-tree/{id}/delete/', body: DeletePageInput, response: Ok }),
  pageTreeRestore: defineEndpoint({ method: 'POST', path: '/{lang}/api/page-tree/{id}/restore/', response: Ok }),
  /** the menu of `menu` (the request's language when absent); answers speak the request's language, the hub's */
  navigationEditor: defineEndpoint({ method: 'GET', path: '/{lang}/api/navigation-editor/', query: MenuQuery, response: NavigationEditorState }),
  navigationSave: defineEndpoint({ method: 'POST', path: '/{lang}/api/navigation-editor/', query: MenuQuery, body: NavigationSaveInput, response: NavigationEditorState }),
}
