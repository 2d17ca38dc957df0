import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import { useServerFn } from '@tanstack/react-start'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { container } from '~/styles/layout.css'
import { buttonPrimary } from '~/styles/buttons.css'
import { acceptStaffInvitation, confirmRegistration, register, requestReset, resetWithLink } from './recovery.functions'
import type { ActionResult } from './account.shared'
import { useAccountAction } from './use-account-action'
import { Notice } from './Notice'
import * as styles from './account.css'

/** The frame of an account page: its title, an optional intro and what follows. */
function AccountPanel({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className={`${container} ${styles.page}`} aria-labelledby="page-title">
      <div className={styles.panel}>
        <h1 id="page-title">{title}</h1>
        {intro ? <p>{intro}</p> : null}
        {children}
      </div>
    </section>
  )
}

/**
 * An account form: its fields, the answer under them and the submit button (which waits while the action runs or
 * the page hydrates). `submit` gets the form's data; `after` shows between the answer and the button.
 */
function ActionForm({ action, noticeId, label, submit, after, children }: { action: ReturnType<typeof useAccountAction>; noticeId: string; label: string; submit: (form: FormData) => Promise<ActionResult>; after?: ReactNode; children: ReactNode }) {
  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={async (event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        await action.run(() => submit(form))
      }}
    >
      {children}
      <Notice id={noticeId} result={action.result} />
      {after}
      <div>
        <button type="submit" className={buttonPrimary} disabled={action.busy}>
          {label}
        </button>
      </div>
    </form>
  )
}

type FieldProps = {
  label: string
  name: string
  type?: 'text' | 'email' | 'password'
  autoComplete: string
  /** the last answer: its field is marked invalid and described by the message */
  result: ActionResult | null
  noticeId: string
  hint?: string
  defaultValue?: string
}

function Field({ label, name, type = 'text', autoComplete, result, noticeId, hint, defaultValue }: FieldProps) {
  const id = useId()
  const hintId = useId()
  const invalid = result !== null && !result.ok && result.field === name
  const describedBy = [hint ? hintId : null, invalid ? noticeId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.control} name={name} type={type} autoComplete={autoComplete} required aria-invalid={invalid || undefined} aria-describedby={describedBy} defaultValue={defaultValue} />
      {hint ? (
        <p id={hintId} className={styles.help}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '')

/** Two password fields with the strength rule under the first: a replacement ("new"), or an account's first. */
function NewPasswordFields({ lang, result, noticeId, first = false }: { lang: Locale; result: ActionResult | null; noticeId: string; first?: boolean }) {
  const locale = { locale: lang }
  return (
    <>
      <Field label={first ? m.account_password({}, locale) : m.account_new_password({}, locale)} name="password" type="password" autoComplete="new-password" result={result} noticeId={noticeId} hint={m.account_password_hint({}, locale)} />
      <Field label={first ? m.account_password_repeat({}, locale) : m.account_repeat_password({}, locale)} name="repeatPassword" type="password" autoComplete="new-password" result={result} noticeId={noticeId} />
    </>
  )
}

/** "Forgot password": the address, then the same answer whether or not it has an account. */
export function ForgotPasswordPage({ lang }: { lang: Locale }) {
  const send = useServerFn(requestReset)
  const action = useAccountAction(lang)
  const noticeId = useId()
  const locale = { locale: lang }
  return (
    <AccountPanel title={m.account_forgot_title({}, locale)} intro={m.account_forgot_intro({}, locale)}>
      <ActionForm
        action={action}
        noticeId={noticeId}
        label={m.account_forgot_submit({}, locale)}
        submit={(form) => send({ data: { lang, email: text(form, 'email') } })}
      >
        <Field label={m.account_email({}, locale)} name="email" type="email" autoComplete="username" result={action.result} noticeId={noticeId} />
      </ActionForm>
      <p>
        <a href={`/${lang}/user/login`}>{m.account_to_login({}, locale)}</a>
      </p>
    </AccountPanel>
  )
}

/** The form a reset link opens; a link that opens nothing says so and offers to ask again. */
export function ResetPasswordPage({ lang, token, opens }: { lang: Locale; token: string; opens: boolean }) {
  const save = useServerFn(resetWithLink)
  const action = useAccountAction(lang)
  const [staff, setStaff] = useState(false)
  const noticeId = useId()
  const locale = { locale: lang }
  if (!opens) {
    return (
      <AccountPanel title={m.account_reset_title({}, locale)}>
        <Notice result={{ ok: false, message: m.account_link_invalid({}, locale) }} />
        <p>
          <a href={`/${lang}/user/forgot-password`}>{m.account_ask_again({}, locale)}</a>
        </p>
      </AccountPanel>
    )
  }
  return (
    <AccountPanel title={m.account_reset_title({}, locale)}>
      {action.result?.ok ? (
        <>
          <Notice result={action.result} />
          <p>
            <a href={staff ? `/cms-hub?lang=${lang}` : `/${lang}/user/login`}>{staff ? m.account_to_hub_login({}, locale) : m.account_to_login({}, locale)}</a>
          </p>
        </>
      ) : (
        <ActionForm
          action={action}
          noticeId={noticeId}
          label={m.account_reset_submit({}, locale)}
          submit={async (form) => {
              const answer = await save({ data: { lang, token, password: text(form, 'password'), repeatPassword: text(form, 'repeatPassword') } })
              setStaff(answer.ok && answer.staff === true)
              return answer
            }}
          after={
            action.result && !action.result.ok && !action.result.field ? (
            <p>
              <a href={`/${lang}/user/forgot-password`}>{m.account_ask_again({}, locale)}</a>
            </p>
          ) : null
          }
        >
          <NewPasswordFields lang={lang} result={action.result} noticeId={noticeId} />
        </ActionForm>
      )}
    </AccountPanel>
  )
}

/** A visitor's sign-up: name, address, password, consent; the account exists once the mailed link is followed. */
export function RegisterPage({ lang, email }: { lang: Locale; email: string }) {
  const send = useServerFn(register)
  const action = useAccountAction(lang)
  const noticeId = useId()
  const consentId = useId()
  const newsletterId = useId()
  const locale = { locale: lang }
  const privacyPath = `/${lang}/datenschutz`
  return (
    <AccountPanel title={m.account_register_title({}, locale)} intro={m.account_register_intro({}, locale)}>
      {action.result?.ok ? (
        <Notice result={action.result} />
      ) : (
        <ActionForm
          action={action}
          noticeId={noticeId}
          label={m.account_register_submit({}, locale)}
          submit={(form) =>
              send({
                data: {
                  lang,
                  firstName: text(form, 'firstName'),
                  lastName: text(form, 'lastName'),
                  email: text(form, 'email'),
                  password: text(form, 'password'),
                  repeatPassword: text(form, 'repeatPassword'),
                  consent: form.get('consent') === 'on',
                  newsletter: form.get('newsletter') === 'on',
                },
              })
            }
        >
          <Field label={m.account_register_first_name({}, locale)} name="firstName" autoComplete="given-name" result={action.result} noticeId={noticeId} />
          <Field label={m.account_register_last_name({}, locale)} name="lastName" autoComplete="family-name" result={action.result} noticeId={noticeId} />
          <Field label={m.account_email({}, locale)} name="email" type="email" autoComplete="email" result={action.result} noticeId={noticeId} defaultValue={email} />
          <NewPasswordFields lang={lang} result={action.result} noticeId={noticeId} first />
          <div className={styles.option}>
            <input id={consentId} type="checkbox" name="consent" required aria-invalid={(action.result !== null && !action.result.ok && action.result.field === 'consent') || undefined} />
            <label htmlFor={consentId}>
              {m.account_register_consent({}, locale)} <a href={privacyPath}>{m.account_register_privacy_link({}, locale)}</a>
            </label>
          </div>
          <div className={styles.option}>
            <input id={newsletterId} type="checkbox" name="newsletter" />
            <label htmlFor={newsletterId}>{m.account_register_newsletter({}, locale)}</label>
          </div>
        </ActionForm>
      )}
      <p>
        <a href={`/${lang}/user/login`}>{m.account_to_login({}, locale)}</a>
      </p>
    </AccountPanel>
  )
}

/** Opening the link changes nothing by itself (mail scanners open links): the button confirms. */
export function ConfirmRegistrationPage({ lang, token }: { lang: Locale; token: string }) {
  const confirm = useServerFn(confirmRegistration)
  const action = useAccountAction(lang)
  const locale = { locale: lang }
  return (
    <AccountPanel title={m.account_confirm_registration_title({}, locale)}>
      <Notice result={action.result} />
      {action.result?.ok ? (
        <p>
          <a href={`/${lang}/user/login`}>{m.account_to_login({}, locale)}</a>
        </p>
      ) : action.result ? (
        <p>
          <a href={`/${lang}/user/register`}>{m.account_register_title({}, locale)}</a>
        </p>
      ) : (
        <div>
          <button
            type="button"
            className={buttonPrimary}
            disabled={action.busy}
            onClick={() =>
              action.run(async () => ((await confirm({ data: { lang, token } })) ? { ok: true, message: m.account_signup_confirmed({}, locale) } : { ok: false, message: m.account_signup_confirm_failed({}, locale) }))
            }
          >
            {m.account_confirm_registration_title({}, locale)}
          </button>
        </div>
      )}
    </AccountPanel>
  )
}

/** An invitation into the hub: name and password; a link that opens nothing says whom to ask. */
export function InvitationPage({ lang, token, invitation }: { lang: Locale; token: string; invitation: { email: string; role: 'editor' | 'administrator' } | null }) {
  const accept = useServerFn(acceptStaffInvitation)
  const action = useAccountAction(lang)
  const noticeId = useId()
  const locale = { locale: lang }
  if (!invitation) {
    return (
      <AccountPanel title={m.invitation_title({}, locale)}>
        <Notice result={{ ok: false, message: m.invitation_invalid({}, locale) }} />
      </AccountPanel>
    )
  }
  const role = invitation.role === 'administrator' ? m.users_kind_administrator({}, locale) : m.users_kind_editor({}, locale)
  return (
    <AccountPanel title={m.invitation_title({}, locale)} intro={action.result?.ok ? undefined : m.invitation_intro({ role, email: invitation.email }, locale)}>
      {action.result?.ok ? (
        <>
          <Notice result={action.result} />
          <p>
            <a href={`/cms-hub?lang=${lang}`}>{m.account_to_hub_login({}, locale)}</a>
          </p>
        </>
      ) : (
        <ActionForm
          action={action}
          noticeId={noticeId}
          label={m.invitation_submit({}, locale)}
          submit={(form) =>
              accept({ data: { lang, token, firstName: text(form, 'firstName'), lastName: text(form, 'lastName'), password: text(form, 'password'), repeatPassword: text(form, 'repeatPassword') } })
            }
        >
          <Field label={m.invitation_first_name({}, locale)} name="firstName" autoComplete="given-name" result={action.result} noticeId={noticeId} />
          <Field label={m.invitation_last_name({}, locale)} name="lastName" autoComplete="family-name" result={action.result} noticeId={noticeId} />
          <NewPasswordFields lang={lang} result={action.result} noticeId={noticeId} first />
        </ActionForm>
      )}
    </AccountPanel>
  )
}
