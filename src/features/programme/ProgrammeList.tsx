import { useEffect, useRef } from 'react'
import { m } from '~/paraglide/messages'
import type { EventListItem, EventTeaser } from '~/contract/programme'
import type { Locale } from '~/contract/shared'
import { formatLongDate } from '~/lib/format'
import { SmartLink } from '~/features/chrome/SmartLink'
import { HydrationSlice } from '~/lib/hydration-slices'
import { EventItem } from './EventItem'
import { groupByDay } from './programme.shared'
import { LOAD_MORE_MARGIN, LOAD_MORE_THRESHOLD } from './programme.constants'
import * as styles from './programme.css'

function TeaserCard({ teaser }: { teaser: EventTeaser }) {
  return (
    <aside className={styles.teaser} aria-label={teaser.headline}>
      {teaser.image_obj ? <img src={teaser.image_obj.url} alt="" loading="lazy" width={400} height={225} /> : null}
      <div>
        {teaser.preline ? <p>{teaser.preline}</p> : null}
        <h3>{teaser.headline}</h3>
        {teaser.subline ? <p>{teaser.subline}</p> : null}
        {teaser.link ? <SmartLink href={teaser.link}>{teaser.link_text ?? teaser.headline}</SmartLink> : null}
      </div>
    </aside>
  )
}

/** Fires `onVisible` when the bottom trigger comes within 170% of the viewport; exists only while there is more. */
function LoadMoreTrigger({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  const callback = useRef(onVisible)
  callback.current = onVisible
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current()
      },
      { rootMargin: LOAD_MORE_MARGIN, threshold: LOAD_MORE_THRESHOLD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return <div ref={ref} className={styles.trigger} aria-hidden="true" />
}

export function ProgrammeList(props: {
  lang: Locale
  events: EventListItem[]
  teasers: EventTeaser[]
  filtered: boolean
  hasNextPage: boolean
  loadingMore: boolean
  onLoadMore: () => void
  onReset: () => void
}) {
  const { lang, events, teasers, filtered, hasNextPage, loadingMore, onLoadMore, onReset } = props
  const days = groupByDay(events, teasers, { filtered, hasNextPage })
  if (events.length === 0) {
    if (filtered) {
      return (
        <div className={styles.emptyBlock} role="status">
          <h2>{m.programme_empty_title()}</h2>
          <p>{m.programme_empty_text()}</p>
          <button type="button" className={styles.buyButton} onClick={onReset}>
            {m.programme_reset_filters()}
          </button>
        </div>
      )
    }
    return (
      <ul className={styles.list}>
        <li className={styles.emptyBlock} role="status">
          {m.programme_no_events()}
        </li>
      </ul>
    )
  }
  return (
    <>
      <ol className={styles.list} aria-busy={loadingMore}>
        {days.map((day) => (
          // a day of events hydrates in a task of its own
          <HydrationSlice key={day.day}>
            <li className={styles.day}>
              <h2 className={styles.dayHeading}>{formatLongDate(day.day, lang)}</h2>
              <ul className={styles.dayEntries}>
                {day.entries.map((entry) => (
                  <li key={`${entry.xtype}-${entry.id}`}>{entry.xtype === 'event' ? <EventItem event={entry} lang={lang} /> : <TeaserCard teaser={entry} />}</li>
                ))}
              </ul>
            </li>
          </HydrationSlice>
        ))}
      </ol>
      {hasNextPage ? (
        <>
          <LoadMoreTrigger onVisible={() => !loadingMore && onLoadMore()} />
          {/* the same action for keyboards and browsers without IntersectionObserver */}
          <button type="button" className={`${styles.pill} ${styles.loadMore}`} onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? m.programme_loading() : m.programme_load_more()}
          </button>
        </>
      ) : null}
    </>
  )
}
