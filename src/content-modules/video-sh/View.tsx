import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import type { ModuleViewProps } from '../module-definition'
import { block, caption } from '../shared/module.css'
import type { VideoSHData } from './schema'
import * as styles from '../video/video.css'

export function VideoSHView({ id, data }: ModuleViewProps<VideoSHData>) {
  const locale = useLocale()
  return (
    <div className={block} data-module-id={id}>
      <figure className={styles.figure}>
        {/* our own file: no third party, so no consent needed; nothing loads before play but the poster */}
        <video className={styles.video} controls preload="none" poster={data.image} playsInline aria-label={data.title ?? m.module_video_label({}, { locale })}>
          <source src={data.file} />
        </video>
        {data.title ? <figcaption className={`${caption} ${styles.caption}`}>
          <span className={styles.title}>{data.title}</span>
        </figcaption> : null}
      </figure>
    </div>
  )
}
