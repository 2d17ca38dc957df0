import * as v from 'valibot'
import { extraClassField, imageFields, linkFields, optionalDateTime, optionalText, requiredText } from '../fields'

export const TeaserListSchema = v.object({
  extra_class: extraClassField,
})
export type TeaserListData = v.InferOutput<typeof TeaserListSchema>

/** Teaser item: headline required; shown only between online_from and online_to where they are set. */
export const TeaserItemSchema = v.object({
  ...imageFields,
  ...linkFields,
  preline: optionalText,
  headline: requiredText,
  subline: optionalText,
  text: optionalText,
  online_from: optionalDateTime,
  online_to: optionalDateTime,
})
export type TeaserItemData = v.InferOutput<typeof TeaserItemSchema>
