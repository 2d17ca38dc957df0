import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { fieldSchemas } from './field-schemas'

/** A venue's public address in one language (the id keeps it unique whatever the slug), as venueUrl builds it. */
export function venuePath(lang: Locale, slug: string, id: number | string): string {
  return `/${lang}/venues/${slug}/${id}`
}

/**
 * What a venue may hold, with every complaint in the editor's language. Create and update both check the whole
 * venue (an update: the stored one with the changes applied); the field names of the errors are the body's paths.
 */
export function venueFieldsSchema(lang: Locale) {
  const { locale, text, both, slug } = fieldSchemas(lang)
  const coordinate = (limit: number) =>
    v.nullable(v.pipe(v.number(), v.minValue(-limit, m.backoffice_coordinate_invalid({ min: -limit, max: limit }, locale)), v.maxValue(limit, m.backoffice_coordinate_invalid({ min: -limit, max: limit }, locale))))
  return v.object({
    name: both(text(200, true)),
    slug: both(slug),
    street: text(200, true),
    postcode: text(20, true),
    city: text(100, true),
    lat: coordinate(90),
    lng: coordinate(180),
    phone: text(50, false),
    email: v.pipe(text(200, false), v.check((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), m.backoffice_email_invalid({}, locale))),
    website: v.pipe(text(300, false), v.check((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), m.backoffice_website_invalid({}, locale))),
    accessibility: both(text(4000, false)),
    description: both(text(4000, false)),
  })
}

export type VenueFields = v.InferOutput<ReturnType<typeof venueFieldsSchema>>
export type VenueFieldsInput = v.InferInput<ReturnType<typeof venueFieldsSchema>>

/** A room's name in both languages. */
export function roomFieldsSchema(lang: Locale) {
  const locale = { locale: lang }
  const name = v.pipe(v.string(), v.trim(), v.nonEmpty(m.hub_required({}, locale)), v.maxLength(100, m.backoffice_too_long({ max: 100 }, locale)))
  return v.object({ name: v.object({ de: name, en: name }), show_in_filter: v.boolean() })
}
