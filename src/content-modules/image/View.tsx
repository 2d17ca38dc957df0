import { SmartLink } from '~/features/chrome/SmartLink'
import type { ModuleViewProps } from '../module-definition'
import { linkHref } from '../shared/anchor'
import { IMAGE_SIZES, pictureOf } from '../shared/image-source'
import { ModuleImage } from '../shared/ModuleImage'
import { block, caption } from '../shared/module.css'
import type { ImageData } from './schema'
import * as styles from './image.css'

function isPortrait(data: ImageData): boolean {
  return data.format === 'vertical' || data.format === 'portrait' || (data.format !== 'horizontal' && data.alias === 'vertical')
}

export function ImageView({ id, data }: ModuleViewProps<ImageData>) {
  const portrait = isPortrait(data)
  const picture = pictureOf(data, { alt: data.description ?? '', size: portrait ? IMAGE_SIZES.portrait : IMAGE_SIZES.landscape })
  if (!picture) return null
  const href = linkHref(data.link, data.link_url)
  const image = <ModuleImage picture={picture} className={styles.picture} sizes={portrait ? '(min-width: 48em) 25rem, 100vw' : '(min-width: 88rem) 88rem, 100vw'} />
  const captionText = data.description ?? data.image_obj?.caption
  return (
    <div className={block} data-module-id={id}>
      <figure className={`${styles.figure} ${portrait ? styles.portrait : ''}`}>
        {href ? (
          <SmartLink href={href} className={styles.imageLink}>
            {image}
          </SmartLink>
        ) : (
          image
        )}
        {captionText ? <figcaption className={caption}>{captionText}</figcaption> : null}
      </figure>
    </div>
  )
}
