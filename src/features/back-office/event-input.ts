import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { localizePathname } from '~/lib/i18n/localized-paths'
import { EVENT_STATUSES } from '~/server/db/values'
import { fieldSchemas } from './field-schemas'
import { creditFieldsSchema } from './credit-input'

/** A slug names the event in its address: lowercase letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** An event's public address in one language (the id keeps it unique whatever the slug). */
export function eventPath(lang: Locale, slug: string, id: number | string): string {
  return localizePathname(`/${lang}/events/${slug}/${id}`)
}

export const MAX_CAPACITY = 100_000
/** A timeslot's start on the event's day, "HH:MM". */
export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/
const AMOUNT_PATTERN = /^\d{1,7}(?:[.,]\d{1,2})?$/

/**
 * What an event may hold, with every complaint in the editor's language. Create and update both check the whole
 * event (an update: the stored event with the changes applied), so the rules live here once; the field names of
 * the errors are the paths of the contract's body (`title.de`, `seat_groups.0.capacity`).
 */
export function eventFieldsSchema(lang: Locale) {
  const locale = { locale: lang }
  const required = m.hub_required({}, locale)
  const text = (max: number, needed: boolean) =>
    needed
      ? v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(max, m.backoffice_too_long({ max }, locale)))
      : v.pipe(v.string(), v.trim(), v.maxLength(max, m.backoffice_too_long({ max }, locale)))
  const both = <T extends v.GenericSchema<string, string>>(schema: T) => v.object({ de: schema, en: schema })
  const slug = v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(120, m.backoffice_too_long({ max: 120 }, locale)), v.regex(SLUG_PATTERN, m.backoffice_slug_invalid({}, locale)))
  const capacityInvalid = m.backoffice_capacity_invalid({ max: MAX_CAPACITY }, locale)
  const price = v.object({
    sale_type_id: v.number(),
    amount: v.pipe(
      v.string(),
      v.trim(),
      v.regex(AMOUNT_PATTERN, m.backoffice_amount_invalid({}, locale)),
      v.transform((value) => Number(value.replace(',', '.')).toFixed(2)),
    ),
  })
  const seatGroup = v.pipe(
    v.object({
      id: v.optional(v.number()),
      name: both(text(100, true)),
      capacity: v.pipe(v.number(capacityInvalid), v.integer(capacityInvalid), v.minValue(0, capacityInvalid), v.maxValue(MAX_CAPACITY, capacityInvalid)),
      prices: v.array(price),
    }),
    // partial checks run even while other fields of the group are wrong: every error shows at once
    v.forward(
      v.partialCheck(
        [['prices', '$', 'sale_type_id']],
        (group) => new Set(group.prices.map((entry) => entry.sale_type_id)).size === group.prices.length,
        m.backoffice_price_twice({}, locale),
      ),
      ['prices'],
    ),
  )
  const { richText, image } = fieldSchemas(lang)
  const ids = v.pipe(
    v.array(v.number()),
    v.transform((values) => [...new Set(values)]),
  )
  const timeInvalid = m.backoffice_time_invalid({}, locale)
  const timeslot = v.object({
    id: v.optional(v.number()),
    time_start: v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.regex(TIME_PATTERN, timeInvalid)),
    visible: v.boolean(),
  })
  return v.pipe(
    v.object({
      title: both(text(200, true)),
      subtitle: both(text(300, false)),
      slug: both(slug),
      teaser: both(text(2000, false)),
      info: both(text(300, false)),
      description: v.object({ de: richText, en: richText }),
      image,
      date_start: v.date(),
      date_end: v.nullable(v.date()),
      status: v.picklist(EVENT_STATUSES),
      room_id: v.nullable(v.number()),
      production_id: v.nullable(v.number()),
      event_type_id: v.nullable(v.number()),
      series_id: v.nullable(v.number()),
      genre_ids: ids,
      tag_ids: ids,
      label_ids: ids,
      credits: v.array(creditFieldsSchema(lang)),
      is_bookable: v.boolean(),
      price_from: v.nullable(text(60, false)),
      seat_groups: v.array(seatGroup),
      timeslots: v.array(timeslot),
    }),
    v.forward(
      v.partialCheck(
        [['timeslots', '$', 'time_start']],
        (fields) => new Set(fields.timeslots.map((slot) => slot.time_start)).size === fields.timeslots.length,
        m.backoffice_timeslot_twice({}, locale),
      ),
      ['timeslots'],
    ),
    v.forward(
      v.partialCheck(
        [['date_start'], ['date_end']],
        (fields) => !fields.date_end || fields.date_end >= fields.date_start,
        m.backoffice_end_before_start({}, locale),
      ),
      ['date_end'],
    ),
  )
}

export type EventFields = v.InferOutput<ReturnType<typeof eventFieldsSchema>>
export type EventFieldsInput = v.InferInput<ReturnType<typeof eventFieldsSchema>>
