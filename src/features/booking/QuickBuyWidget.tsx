import type { EventListItem } from '~/contract/programme'
import type { Locale } from '~/contract/shared'
import { showsQuickBuy } from '~/features/programme/programme.shared'
import { BookingWidget } from './BookingWidget'
import { usesBookingWidget } from './QuickBuyButton'

/** The booking widget that belongs to a QuickBuyButton with the same key; nothing when the button is a plain link. */
export function QuickBuyWidget({ event, lang, widgetKey, headingLevel }: { event: EventListItem; lang: Locale; widgetKey: string; headingLevel?: 2 | 3 | 4 }) {
  if (!showsQuickBuy(event) || !usesBookingWidget(widgetKey)) return null
  return <BookingWidget widgetKey={widgetKey} event={event} lang={lang} headingLevel={headingLevel} />
}
