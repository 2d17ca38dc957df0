import { useId, useState } from 'react'
import { useHydrated } from '~/features/chrome/use-client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { TopAlertEntry } from '~/contract/hub'
import type { Locale } from '~/contract/shared'
import { berlinTime, parseEpoch } from '~/lib/berlin-time'
import { writeProblem } from './api-errors'
import type { WriteProblem } from './api-errors'
import { formatInstant } from './format'
import { FieldErrors, ProblemAlert } from './HubPage'
import { hubQueries } from './hub.queries'
import * as styles from './hub.css'
import { useConfirm } from '~/ui/ConfirmDialog'
import { showToast } from '~/ui/toasts'

const pad = (value: number) => String(value).padStart(2, '0')

/** An instant as a datetime input shows it: the Berlin wall clock. */
function toLocalInput(iso: string | null): string {
  if (!iso) return ''
  const time = berlinTime(Date.parse(iso))
  return `${time.date}T${pad(time.hour)}:${pad(time.minute)}`
}

function fromLocalInput(value: string): string | null {
  if (!value) return null
  const epoch = parseEpoch(value)
  return epoch === null ? null : new Date(epoch).toISOString()
}

function stateOf(alert: TopAlertEntry, now: number, lang: Locale): string {
  if (!alert.is_active) return m.hub_alert_state_inactive({}, { locale: lang })
  if (alert.online_from && Date.parse(alert.online_from) > now) return m.hub_alert_state_scheduled({}, { locale: lang })
  if (alert.online_to && Date.parse(alert.online_to) < now) return m.hub_alert_state_ended({}, { locale: lang })
  return m.hub_alert_state_live({}, { locale: lang })
}

const blank: TopAlertEntry = {
  id: 0,
  title: { de: '', en: '' },
  text: { de: '', en: '' },
  link: { de: '', en: '' },
  link_title: { de: '', en: '' },
  is_active: true,
  online_from: null,
  online_to: null,
}

/** The top alert (breaking news) above every page: write it in both languages, schedule it, switch it off. */
export function TopAlerts({ lang }: { lang: Locale }) {
  const queryClient = useQueryClient()
  const alerts = useQuery(hubQueries.topAlerts(lang))
  const [editing, setEditing] = useState<TopAlertEntry | null>(null)
  const confirmation = useConfirm(lang)
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const now = Date.now()
  return (
    <section>
      <p>{m.hub_alert_intro({}, { locale: lang })}</p>
      {alerts.data && alerts.data.length === 0 ? <p>{m.hub_empty_alerts({}, { locale: lang })}</p> : null}
      {alerts.data && alerts.data.length > 0 ? (
        <ul className={styles.cardList}>
          {alerts.data.map((alert) => (
            <li key={alert.id} className={styles.cardItem}>
              <strong>{alert.title[lang] || alert.title.de}</strong> — {stateOf(alert, now, lang)}
              {alert.online_from ? ` · ${m.hub_alert_online_from({}, { locale: lang })} ${formatInstant(alert.online_from, lang)}` : ''}
              {alert.online_to ? ` · ${m.hub_alert_online_to({}, { locale: lang })} ${formatInstant(alert.online_to, lang)}` : ''}{' '}
              <button type="button" className={styles.button} onClick={() => setEditing(alert)}>
                {m.hub_edit_entry({ item: alert.title[lang] || alert.title.de }, { locale: lang })}
              </button>{' '}
              <button
                type="button"
                className={styles.dangerButton}
                onClick={async () => {
                  const confirmed = await confirmation.ask({
                    title: m.ui_confirm_remove_title({ name: alert.title[lang] || alert.title.de }, { locale: lang }),
                    text: m.hub_remove_alert_text({}, { locale: lang }),
                    confirmLabel: m.ui_remove({}, { locale: lang }),
                    danger: true,
                  })
                  if (!confirmed) return
                  try {
                    await api.call('hubTopAlertDelete', { params: { lang, id: String(alert.id) } })
                    showToast(m.hub_deleted({}, { locale: lang }))
                    await queryClient.invalidateQueries({ queryKey: hubQueries.all })
                  } catch (error) {
                    setProblem(writeProblem(error, lang))
                  }
                }}
              >
                {m.hub_remove_entry({ item: alert.title[lang] || alert.title.de }, { locale: lang })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ProblemAlert problem={problem} />
      {confirmation.dialog}
      <TopAlertForm
        key={editing?.id ?? 'new'}
        lang={lang}
        initial={editing ?? blank}
        onSaved={() => {
          setEditing(null)
          showToast(m.hub_saved({}, { locale: lang }))
        }}
        onCancel={editing ? () => setEditing(null) : undefined}
      />
    </section>
  )
}

function TopAlertForm({ lang, initial, onSaved, onCancel }: { lang: Locale; initial: TopAlertEntry; onSaved: () => void; onCancel?: () => void }) {
  const interactive = useHydrated()
  const queryClient = useQueryClient()
  const [alert, setAlert] = useState(initial)
  const [from, setFrom] = useState(toLocalInput(initial.online_from))
  const [to, setTo] = useState(toLocalInput(initial.online_to))
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const base = useId()
  const headingId = `${base}-heading`
  const fieldId = (name: string) => `${base}-${name.replace('.', '-')}`
  const errorsOf = (name: string) => problem?.fields[name]
  const described = (name: string) => (errorsOf(name) ? `${fieldId(name)}-error` : undefined)
  const text = (field: 'title' | 'text' | 'link' | 'link_title', locale: Locale, label: string, multiline = false) => {
    const name = `${field}.${locale}`
    const props = {
      id: fieldId(name),
      value: alert[field][locale],
      'aria-invalid': errorsOf(name) ? true : undefined,
      'aria-describedby': described(name),
    }
    const update = (value: string) => setAlert({ ...alert, [field]: { ...alert[field], [locale]: value } })
    return (
      <span className={styles.field}>
        <label htmlFor={props.id}>{label}</label>
        {multiline ? (
          <textarea {...props} rows={3} onChange={(event) => update(event.currentTarget.value)} />
        ) : (
          <input {...props} onChange={(event) => update(event.currentTarget.value)} />
        )}
        <FieldErrors id={`${props.id}-error`} errors={errorsOf(name)} />
      </span>
    )
  }
  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      onSubmit={async (event) => {
        event.preventDefault()
        setProblem(null)
        const body = {
          title: alert.title,
          text: alert.text,
          link: alert.link,
          link_title: alert.link_title,
          is_active: alert.is_active,
          online_from: fromLocalInput(from),
          online_to: fromLocalInput(to),
        }
        try {
          if (initial.id) await api.call('hubTopAlertUpdate', { params: { lang, id: String(initial.id) }, body })
          else await api.call('hubTopAlertCreate', { params: { lang }, body })
          if (!initial.id) {
            setAlert(blank)
            setFrom('')
            setTo('')
          }
          onSaved()
          await queryClient.invalidateQueries({ queryKey: hubQueries.all })
        } catch (error) {
          setProblem(writeProblem(error, lang))
        }
      }}
    >
      <h2 id={headingId}>{initial.id ? m.hub_alert_edit({}, { locale: lang }) : m.hub_alert_new({}, { locale: lang })}</h2>
      <div className={styles.languages}>
        {(['de', 'en'] as const).map((locale) => (
          <fieldset key={locale} className={styles.form}>
            <legend>{locale === 'de' ? m.hub_lang_de({}, { locale: lang }) : m.hub_lang_en({}, { locale: lang })}</legend>
            {text('title', locale, m.hub_alert_title({}, { locale: lang }))}
            {text('text', locale, m.hub_alert_text({}, { locale: lang }), true)}
            {text('link', locale, m.hub_alert_link({}, { locale: lang }))}
            {text('link_title', locale, m.hub_alert_link_title({}, { locale: lang }))}
          </fieldset>
        ))}
      </div>
      <label>
        <input type="checkbox" checked={alert.is_active} onChange={(event) => setAlert({ ...alert, is_active: event.currentTarget.checked })} />{' '}
        {m.hub_alert_active({}, { locale: lang })}
      </label>
      <span className={styles.field}>
        <label htmlFor={fieldId('online_from')}>{m.hub_alert_online_from({}, { locale: lang })}</label>
        <input id={fieldId('online_from')} type="datetime-local" value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
      </span>
      <span className={styles.field}>
        <label htmlFor={fieldId('online_to')}>{m.hub_alert_online_to({}, { locale: lang })}</label>
        <input
          id={fieldId('online_to')}
          type="datetime-local"
          value={to}
          aria-invalid={errorsOf('online_to') ? true : undefined}
          aria-describedby={described('online_to')}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        <FieldErrors id={`${fieldId('online_to')}-error`} errors={errorsOf('online_to')} />
      </span>
      <ProblemAlert problem={problem} />
      <span className={styles.inline}>
        <button type="submit" className={styles.submit} disabled={!interactive}>
          {m.hub_save({}, { locale: lang })}
        </button>
        {onCancel ? (
          <button type="button" className={styles.button} onClick={onCancel}>
            {m.hub_cancel({}, { locale: lang })}
          </button>
        ) : null}
      </span>
    </form>
  )
}
