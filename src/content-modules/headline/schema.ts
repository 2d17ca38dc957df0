import * as v from 'valibot'
import { anchorField, optionalText, requiredText } from '../fields'

export const HEADLINE_LEVELS = [2, 3, 4, 5, 6] as const

/** Headline: levels 2 to 6 (the page title is the h1), default 2. */
export const HeadlineSchema = v.object({
  headline_level: v.nullish(v.picklist(HEADLINE_LEVELS, 'The headline level must be 2 to 6.'), 2),
  preline: optionalText,
  content: requiredText,
  subline: optionalText,
  anchor: anchorField,
})
export type HeadlineData = v.InferOutput<typeof HeadlineSchema>
