import * as v from 'valibot'
import { ArticleObjSchema } from '../blog-teaser-list/schema'
import { referenceId } from '../fields'

/** Highlight teasers: the newest article of each chosen magazine category, resolved by the server into highlight_objs. */
export const HighlightTeaserSchema = v.object({
  categories: v.nullish(v.array(referenceId), []),
  highlight_objs: v.nullish(v.array(ArticleObjSchema)),
})
export type HighlightTeaserData = v.InferOutput<typeof HighlightTeaserSchema>
