import * as v from 'valibot'
import { ImageObjSchema, optionalText, requiredMediaUrl } from '../fields'

export const POSTER_RATIO_MESSAGE = 'The poster must have the same aspect ratio as the video.'

/** What the media library knows of a video file: its address and frame size. */
export const VideoFileObjSchema = v.object({
  url: v.nullish(v.string()),
  width: v.nullish(v.pipe(v.number(), v.minValue(1))),
  height: v.nullish(v.pipe(v.number(), v.minValue(1))),
})

/** Whether two frame sizes have the same aspect ratio (1 % tolerance for rounded sizes). */
export function sameAspectRatio(a: { width: number; height: number }, b: { width: number; height: number }): boolean {
  return Math.abs(a.width / a.height - b.width / b.height) <= 0.01 * (a.width / a.height)
}

type Sized = { width?: number | null; height?: number | null } | null | undefined
function size(value: Sized): { width: number; height: number } | null {
  return value?.width && value.height ? { width: value.width, height: value.height } : null
}

/**
 * Self-hosted video: the file and a poster of the same aspect ratio are required. The sizes come from the media
 * library (`file_obj`, `image_obj`); where both are known, a poster of another shape is refused at the image.
 */
export const VideoSHSchema = v.pipe(
  v.object({
    file: requiredMediaUrl,
    file_obj: v.nullish(VideoFileObjSchema),
    image: requiredMediaUrl,
    image_obj: v.nullish(ImageObjSchema),
    title: optionalText,
  }),
  v.forward(
    v.partialCheck(
      [['file_obj'], ['image_obj']],
      (data) => {
        const video = size(data.file_obj)
        const poster = size(data.image_obj)
        return video === null || poster === null || sameAspectRatio(video, poster)
      },
      POSTER_RATIO_MESSAGE,
    ),
    ['image'],
  ),
)
export type VideoSHData = v.InferOutput<typeof VideoSHSchema>
