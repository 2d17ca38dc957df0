import { Suspense, lazy, useEffect, useState } from 'react'
import type { EventListItem } from '~/contract/programme'
import type { Locale } from '~/contract/shared'
import { showsQuickBuy } from '~/features/programme/programme.shared'
import { useNow } from '~/features/chrome/use-client'
import { usesBookingWidget } from './QuickBuyButton'
import { loadBookingWidget } from './load-booking-widget'
import { useWidgetOpen, widgetIds } from './widget-store'

const BookingWidget = lazy(() => loadBookingWidget().then((module) => ({ default: module.BookingWidget })))

/**
 * The booking widget that belongs to a QuickBuyButton with the same key; nothing when the button is a plain link.
 * The widget's code (about 5 KB gzipped) loads when a visitor first opens it (or points at its button); until
 * then the closed panel is the same empty, hidden section the widget renders when closed.
 */
export function QuickBuyWidget({ event, lang, widgetKey, headingLevel }: { event: EventListItem; lang: Locale; widgetKey: string; headingLevel?: 2 | 3 | 4 }) {
  const open = useWidgetOpen(widgetKey)
  // once opened it stays mounted: closing keeps its timers and focus handling
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    if (open) setOpened(true)
  }, [open])
  const now = useNow()
  if (!showsQuickBuy(event, now) || !usesBookingWidget(widgetKey)) return null
  const ids = widgetIds(widgetKey)
  // what the trigger controls while closed: no heading yet to be named by
  const closed = <section id={ids.panel} hidden />
  if (!open && !opened) return closed
  return (
    <Suspense fallback={closed}>
      <BookingWidget widgetKey={widgetKey} event={event} lang={lang} headingLevel={headingLevel} />
    </Suspense>
  )
}
