import { parseVideoUrl } from '../embeds/video-url'
import type { ModuleViewProps } from '../module-definition'
import { IMAGE_SIZES, pictureOf } from '../shared/image-source'
import { caption } from '../shared/module.css'
import { VideoPlayer } from '../shared/VideoPlayer'
import type { VideoItemData } from './schema'
import * as styles from '../video/video.css'

/** One video of a video list: the player, its title and a short text. */
export function VideoItemFigure({ data }: { data: VideoItemData }) {
  const source = parseVideoUrl(data.video_url)
  if (!source) return null
  return (
    <figure className={styles.figure}>
      <VideoPlayer source={source} poster={pictureOf(data, { alt: '', size: IMAGE_SIZES.landscape })} title={data.title} />
      {data.title || data.content ? (
        <figcaption className={caption}>
          {data.title ? <span className={styles.title}>{data.title}</span> : null}
          {data.content ? <p className={styles.text}>{data.content}</p> : null}
        </figcaption>
      ) : null}
    </figure>
  )
}

export function VideoItemView({ id, data }: ModuleViewProps<VideoItemData>) {
  return (
    <div data-module-id={id}>
      <VideoItemFigure data={data} />
    </div>
  )
}
