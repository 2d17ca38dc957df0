import * as v from 'valibot'
import { ImageObjSchema, requiredMediaUrl, richTextField } from '../fields'

export const TWO_COLUMN_ORDERS = ['image-text', 'text-image'] as const

/** Two columns: text and image required; extra_class says which comes first. */
export const TwoColumnsSchema = v.object({
  extra_class: v.nullish(v.picklist(TWO_COLUMN_ORDERS, 'The order must be image-text or text-image.'), 'image-text'),
  text: richTextField,
  image: requiredMediaUrl,
  image_obj: v.nullish(ImageObjSchema),
  image_thumbnails: v.nullish(v.record(v.string(), v.string())),
})
export type TwoColumnsData = v.InferOutput<typeof TwoColumnsSchema>
