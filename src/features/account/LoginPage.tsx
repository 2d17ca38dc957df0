import { useId, useState } from 'react'
import { useServerFn } from '@tanstack/react-start'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { login } from '~/features/auth/auth.functions'
import { container } from '~/styles/layout.css'
import { useHydrated } from '~/features/chrome/use-client'
import { buttonPrimary } from '~/styles/buttons.css'
import * as styles from './account.css'

/** The visitor's login; afterwards back to the page that asked for it (`next`, a path of this site only). */
export function LoginPage({ lang, next, asked }: { lang: Locale; next: string; asked: boolean }) {
  const loginFn = useServerFn(login)
  // a click before the page is interactive would send the form natively: the button waits
  const hydrated = useHydrated()
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const emailId = useId()
  const passwordId = useId()
  const errorId = useId()
  const locale = { locale: lang }
  return (
    <section className={`${container} ${styles.page}`} aria-labelledby="page-title">
      <div className={styles.panel}>
        <h1 id="page-title">{m.account_login_title({}, locale)}</h1>
        <p>{asked ? m.account_login_required({}, locale) : m.account_login_intro({}, locale)}</p>
        <form
          method="post"
          className={styles.form}
          onSubmit={async (event) => {
            event.preventDefault()
            const form = new FormData(event.currentTarget)
            setPending(true)
            setError(null)
            try {
              const result = await loginFn({ data: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? ''), lang } })
              if (result.ok) window.location.assign(result.setUpTotp ? '/cms-hub/security' : next)
              // a staff account with a second factor: its code is asked in the hub's sign-in
              else if (result.code) window.location.assign(lang === 'de' ? '/cms-hub' : '/cms-hub?lang=en')
              else setError(result.message)
            } catch {
              setError(m.account_login_failed({}, locale))
            } finally {
              setPending(false)
            }
          }}
        >
          <div className={styles.field}>
            <label className={styles.label} htmlFor={emailId}>
              {m.account_email({}, locale)}
            </label>
            <input id={emailId} className={styles.control} name="email" type="email" autoComplete="username" required aria-describedby={error ? errorId : undefined} />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={passwordId}>
              {m.account_password({}, locale)}
            </label>
            <input id={passwordId} className={styles.control} name="password" type="password" autoComplete="current-password" required aria-describedby={error ? errorId : undefined} />
          </div>
          {error ? (
            <p id={errorId} role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <div>
            <button type="submit" className={buttonPrimary} disabled={pending || !hydrated}>
              {m.account_login_submit({}, locale)}
            </button>
          </div>
        </form>
        <p className={styles.links}>
          <a href={`/${lang}/user/forgot-password`}>{m.account_forgot_link({}, locale)}</a>
          <a href={`/${lang}/user/register`}>{m.account_register_link({}, locale)}</a>
        </p>
      </div>
    </section>
  )
}
