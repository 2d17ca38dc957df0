import * as v from 'valibot'
import { fieldSchemas } from './field-schemas'
import { creditFieldsSchema } from './credit-input'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { isCalendarDate } from '~/contract/shared'
import { localizePathname } from '~/lib/i18n/localized-paths'
import { PRODUCTION_KINDS } from '~/server/db/values'
import { SLUG_PATTERN } from './event-input'

/** A production's public address in one language (the id keeps it unique whatever the slug), as productionUrl builds it. */
export function productionPath(lang: Locale, slug: string, id: number | string): string {
  return localizePathname(`/${lang}/productions/${slug}/${id}`)
}

/**
 * What a production may hold, with every complaint in the editor's language. Create and update both check the whole
 * production (an update: the stored one with the changes applied); the field names of the errors are the paths of
 * the contract's body (`title.de`, `date_to`).
 */
export function productionFieldsSchema(lang: Locale) {
  const locale = { locale: lang }
  const required = m.hub_required({}, locale)
  const text = (max: number, needed: boolean) =>
    needed
      ? v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(max, m.backoffice_too_long({ max }, locale)))
      : v.pipe(v.string(), v.trim(), v.maxLength(max, m.backoffice_too_long({ max }, locale)))
  const both = <T extends v.GenericSchema<string, string>>(schema: T) => v.object({ de: schema, en: schema })
  const slug = v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(120, m.backoffice_too_long({ max: 120 }, locale)), v.regex(SLUG_PATTERN, m.backoffice_slug_invalid({}, locale)))
  const { richText, image } = fieldSchemas(lang)
  // YYYY-MM-DD and a day the calendar has
  const day = v.nullable(
    v.pipe(
      v.string(),
      v.check((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value.split('-').toReversed().join('-')), m.backoffice_day_invalid({}, locale)),
    ),
  )
  return v.pipe(
    v.object({
      kind: v.picklist(PRODUCTION_KINDS),
      title: both(text(200, true)),
      subtitle: both(text(300, false)),
      slug: both(slug),
      teaser: both(text(2000, false)),
      duration: both(text(200, false)),
      description: v.object({ de: richText, en: richText }),
      image,
      date_from: day,
      date_to: day,
      season_id: v.nullable(v.number()),
      exhibition_type_id: v.nullable(v.number()),
      tag_ids: v.pipe(
        v.array(v.number()),
        v.transform((ids) => [...new Set(ids)]),
      ),
      credits: v.array(creditFieldsSchema(lang)),
    }),
    v.forward(
      v.partialCheck(
        [['date_from'], ['date_to']],
        (fields) => !fields.date_from || !fields.date_to || fields.date_to >= fields.date_from,
        m.backoffice_end_before_start({}, locale),
      ),
      ['date_to'],
    ),
  )
}

export type ProductionFields = v.InferOutput<ReturnType<typeof productionFieldsSchema>>
export type ProductionFieldsInput = v.InferInput<ReturnType<typeof productionFieldsSchema>>
