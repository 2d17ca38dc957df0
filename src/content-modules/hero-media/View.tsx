import { SmartLink } from '~/features/chrome/SmartLink'
import { RichText } from '~/lib/rich-text/RichText'
import { hasRichTextContent } from '~/lib/rich-text/schema'
import { container } from '~/styles/layout.css'
import type { ModuleViewProps } from '../module-definition'
import { linkHref } from '../shared/anchor'
import { IMAGE_SIZES, pictureOf } from '../shared/image-source'
import { ModuleImage } from '../shared/ModuleImage'
import { arrow, buttonPrimary } from '../shared/module.css'
import { isWithinOnlineWindow } from '../shared/online-window'
import { HeroVideo } from './HeroVideo'
import type { HeroMediaData } from './schema'
import * as styles from './hero-media.css'

export function HeroMediaView({ id, data }: ModuleViewProps<HeroMediaData>) {
  if (!isWithinOnlineWindow(data, Date.now())) return null
  const picture = pictureOf(data, { alt: '', size: IMAGE_SIZES.hero })
  const href = linkHref(data.button_link, data.button_link_url)
  return (
    <section className={styles.hero} data-module-id={id} data-sticky-link={data.sticky ? '' : undefined}>
      {data.video ? (
        <HeroVideo src={data.video} poster={picture?.src} />
      ) : picture ? (
        // the hero opens the page: its image loads first
        <ModuleImage picture={picture} className={styles.backdrop} decorative priority sizes="100vw" />
      ) : null}
      <div className={styles.scrim} aria-hidden="true" />
      <div className={`${container} ${styles.content}`}>
        <div className={styles.panel}>
          <h2 className={styles.headline}>{data.headline}</h2>
          {data.text && hasRichTextContent(data.text) ? (
            <div className={styles.text}>
              <RichText state={data.text} />
            </div>
          ) : null}
          {href && data.button_text ? (
            <SmartLink href={href} className={buttonPrimary}>
              {data.button_text}
              <span className={arrow} aria-hidden="true">
                →
              </span>
            </SmartLink>
          ) : null}
        </div>
      </div>
    </section>
  )
}
