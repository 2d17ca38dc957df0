import * as v from 'valibot'
import type { Locale } from '~/contract/shared'
import { fieldSchemas } from './field-schemas'

/** A series' public address in one language (the id keeps it unique whatever the slug), as seriesUrl builds it. */
export function seriesPath(lang: Locale, slug: string, id: number | string): string {
  return `/${lang}/series/${slug}/${id}`
}

/**
 * What a series may hold, with every complaint in the editor's language. Create and update both check the whole
 * series (an update: the stored one with the changes applied); the field names of the errors are the body's paths.
 */
export function seriesFieldsSchema(lang: Locale) {
  const { text, both, slug, image } = fieldSchemas(lang)
  return v.object({
    name: both(text(200, true)),
    slug: both(slug),
    description: both(text(4000, false)),
    price_text: both(text(200, false)),
    image,
    show_in_filter: v.boolean(),
  })
}

export type SeriesFields = v.InferOutput<ReturnType<typeof seriesFieldsSchema>>
export type SeriesFieldsInput = v.InferInput<ReturnType<typeof seriesFieldsSchema>>
