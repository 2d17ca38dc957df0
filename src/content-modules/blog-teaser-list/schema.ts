import * as v from 'valibot'
import { optionalMediaUrl, optionalText, referenceId } from '../fields'

export const BLOG_TEASER_ITEMS = { min: 1, max: 8 } as const

/** A magazine article as the server resolves it, in the page's language. */
export const ArticleObjSchema = v.object({
  id: v.number(),
  title: v.string(),
  slug: v.string(),
  teaser: optionalText,
  image: optionalMediaUrl,
  category: v.nullish(v.number()),
  category_name: optionalText,
})
export type ArticleObj = v.InferOutput<typeof ArticleObjSchema>

/** Blog teaser list: 1 to 8 articles (items, required); article_objs and main_teaser_obj are filled by the server. */
export const BlogTeaserListSchema = v.object({
  items: v.pipe(
    v.array(referenceId, 'Choose between 1 and 8 articles.'),
    v.minLength(BLOG_TEASER_ITEMS.min, 'Choose between 1 and 8 articles.'),
    v.maxLength(BLOG_TEASER_ITEMS.max, 'Choose between 1 and 8 articles.'),
  ),
  article_objs: v.nullish(v.array(ArticleObjSchema)),
  main_teaser_obj: v.nullish(ArticleObjSchema),
})
export type BlogTeaserListData = v.InferOutput<typeof BlogTeaserListSchema>
