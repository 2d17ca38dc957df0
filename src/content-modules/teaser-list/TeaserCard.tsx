import { SmartLink } from '~/features/chrome/SmartLink'
import { linkHref } from '../shared/anchor'
import { IMAGE_SIZES, pictureOf } from '../shared/image-source'
import { ModuleImage } from '../shared/ModuleImage'
import { arrow, arrowLink, card, cardImage, cardMedia, cardText, cardTitle, preline, stretchedLink } from '../shared/module.css'
import type { TeaserItemData } from './schema'
import * as styles from './teaser-list.css'

/** A teaser card: the headline is the link and the whole card its target; the link text is a visual cue. */
export function TeaserCard({ data }: { data: TeaserItemData }) {
  const picture = pictureOf(data, { alt: '', size: IMAGE_SIZES.landscape })
  const href = linkHref(data.link, data.link_url)
  return (
    <article className={card}>
      {picture ? (
        <div className={cardMedia}>
          <ModuleImage picture={picture} className={cardImage} decorative sizes="(min-width: 64em) 30vw, (min-width: 48em) 50vw, 100vw" />
        </div>
      ) : null}
      {data.preline ? <p className={preline}>{data.preline}</p> : null}
      <h3 className={cardTitle}>
        {href ? (
          <SmartLink href={href} className={stretchedLink}>
            {data.headline}
          </SmartLink>
        ) : (
          data.headline
        )}
      </h3>
      {data.subline ? <p className={styles.subline}>{data.subline}</p> : null}
      {data.text ? <p className={cardText}>{data.text}</p> : null}
      {href && data.link_text ? (
        <span className={`${arrowLink} ${styles.cue}`} aria-hidden="true">
          {data.link_text}
          <span className={arrow}>→</span>
        </span>
      ) : null}
    </article>
  )
}
