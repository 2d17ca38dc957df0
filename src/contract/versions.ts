import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { NullableString, NumericId, PageNumber, paged } from './shared'
import { PREVIEW_LINK_DAYS } from './preview'

// Drafts, publications, versions, planned publications and soft locks of CMS pages, per language (the page
// editor's calls beyond the spec's module calls), and the hub's page-activity and versions dashboards.

const Revision = v.pipe(v.number(), v.integer(), v.minValue(1))
const PageId = v.pipe(v.number(), v.integer(), v.minValue(1))
const VersionKind = v.picklist(['save', 'publish', 'restore'])
const Locale = v.picklist(['de', 'en'])
/** Versions listed at once; the dialog asks for more in steps of VERSIONS_STEP. */
export const VERSIONS_STEP = 50
export const MAX_VERSIONS_SHOWN = 1000
const Note = v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(200)))

export const VersionSummary = v.object({
  id: v.number(),
  kind: VersionKind,
  created_at: v.string(),
  author: NullableString,
  note: NullableString,
  revision: v.number(),
  live: v.boolean(),
})
export type VersionSummary = v.InferOutput<typeof VersionSummary>

export const ScheduleSummary = v.object({
  id: v.number(),
  action: v.picklist(['publish', 'unpublish']),
  run_at: v.string(),
  version_id: v.nullable(v.number()),
  author: NullableString,
})
export type ScheduleSummary = v.InferOutput<typeof ScheduleSummary>

export const PageVersionState = v.object({
  page_id: v.number(),
  revision: v.number(),
  has_draft: v.boolean(),
  published_at: NullableString,
  published_by: NullableString,
  /** the newest versions, as many as asked for (`shown`, 50 by default) */
  versions: v.array(VersionSummary),
  /** how many versions the page has in this language */
  version_count: v.number(),
  schedules: v.array(ScheduleSummary),
})
export type PageVersionState = v.InferOutput<typeof PageVersionState>

export const VersionDetail = v.object({
  id: v.number(),
  page_id: v.number(),
  kind: VersionKind,
  created_at: v.string(),
  author: NullableString,
  note: NullableString,
  live: v.boolean(),
})
export type VersionDetail = v.InferOutput<typeof VersionDetail>

const WordPart = v.object({ kind: v.picklist(['same', 'added', 'removed']), text: v.string() })
export const ModuleChange = v.object({
  kind: v.picklist(['added', 'removed', 'changed', 'moved', 'unchanged']),
  id: v.string(),
  model: v.string(),
  summary: v.string(),
  fields: v.array(v.object({ field: v.string(), before: v.string(), after: v.string(), words: v.nullable(v.array(WordPart)) })),
  moved: v.boolean(),
})
export type ModuleChange = v.InferOutput<typeof ModuleChange>

export const LockState = v.object({ mine: v.boolean(), holder: v.string(), since: v.string() })
export type LockState = v.InferOutput<typeof LockState>

/** A wall-clock time in Europe/Berlin as a datetime-local field gives it: YYYY-MM-DDTHH:MM, seconds optional. */
export const BerlinLocalTime = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/))

export const Activity = v.object({
  version_id: v.number(),
  page_id: v.number(),
  lang: Locale,
  title: v.string(),
  path: v.string(),
  kind: VersionKind,
  at: v.string(),
  author: NullableString,
  note: NullableString,
})
export type Activity = v.InferOutput<typeof Activity>

export const VersionsDashboard = v.object({
  drafts: v.array(v.object({ page_id: v.number(), lang: Locale, title: v.string(), path: v.string(), changed_at: v.string(), changed_by: NullableString })),
  scheduled: v.array(v.object({ ...ScheduleSummary.entries, page_id: v.number(), lang: Locale, title: v.string(), path: v.string() })),
})
export type VersionsDashboard = v.InferOutput<typeof VersionsDashboard>

/**
 * A page's place in the tree as the settings dialog edits it: the slug in the dialog's language and the page's flags
 * (both languages), based on the page's revision in the tree (moves and the tree's panel raise it too).
 */
export const PageStructure = v.object({
  revision: Revision,
  slug: v.pipe(v.string(), v.trim(), v.maxLength(200)),
  is_clickable: v.boolean(),
  in_menu: v.boolean(),
  in_footer: v.boolean(),
  is_landing_page: v.boolean(),
  page_class: v.pipe(v.string(), v.maxLength(40)),
})
export type PageStructure = v.InferOutput<typeof PageStructure>

/** A page's texts in one language besides its modules: title, headline and what search engines and shares show. */
export const PAGE_SETTING_LIMITS = { title: 200, headline: 300, meta_title: 200, meta_description: 320, og_title: 200, og_description: 320 } as const
const SettingText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max))
export const PageSettingsInput = v.object({
  revision: Revision,
  title: SettingText(PAGE_SETTING_LIMITS.title),
  headline: SettingText(PAGE_SETTING_LIMITS.headline),
  meta_title: SettingText(PAGE_SETTING_LIMITS.meta_title),
  meta_description: SettingText(PAGE_SETTING_LIMITS.meta_description),
  og_title: SettingText(PAGE_SETTING_LIMITS.og_title),
  og_description: SettingText(PAGE_SETTING_LIMITS.og_description),
  /** the page's address in this language and its flags (the page tree's properties); absent: unchanged */
  structure: v.optional(PageStructure),
})
export type PageSettingsInput = v.InferOutput<typeof PageSettingsInput>
export const PageSettings = v.object({
  ...PageSettingsInput.entries,
  structure: PageStructure,
  page: PageId,
  path: v.string(),
  /** the home page and the legal pages keep their addresses */
  slug_fixed: v.boolean(),
})
export type PageSettings = v.InferOutput<typeof PageSettings>

/** A new preview link: its address is shown once (only its hash is stored). */
export const PreviewLinkCreated = v.object({ id: v.number(), url: v.string(), expires_at: v.string() })
export type PreviewLinkCreated = v.InferOutput<typeof PreviewLinkCreated>

/** An open preview link as the hub lists it (without its address, which is not kept). */
export const PreviewLinkEntry = v.object({
  id: v.number(),
  page_id: v.number(),
  lang: Locale,
  title: v.string(),
  path: v.string(),
  created_at: v.string(),
  created_by: NullableString,
  expires_at: v.string(),
})
export type PreviewLinkEntry = v.InferOutput<typeof PreviewLinkEntry>

export const versionEndpoints = {
  /** a page's settings in the request's language (editors only) */
  pageSettings: defineEndpoint({ method: 'GET', path: '/{lang}/pageeditor-api/page-settings/{id}/', response: PageSettings }),
  /** changes them, based on the revision the editor has (the page's revision: module saves raise it too) */
  updatePageSettings: defineEndpoint({ method: 'POST', path: '/{lang}/pageeditor-api/page-settings/{id}/', body: PageSettingsInput, response: PageSettings }),
  /** a page's draft state, versions and planned publications in the request's language */
  pageVersions: defineEndpoint({
    method: 'GET',
    path: '/{lang}/pageeditor-api/versions/{id}/',
    query: v.object({ shown: v.optional(v.pipe(PageNumber, v.maxValue(MAX_VERSIONS_SHOWN))) }),
    response: PageVersionState,
  }),
  /** one version's facts (the banner of `?v=`) */
  pageVersion: defineEndpoint({ method: 'GET', path: '/{lang}/pageeditor-api/version/{id}/', response: VersionDetail }),
  /** what changed from the other tree (the published one, the draft or another version) to this version */
  compareVersion: defineEndpoint({
    method: 'GET',
    path: '/{lang}/pageeditor-api/version/{id}/compare/',
    query: v.object({ against: v.optional(v.union([v.picklist(['live', 'draft']), NumericId])) }),
    response: v.array(ModuleChange),
  }),
  publishPage: defineEndpoint({
    method: 'POST',
    path: '/{lang}/pageeditor-api/publish/',
    body: v.object({ page: PageId, revision: Revision, note: Note }),
    response: PageVersionState,
  }),
  /** takes the page offline in the request's language (publishing there puts it online again) */
  takePageOffline: defineEndpoint({ method: 'POST', path: '/{lang}/pageeditor-api/offline/', body: v.object({ page: PageId }), response: v.object({ online: v.literal(false) }) }),
  discardDraft: defineEndpoint({
    method: 'POST',
    path: '/{lang}/pageeditor-api/discard/',
    body: v.object({ page: PageId, revision: Revision }),
    response: PageVersionState,
  }),
  /** makes a version the draft (the published page stays as it is) */
  restoreVersion: defineEndpoint({
    method: 'POST',
    path: '/{lang}/pageeditor-api/version/{id}/restore/',
    body: v.object({ page: PageId, revision: Revision }),
    response: PageVersionState,
  }),
  schedulePage: defineEndpoint({
    method: 'POST',
    path: '/{lang}/pageeditor-api/schedule/',
    body: v.object({ page: PageId, action: v.picklist(['publish', 'unpublish']), run_at: v.string(), version: v.nullish(PageId) }),
    response: PageVersionState,
  }),
  cancelSchedule: defineEndpoint({ method: 'DELETE', path: '/{lang}/pageeditor-api/schedule/{id}/', body: v.object({}), response: v.object({ deleted: v.literal(true) }) }),
  /** takes or renews the soft lock of a page in edit mode; `take_over` takes another editor's lock */
  pageLock: defineEndpoint({ method: 'POST', path: '/{lang}/pageeditor-api/lock/', body: v.object({ page: PageId, take_over: v.optional(v.boolean()) }), response: LockState }),
  pageUnlock: defineEndpoint({ method: 'DELETE', path: '/{lang}/pageeditor-api/lock/{id}/', body: v.object({}), response: v.object({ deleted: v.literal(true) }) }),
  dashboardPageActivities: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/dashboard-page-activities/',
    query: v.object({ page: v.optional(PageNumber), kind: v.optional(VersionKind) }),
    response: paged(Activity),
  }),
  dashboardVersions: defineEndpoint({ method: 'GET', path: '/{lang}/api/dashboard-versions/', response: VersionsDashboard }),
  /** a read-only link to the page's draft in the request's language, open for `days` days */
  previewLinkCreate: defineEndpoint({
    method: 'POST',
    path: '/{lang}/pageeditor-api/preview-links/',
    body: v.object({ page: PageId, days: v.picklist(PREVIEW_LINK_DAYS) }),
    response: PreviewLinkCreated,
  }),
  /** the preview links not yet expired or revoked, of all pages and languages, the soonest to expire first */
  dashboardPreviewLinks: defineEndpoint({ method: 'GET', path: '/{lang}/api/dashboard-preview-links/', response: v.array(PreviewLinkEntry) }),
  previewLinkRevoke: defineEndpoint({ method: 'DELETE', path: '/{lang}/pageeditor-api/preview-links/{id}/', body: v.object({}), response: v.object({ revoked: v.literal(true) }) }),
}
