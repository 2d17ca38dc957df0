import { m } from '~/paraglide/messages'
import { SmartLink } from '~/features/chrome/SmartLink'
import { useLocale } from '~/lib/i18n/use-locale'
import { IMAGE_SIZES } from '../shared/image-source'
import { ModuleImage } from '../shared/ModuleImage'
import { arrow, arrowLink, card, cardImage, cardMedia, cardTitle, stretchedLink } from '../shared/module.css'
import type { VenueObj } from './schema'
import { venuePath } from './venue-path'
import * as styles from './venue.css'

function VenueAddress({ venue }: { venue: VenueObj }) {
  const town = [venue.postcode, venue.city].filter(Boolean).join(' ')
  if (!venue.street && !town) return null
  return (
    <address className={styles.address}>
      {venue.street}
      {venue.street && town ? <br /> : null}
      {town}
    </address>
  )
}

/** A venue with its address and a link to its page; `layout` wide for the venue module, card in lists. */
export function VenueCard({ venue, layout }: { venue: VenueObj; layout: 'wide' | 'card' }) {
  const locale = useLocale()
  const href = venuePath(locale, venue)
  const picture = venue.image ? { src: venue.image, alt: '', width: IMAGE_SIZES.landscape.width, height: IMAGE_SIZES.landscape.height } : null
  if (layout === 'card') {
    return (
      <article className={card}>
        {picture ? (
          <div className={cardMedia}>
            <ModuleImage picture={picture} className={cardImage} decorative sizes="(min-width: 64em) 30vw, (min-width: 48em) 50vw, 100vw" />
          </div>
        ) : null}
        <h3 className={cardTitle}>
          <SmartLink href={href} className={stretchedLink}>
            {venue.name}
          </SmartLink>
        </h3>
        <VenueAddress venue={venue} />
      </article>
    )
  }
  return (
    <article className={styles.venue}>
      {picture ? (
        <div className={styles.frame}>
          <ModuleImage picture={picture} className={styles.image} decorative sizes="(min-width: 48em) 40vw, 100vw" />
        </div>
      ) : null}
      <div>
        <h3 className={styles.name}>{venue.name}</h3>
        <VenueAddress venue={venue} />
        <SmartLink href={href} className={arrowLink}>
          {m.module_venue_link({}, { locale })}
          <span className={arrow} aria-hidden="true">
            →
          </span>
        </SmartLink>
      </div>
    </article>
  )
}
