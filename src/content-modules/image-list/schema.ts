import * as v from 'valibot'
import { anchorField, ImageObjSchema, optionalText, requiredMediaUrl, optionalLink } from '../fields'

export const ImageListSchema = v.object({
  format: v.nullish(v.string(), 'standard'),
  anchor: anchorField,
})
export type ImageListData = v.InferOutput<typeof ImageListSchema>

/** Image item (module form model): image required, link, link_url, text. */
export const ImageItemSchema = v.object({
  image: requiredMediaUrl,
  image_obj: v.nullish(ImageObjSchema),
  link: optionalLink,
  link_url: optionalText,
  text: optionalText,
})
export type ImageItemData = v.InferOutput<typeof ImageItemSchema>
