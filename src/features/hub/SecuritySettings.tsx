import { useId, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { beginTotp, confirmTotp, disableTotp, fetchSecurityOverview, setRequireTotp } from '~/features/security/security.functions'
import { securityQueryKey } from '~/features/security/security.shared'
import { useHydrated } from '~/features/chrome/use-client'
import { askForStepUp } from './StepUpDialog'
import * as styles from './hub.css'

/** The staff member's second factor: set up (QR code, key, first code, recovery codes once), or switched off. */
export function SecuritySettings({ lang }: { lang: Locale }) {
  const locale = { locale: lang }
  const queryClient = useQueryClient()
  const overviewFn = useServerFn(fetchSecurityOverview)
  const overview = useQuery({ queryKey: securityQueryKey, queryFn: () => overviewFn() })
  const beginFn = useServerFn(beginTotp)
  const confirmFn = useServerFn(confirmTotp)
  const disableFn = useServerFn(disableTotp)
  const requireFn = useServerFn(setRequireTotp)
  const hydrated = useHydrated()
  const [setup, setSetup] = useState<{ secret: string; qrSvg: string } | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [requireError, setRequireError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const ids = { code: useId(), password: useId(), disableCode: useId(), error: useId(), secret: useId(), require: useId(), requireError: useId() }
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityQueryKey })
  const run = async (work: () => Promise<void>) => {
    setPending(true)
    setError(null)
    setRequireError(null)
    setNotice(null)
    try {
      await work()
    } catch {
      setError(m.error_generic({}, locale))
    } finally {
      setPending(false)
    }
  }
  const data = overview.data
  if (!data) return null
  const errorLine = error ? (
    <p id={ids.error} role="alert" className={styles.error}>
      {error}
    </p>
  ) : null
  return (
    <div className={styles.wideForm}>
      <section aria-labelledby="totp-title" className={styles.group}>
        <h2 id="totp-title">{m.security_totp_title({}, locale)}</h2>
        {notice ? <p role="status">{notice}</p> : null}
        {codes ? (
          <div className={styles.notice}>
            <h3>{m.security_recovery_title({}, locale)}</h3>
            <p>{m.security_recovery_intro({}, locale)}</p>
            <ul aria-label={m.security_recovery_title({}, locale)} className={styles.recoveryCodes}>
              {codes.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ul>
            <button type="button" className={styles.button} onClick={() => setCodes(null)}>
              {m.security_recovery_done({}, locale)}
            </button>
          </div>
        ) : data.totpEnabled ? (
          <>
            <p>{m.security_totp_on({ count: data.recoveryCodesLeft }, locale)}</p>
            <form
              className={styles.form}
              aria-describedby={error ? ids.error : undefined}
              onSubmit={(event) => {
                event.preventDefault()
                const form = new FormData(event.currentTarget)
                void run(async () => {
                  const result = await disableFn({ data: { password: String(form.get('password') ?? ''), code: String(form.get('code') ?? ''), lang } })
                  if (!result.ok) return setError(result.message)
                  setNotice(m.security_totp_disabled({}, locale))
                  await refresh()
                })
              }}
            >
              <h3>{m.security_totp_disable_title({}, locale)}</h3>
              <label htmlFor={ids.password}>{m.login_password({}, locale)}</label>
              <input id={ids.password} name="password" type="password" autoComplete="current-password" required />
              <label htmlFor={ids.disableCode}>{m.totp_code_label({}, locale)}</label>
              <input id={ids.disableCode} name="code" type="text" autoComplete="one-time-code" required minLength={6} maxLength={20} spellCheck={false} />
              {errorLine}
              <button type="submit" className={styles.button} disabled={pending || !hydrated}>
                {m.security_totp_disable({}, locale)}
              </button>
            </form>
          </>
        ) : setup ? (
          <form
            className={styles.form}
            aria-describedby={error ? ids.error : undefined}
            onSubmit={(event) => {
              event.preventDefault()
              const form = new FormData(event.currentTarget)
              void run(async () => {
                const result = await confirmFn({ data: { code: String(form.get('code') ?? ''), lang } })
                if (!result.ok) return setError(result.message)
                // the page says "switched on" by the time the codes show, never the state before
                await refresh()
                setSetup(null)
                setCodes(result.recoveryCodes)
              })
            }}
          >
            <p>{m.security_totp_scan({}, locale)}</p>
            {/* the server drew this SVG from the otpauth: URI (qrcode): no markup of anyone else's */}
            <img className={styles.qrCode} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt={m.security_totp_qr_alt({}, locale)} width={220} height={220} />
            <label htmlFor={ids.secret}>{m.security_totp_secret({}, locale)}</label>
            <input id={ids.secret} className={styles.code} readOnly value={setup.secret} data-testid="totp-secret" />
            <label htmlFor={ids.code}>{m.totp_code_label({}, locale)}</label>
            <input id={ids.code} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" required minLength={6} maxLength={20} spellCheck={false} />
            {errorLine}
            <button type="submit" className={styles.submit} disabled={pending || !hydrated}>
              {m.security_totp_confirm({}, locale)}
            </button>
          </form>
        ) : (
          <>
            <p>{m.security_totp_off({}, locale)}</p>
            {errorLine}
            <button
              type="button"
              className={styles.submit}
              disabled={pending || !hydrated}
              onClick={() =>
                void run(async () => {
                  const result = await beginFn({ data: { lang } })
                  if (result.ok) setSetup({ secret: result.secret, qrSvg: result.qrSvg })
                  else setError(result.message)
                })
              }
            >
              {m.security_totp_start({}, locale)}
            </button>
          </>
        )}
      </section>
      {data.administrator ? (
        <section aria-labelledby="totp-require-title" className={styles.group}>
          <h2 id="totp-require-title">{m.security_require_title({}, locale)}</h2>
          <p>
            <input
              id={ids.require}
              type="checkbox"
              checked={data.required}
              disabled={pending || !hydrated}
              onChange={(event) => {
                const required = event.currentTarget.checked
                void run(async () => {
                  let result = await requireFn({ data: { required, lang } })
                  // stale sign-in: the password (or a code) again, then once more
                  if (!result.ok && result.stepUp && (await askForStepUp())) result = await requireFn({ data: { required, lang } })
                  if (!result.ok) return setRequireError(result.message)
                  setNotice(m.security_require_saved({}, locale))
                  await refresh()
                })
              }}
              aria-describedby={requireError ? ids.requireError : undefined}
            />{' '}
            <label htmlFor={ids.require}>{m.security_require_label({}, locale)}</label>
          </p>
          {requireError ? (
            <p id={ids.requireError} role="alert" className={styles.error}>
              {requireError}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
