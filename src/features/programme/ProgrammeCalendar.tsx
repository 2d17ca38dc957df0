import { useId, useRef, useState } from 'react'
import { Temporal } from 'temporal-polyfill'
import { m } from '~/paraglide/messages'
import { useDismiss } from '~/features/chrome/focus-trap'
import type { Locale } from '~/contract/shared'
import { formatLongDate } from '~/lib/format'
import * as styles from './programme.css'

const WEEKDAYS = { de: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'], en: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] }
const MONTHS = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
}

/** A month calendar whose available days (with events) can be chosen; the chosen day starts the list. */
export function ProgrammeCalendar(props: { lang: Locale; selected: Temporal.PlainDate; today: Temporal.PlainDate; available: string[]; onSelect: (date: Temporal.PlainDate) => void }) {
  const { lang, selected, today, available, onSelect } = props
  const [open, setOpen] = useState(false)
  const [month, setMonth] = useState(() => selected.toPlainYearMonth())
  const panelId = useId()
  const containerRef = useRef<HTMLDivElement>(null)
  const availableSet = new Set(available)

  useDismiss([containerRef], open, () => setOpen(false))

  const first = month.toPlainDate({ day: 1 })
  const leading = first.dayOfWeek - 1
  const days = Array.from({ length: month.daysInMonth }, (_, index) => first.add({ days: index }))
  const label = selected.equals(today) ? m.programme_today() : formatLongDate(selected, lang)
  return (
    <div className={styles.dropdown} ref={containerRef}>
      <button type="button" className={styles.pill} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {m.programme_date()}: {label}
      </button>
      {open ? (
        <div id={panelId} className={`${styles.dropdownPanel} ${styles.calendar}`} role="group" aria-label={m.programme_choose_date()}>
          <div className={styles.calendarHeader}>
            <button type="button" className={styles.iconButton} onClick={() => setMonth(month.subtract({ months: 1 }))} disabled={Temporal.PlainYearMonth.compare(month, today.toPlainYearMonth()) <= 0} aria-label={m.programme_previous_month()}>
              ‹
            </button>
            <strong aria-live="polite">
              {MONTHS[lang][month.month - 1]} {month.year}
            </strong>
            <button type="button" className={styles.iconButton} onClick={() => setMonth(month.add({ months: 1 }))} aria-label={m.programme_next_month()}>
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
              <span key={`blank-${month.toString()}-${index}`} />
            ))}
            {days.map((day) => {
              const iso = day.toString()
              const isAvailable = availableSet.has(iso) && Temporal.PlainDate.compare(day, today) >= 0
              return (
                <button
                  key={iso}
                  type="button"
                  className={styles.calendarDay}
                  disabled={!isAvailable}
                  aria-pressed={day.equals(selected)}
                  aria-label={`${formatLongDate(day, lang)}${isAvailable ? '' : ` – ${m.programme_no_date_events()}`}`}
                  onClick={() => {
                    onSelect(day)
                    setOpen(false)
                  }}
                >
                  {day.day}
                </button>
              )
            })}
          </div>
        </div>
      ) : null}
    </div>
  )
}
