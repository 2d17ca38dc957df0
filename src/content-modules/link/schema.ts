import * as v from 'valibot'
import { anchorField, optionalFlag, optionalText, requiredText } from '../fields'

/** Link: link_text, link and extra_class are required (spec programme.md §3, module form model). */
export const LinkSchema = v.object({
  link_text: requiredText,
  link: requiredText,
  link_url: optionalText,
  extra_class: requiredText,
  anchor: anchorField,
  sticky: optionalFlag,
  /** older variant */
  open_new_window: v.nullish(v.boolean()),
})
export type LinkData = v.InferOutput<typeof LinkSchema>
