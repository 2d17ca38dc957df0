import * as v from 'valibot'
import { SiteIdentity, neutralIdentity } from './identity'
import { defineEndpoint } from './endpoint'
import { NullableString, NumericId, Urls } from './shared'

/** A node of a CMS module tree (docs/decisions/0003-module-tree-format.md); `data` is validated per module. */
export interface ModuleNode {
  id: string
  model: string
  order: number
  data: Record<string, unknown>
  children?: ModuleNode[]
  columns?: ModuleColumn[]
}
export interface ModuleColumn {
  index: number
  classes: string
  children: ModuleNode[]
}

export const ModuleNodeSchema: v.GenericSchema<ModuleNode> = v.object({
  id: v.string(),
  model: v.string(),
  order: v.number(),
  data: v.record(v.string(), v.unknown()),
  children: v.optional(v.array(v.lazy(() => ModuleNodeSchema))),
  columns: v.optional(
    v.array(
      v.object({
        index: v.number(),
        classes: v.string(),
        children: v.array(v.lazy(() => ModuleNodeSchema)),
      }),
    ),
  ),
})

export interface PageParent {
  id: number
  title: string
  urls: Record<string, string>
  parent: PageParent | null
}
export const PageParentSchema: v.GenericSchema<PageParent> = v.object({
  id: v.number(),
  title: v.string(),
  urls: Urls,
  parent: v.nullable(v.lazy(() => PageParentSchema)),
})

export const CmsPage = v.object({
  id: v.number(),
  urls: Urls,
  content_type: v.string(),
  title: v.string(),
  headline: v.string(),
  is_online: v.boolean(),
  is_clickable: v.boolean(),
  in_menu: v.boolean(),
  in_footer: v.boolean(),
  meta_title: v.string(),
  meta_description: v.string(),
  og_title: v.string(),
  og_description: v.string(),
  og_image: NullableString,
  og_image_thumbs: v.record(v.string(), v.string()),
  og_type: v.string(),
  modules: v.array(ModuleNodeSchema),
  settings_url: NullableString,
  page_class: v.string(),
  parent: v.nullable(PageParentSchema),
  siblings: v.array(v.object({ urls: Urls })),
  is_landing_page: v.boolean(),
  version_id: v.nullable(v.number()),
})
export type CmsPage = v.InferOutput<typeof CmsPage>

export const Container = v.object({
  id: v.number(),
  slug: v.string(),
  model: v.literal('ContainerModule'),
  parent: v.nullable(v.number()),
  content_type: v.nullable(v.string()),
  object_id: v.nullable(v.number()),
  columns: v.array(v.object({ classes: v.string(), children: v.array(ModuleNodeSchema) })),
  children: v.array(ModuleNodeSchema),
})

export const NavEntry = v.object({
  url: v.string(),
  menu_name: v.string(),
  has_tab_navigation: v.boolean(),
  children: v.array(v.object({ url: v.string(), menu_name: v.string(), has_tab_navigation: v.boolean(), children: v.array(v.unknown()) })),
})
export type NavEntry = v.InferOutput<typeof NavEntry>
export const FooterLink = v.object({ title: v.string(), url: v.string() })
export const Navigation = v.object({ menu: v.array(NavEntry), footer: v.array(FooterLink) })
export type Navigation = v.InferOutput<typeof Navigation>

export const Redirect = v.object({ old_path: v.string(), new_path: v.string() })

const CodeBlock = v.nullable(v.object({ code: v.string() }))
export const SiteSettings = v.object({
  status: v.number(),
  data: v.object({
    is_site_online: v.boolean(),
    is_shop_online: v.boolean(),
    html_header: v.optional(CodeBlock),
    html_footer_top: v.optional(CodeBlock),
    html_footer_bottom: v.optional(CodeBlock),
    html_footer_logos: v.optional(CodeBlock),
    /** the venue's identity; a backend that does not know it gets the neutral one */
    identity: v.optional(SiteIdentity, neutralIdentity),
  }),
})
export type SiteSettings = v.InferOutput<typeof SiteSettings>

export const cmsEndpoints = {
  navigation: defineEndpoint({ method: 'GET', path: '/{lang}/pageeditor-api/nav', response: Navigation }),
  page: defineEndpoint({
    method: 'GET',
    path: '/{lang}/pageeditor-api/page/{path}',
    query: v.object({ version_id: v.optional(NumericId) }),
    response: CmsPage,
  }),
  containerBySlug: defineEndpoint({
    method: 'GET',
    path: '/{lang}/pageeditor-api/container/by-slug/{slug}',
    response: Container,
  }),
  redirects: defineEndpoint({ method: 'GET', path: '/{lang}/pageeditor-api/redirect', response: v.array(Redirect) }),
  settings: defineEndpoint({ method: 'GET', path: '/pageeditor-api/settings', response: SiteSettings }),
}
