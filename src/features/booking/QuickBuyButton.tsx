import { m } from '~/paraglide/messages'
import { appConfig } from '../../../app.config'
import type { EventListItem } from '~/contract/programme'
import { showsBookingEnded, showsQuickBuy } from '~/features/programme/programme.shared'
import * as programmeStyles from '~/features/programme/programme.css'
import { useStickyBookingButton } from '~/features/chrome/sticky-nav/sticky-links'
import { useNow } from '~/features/chrome/use-client'
import { closeWidget, openWidget, useWidgetOpen, widgetIds } from './widget-store'
import { loadBookingWidget } from './load-booking-widget'
import * as styles from './booking.css'

type QuickBuyEvent = Pick<EventListItem, 'title' | 'ticket_url' | 'has_seat_groups' | 'has_paid_prices' | 'status'> & Partial<Pick<EventListItem, 'date_start' | 'date_end'>>

/** The quick-buy widget is on when the design settings say so and the button names the widget it opens. */
export function usesBookingWidget(widgetKey: string | undefined): widgetKey is string {
  return widgetKey !== undefined && appConfig.design.event.quickbuyWidgetActive
}

/**
 * The quick-buy button (spec programme.md §5): only for events with seat groups or a price above 0.00. On
 * production pages it reads "Dates and Tickets" and leads to #datesAndTickets; elsewhere "Book tickets" opens the
 * booking widget named by `widgetKey` (when the quick-buy widget is on) or leads to the event's ticket URL.
 */
export function QuickBuyButton({
  event,
  onProductionPage = false,
  widgetKey,
  sticky = false,
}: {
  event: QuickBuyEvent
  onProductionPage?: boolean
  widgetKey?: string
  /** also fill the sticky navigation's booking button (one per page: the event page's) with the ticket page */
  sticky?: boolean
}) {
  const now = useNow()
  const visible = showsQuickBuy(event, now)
  useStickyBookingButton(sticky && visible && !onProductionPage ? { text: m.event_book_tickets(), url: event.ticket_url ?? appConfig.design.webShopLink } : null)
  if (!visible) {
    // an event that sold tickets until it ended says why there is no button any more
    return showsBookingEnded(event, now) && !onProductionPage ? <p className={styles.ended}>{m.booking_ended()}</p> : null
  }
  if (onProductionPage) {
    return (
      <a className={programmeStyles.buyButton} href="#datesAndTickets">
        {m.event_dates_and_tickets()}
      </a>
    )
  }
  if (usesBookingWidget(widgetKey)) return <WidgetTrigger event={event} widgetKey={widgetKey} />
  const href = event.ticket_url ?? appConfig.design.webShopLink
  return (
    <a className={programmeStyles.buyButton} href={href} aria-label={`${m.event_book_tickets()}: ${event.title}`}>
      {m.event_book_tickets()}
    </a>
  )
}

function WidgetTrigger({ event, widgetKey }: { event: QuickBuyEvent; widgetKey: string }) {
  const open = useWidgetOpen(widgetKey)
  const ids = widgetIds(widgetKey)
  const preload = () => void loadBookingWidget()
  return (
    <button
      id={ids.trigger}
      type="button"
      className={styles.trigger}
      aria-expanded={open}
      aria-controls={ids.panel}
      aria-label={`${m.event_book_tickets()}: ${event.title}`}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => (open ? closeWidget(widgetKey) : openWidget(widgetKey))}
    >
      {m.event_book_tickets()}
    </button>
  )
}
