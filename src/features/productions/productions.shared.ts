import * as v from 'valibot'
import { MAX_ID, UrlDate } from '~/contract/shared'
import type { ProductionListItem } from '~/contract/sections'
import type { EventListItem } from '~/contract/programme'
import { showsQuickBuy } from '~/features/programme/programme.shared'

/** Productions per page (the spec leaves it open): four rows of two on a wide screen. */
export const PRODUCTIONS_PAGE_SIZE = 8

/** The production list's filter keys, in the order the filter bar shows them. */
export const productionFilterKeys = ['season', 'exhibition_type', 'tag'] as const
export type ProductionFilterKey = (typeof productionFilterKeys)[number]

const NumericParam = v.pipe(
  v.union([v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID)), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))]),
  v.minValue(1),
)

/**
 * The query string of the production list: numeric season, exhibition type and tag, and a DD-MM-YYYY calendar
 * date from which productions still run. Anything else fails validation and leads to the error page.
 */
export const ProductionsSearch = v.object({
  season: v.optional(NumericParam),
  exhibition_type: v.optional(NumericParam),
  tag: v.optional(NumericParam),
  date: v.optional(UrlDate),
})
export type ProductionsSearch = v.InferOutput<typeof ProductionsSearch>

/**
 * The filter object of the variant that answers only results: the list's filters plus kind and a limit. Keys it
 * does not know are ignored; a known key with a bad value is a bad request.
 */
export const ProductionFilterObject = v.object({
  ...ProductionsSearch.entries,
  kind: v.optional(v.picklist(['show', 'exhibition'])),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
})
export type ProductionFilterObject = v.InferOutput<typeof ProductionFilterObject>

export function activeProductionFilters(search: ProductionsSearch): ProductionFilterKey[] {
  return productionFilterKeys.filter((key) => search[key] !== undefined)
}

/** Filtered: any filter or a date set (such URLs are not indexed). */
export function isProductionListFiltered(search: ProductionsSearch): boolean {
  return activeProductionFilters(search).length > 0 || search.date !== undefined
}

/** Sets one filter; an empty choice or the current value again clears it. */
export function chooseProductionFilter(search: ProductionsSearch, key: ProductionFilterKey, value: number | null): ProductionsSearch {
  const next = { ...search }
  if (value === null || search[key] === value) delete next[key]
  else next[key] = value
  return next
}

/** Reset clears the filters and the date. */
export function resetProductionFilters(): ProductionsSearch {
  return {}
}

/** "2026-11-21" (a date input's value) ↔ "21-11-2026" (the URL's). */
export function isoToUrlDate(iso: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return undefined
  const candidate = `${match[3]}-${match[2]}-${match[1]}`
  return v.is(UrlDate, candidate) ? candidate : undefined
}

export function urlDateToIso(value: string | undefined): string {
  const match = value ? /^(\d{2})-(\d{2})-(\d{4})$/.exec(value) : null
  return match ? `${match[3]}-${match[2]}-${match[1]}` : ''
}

/** The event the production page's "Dates and Tickets" button stands for: the first one that can be booked. */
export function firstBookableEvent(events: EventListItem[], now = Date.now()): EventListItem | undefined {
  // an event that is over sells nothing any more
  return events.find((event) => showsQuickBuy(event, now))
}

/** A production's run as text parts: both ends, one end, or nothing. */
export function productionRun(production: Pick<ProductionListItem, 'date_from' | 'date_to'>): { from: string | null; to: string | null } {
  const from = production.date_from
  const to = production.date_to && production.date_to !== production.date_from ? production.date_to : null
  return { from, to }
}
