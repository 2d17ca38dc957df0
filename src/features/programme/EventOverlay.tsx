import { useEffect, useId, useRef, useState } from 'react'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { localizedSections } from '~/lib/i18n/localized-paths'
import { berlinDay, formatLongDate } from '~/lib/format'
import { cmsQueries } from '~/features/cms-pages/cms-pages.queries'
import { useEscapeKey, useFocusTrap } from '~/features/chrome/focus-trap'
import { useScrollLock } from '~/features/chrome/scroll-lock'
import { useOnPathChange } from '~/features/chrome/use-pathname'
import { readCookie, writeCookie } from '~/features/chrome/cookies'
import { SmartLink } from '~/features/chrome/SmartLink'
import { OPEN_EVENT_OVERLAY_EVENT } from '~/features/chrome/sticky-nav/StickyNavigation'
import { programmeQueries } from './programme.queries'
import { EventItem } from './EventItem'
import { programmeUrl } from './programme.urls'
import * as styles from './event-overlay.css'

/** Set by the server when it removed `overlay=true` from the address. */
const OVERLAY_FLASH_COOKIE = 'foyer_event_overlay'

function OverlayContent({ lang }: { lang: Locale }) {
  const events = useInfiniteQuery(programmeQueries.events(lang, {}))
  const upcoming = (events.data?.pages ?? []).flatMap((page) => page.results).slice(0, 8)
  const days = new Map<string, typeof upcoming>()
  for (const event of upcoming) {
    const day = berlinDay(event.date_start)
    days.set(day, [...(days.get(day) ?? []), event])
  }
  if (events.isPending) return <p role="status">{m.programme_loading()}</p>
  if (upcoming.length === 0) return <p>{m.programme_no_events()}</p>
  return (
    <>
      {[...days.entries()].map(([day, list]) => (
        <section key={day} className={styles.day}>
          <h3 className={styles.dayHeading}>{formatLongDate(list[0]?.date_start ?? day, lang)}</h3>
          <ul className={styles.list}>
            {list.map((event) => (
              <li key={event.id}>
                <EventItem event={event} lang={lang} headingLevel={4} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        <SmartLink href={programmeUrl(lang)}>{m.overlay_to_programme()}</SmartLink>
      </p>
    </>
  )
}

/** "Programm und Karten": the event overview over the page, with scroll lock and focus kept inside. */
export function EventOverlay({ lang }: { lang: Locale }) {
  const [open, setOpen] = useState(false)
  const router = useRouter()
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  // the headline comes from the editors' page of the programme, when there is one
  const page = useQuery({ ...cmsQueries.page(lang, localizedSections.events[lang]), enabled: open, retry: false })
  useScrollLock(open)
  useFocusTrap(panel, open)

  useEffect(() => {
    const show = () => setOpen(true)
    window.addEventListener(OPEN_EVENT_OVERLAY_EVENT, show)
    if (readCookie(OVERLAY_FLASH_COOKIE)) {
      writeCookie(OVERLAY_FLASH_COOKIE, '', 0)
      setOpen(true)
    }
    return () => window.removeEventListener(OPEN_EVENT_OVERLAY_EVENT, show)
  }, [])

  useOnPathChange(() => setOpen(false))

  const close = () => {
    setOpen(false)
    if (window.location.search) void router.navigate({ href: window.location.pathname, replace: true, resetScroll: false })
  }

  useEscapeKey(open, close)

  if (!open) return null
  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {page.data?.headline || m.overlay_title()}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label={m.overlay_close()}>
            ✕
          </button>
        </div>
        <div className={styles.body}>
          <OverlayContent lang={lang} />
        </div>
      </div>
    </div>
  )
}
