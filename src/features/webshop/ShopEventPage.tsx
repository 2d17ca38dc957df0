import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { formatLongDate, formatTimeRange } from '~/lib/format'
import { SmartLink } from '~/features/chrome/SmartLink'
import { programmeQueries } from '~/features/programme/programme.queries'
import { eventUrl } from '~/features/programme/programme.urls'
import { BookingWidget } from '~/features/booking/BookingWidget'
import { webshopQueries } from './webshop.queries'
import * as styles from './webshop.css'

/** An event's ticket page (`/webshop/events/{shop_event_id}`, the events' ticket_url): the booking widget, open. */
export function ShopEventPage({ lang, shopEventId }: { lang: Locale; shopEventId: number }) {
  const found = useQuery(webshopQueries.shopEvent(shopEventId))
  const eventId = found.data?.eventId
  const event = useQuery({ ...programmeQueries.event(lang, eventId ?? 0), enabled: eventId !== undefined })
  if (found.isPending || (eventId !== undefined && event.isPending)) {
    return (
      <p role="status" className={styles.muted}>
        {m.booking_loading({}, { locale: lang })}
      </p>
    )
  }
  if (!event.data) {
    return (
      <section aria-labelledby="shop-event-title" className={styles.page}>
        <h1 id="shop-event-title" className={styles.title}>
          {m.webshop_event_not_found({}, { locale: lang })}
        </h1>
      </section>
    )
  }
  const detail = event.data
  return (
    <section aria-labelledby="shop-event-title" className={styles.page}>
      <header className={styles.eventHeader}>
        <p className={styles.muted}>{m.webshop_event_tickets({}, { locale: lang })}</p>
        <h1 id="shop-event-title" className={styles.title}>
          {detail.title}
        </h1>
        <p className={styles.muted}>
          <time dateTime={detail.date_start}>
            {formatLongDate(detail.date_start, lang)}, {formatTimeRange(detail.date_start, detail.date_end, lang)}
          </time>
          {detail.room ? ` · ${detail.room.venue.name} · ${detail.room.name}` : ''}
        </p>
        <p className={styles.muted}>
          <SmartLink href={eventUrl(lang, detail)}>{m.webshop_to_event({}, { locale: lang })}</SmartLink>
        </p>
      </header>
      <BookingWidget widgetKey={`shop-${shopEventId}`} event={detail} lang={lang} headingLevel={2} standalone />
    </section>
  )
}
