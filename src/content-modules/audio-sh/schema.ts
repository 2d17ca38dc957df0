import * as v from 'valibot'
import { optionalText, requiredMediaUrl } from '../fields'

export const AudioSHSchema = v.object({
  file: requiredMediaUrl,
  title: optionalText,
})
export type AudioSHData = v.InferOutput<typeof AudioSHSchema>
