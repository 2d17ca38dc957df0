import { useEffect, useState } from 'react'
import { appConfig } from '../../../../app.config'
import { m } from '~/paraglide/messages'
import { smoothScrollTo } from '~/lib/smooth-scroll'
import { timings } from '~/styles/tokens.css'
import { SmartLink } from '../SmartLink'
import { ArrowUpIcon, TicketIcon } from '../icons'
import { FOOTER_SELECTOR } from '../SiteFooter'
import { stickyNavFlags, stickyNavVisibility } from './sticky-flags'
import type { StickyNavFlags } from './sticky-flags'
import { stickyBooking, stickyLinks, useRegistered } from './sticky-links'
import * as styles from './sticky-nav.css'

/** Opens the programme's event overlay (the programme feature listens for it). */
export const OPEN_EVENT_OVERLAY_EVENT = 'foyer:open-event-overlay'

function useStickyNavFlags(): StickyNavFlags {
  const [flags, setFlags] = useState<StickyNavFlags>({ offset: false, footerArea: false })
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const footer = document.querySelector(FOOTER_SELECTOR)
      const next = stickyNavFlags(window.scrollY, window.innerHeight, footer ? footer.getBoundingClientRect().top : null)
      setFlags((previous) => (previous.offset === next.offset && previous.footerArea === next.footerArea ? previous : next))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    // the first reading waits for the frame too: read now, it would force a layout in the middle of hydration
    schedule()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [])
  return flags
}

/**
 * The sticky navigation (programme.md §2, §4): the ticket-overlay button, a booking button slot, the sticky
 * links that page components register, and a scroll-to-top button.
 */
export function StickyNavigation() {
  const flags = useStickyNavFlags()
  const visible = stickyNavVisibility(flags)
  const links = useRegistered(stickyLinks)
  const booking = useRegistered(stickyBooking).at(-1)
  const show = (on: boolean) => `${styles.item} ${on ? styles.itemShown : ''}`

  return (
    <nav className={styles.stickyNav} aria-label={m.sticky_navigation()}>
      {links.length > 0 ? (
        <ul className={`${styles.links} ${show(visible.links)}`} inert={!visible.links}>
          {links.map((link) => (
            <li key={link.key}>
              <SmartLink className={styles.linkPill} href={link.url}>
                {link.text}
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.row}>
        {/* left of the others: appearing and leaving, it moves nothing */}
        <button
          type="button"
          className={`${styles.topButton} ${show(visible.scrollToTop)}`}
          inert={!visible.scrollToTop}
          aria-label={m.scroll_to_top()}
          title={m.scroll_to_top()}
          onClick={() => {
            smoothScrollTo(0, timings.scrollToTop)
            // keyboard users continue at the top of the content once the scroll is done
            setTimeout(() => document.getElementById('main-content')?.focus({ preventScroll: true }), timings.scrollToTop)
          }}
        >
          <ArrowUpIcon />
        </button>
        {booking ? (
          <SmartLink className={`${styles.bookingButton} ${styles.pointer}`} href={booking.url}>
            <TicketIcon size={20} />
            {booking.text}
          </SmartLink>
        ) : null}
        {appConfig.design.stickyOverlayButton ? (
          <button
            type="button"
            className={`${styles.overlayButton} ${styles.pointer}`}
            aria-haspopup="dialog"
            onClick={() => window.dispatchEvent(new CustomEvent(OPEN_EVENT_OVERLAY_EVENT))}
          >
            <TicketIcon size={20} />
            {m.ticket_overlay_button()}
          </button>
        ) : null}
      </div>
    </nav>
  )
}
