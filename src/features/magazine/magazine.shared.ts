import * as v from 'valibot'
import { MAX_ID } from '~/contract/shared'

/** Articles per page (the spec leaves it open): three rows of three on a wide screen. */
export const ARTICLES_PAGE_SIZE = 9
/** Article teasers when no ids are asked for: the newest few. */
export const ARTICLE_TEASER_COUNT = 3

const NumericParam = v.pipe(
  v.union([v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID)), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))]),
  v.minValue(1),
)

/** The filter of a magazine list: one category or one tag (from the route), never free text. */
export const ArticleFilter = v.object({ category: v.optional(NumericParam), tag: v.optional(NumericParam) })
export type ArticleFilter = v.InferOutput<typeof ArticleFilter>

/** "12,4,9" → [12, 4, 9]; at most 20 ids, duplicates dropped, order kept. */
export function parseIdList(value: string | undefined): number[] {
  if (!value) return []
  const ids = value
    .split(',')
    .map((part) => Number(part))
    .filter((id) => Number.isInteger(id) && id > 0)
  return [...new Set(ids)].slice(0, 20)
}
