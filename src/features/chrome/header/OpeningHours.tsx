import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import { siteQueries } from '~/features/site/site.queries'
import { SmartLink } from '../SmartLink'
import { useBerlinNow } from '../use-client'
import { formatOpeningTime, openingMoment, openingStatus } from './opening-hours'
import type { OpeningStatus } from './opening-hours'
import * as styles from './header.css'

function statusText(status: OpeningStatus, lang: 'de' | 'en'): string {
  const time = (value: string | null) => (value ? formatOpeningTime(value, lang) : '')
  switch (status.state) {
    case 'open':
      return m.opening_hours_open({ from: time(status.from), to: time(status.to) })
    case 'early':
      return m.opening_hours_early({ from: time(status.from) })
    case 'late':
      return status.closedToday ? m.opening_hours_closed() : m.opening_hours_late()
  }
}

/** Today's box-office hours with the status now (computed in the browser: server HTML is cached). */
export function OpeningHours() {
  const lang = useLocale()
  const hours = useQuery(siteQueries.openingHours(lang))
  const now = useBerlinNow()
  // a site whose box office has no hours yet says nothing rather than "closed today"
  if (!hours.data || (hours.data.opening_hours.length === 0 && hours.data.opening_hours_exceptions.length === 0)) return null
  const status = now ? openingStatus(hours.data, openingMoment(now)) : null
  return (
    <p className={styles.openingHours}>
      {status ? <span className={`${styles.openingDot} ${styles.openingDotState[status.state]}`} aria-hidden="true" /> : null}
      {/* on narrow screens the status alone says enough */}
      <span className={status ? styles.openingLabelCompact : styles.openingLabel}>{m.opening_hours_label()}</span>
      {status ? <span>{statusText(status, lang)}</span> : null}
      {status?.note ? (
        <span className={styles.openingNote}>
          {' · '}
          {status.note.url ? <SmartLink href={status.note.url}>{status.note.text}</SmartLink> : status.note.text}
        </span>
      ) : null}
    </p>
  )
}
