import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { SLUG_PATTERN } from './event-input'

/** A person's team page in one language: the slug is the same in both, the id keeps it unique. */
export function personPath(lang: Locale, slug: string, id: number | string): string {
  return `/${lang}/team/${slug}/${id}`
}

export const MAX_POSITION = 100_000

/**
 * What a person may hold, with every complaint in the editor's language. Create and update both check the whole
 * person (an update: the stored one with the changes applied); the field names of the errors are the body's paths.
 */
export function personFieldsSchema(lang: Locale) {
  const locale = { locale: lang }
  const required = m.hub_required({}, locale)
  const text = (max: number, needed: boolean) =>
    needed
      ? v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(max, m.backoffice_too_long({ max }, locale)))
      : v.pipe(v.string(), v.trim(), v.maxLength(max, m.backoffice_too_long({ max }, locale)))
  const positionInvalid = m.backoffice_position_invalid({ max: MAX_POSITION }, locale)
  return v.object({
    // an ensemble or a choir has a name but no first name
    first_name: text(100, false),
    last_name: text(100, true),
    slug: v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(120, m.backoffice_too_long({ max: 120 }, locale)), v.regex(SLUG_PATTERN, m.backoffice_slug_invalid({}, locale))),
    role: v.object({ de: text(200, false), en: text(200, false) }),
    category_id: v.nullable(v.number()),
    position: v.pipe(v.number(positionInvalid), v.integer(positionInvalid), v.minValue(0, positionInvalid), v.maxValue(MAX_POSITION, positionInvalid)),
  })
}

export type PersonFields = v.InferOutput<ReturnType<typeof personFieldsSchema>>
export type PersonFieldsInput = v.InferInput<ReturnType<typeof personFieldsSchema>>
