import { SmartLink } from '~/features/chrome/SmartLink'
import type { ModuleViewProps } from '../module-definition'
import { linkHref } from '../shared/anchor'
import { IMAGE_SIZES, pictureOf } from '../shared/image-source'
import { ModuleImage } from '../shared/ModuleImage'
import { caption } from '../shared/module.css'
import type { ImageItemData } from './schema'
import * as styles from './image-list.css'

/** One picture of an image list, with its caption; also shown on its own. */
export function ImageItemFigure({ data, portrait = false }: { data: ImageItemData; portrait?: boolean }) {
  const picture = pictureOf(data, { alt: data.text ?? '', size: portrait ? IMAGE_SIZES.portrait : IMAGE_SIZES.landscape })
  if (!picture) return null
  const href = linkHref(data.link, data.link_url)
  // an unlinked picture whose caption says the same as its alt text is named by the caption alone
  const captioned = !href && Boolean(data.text) && picture.alt === data.text
  const image = <ModuleImage picture={picture} className={styles.picture} decorative={captioned} sizes="(min-width: 88rem) 88rem, 100vw" />
  return (
    <figure className={styles.figure}>
      <div className={`${styles.frame} ${portrait ? styles.portraitFrame : ''}`}>
        {href ? (
          <SmartLink href={href} className={styles.imageLink}>
            {image}
          </SmartLink>
        ) : (
          image
        )}
      </div>
      {data.text ? <figcaption className={caption}>{data.text}</figcaption> : null}
    </figure>
  )
}

export function ImageItemView({ id, data }: ModuleViewProps<ImageItemData>) {
  return (
    <div data-module-id={id}>
      <ImageItemFigure data={data} />
    </div>
  )
}
