import { SmartLink } from '~/features/chrome/SmartLink'
import type { ModuleViewProps } from '../module-definition'
import { linkHref } from '../shared/anchor'
import { IMAGE_SIZES, pictureOf } from '../shared/image-source'
import { ModuleImage } from '../shared/ModuleImage'
import { arrow, block, buttonPrimary, preline, subline } from '../shared/module.css'
import type { FullTeaserData } from './schema'
import * as styles from './full-teaser.css'

export function FullTeaserView({ id, data }: ModuleViewProps<FullTeaserData>) {
  const picture = pictureOf(data, { alt: '', size: IMAGE_SIZES.landscape })
  const href = linkHref(data.link, data.link_url)
  return (
    <div className={block} data-module-id={id} data-look={data.extra_class}>
      <article className={styles.teaser}>
        {picture ? (
          <div className={styles.frame}>
            <ModuleImage picture={picture} className={styles.image} decorative sizes="(min-width: 88rem) 88rem, 100vw" />
          </div>
        ) : null}
        <div className={`${styles.panel} ${picture ? '' : styles.noImagePanel}`}>
          {data.preline ? <p className={preline}>{data.preline}</p> : null}
          <h2 className={styles.headline}>{href && !data.link_text ? <SmartLink href={href}>{data.headline}</SmartLink> : data.headline}</h2>
          {data.subline ? <p className={subline}>{data.subline}</p> : null}
          {data.text ? <p className={styles.text}>{data.text}</p> : null}
          {href && data.link_text ? (
            <div className={styles.action}>
              <SmartLink href={href} className={buttonPrimary}>
                {data.link_text}
                <span className={arrow} aria-hidden="true">
                  →
                </span>
              </SmartLink>
            </div>
          ) : null}
        </div>
      </article>
    </div>
  )
}
