import * as v from 'valibot'
import { anchorField, optionalFlag, richTextField } from '../fields'

export const TextSchema = v.object({
  content: v.nullish(richTextField),
  anchor: anchorField,
  decrease_distance: optionalFlag,
})
export type TextData = v.InferOutput<typeof TextSchema>
