import { useId } from 'react'
import { m } from '~/paraglide/messages'
import { appConfig } from '../../../app.config'
import type { EventListItem } from '~/contract/programme'
import type { Locale } from '~/contract/shared'
import { formatPriceFrom, formatTimeRange } from '~/lib/format'
import { eventUrl } from './programme.urls'
import { SmartLink } from '~/features/chrome/SmartLink'
import { QuickBuyButton } from '~/features/booking/QuickBuyButton'
import { QuickBuyWidget } from '~/features/booking/QuickBuyWidget'
import { labelColour } from './labels'
import * as styles from './programme.css'

export function EventStatus({ status }: { status: string }) {
  const text =
    status === 'cancelled' ? m.event_cancelled() : status === 'soldout' ? m.event_soldout() : status === 'rescheduled' ? m.event_rescheduled() : status === 'postponed' ? m.event_postponed() : null
  return text ? <span className={styles.status}>{text}</span> : null
}

export function EventLabels({ labels }: { labels: EventListItem['labels'] }) {
  if (labels.length === 0) return null
  return (
    <ul className={styles.labels}>
      {labels.map((label) => (
        <li key={label.id} className={`${styles.label} ${labelColour(label.id)}`}>
          {label.name}
        </li>
      ))}
    </ul>
  )
}

/** One event in the programme: time, labels, title, place, info, price and the buy link (bookmark and icons hidden). */
export function EventItem({ event, lang, headingLevel = 3 }: { event: EventListItem; lang: Locale; headingLevel?: 2 | 3 | 4 }) {
  const variant = appConfig.design.event.styleVariant
  const Heading = `h${headingLevel}` as const
  const place = event.room ? `${event.room.venue.name} · ${event.room.name}` : null
  const bookingKey = useId()
  return (
    <article className={`${styles.item} ${styles.itemVariant[variant]} ${styles.itemLink} ${event.status === 'cancelled' ? styles.itemCancelled : ''}`}>
      {variant === 2 && event.image ? <img className={styles.itemImage} src={event.image.url} alt="" loading="lazy" width={320} height={180} /> : null}
      {variant !== 2 ? <time className={styles.itemTime} dateTime={event.date_start}>{formatTimeRange(event.date_start, event.date_end, lang)}</time> : null}
      <div className={styles.itemBody}>
        <EventLabels labels={event.labels} />
        <Heading className={styles.itemTitle}>
          <SmartLink href={eventUrl(lang, event)}>{event.title}</SmartLink>
        </Heading>
        {event.subtitle ? <p className={styles.itemMeta}>{event.subtitle}</p> : null}
        <p className={styles.itemMeta}>
          {variant === 2 ? <time dateTime={event.date_start}>{formatTimeRange(event.date_start, event.date_end, lang)} · </time> : null}
          {[place, event.event_type_new?.name].filter(Boolean).join(' · ')}
        </p>
        {event.info ? <p className={styles.itemMeta}>{event.info}</p> : null}
      </div>
      <div className={styles.itemActions}>
        <EventStatus status={event.status} />
        {event.price_from && event.status !== 'cancelled' ? <span className={styles.price}>{formatPriceFrom(event.price_from, lang)}</span> : null}
        <QuickBuyButton event={event} widgetKey={bookingKey} />
      </div>
      <QuickBuyWidget event={event} lang={lang} widgetKey={bookingKey} headingLevel={headingLevel === 2 ? 3 : 4} />
    </article>
  )
}
