import { RichText } from '~/lib/rich-text/RichText'
import type { ModuleViewProps } from '../module-definition'
import { IMAGE_SIZES, pictureOf } from '../shared/image-source'
import { ModuleImage } from '../shared/ModuleImage'
import { block, prose } from '../shared/module.css'
import type { TwoColumnsData } from './schema'
import * as styles from './two-columns.css'

export function TwoColumnsView({ id, data }: ModuleViewProps<TwoColumnsData>) {
  const picture = pictureOf(data, { alt: '', size: IMAGE_SIZES.landscape })
  const order = data.extra_class === 'text-image' ? styles.textFirst : styles.imageFirst
  return (
    <div className={block} data-module-id={id}>
      <div className={`${styles.columns} ${order}`}>
        {picture ? (
          <div className={styles.picture}>
            <ModuleImage picture={picture} className={styles.image} sizes="(min-width: 48em) 44rem, 100vw" />
          </div>
        ) : null}
        <div className={`${prose} ${styles.text}`}>
          <RichText state={data.text} />
        </div>
      </div>
    </div>
  )
}
