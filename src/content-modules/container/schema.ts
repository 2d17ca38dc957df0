import * as v from 'valibot'
import { optionalText } from '../fields'

/** Container: a standalone section by slug; the server puts its modules into `children`. */
export const ContainerSchema = v.object({
  layout: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  slug: optionalText,
  content_type: optionalText,
})
export type ContainerData = v.InferOutput<typeof ContainerSchema>
