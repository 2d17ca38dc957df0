import { SmartLink } from '~/features/chrome/SmartLink'
import { useLocale } from '~/lib/i18n/use-locale'
import { IMAGE_SIZES, pictureOf } from '../shared/image-source'
import { ModuleImage } from '../shared/ModuleImage'
import { parseInstant } from '../shared/online-window'
import { stretchedLink } from '../shared/module.css'
import { eventDateParts } from './event-dates'
import type { EventItemData } from './schema'
import * as styles from './event-list.css'

/** One event of a list: day, time and place, title linked to the event, a picture from 48em. */
export function EventRow({ data }: { data: EventItemData }) {
  const locale = useLocale()
  const start = data.date_start ? parseInstant(data.date_start) : null
  if (!data.title || start === null) return null
  const date = eventDateParts(new Date(start), locale)
  const href = data.url ?? data.link
  const picture = pictureOf(data, { alt: '', size: IMAGE_SIZES.landscape })
  const meta = [date.time, data.venue].filter(Boolean).join(' · ')
  return (
    <article className={styles.event}>
      <time className={styles.date} dateTime={new Date(start).toISOString().replace('.000Z', 'Z')}>
        <span className="visually-hidden">{date.full}</span>
        <span className={styles.weekday} aria-hidden="true">
          {date.weekday}
        </span>
        <span className={styles.day} aria-hidden="true">
          {date.day}
        </span>
        <span className={styles.month} aria-hidden="true">
          {date.month}
        </span>
      </time>
      <div className={styles.body}>
        <p className={styles.meta}>{meta}</p>
        <h3 className={`${styles.title} ${data.status === 'cancelled' ? styles.cancelled : ''}`}>
          {href ? (
            <SmartLink href={href} className={stretchedLink}>
              {data.title}
            </SmartLink>
          ) : (
            data.title
          )}
        </h3>
        {data.subtitle ? <p className={styles.subtitle}>{data.subtitle}</p> : null}
        {data.info ? <p className={styles.subtitle}>{data.info}</p> : null}
      </div>
      {picture ? (
        <div className={styles.thumb}>
          <ModuleImage picture={picture} className={styles.thumbImage} decorative sizes="12rem" />
        </div>
      ) : null}
    </article>
  )
}
