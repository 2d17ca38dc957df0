import * as v from 'valibot'
import { optionalText, requiredMediaUrl } from '../fields'

/** Self-hosted video: the file and a poster of the same aspect ratio are required. */
export const VideoSHSchema = v.object({
  file: requiredMediaUrl,
  image: requiredMediaUrl,
  title: optionalText,
})
export type VideoSHData = v.InferOutput<typeof VideoSHSchema>
