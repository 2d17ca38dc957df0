import * as v from 'valibot'
import { parseIsoDate } from '~/lib/berlin-time'

export const locales = ['de', 'en'] as const
export type Locale = (typeof locales)[number]
export const LocaleSchema = v.picklist(locales)

export const NullableString = v.nullable(v.string())

/** A real calendar day, YYYY-MM-DD (valibot's isoDate checks the format only: it takes 2026-02-30). */
export const CalendarDay = v.pipe(v.string(), v.isoDate(), v.check((value) => parseIsoDate(value) !== null))

/** The largest id the database's integer columns hold (2^31 - 1): a larger one is bad input, never a query. */
export const MAX_ID = 2_147_483_647

/** Whether a string of digits (or a number) is a record id the database can hold. */
export function isDbId(value: string | number): boolean {
  const id = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID
}

/** A record id in a JSON body or server-function input: an integer the integer columns hold. */
export const DbId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID))

/** A numeric id as it arrives in a query string ("12") or a JSON body (12). */
export const NumericId = v.pipe(
  v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))]),
  v.minValue(1),
  v.maxValue(MAX_ID),
)

export const PageNumber = v.pipe(
  v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number))]),
  v.minValue(1),
)

/** URL dates are DD-MM-YYYY and must be real calendar dates. */
export const UrlDate = v.pipe(
  v.string(),
  v.regex(/^\d{2}-\d{2}-\d{4}$/, 'date must be DD-MM-YYYY'),
  v.check((value) => isCalendarDate(value), 'date is not a calendar date'),
)

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value)
  if (!match) return false
  const day = Number(match[1])
  const month = Number(match[2])
  const year = Number(match[3])
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2999) return false
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return day <= daysInMonth
}

export const Urls = v.record(v.string(), v.string())

export function paged<T extends v.GenericSchema>(item: T) {
  return v.object({
    count: v.number(),
    next: NullableString,
    previous: NullableString,
    results: v.array(item),
  })
}

export const Image = v.object({
  url: v.string(),
  alt: v.string(),
  width: v.optional(v.number()),
  height: v.optional(v.number()),
  caption: v.optional(NullableString),
})
export type Image = v.InferOutput<typeof Image>

export const FilterOption = v.object({
  id: v.union([v.number(), v.string()]),
  name: v.string(),
  slug: v.optional(v.string()),
  show_in_filter: v.optional(v.boolean()),
})
export type FilterOption = v.InferOutput<typeof FilterOption>

export const Translatable = v.object({ de: v.string(), en: v.string() })

/** The `code` of a 403 for an administrators' write whose sign-in is older than the step-up window. */
export const STEP_UP_REQUIRED = 'step_up_required'

export const ApiError = v.object({ detail: v.string(), errors: v.optional(v.record(v.string(), v.array(v.string()))), code: v.optional(v.string()) })
export type ApiError = v.InferOutput<typeof ApiError>
