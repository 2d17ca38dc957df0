import * as v from 'valibot'
import { MAX_ID } from '~/contract/shared'
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
  v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID)),
  v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number), v.minValue(1), v.maxValue(MAX_ID)),
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

export const LINK_MESSAGE = 'Choose a page of this site or enter a web address (https://…).'

/**
 * A link as the editor stores it: a page of this site ("/de/…", chosen with the link finder), an anchor on the
 * page ("#tickets"), a web address (https://…) or a mail or phone link. Anything else (javascript:, "www.…"
 * without a scheme, a protocol-relative "//host") is refused.
 */
export function isLinkTarget(value: string): boolean {
  return /^(\/(?!\/)|#[\w-]|https?:\/\/[^\s/]+|mailto:[^\s]+@|tel:\+?[\d ()/-]+$)/i.test(value.trim())
}
export const requiredLink = v.pipe(v.string(REQUIRED_MESSAGE), v.trim(), v.nonEmpty(REQUIRED_MESSAGE), v.check((value) => value === '' || isLinkTarget(value), LINK_MESSAGE))
export const optionalLink = v.nullish(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.check(isLinkTarget, LINK_MESSAGE))], LINK_MESSAGE))

export const ONLINE_WINDOW_MESSAGE = 'The end must be after the start.'

/** Whether online_to, when set, lies after online_from. */
export function isOnlineWindowValid(data: { online_from?: string | null; online_to?: string | null }): boolean {
  const from = data.online_from ? parseInstant(data.online_from) : null
  const to = data.online_to ? parseInstant(data.online_to) : null
  return from === null || to === null || to > from
}

/** The link shape of the editor: `link` as chosen, `link_url` as resolved, and its label. */
export const linkFields = {
  link: optionalLink,
  link_url: optionalText,
  link_text: optionalText,
}
