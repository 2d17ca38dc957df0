import { useId, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { useDismiss } from '~/features/chrome/focus-trap'
import type { Locale } from '~/contract/shared'
import { formatLongDate } from '~/lib/format'
import { addDays, addMonths, dateParts, dayOfWeek, daysInMonth } from '~/lib/berlin-time'
import type { IsoDate } from '~/lib/berlin-time'
import { programmeQueries } from './programme.queries'
import type { ProgrammeSearch } from './programme.shared'
import * as styles from './programme.css'

const WEEKDAYS = { de: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'], en: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] }
const MONTHS = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
}

/**
 * A month calendar whose available days (with events under the filters) can be chosen; the chosen day starts the
 * list. The page brings the days with events for its filters; those of other filters load into this component
 * alone, whose arrival renders the calendar again, not the programme's list.
 */
export function ProgrammeCalendar(props: { lang: Locale; filters: Pick<ProgrammeSearch, 'room' | 'type' | 'tag'>; selected: IsoDate; today: IsoDate; onSelect: (date: IsoDate) => void }) {
  const { lang, filters, selected, today, onSelect } = props
  const available = useQuery(programmeQueries.calendar(lang, filters)).data?.dates ?? []
  const [open, setOpen] = useState(false)
  // the first day of the month shown
  const [month, setMonth] = useState(() => addMonths(selected, 0))
  const panelId = useId()
  const containerRef = useRef<HTMLDivElement>(null)
  const availableSet = new Set(available)

  useDismiss([containerRef], open, () => setOpen(false))

  const { year, month: monthNumber } = dateParts(month)
  const leading = dayOfWeek(month) - 1
  const days = Array.from({ length: daysInMonth(year, monthNumber) }, (_, index) => addDays(month, index))
  const label = selected === today ? m.programme_today() : formatLongDate(selected, lang)
  return (
    <div className={styles.dropdown} ref={containerRef}>
      <button type="button" className={styles.pill} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {m.programme_date()}: {label}
      </button>
      {open ? (
        <div id={panelId} className={`${styles.dropdownPanel} ${styles.calendar}`} role="group" aria-label={m.programme_choose_date()}>
          <div className={styles.calendarHeader}>
            <button type="button" className={styles.iconButton} onClick={() => setMonth(addMonths(month, -1))} disabled={month <= addMonths(today, 0)} aria-label={m.programme_previous_month()}>
              ‹
            </button>
            <strong aria-live="polite">
              {MONTHS[lang][monthNumber - 1]} {year}
            </strong>
            <button type="button" className={styles.iconButton} onClick={() => setMonth(addMonths(month, 1))} aria-label={m.programme_next_month()}>
              ›
            </button>
          </div>
          <div className={styles.calendarGrid}>
            {WEEKDAYS[lang].map((weekday) => (
              <span key={weekday} aria-hidden="true">
                {weekday}
              </span>
            ))}
            {Array.from({ length: leading }, (_, index) => (
              <span key={`blank-${month}-${index}`} />
            ))}
            {days.map((day) => {
              const isAvailable = availableSet.has(day) && day >= today
              return (
                <button
                  key={day}
                  type="button"
                  className={styles.calendarDay}
                  disabled={!isAvailable}
                  aria-pressed={day === selected}
                  aria-label={`${formatLongDate(day, lang)}${isAvailable ? '' : ` – ${m.programme_no_date_events()}`}`}
                  onClick={() => {
                    onSelect(day)
                    setOpen(false)
                  }}
                >
                  {dateParts(day).day}
                </button>
              )
            })}
          </div>
        </div>
      ) : null}
    </div>
  )
}
