import * as v from 'valibot'
import { MAX_ID } from '~/contract/shared'

/** Search params every CMS page understands: a page version (editors), edit mode and the hidden toolbar. */
export const CmsPageSearch = v.object({
  v: v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))]), v.integer(), v.minValue(1), v.maxValue(MAX_ID))),
  edit: v.optional(v.union([v.boolean(), v.literal(''), v.literal('true'), v.literal('1')])),
  noToolbar: v.optional(v.union([v.boolean(), v.literal(''), v.literal('true'), v.literal('1')])),
})
