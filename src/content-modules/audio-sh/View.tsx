import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import type { ModuleViewProps } from '../module-definition'
import { block } from '../shared/module.css'
import type { AudioSHData } from './schema'
import * as styles from './audio-sh.css'

export function AudioSHView({ id, data }: ModuleViewProps<AudioSHData>) {
  const locale = useLocale()
  const label = data.title ?? m.module_audio_label({}, { locale })
  return (
    <div className={block} data-module-id={id}>
      <figure className={styles.figure}>
        {data.title ? <figcaption className={styles.title}>{data.title}</figcaption> : null}
        {/* our own file: no third party, so no consent needed */}
        <audio className={styles.audio} controls preload="none" src={data.file} aria-label={label} />
      </figure>
    </div>
  )
}
