import * as v from 'valibot'
import { RichTextSchema } from '~/lib/rich-text/schema'
import { parseInstant } from './shared/online-window'

// Field factories for the recurring shapes of module data (spec programme.md §3, decision 0003). The stored
// data uses null for an empty optional field, so optional fields are nullish.

export const REQUIRED_MESSAGE = 'This field is required!'

export const requiredText = v.pipe(v.string(REQUIRED_MESSAGE), v.trim(), v.nonEmpty(REQUIRED_MESSAGE))
export const optionalText = v.nullish(v.string())
export const optionalFlag = v.nullish(v.boolean(), false)
export const anchorField = v.nullish(v.string())
export const extraClassField = v.nullish(v.string())
export const richTextField = RichTextSchema

/** A path on this site ("/media/…") or a web address. */
export function isMediaUrl(value: string): boolean {
  return /^(\/(?!\/)|https?:\/\/)/i.test(value.trim())
}
export const mediaUrl = v.pipe(v.string(), v.trim(), v.check(isMediaUrl, 'Enter a path starting with / or a web address.'))
export const requiredMediaUrl = v.pipe(v.string(REQUIRED_MESSAGE), v.trim(), v.nonEmpty(REQUIRED_MESSAGE), v.check(isMediaUrl, 'Enter a path starting with / or a web address.'))
export const optionalMediaUrl = v.nullish(v.union([v.literal(''), mediaUrl]))

/** A database id as the editor stores it (a number, or digits from a select box). */
export const referenceId = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(1)),
  v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number), v.minValue(1)),
])

export const dateTimeField = v.pipe(v.string(), v.check((value) => parseInstant(value) !== null, 'Enter a date and time.'))
export const optionalDateTime = v.nullish(v.union([v.literal(''), dateTimeField]))

export const ImageObjSchema = v.object({
  id: v.nullish(v.union([v.number(), v.string()])),
  url: mediaUrl,
  alt: v.nullish(v.string()),
  width: v.nullish(v.pipe(v.number(), v.minValue(1))),
  height: v.nullish(v.pipe(v.number(), v.minValue(1))),
  caption: v.nullish(v.string()),
})
export type ImageObj = v.InferOutput<typeof ImageObjSchema>

/** image (a media path), image_obj (the resolved image) and image_thumbnails (renditions by name). */
export const imageFields = {
  image: optionalMediaUrl,
  image_obj: v.nullish(ImageObjSchema),
  image_thumbnails: v.nullish(v.record(v.string(), v.string())),
}

/** The link shape of the editor: `link` as chosen, `link_url` as resolved, and its label. */
export const linkFields = {
  link: optionalText,
  link_url: optionalText,
  link_text: optionalText,
}
