import * as v from 'valibot'
import { optionalText, REQUIRED_MESSAGE, requiredMediaUrl } from '../fields'
import { parseVideoUrl } from '../embeds/video-url'

/** The spec's "video" validator: a YouTube or Vimeo address. */
export const videoUrlField = v.pipe(
  v.string(REQUIRED_MESSAGE),
  v.trim(),
  v.nonEmpty(REQUIRED_MESSAGE),
  v.check((value) => parseVideoUrl(value) !== null, 'Enter the address of a YouTube or Vimeo video.'),
)

export const VideoSchema = v.object({
  video_url: videoUrlField,
  image: requiredMediaUrl,
  title: optionalText,
  length: optionalText,
})
export type VideoData = v.InferOutput<typeof VideoSchema>
