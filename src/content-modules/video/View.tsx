import { parseVideoUrl } from '../embeds/video-url'
import type { ModuleViewProps } from '../module-definition'
import { IMAGE_SIZES, pictureOf } from '../shared/image-source'
import { block, caption } from '../shared/module.css'
import { VideoPlayer } from '../shared/VideoPlayer'
import type { VideoData } from './schema'
import * as styles from './video.css'

export function VideoView({ id, data }: ModuleViewProps<VideoData>) {
  const source = parseVideoUrl(data.video_url)
  if (!source) return null
  const poster = pictureOf(data, { alt: '', size: IMAGE_SIZES.landscape })
  return (
    <div className={block} data-module-id={id}>
      <figure className={styles.figure}>
        <VideoPlayer source={source} poster={poster} title={data.title} />
        {data.title || data.length ? (
          <figcaption className={`${caption} ${styles.caption}`}>
            {data.title ? <span className={styles.title}>{data.title}</span> : null}
            {data.length ? <span>{data.length}</span> : null}
          </figcaption>
        ) : null}
      </figure>
    </div>
  )
}
