import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import type { ArticleStatus } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { localizePathname } from '~/lib/i18n/localized-paths'
import type { JsonValue } from '~/server/db/module-tree'
import type { RichText } from '~/server/db/rich-text'
import { fieldSchemas } from './field-schemas'
import { SLUG_PATTERN } from './event-input'

/** An article's public address in one language (the id keeps it unique whatever the slug), as articleUrl builds it. */
export function articlePath(lang: Locale, slug: string, id: number | string): string {
  return localizePathname(`/${lang}/magazine/${slug}/${id}`)
}

/** Draft without a publication date, scheduled before it, published from then on. */
export function articleStatus(publishedAt: Date | null, now: Date = new Date()): ArticleStatus {
  if (!publishedAt) return 'draft'
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published'
}

/** An editor's empty document. */
export const emptyRichText = (): RichText => ({ root: { type: 'root', version: 1, children: [], direction: null, format: '', indent: 0 } })

function toJson(value: unknown): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (Array.isArray(value)) return value.map(toJson)
  if (typeof value === 'object') {
    const out: { [key: string]: JsonValue } = {}
    for (const [key, entry] of Object.entries(value)) if (entry !== undefined) out[key] = toJson(entry)
    return out
  }
  return null
}

/** The rich text field's state as the contract carries it: plain JSON (Lexical's own output already is). */
export function richTextJson(state: { root: { [field: string]: unknown } } | null): RichText | null {
  if (!state) return null
  const root = toJson(state.root)
  if (root === null || typeof root !== 'object' || Array.isArray(root)) return null
  return { root: { ...root, type: 'root', version: typeof root.version === 'number' ? root.version : 1 } }
}

/**
 * What an article may hold, with every complaint in the editor's language. Create and update both check the whole
 * article (an update: the stored one with the changes applied); the field names of the errors are the body's paths.
 */
export function articleFieldsSchema(lang: Locale) {
  const locale = { locale: lang }
  const required = m.hub_required({}, locale)
  const text = (max: number, needed: boolean) =>
    needed
      ? v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(max, m.backoffice_too_long({ max }, locale)))
      : v.pipe(v.string(), v.trim(), v.maxLength(max, m.backoffice_too_long({ max }, locale)))
  const both = <T extends v.GenericSchema<string, string>>(schema: T) => v.object({ de: schema, en: schema })
  const slug = v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(120, m.backoffice_too_long({ max: 120 }, locale)), v.regex(SLUG_PATTERN, m.backoffice_slug_invalid({}, locale)))
  const body = fieldSchemas(lang).richText
  return v.object({
    title: both(text(200, true)),
    slug: both(slug),
    teaser: both(text(2000, false)),
    body: v.object({ de: body, en: body }),
    category_id: v.nullable(v.number()),
    tag_ids: v.pipe(
      v.array(v.number()),
      v.transform((ids) => [...new Set(ids)]),
    ),
    author_id: v.nullable(v.number()),
    published_at: v.nullable(v.date()),
  })
}

export type ArticleFields = v.InferOutput<ReturnType<typeof articleFieldsSchema>>
export type ArticleFieldsInput = v.InferInput<ReturnType<typeof articleFieldsSchema>>
