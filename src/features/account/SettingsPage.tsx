import { useId, useState } from 'react'
import { useServerFn } from '@tanstack/react-start'
import { useRouter } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { container } from '~/styles/layout.css'
import { buttonPrimary, buttonSecondary } from '~/styles/buttons.css'
import { deleteMyAccount, logoutEverywhere, savePassword, savePreferences } from './account.functions'
import { accountExportPath, browserName } from './account.shared'
import type { AccountSettings } from './account.shared'
import { useAccountAction } from './use-account-action'
import { MIN_PASSWORD_LENGTH } from './password-strength'
import { Notice } from './Notice'
import * as styles from './account.css'

const dateTime = (lang: Locale) => new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' })

/** Password, preferred language and newsletter consent, and the sessions of the account. */
export function SettingsPage({ lang, settings }: { lang: Locale; settings: AccountSettings }) {
  const locale = { locale: lang }
  return (
    <section className={`${container} ${styles.page}`} aria-labelledby="page-title">
      <h1 id="page-title">{m.account_settings_title({}, locale)}</h1>
      <PasswordForm lang={lang} />
      <PreferencesForm lang={lang} settings={settings} />
      <Sessions lang={lang} settings={settings} />
      <YourData lang={lang} />
    </section>
  )
}

function PasswordForm({ lang }: { lang: Locale }) {
  const save = useServerFn(savePassword)
  const router = useRouter()
  const { result, pending, busy, run } = useAccountAction(lang)
  const ids = { heading: useId(), current: useId(), next: useId(), repeat: useId(), hint: useId(), notice: useId() }
  const locale = { locale: lang }
  const invalid = (field: string) => (result && !result.ok && result.field === field ? true : undefined)
  const describe = (field: string, ...more: string[]) => [...more, invalid(field) ? ids.notice : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.panel}>
      <h2 id={ids.heading}>{m.account_password_title({}, locale)}</h2>
      <form
        method="post"
        className={styles.form}
        aria-labelledby={ids.heading}
        onSubmit={async (event) => {
          event.preventDefault()
          const formElement = event.currentTarget
          const form = new FormData(formElement)
          const answer = await run(() =>
            save({
              data: { lang, currentPassword: String(form.get('currentPassword') ?? ''), newPassword: String(form.get('newPassword') ?? ''), repeatPassword: String(form.get('repeatPassword') ?? '') },
            }),
          )
          if (answer.ok) {
            formElement.reset()
            await router.invalidate()
          }
        }}
      >
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.current}>
            {m.account_current_password({}, locale)}
          </label>
          <input id={ids.current} className={styles.control} name="currentPassword" type="password" autoComplete="current-password" required aria-invalid={invalid('currentPassword')} aria-describedby={describe('currentPassword')} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.next}>
            {m.account_new_password({}, locale)}
          </label>
          <input
            id={ids.next}
            className={styles.control}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            aria-invalid={invalid('newPassword')}
            aria-describedby={describe('newPassword', ids.hint)}
          />
          <p id={ids.hint} className={styles.help}>
            {m.account_password_hint({}, locale)}
          </p>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.repeat}>
            {m.account_new_password_repeat({}, locale)}
          </label>
          <input id={ids.repeat} className={styles.control} name="repeatPassword" type="password" autoComplete="new-password" required aria-invalid={invalid('repeatPassword')} aria-describedby={describe('repeatPassword')} />
        </div>
        <Notice result={result} id={ids.notice} />
        <div>
          <button type="submit" className={buttonPrimary} disabled={busy}>
            {pending ? m.account_saving({}, locale) : m.account_password_save({}, locale)}
          </button>
        </div>
      </form>
    </div>
  )
}

function PreferencesForm({ lang, settings }: { lang: Locale; settings: AccountSettings }) {
  const save = useServerFn(savePreferences)
  const { result, pending, busy, run } = useAccountAction(lang)
  const ids = { heading: useId(), language: useId(), newsletter: useId(), notice: useId() }
  const locale = { locale: lang }
  return (
    <div className={styles.panel}>
      <h2 id={ids.heading}>{m.account_preferences_title({}, locale)}</h2>
      <form
        method="post"
        className={styles.form}
        aria-labelledby={ids.heading}
        onSubmit={async (event) => {
          event.preventDefault()
          const form = new FormData(event.currentTarget)
          const language = form.get('preferredLanguage')
          await run(() => save({ data: { lang, preferredLanguage: language === 'de' || language === 'en' ? language : null, newsletterConsent: form.get('newsletter') === 'on' } }))
        }}
      >
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.language}>
            {m.account_language({}, locale)}
          </label>
          <select id={ids.language} className={styles.control} name="preferredLanguage" defaultValue={settings.preferredLanguage ?? lang}>
            <option value="de" lang="de">
              {m.account_language_de({}, locale)}
            </option>
            <option value="en" lang="en">
              {m.account_language_en({}, locale)}
            </option>
          </select>
        </div>
        <div className={styles.option}>
          <input id={ids.newsletter} type="checkbox" name="newsletter" defaultChecked={settings.newsletterConsent} />
          <label htmlFor={ids.newsletter}>{m.account_newsletter({}, locale)}</label>
        </div>
        <Notice result={result} id={ids.notice} />
        <div>
          <button type="submit" className={buttonPrimary} disabled={busy}>
            {pending ? m.account_saving({}, locale) : m.account_preferences_save({}, locale)}
          </button>
        </div>
      </form>
    </div>
  )
}

function Sessions({ lang, settings }: { lang: Locale; settings: AccountSettings }) {
  const logoutAll = useServerFn(logoutEverywhere)
  const router = useRouter()
  const { result, busy, run } = useAccountAction(lang)
  const heading = useId()
  const locale = { locale: lang }
  const format = dateTime(lang)
  return (
    <div className={styles.panel}>
      <h2 id={heading}>{m.account_sessions_title({}, locale)}</h2>
      <p>{m.account_sessions_intro({}, locale)}</p>
      <ul className={styles.sessions} aria-labelledby={heading}>
        {settings.sessions.map((session) => (
          <li key={session.key} className={styles.session}>
            <strong>{browserName(session.userAgent) ?? m.account_session_unknown_browser({}, locale)}</strong>
            {session.current ? <> – {m.account_session_current({}, locale)}</> : null}
            <br />
            <span className={styles.help}>
              {m.account_session_since({ date: format.format(new Date(session.createdAt)) }, locale)} · {m.account_session_last_seen({ date: format.format(new Date(session.lastSeen)) }, locale)}
            </span>
          </li>
        ))}
      </ul>
      <Notice result={result} />
      <div>
        <button
          type="button"
          className={buttonSecondary}
          disabled={busy}
          onClick={async () => {
            if ((await run(() => logoutAll({ data: { lang } }))).ok) await router.invalidate()
          }}
        >
          {m.account_logout_everywhere({}, locale)}
        </button>
      </div>
    </div>
  )
}

/** The visitor's data: download it as JSON, or delete the account after saying what happens and asking the password. */
function YourData({ lang }: { lang: Locale }) {
  const remove = useServerFn(deleteMyAccount)
  const { result, pending, busy, run } = useAccountAction(lang)
  const [deleted, setDeleted] = useState<string | null>(null)
  const ids = { heading: useId(), deleteHeading: useId(), consequences: useId(), password: useId(), notice: useId() }
  const locale = { locale: lang }
  if (deleted) {
    return (
      <div className={styles.panel}>
        <h2 id={ids.heading}>{m.account_data_title({}, locale)}</h2>
        <p role="status">{deleted}</p>
        <p>
          <a href={`/${lang}`}>{m.account_deleted_home({}, locale)}</a>
        </p>
      </div>
    )
  }
  return (
    <div className={styles.panel}>
      <h2 id={ids.heading}>{m.account_data_title({}, locale)}</h2>
      <p>{m.account_export_intro({}, locale)}</p>
      <p>
        <a className={buttonSecondary} href={accountExportPath(lang)} download>
          {m.account_export_download({}, locale)}
        </a>
      </p>
      <h3 id={ids.deleteHeading}>{m.account_delete_title({}, locale)}</h3>
      <div id={ids.consequences}>
        <p>{m.account_delete_intro({}, locale)}</p>
        <ul>
          <li>{m.account_delete_goes({}, locale)}</li>
          <li>{m.account_delete_orders({}, locale)}</li>
          <li>{m.account_delete_entries({}, locale)}</li>
          <li>{m.account_delete_final({}, locale)}</li>
        </ul>
      </div>
      <form
        method="post"
        className={styles.form}
        aria-labelledby={ids.deleteHeading}
        aria-describedby={ids.consequences}
        onSubmit={async (event) => {
          event.preventDefault()
          const form = new FormData(event.currentTarget)
          const answer = await run(() => remove({ data: { lang, password: String(form.get('password') ?? '') } }))
          if (answer.ok) setDeleted(answer.message)
        }}
      >
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.password}>
            {m.account_delete_password({}, locale)}
          </label>
          <input
            id={ids.password}
            className={styles.control}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={result && !result.ok && result.field === 'password' ? true : undefined}
            aria-describedby={result && !result.ok ? ids.notice : undefined}
          />
        </div>
        <Notice result={result} id={ids.notice} />
        <div>
          <button type="submit" className={styles.dangerButton} disabled={busy}>
            {pending ? m.account_deleting({}, locale) : m.account_delete_submit({}, locale)}
          </button>
        </div>
      </form>
    </div>
  )
}
