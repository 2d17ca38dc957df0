import * as v from 'valibot'
import { extraClassField, ImageObjSchema, optionalText, requiredMediaUrl, optionalLink } from '../fields'

export const LogoListSchema = v.object({
  extra_class: extraClassField,
})
export type LogoListData = v.InferOutput<typeof LogoListSchema>

/** Logo item (module form model): image required, link, link_url, text (the partner's name). */
export const LogoItemSchema = v.object({
  image: requiredMediaUrl,
  image_obj: v.nullish(ImageObjSchema),
  link: optionalLink,
  link_url: optionalText,
  text: optionalText,
})
export type LogoItemData = v.InferOutput<typeof LogoItemSchema>
