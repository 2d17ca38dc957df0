import { useId, useState } from 'react'
import { useServerFn } from '@tanstack/react-start'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { login, loginCode } from '~/features/auth/auth.functions'
import type { LoginResult } from '~/features/auth/auth.shared'
import { useHydrated } from '~/features/chrome/use-client'
import * as styles from './hub.css'

/**
 * The hub's sign-in: the password, then (for an account with a second factor) the code, with no session in between.
 * `heading`: the form's own h1, left out inside a dialog, whose title is the heading.
 */
export function LoginForm({ lang, onSuccess, heading = true }: { lang: Locale; onSuccess: () => void; heading?: boolean }) {
  const loginFn = useServerFn(login)
  const codeFn = useServerFn(loginCode)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  // the signed token of a correct password while the code is asked
  const [codeToken, setCodeToken] = useState<string | null>(null)
  // a click before the page is interactive would send the form natively (the password in the address): the button waits
  const hydrated = useHydrated()
  const emailId = useId()
  const passwordId = useId()
  const codeId = useId()
  const errorId = useId()
  const introId = useId()
  const answer = (result: LoginResult) => {
    if (result.ok) {
      if (result.setUpTotp) window.location.assign(lang === 'de' ? '/cms-hub/security' : '/cms-hub/security?lang=en')
      else onSuccess()
    } else if (result.code) {
      setCodeToken(result.token)
      setError(result.message ?? null)
    } else {
      setError(result.message)
      // the code step's token ran out: back to the password
      setCodeToken(null)
    }
  }
  const submit = (send: (form: FormData) => Promise<LoginResult>) => async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setPending(true)
    setError(null)
    try {
      answer(await send(form))
    } catch {
      setError(m.login_failed({}, { locale: lang }))
    } finally {
      setPending(false)
    }
  }
  const errorLine = error ? (
    <p id={errorId} role="alert" className={styles.error}>
      {error}
    </p>
  ) : null
  if (codeToken !== null) {
    return (
      <form method="post" className={styles.form} aria-describedby={error ? `${introId} ${errorId}` : introId} onSubmit={submit((form) => codeFn({ data: { token: codeToken, code: String(form.get('code') ?? ''), lang } }))}>
        <h1>{m.totp_login_step_title({}, { locale: lang })}</h1>
        <p id={introId}>{m.totp_login_step_intro({}, { locale: lang })}</p>
        <label htmlFor={codeId}>{m.totp_code_label({}, { locale: lang })}</label>
        {/* a fresh field per attempt: a wrong code is not offered again */}
        <input key={error ?? 'first'} id={codeId} name="code" type="text" inputMode="text" autoComplete="one-time-code" required autoFocus minLength={6} maxLength={20} spellCheck={false} />
        {errorLine}
        <button type="submit" className={styles.submit} disabled={pending || !hydrated}>
          {m.totp_login_submit({}, { locale: lang })}
        </button>
        <button type="button" className={styles.linkButton} onClick={() => {
            setCodeToken(null)
            setError(null)
          }}>
          {m.totp_login_back({}, { locale: lang })}
        </button>
      </form>
    )
  }
  return (
    <form
      method="post"
      className={styles.form}
      aria-describedby={error ? errorId : undefined}
      onSubmit={submit((form) => loginFn({ data: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? ''), lang } }))}
    >
      {heading ? <h1>{m.login_title({}, { locale: lang })}</h1> : null}
      <label htmlFor={emailId}>{m.login_email({}, { locale: lang })}</label>
      <input id={emailId} name="email" type="email" autoComplete="username" required />
      <label htmlFor={passwordId}>{m.login_password({}, { locale: lang })}</label>
      <input id={passwordId} name="password" type="password" autoComplete="current-password" required />
      {errorLine}
      <button type="submit" className={styles.submit} disabled={pending || !hydrated}>
        {m.login_submit({}, { locale: lang })}
      </button>
      <a href={`/${lang}/user/forgot-password`}>{m.account_forgot_link({}, { locale: lang })}</a>
    </form>
  )
}
