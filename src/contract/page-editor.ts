import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { Container, ModuleNodeSchema, SiteSettings } from './cms'

// The page editor's endpoints and schemas. Only editor code imports this module, so visitors never load it.

/** A section the editor saves as one tree: a page's modules in the request's language, or a container by slug. */
export const SectionRefSchema = v.variant('kind', [
  v.object({ kind: v.literal('page'), id: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  v.object({ kind: v.literal('container'), slug: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,99}$/i)) }),
])
export type SectionRef = v.InferOutput<typeof SectionRefSchema>

/** Where a module goes: top level (parent null), a column of a section, or the children of a list module. */
export const PlacementSchema = v.object({
  parent: v.nullable(v.string()),
  column: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0))),
  index: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

const Revision = v.pipe(v.number(), v.integer(), v.minValue(1))

/** The longest HTML block an administrator may set (a snippet, not a page). */
export const HTML_BLOCK_MAX = 20_000
const HtmlBlock = v.nullable(v.pipe(v.string(), v.maxLength(HTML_BLOCK_MAX)))

/** A section as the editor works on it: the stored tree and its revision, plus the tree as visitors see it. */
export const EditorSection = v.object({
  section: SectionRefSchema,
  revision: Revision,
  modules: v.array(ModuleNodeSchema),
  rendered: v.array(ModuleNodeSchema),
  /** a page's draft differs from what visitors see (containers are live and have none) */
  has_draft: v.boolean(),
  /** visitors find the page in this language (containers are always online) */
  online: v.boolean(),
})
export type EditorSection = v.InferOutput<typeof EditorSection>

/** The page editor's calls (editors only). */
const AdminMenu = v.object({ title: v.string(), url: v.string() })
/** The logged-in editor as the page editor knows them (spec platform.md §7), with the admin menu entries. */
export const PageEditorUser = v.object({
  id: v.number(),
  email: v.string(),
  username: v.string(),
  admin_menus: v.array(AdminMenu),
})
export type PageEditorUser = v.InferOutput<typeof PageEditorUser>

export const pageEditorEndpoints = {
  pageEditorUser: defineEndpoint({ method: 'GET', path: '/{lang}/pageeditor-api/user', response: PageEditorUser }),
  /** the stored tree of a section for the editor (editors only); kind is page (key: page id) or container (key: slug) */
  editorSection: defineEndpoint({ method: 'GET', path: '/{lang}/pageeditor-api/section/{kind}/{key}', response: EditorSection }),
  /** creates or updates one module (the module as body) in a section, based on the revision the editor has */
  saveModule: defineEndpoint({
    method: 'POST',
    path: '/{lang}/pageeditor-api/module/{id}/',
    body: v.object({ section: SectionRefSchema, revision: Revision, module: ModuleNodeSchema, placement: v.nullish(PlacementSchema) }),
    response: EditorSection,
  }),
  deleteModule: defineEndpoint({
    method: 'DELETE',
    path: '/{lang}/pageeditor-api/module/{id}/',
    body: v.object({ section: SectionRefSchema, revision: Revision }),
    response: EditorSection,
  }),
  /** moves one module: up, down, into another column or list */
  reorderModule: defineEndpoint({
    method: 'POST',
    path: '/{lang}/pageeditor-api/reorder/',
    body: v.object({ section: SectionRefSchema, revision: Revision, id: v.string(), placement: PlacementSchema }),
    response: EditorSection,
  }),
  /** puts a whole snapshot of a section back (undo, redo) */
  restoreSection: defineEndpoint({
    method: 'POST',
    path: '/{lang}/pageeditor-api/section/',
    body: v.object({ section: SectionRefSchema, revision: Revision, modules: v.array(ModuleNodeSchema) }),
    response: EditorSection,
  }),
  /** removes a container section by id */
  deleteContainer: defineEndpoint({
    method: 'DELETE',
    path: '/{lang}/pageeditor-api/container/{id}/',
    body: v.object({}),
    response: v.object({ deleted: v.literal(true) }),
  }),
  createModule: defineEndpoint({
    method: 'POST',
    path: '/{lang}/pageeditor-api/{module}',
    body: v.object({
      slug: v.optional(v.string()),
      model: v.string(),
      parent: v.nullable(v.number()),
      content_type: v.nullable(v.string()),
      object_id: v.nullable(v.number()),
      layout: v.optional(v.number()),
    }),
    response: Container,
  }),
  /** the site-offline and shop-offline switches and the HTML blocks of every page (administrators only) */
  updateSettings: defineEndpoint({
    method: 'POST',
    path: '/pageeditor-api/settings',
    body: v.object({
      is_site_online: v.optional(v.boolean()),
      is_shop_online: v.optional(v.boolean()),
      html_header: v.optional(HtmlBlock),
      html_footer_top: v.optional(HtmlBlock),
      html_footer_bottom: v.optional(HtmlBlock),
      html_footer_logos: v.optional(HtmlBlock),
    }),
    response: SiteSettings,
  }),
}
