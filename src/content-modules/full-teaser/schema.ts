import * as v from 'valibot'
import { imageFields, linkFields, optionalText, requiredText } from '../fields'

export const FULL_TEASER_TEXT_MAX = 3000

/** Full teaser: headline required, text up to 3000 characters (the older editor allowed 256). */
export const FullTeaserSchema = v.object({
  ...imageFields,
  ...linkFields,
  preline: optionalText,
  headline: requiredText,
  subline: optionalText,
  text: v.nullish(v.pipe(v.string(), v.maxLength(FULL_TEASER_TEXT_MAX, `The text may have at most ${FULL_TEASER_TEXT_MAX} characters.`))),
  extra_class: v.nullish(v.string(), 'default'),
})
export type FullTeaserData = v.InferOutput<typeof FullTeaserSchema>
