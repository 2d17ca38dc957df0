import { m } from '~/paraglide/messages'
import { appConfig } from '../../../app.config'
import type { EventListItem } from '~/contract/programme'
import { showsQuickBuy } from '~/features/programme/programme.shared'
import * as styles from '~/features/programme/programme.css'

/**
 * The quick-buy button (spec programme.md §5): only for events with seat groups or a price above 0.00. On
 * production pages it reads "Dates and Tickets" and leads to #datesAndTickets; elsewhere "Book tickets" to the
 * event's ticket URL.
 */
export function QuickBuyButton({ event, onProductionPage = false }: { event: EventListItem; onProductionPage?: boolean }) {
  if (!showsQuickBuy(event)) return null
  if (onProductionPage) {
    return (
      <a className={styles.buyButton} href="#datesAndTickets">
        {m.event_dates_and_tickets()}
      </a>
    )
  }
  const href = event.ticket_url ?? appConfig.design.webShopLink
  return (
    <a className={styles.buyButton} href={href} aria-label={`${m.event_book_tickets()}: ${event.title}`}>
      {m.event_book_tickets()}
    </a>
  )
}
