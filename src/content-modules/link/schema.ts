import * as v from 'valibot'
import { anchorField, optionalFlag, optionalText, requiredLink, requiredText } from '../fields'

/** Link: link_text, link and extra_class are required (spec programme.md §3, module form model). */
export const LinkSchema = v.object({
  link_text: requiredText,
  /** a page of this site chosen with the link finder, or a web address */
  link: requiredLink,
  link_url: optionalText,
  extra_class: requiredText,
  anchor: anchorField,
  sticky: optionalFlag,
  /** opens the link in a new window (with noopener noreferrer) */
  open_new_window: v.nullish(v.boolean()),
})
export type LinkData = v.InferOutput<typeof LinkSchema>
