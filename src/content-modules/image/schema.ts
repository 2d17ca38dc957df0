import * as v from 'valibot'
import { imageFields, optionalLink, optionalMediaUrl, optionalText, requiredText } from '../fields'
import { pictureOf } from '../shared/image-source'

/** The older image module's alias: portrait 400x500 or landscape 1240x700 (default). */
export const IMAGE_ALIASES = ['horizontal', 'vertical'] as const

export const ImageSchema = v.pipe(
  v.object({
    ...imageFields,
    format: requiredText,
    /** older variant */
    alias: v.nullish(v.picklist(IMAGE_ALIASES), 'horizontal'),
    image_url: optionalMediaUrl,
    description: optionalText,
    link: optionalLink,
    link_url: optionalText,
  }),
  v.check((data) => pictureOf(data, { alt: '', size: { width: 1, height: 1 } }) !== null, 'An image is required.'),
)
export type ImageData = v.InferOutput<typeof ImageSchema>
