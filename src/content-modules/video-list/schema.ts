import * as v from 'valibot'
import { anchorField, optionalMediaUrl, optionalText } from '../fields'
import { videoUrlField } from '../video/schema'

export const VideoListSchema = v.object({
  anchor: anchorField,
})
export type VideoListData = v.InferOutput<typeof VideoListSchema>

export const VideoItemSchema = v.object({
  video_url: videoUrlField,
  title: optionalText,
  content: optionalText,
  image: optionalMediaUrl,
})
export type VideoItemData = v.InferOutput<typeof VideoItemSchema>
