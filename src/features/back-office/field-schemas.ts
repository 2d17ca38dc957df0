import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import type { RichText } from '~/server/db/rich-text'
import { SLUG_PATTERN } from '~/features/page-tree/page-tree.shared'

/** A file of the media library (`/media/library/…`, as its picker hands it over), another path of the site, or a web address. */
const IMAGE_PATTERN = /^(?:\/(?!\/)|https:\/\/)\S+$/
/** The most a rich text may weigh as JSON, per language (the longest seeded article has ~20 kB). */
export const MAX_RICH_TEXT_CHARS = 400_000

/** A link: a path of the site (never `//host`) or a secure web address. */
const LINK_PATTERN = /^(?:\/(?![/\\])|https:\/\/)\S+$/

/**
 * The field schemas the back office's inputs share, with their complaints in the editor's language: a trimmed text
 * (required or not, with a maximum length), a slug, an image, a link, a rich text, and one schema for both languages.
 */
export function fieldSchemas(lang: Locale) {
  const locale = { locale: lang }
  const required = m.hub_required({}, locale)
  const text = (max: number, needed: boolean) =>
    needed
      ? v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(max, m.backoffice_too_long({ max }, locale)))
      : v.pipe(v.string(), v.trim(), v.maxLength(max, m.backoffice_too_long({ max }, locale)))
  const both = <T extends v.GenericSchema<string, string>>(schema: T) => v.object({ de: schema, en: schema })
  const slug = v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(120, m.backoffice_too_long({ max: 120 }, locale)), v.regex(SLUG_PATTERN, m.backoffice_slug_invalid({}, locale)))
  const image = v.nullable(v.pipe(text(500, false), v.check((value) => value === '' || IMAGE_PATTERN.test(value), m.backoffice_image_invalid({}, locale))))
  const link = v.pipe(text(500, false), v.check((value) => value === '' || LINK_PATTERN.test(value), m.backoffice_link_invalid({}, locale)))
  // a Lexical document (the form's field makes it), or none
  const richText = v.nullable(
    v.pipe(
      v.custom<RichText>((value) => typeof value === 'object' && value !== null, m.backoffice_body_invalid({}, locale)),
      v.check((value) => JSON.stringify(value).length <= MAX_RICH_TEXT_CHARS, m.backoffice_body_invalid({}, locale)),
    ),
  )
  return { locale, required, text, both, slug, image, link, richText }
}
