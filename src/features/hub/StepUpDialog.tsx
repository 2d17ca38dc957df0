import { useEffect, useId, useRef, useState } from 'react'
import { useServerFn } from '@tanstack/react-start'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { stepUp } from '~/features/auth/auth.functions'
import { askForStepUp, setStepUpPrompt } from '~/lib/step-up'
import * as styles from './hub.css'

export { askForStepUp }

/**
 * The hub's step-up: when an administrators' write is refused for a stale sign-in, this dialog asks for the password
 * (or, with a second factor, a code); the refused call is then sent again (src/contract/transport.ts).
 */
export function StepUpDialog({ lang, withCode }: { lang: Locale; withCode: boolean }) {
  const locale = { locale: lang }
  const stepUpFn = useServerFn(stepUp)
  const dialog = useRef<HTMLDialogElement>(null)
  const settle = useRef<((passed: boolean) => void) | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const ids = { title: useId(), intro: useId(), field: useId(), error: useId() }
  useEffect(() => {
    setStepUpPrompt(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve
          setError(null)
          dialog.current?.showModal()
        }),
    )
    return () => setStepUpPrompt(null)
  }, [])
  const finish = (passed: boolean) => {
    dialog.current?.close()
    settle.current?.(passed)
    settle.current = null
  }
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={ids.title} aria-describedby={ids.intro} onCancel={() => finish(false)}>
      <form
        method="dialog"
        className={styles.form}
        onSubmit={async (event) => {
          event.preventDefault()
          const formElement = event.currentTarget
          const form = new FormData(formElement)
          const given = String(form.get('secret') ?? '')
          setPending(true)
          setError(null)
          try {
            const result = await stepUpFn({ data: withCode ? { code: given, lang } : { password: given, lang } })
            if (result.ok) {
              formElement.reset()
              finish(true)
            } else setError(result.message)
          } catch {
            setError(m.error_generic({}, locale))
          } finally {
            setPending(false)
          }
        }}
      >
        <h2 id={ids.title}>{m.step_up_title({}, locale)}</h2>
        <p id={ids.intro}>{withCode ? m.step_up_intro_code({}, locale) : m.step_up_intro_password({}, locale)}</p>
        <label htmlFor={ids.field}>{withCode ? m.totp_code_label({}, locale) : m.login_password({}, locale)}</label>
        <input
          id={ids.field}
          name="secret"
          type={withCode ? 'text' : 'password'}
          autoComplete={withCode ? 'one-time-code' : 'current-password'}
          required
          aria-describedby={error ? ids.error : undefined}
        />
        {error ? (
          <p id={ids.error} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <div className={styles.inline}>
          <button type="submit" className={styles.submit} disabled={pending}>
            {m.step_up_submit({}, locale)}
          </button>
          <button type="button" className={styles.button} onClick={() => finish(false)}>
            {m.step_up_cancel({}, locale)}
          </button>
        </div>
      </form>
    </dialog>
  )
}
