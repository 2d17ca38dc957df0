import { useEffect, useId, useState } from 'react'
import { useHydrated } from '~/features/chrome/use-client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { WeeklyHours } from '~/contract/hub'
import type { Locale } from '~/contract/shared'
import { writeProblem } from './api-errors'
import type { WriteProblem } from './api-errors'
import { FieldErrors, ProblemAlert } from './HubPage'
import { hubQueries } from './hub.queries'
import * as styles from './hub.css'
import { useConfirm } from '~/ui/ConfirmDialog'
import { showToast } from '~/ui/toasts'

/** Monday … Sunday in the editor's language (2024-01-01 was a Monday). */
function weekdayName(weekday: number, lang: Locale): string {
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + weekday)))
}

/** The box office's weekly hours and the days that differ. */
export function OpeningHours({ lang }: { lang: Locale }) {
  const hours = useQuery(hubQueries.openingHours(lang))
  return (
    <>
      {hours.data ? <WeeklyForm lang={lang} weekly={hours.data.weekly} /> : null}
      <h2>{m.hub_hours_exceptions({}, { locale: lang })}</h2>
      {hours.data ? <Exceptions lang={lang} exceptions={hours.data.exceptions} /> : null}
    </>
  )
}

function WeeklyForm({ lang, weekly: initial }: { lang: Locale; weekly: WeeklyHours[] }) {
  const interactive = useHydrated()
  const queryClient = useQueryClient()
  const [weekly, setWeekly] = useState(initial)
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const base = useId()
  useEffect(() => setWeekly(initial), [initial])
  const update = (index: number, change: Partial<WeeklyHours>) => setWeekly(weekly.map((entry, at) => (at === index ? { ...entry, ...change } : entry)))
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault()
        setProblem(null)
        setStatus(null)
        try {
          await api.call('hubOpeningHoursUpdate', { params: { lang }, body: { weekly } })
          setStatus(m.hub_saved({}, { locale: lang }))
          await queryClient.invalidateQueries({ queryKey: hubQueries.all })
        } catch (error) {
          setProblem(writeProblem(error, lang))
        }
      }}
    >
      <table className={styles.table}>
        <caption>
          <h2>{m.hub_hours_weekly({}, { locale: lang })}</h2>
        </caption>
        <tbody>
          {weekly.map((entry, index) => {
            const day = weekdayName(entry.weekday, lang)
            const errors = problem?.fields[`weekly.${index}`]
            const errorId = `${base}-${index}-error`
            return (
              <tr key={entry.weekday}>
                <th className={styles.cell} scope="row" id={`${base}-${index}`}>
                  {day}
                </th>
                <td className={styles.cell}>
                  <label>
                    <input type="checkbox" checked={entry.closed} aria-describedby={`${base}-${index}`} onChange={(event) => update(index, { closed: event.currentTarget.checked })} />{' '}
                    {m.hub_closed({}, { locale: lang })}
                  </label>
                </td>
                <td className={styles.cell}>
                  <label className={styles.field}>
                    {m.hub_opens({}, { locale: lang })} ({day})
                    <input
                      type="time"
                      value={entry.time_from ?? ''}
                      disabled={entry.closed}
                      aria-invalid={errors ? true : undefined}
                      aria-describedby={errors ? errorId : undefined}
                      onChange={(event) => update(index, { time_from: event.currentTarget.value || null })}
                    />
                  </label>
                </td>
                <td className={styles.cell}>
                  <label className={styles.field}>
                    {m.hub_closes({}, { locale: lang })} ({day})
                    <input type="time" value={entry.time_to ?? ''} disabled={entry.closed} onChange={(event) => update(index, { time_to: event.currentTarget.value || null })} />
                  </label>
                  <FieldErrors id={errorId} errors={errors} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <ProblemAlert problem={problem} />
      <p role="status">{status}</p>
      <button type="submit" className={styles.submit} disabled={!interactive}>
        {m.hub_save({}, { locale: lang })}
      </button>
    </form>
  )
}

function Exceptions({ lang, exceptions }: { lang: Locale; exceptions: { id: number; date: string; time_from: string | null; time_to: string | null; closed: boolean; alternative_text: { de: string; en: string } }[] }) {
  const interactive = useHydrated()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState({ date: '', closed: true, time_from: '', time_to: '', de: '', en: '' })
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const base = useId()
  const confirmation = useConfirm(lang)
  const refresh = () => queryClient.invalidateQueries({ queryKey: hubQueries.all })
  const dateLabel = (date: string) => new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
  return (
    <section>
      <p role="status">{status}</p>
      {exceptions.length === 0 ? <p>{m.hub_empty_exceptions({}, { locale: lang })}</p> : null}
      <ul className={styles.cardList}>
        {exceptions.map((entry) => (
          <li key={entry.id} className={styles.cardItem}>
            <span className={styles.cardText}>
              <strong>{dateLabel(entry.date)}</strong>: {entry.closed ? m.hub_closed({}, { locale: lang }) : `${entry.time_from ?? ''}–${entry.time_to ?? ''}`}
              {entry.alternative_text[lang] ? ` (${entry.alternative_text[lang]})` : ''}
            </span>
            <button
              type="button"
              className={styles.button}
              disabled={!interactive}
              onClick={async () => {
                const confirmed = await confirmation.ask({
                  title: m.ui_confirm_remove_title({ name: dateLabel(entry.date) }, { locale: lang }),
                  text: m.hub_remove_exception_text({}, { locale: lang }),
                  confirmLabel: m.ui_remove({}, { locale: lang }),
                  danger: true,
                })
                if (!confirmed) return
                setProblem(null)
                try {
                  await api.call('hubHoursExceptionDelete', { params: { lang, id: String(entry.id) } })
                  showToast(m.hub_deleted({}, { locale: lang }))
                  await refresh()
                } catch (error) {
                  setProblem(writeProblem(error, lang))
                }
              }}
            >
              {m.hub_remove_entry({ item: dateLabel(entry.date) }, { locale: lang })}
            </button>
          </li>
        ))}
      </ul>
      <form noValidate
        className={styles.inline}
        onSubmit={async (event) => {
          event.preventDefault()
          setProblem(null)
          try {
            await api.call('hubHoursExceptionCreate', {
              params: { lang },
              body: {
                date: draft.date,
                closed: draft.closed,
                time_from: draft.closed ? null : draft.time_from || null,
                time_to: draft.closed ? null : draft.time_to || null,
                alternative_text: { de: draft.de, en: draft.en },
              },
            })
            setDraft({ date: '', closed: true, time_from: '', time_to: '', de: '', en: '' })
            setStatus(m.hub_saved({}, { locale: lang }))
            await refresh()
          } catch (error) {
            setProblem(writeProblem(error, lang))
          }
        }}
      >
        <span className={styles.field}>
          <label htmlFor={`${base}-date`}>{m.hub_date({}, { locale: lang })}</label>
          <input id={`${base}-date`} type="date" required value={draft.date} aria-describedby={problem?.fields.date ? `${base}-date-error` : undefined} onChange={(event) => setDraft({ ...draft, date: event.currentTarget.value })} />
          <FieldErrors id={`${base}-date-error`} errors={problem?.fields.date} />
        </span>
        <label>
          <input type="checkbox" checked={draft.closed} onChange={(event) => setDraft({ ...draft, closed: event.currentTarget.checked })} /> {m.hub_closed({}, { locale: lang })}
        </label>
        <span className={styles.field}>
          <label htmlFor={`${base}-from`}>{m.hub_opens({}, { locale: lang })}</label>
          <input id={`${base}-from`} type="time" disabled={draft.closed} value={draft.time_from} aria-describedby={problem?.fields.time_from ? `${base}-from-error` : undefined} onChange={(event) => setDraft({ ...draft, time_from: event.currentTarget.value })} />
          <FieldErrors id={`${base}-from-error`} errors={problem?.fields.time_from} />
        </span>
        <span className={styles.field}>
          <label htmlFor={`${base}-to`}>{m.hub_closes({}, { locale: lang })}</label>
          <input id={`${base}-to`} type="time" disabled={draft.closed} value={draft.time_to} onChange={(event) => setDraft({ ...draft, time_to: event.currentTarget.value })} />
        </span>
        {(['de', 'en'] as const).map((locale) => (
          <span key={locale} className={styles.field}>
            <label htmlFor={`${base}-${locale}`}>
              {m.hub_alternative_text({ language: locale === 'de' ? m.hub_lang_de({}, { locale: lang }) : m.hub_lang_en({}, { locale: lang }) }, { locale: lang })}
            </label>
            <input id={`${base}-${locale}`} value={draft[locale]} onChange={(event) => setDraft({ ...draft, [locale]: event.currentTarget.value })} />
          </span>
        ))}
        <button type="submit" className={styles.button} disabled={!interactive}>
          {m.hub_add_exception({}, { locale: lang })}
        </button>
        <ProblemAlert problem={problem} />
      </form>
      {confirmation.dialog}
    </section>
  )
}
