import { useState } from 'react'
import { useServerFn } from '@tanstack/react-start'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { container } from '~/styles/layout.css'
import { buttonPrimary } from '~/styles/buttons.css'
import { confirmEmail } from './account.functions'
import type { ActionResult } from './account.shared'
import { Notice } from './Notice'
import * as styles from './account.css'

/** Opening the link changes nothing by itself (mail scanners open links): the button confirms. */
export function ConfirmEmailPage({ lang, token }: { lang: Locale; token: string }) {
  const confirm = useServerFn(confirmEmail)
  const [result, setResult] = useState<ActionResult | null>(null)
  const locale = { locale: lang }
  return (
    <section className={`${container} ${styles.page}`} aria-labelledby="page-title">
      <div className={styles.panel}>
        <h1 id="page-title">{m.account_email_confirm_title({}, locale)}</h1>
        <Notice result={result} />
        {result?.ok ? (
          <a href={`/${lang}/user/profile`}>{m.account_profile_title({}, locale)}</a>
        ) : (
          <div>
            <button
              type="button"
              className={buttonPrimary}
              onClick={async () => {
                const ok = await confirm({ data: { token } }).catch(() => false)
                setResult(ok ? { ok: true, message: m.account_email_confirmed({}, locale) } : { ok: false, message: m.account_email_confirm_failed({}, locale) })
              }}
            >
              {m.account_email_confirm_title({}, locale)}
            </button>
          </div>
        )}
      </div>
    </section>
  )
}
