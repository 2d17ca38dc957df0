import * as v from 'valibot'
import { anchorField, extraClassField, optionalFlag, optionalText } from '../fields'

export const AnchorListSchema = v.object({
  sticky: optionalFlag,
})
export type AnchorListData = v.InferOutput<typeof AnchorListSchema>

/** Anchor item: a link to an anchor on the page (or to link_url); level 3 and deeper are indented. */
export const AnchorItemSchema = v.object({
  anchor: anchorField,
  link_url: optionalText,
  link_text: optionalText,
  extra_class: extraClassField,
  link_open_in_new_window: optionalFlag,
  level: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)), 2),
  sticky: optionalFlag,
})
export type AnchorItemData = v.InferOutput<typeof AnchorItemSchema>
