import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { CalendarDay } from '~/contract/shared'
import type { Locale } from '~/contract/shared'
import { fieldSchemas } from './field-schemas'

/**
 * What a teaser between the programme's events may hold, with every complaint in the editor's language. Create and
 * update both check the whole teaser (an update: the stored one with the changes applied).
 */
export function teaserFieldsSchema(lang: Locale) {
  const { locale, required, text, both, image, link } = fieldSchemas(lang)
  return v.pipe(
    v.object({
      // an empty day is said to be missing, not to be an invalid date as well
      position: v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.check((value) => value === '' || v.is(CalendarDay, value), m.backoffice_day_invalid({}, locale))),
      name: text(120, true),
      headline: both(text(200, true)),
      preline: both(text(200, false)),
      subline: both(text(300, false)),
      link: both(link),
      link_text: both(text(80, false)),
      image,
    }),
    // a link text without a link would be a button to nowhere
    v.forward(
      v.partialCheck([['link', 'de'], ['link_text', 'de']], (fields) => fields.link.de !== '' || fields.link_text.de === '', m.backoffice_link_text_without_link({}, locale)),
      ['link', 'de'],
    ),
    v.forward(
      v.partialCheck([['link', 'en'], ['link_text', 'en']], (fields) => fields.link.en !== '' || fields.link_text.en === '', m.backoffice_link_text_without_link({}, locale)),
      ['link', 'en'],
    ),
  )
}

export type TeaserFields = v.InferOutput<ReturnType<typeof teaserFieldsSchema>>
export type TeaserFieldsInput = v.InferInput<ReturnType<typeof teaserFieldsSchema>>
