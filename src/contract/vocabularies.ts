import * as v from 'valibot'
import { defineEndpoint } from './endpoint'

// The back office's small vocabularies (editors only): genres, event tags, labels, sale types (the price categories
// of the box office), seasons, production tags, exhibition types, article categories, article tags and person categories. One list per kind (they are short: no paging), create, update, delete. The contract checks the shape; the
// service checks the content and answers field errors in the editor's language
// (src/features/back-office/vocabularies.server.ts).

/** The vocabularies with a translated name (and, depending on the kind, a slug and a filter switch). */
export const TERM_KINDS = ['genres', 'event-tags', 'labels', 'sale-types', 'production-tags', 'exhibition-types', 'article-categories', 'article-tags', 'person-categories'] as const
export type TermKind = (typeof TERM_KINDS)[number]
export const VOCABULARY_KINDS = [...TERM_KINDS, 'seasons'] as const
export type VocabularyKind = (typeof VOCABULARY_KINDS)[number]
export const VocabularyKindSchema = v.picklist(VOCABULARY_KINDS)

/** What uses an entry of each kind: while anything does, it cannot be deleted. */
export const VOCABULARY_USERS = {
  genres: 'events',
  'event-tags': 'events',
  labels: 'events',
  'sale-types': 'events',
  'production-tags': 'productions',
  'exhibition-types': 'productions',
  seasons: 'productions',
  'article-categories': 'articles',
  'article-tags': 'articles',
  'person-categories': 'persons',
} as const satisfies Record<VocabularyKind, 'events' | 'productions' | 'articles' | 'persons'>

/**
 * Which kinds have a slug: one for both languages (`one`: it names the entry in filter addresses), one per language
 * (`per-language`: the magazine's category and tag pages are addressed by it), or none.
 */
export const SLUGS = {
  genres: 'one',
  'event-tags': 'none',
  labels: 'none',
  'sale-types': 'none',
  'production-tags': 'one',
  'exhibition-types': 'one',
  'article-categories': 'per-language',
  'article-tags': 'per-language',
  'person-categories': 'none',
} as const satisfies Record<TermKind, 'none' | 'one' | 'per-language'>
/** Which kinds have a "show in the programme's filter" switch. */
export const HAS_FILTER_SWITCH = {
  genres: false,
  'event-tags': true,
  labels: false,
  'sale-types': false,
  'production-tags': true,
  'exhibition-types': false,
  'article-categories': false,
  'article-tags': false,
  'person-categories': false,
} as const satisfies Record<TermKind, boolean>

const BothLanguages = v.object({ de: v.string(), en: v.string() })

const entryBase = {
  id: v.number(),
  /** how many events, productions, articles or people (VOCABULARY_USERS) use the entry */
  used_by: v.number(),
  /**
   * The stored values' fingerprint (the tables keep no change time): an update must name the one it was made on,
   * so a copy whose values someone else changed meanwhile cannot overwrite them.
   */
  version: v.string(),
}

export const VocabularyTerm = v.object({
  kind: v.picklist(TERM_KINDS),
  ...entryBase,
  name: BothLanguages,
  /** the slug of a kind with one for both languages (SLUGS), else null */
  slug: v.nullable(v.string()),
  /** the slugs of a kind with one per language (SLUGS), else null */
  slugs: v.nullable(BothLanguages),
  /** null where the kind has no filter switch (HAS_FILTER_SWITCH) */
  show_in_filter: v.nullable(v.boolean()),
})
export type VocabularyTerm = v.InferOutput<typeof VocabularyTerm>

export const VocabularySeason = v.object({
  kind: v.literal('seasons'),
  ...entryBase,
  /** e.g. "2026/27": one name for both languages */
  name: v.string(),
  /** YYYY-MM-DD */
  date_from: v.string(),
  date_to: v.string(),
})
export type VocabularySeason = v.InferOutput<typeof VocabularySeason>

export const VocabularyEntry = v.variant('kind', [VocabularyTerm, VocabularySeason])
export type VocabularyEntry = v.InferOutput<typeof VocabularyEntry>

// shapes only, with generous bounds; what a field may hold is the service's to say, in the editor's language
const Text = v.pipe(v.string(), v.maxLength(5000))
const Both = v.object({ de: Text, en: Text })
const Version = v.pipe(v.string(), v.maxLength(100))

const termInput = { kind: v.picklist(TERM_KINDS), name: Both, slug: v.optional(Text), slugs: v.optional(Both), show_in_filter: v.optional(v.boolean()) }
const seasonInput = { kind: v.literal('seasons'), name: Text, date_from: Text, date_to: Text }

/** A new entry; `kind` must be the path's. Slugs are required where the kind has them; the filter switch defaults to on. */
export const VocabularyCreate = v.variant('kind', [v.object(termInput), v.object(seasonInput)])
export type VocabularyCreate = v.InferOutput<typeof VocabularyCreate>

/** The whole entry as the editor left it, with the version the form started from. */
export const VocabularyUpdate = v.variant('kind', [v.object({ ...termInput, version: Version }), v.object({ ...seasonInput, version: Version })])
export type VocabularyUpdate = v.InferOutput<typeof VocabularyUpdate>

export const vocabularyEndpoints = {
  backOfficeVocabulary: defineEndpoint({ method: 'GET', path: '/{lang}/api/backoffice/vocabularies/{kind}/', response: v.array(VocabularyEntry) }),
  backOfficeVocabularyCreate: defineEndpoint({ method: 'POST', path: '/{lang}/api/backoffice/vocabularies/{kind}/', body: VocabularyCreate, response: VocabularyEntry }),
  backOfficeVocabularyUpdate: defineEndpoint({ method: 'POST', path: '/{lang}/api/backoffice/vocabularies/{kind}/{id}/', body: VocabularyUpdate, response: VocabularyEntry }),
  backOfficeVocabularyDelete: defineEndpoint({ method: 'DELETE', path: '/{lang}/api/backoffice/vocabularies/{kind}/{id}/', response: v.object({ ok: v.boolean() }) }),
}
