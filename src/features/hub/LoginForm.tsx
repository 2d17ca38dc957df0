import { useId, useState } from 'react'
import { useServerFn } from '@tanstack/react-start'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { login } from '~/features/auth/auth.functions'
import { useHydrated } from '~/features/chrome/use-client'
import * as styles from './hub.css'

/** `heading`: the form's own h1, left out inside a dialog, whose title is the heading. */
export function LoginForm({ lang, onSuccess, heading = true }: { lang: Locale; onSuccess: () => void; heading?: boolean }) {
  const loginFn = useServerFn(login)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  // a click before the page is interactive would send the form natively (the password in the address): the button waits
  const hydrated = useHydrated()
  const emailId = useId()
  const passwordId = useId()
  const errorId = useId()
  return (
    <form
      method="post"
      className={styles.form}
      aria-describedby={error ? errorId : undefined}
      onSubmit={async (event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        setPending(true)
        setError(null)
        try {
          const result = await loginFn({ data: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? ''), lang } })
          if (result.ok) onSuccess()
          else setError(result.message)
        } catch {
          setError(m.login_failed({}, { locale: lang }))
        } finally {
          setPending(false)
        }
      }}
    >
      {heading ? <h1>{m.login_title({}, { locale: lang })}</h1> : null}
      <label htmlFor={emailId}>{m.login_email({}, { locale: lang })}</label>
      <input id={emailId} name="email" type="email" autoComplete="username" required />
      <label htmlFor={passwordId}>{m.login_password({}, { locale: lang })}</label>
      <input id={passwordId} name="password" type="password" autoComplete="current-password" required />
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={pending || !hydrated}>
        {m.login_submit({}, { locale: lang })}
      </button>
      <a href={`/${lang}/user/forgot-password`}>{m.account_forgot_link({}, { locale: lang })}</a>
    </form>
  )
}
