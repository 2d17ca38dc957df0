import * as v from 'valibot'
import { extraClassField, imageFields, linkFields, isOnlineWindowValid, ONLINE_WINDOW_MESSAGE, optionalDateTime, optionalText, requiredText } from '../fields'

export const TeaserListSchema = v.object({
  extra_class: extraClassField,
})
export type TeaserListData = v.InferOutput<typeof TeaserListSchema>

/** Teaser item: headline required; shown only between online_from and online_to where they are set. */
export const TeaserItemSchema = v.pipe(
  v.object({
  ...imageFields,
  ...linkFields,
  preline: optionalText,
  headline: requiredText,
  subline: optionalText,
  text: optionalText,
  online_from: optionalDateTime,
  online_to: optionalDateTime,
  }),
  v.forward(v.partialCheck([['online_from'], ['online_to']], isOnlineWindowValid, ONLINE_WINDOW_MESSAGE), ['online_to']),
)
export type TeaserItemData = v.InferOutput<typeof TeaserItemSchema>
