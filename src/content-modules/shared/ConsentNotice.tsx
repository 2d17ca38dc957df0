import { m } from '~/paraglide/messages'
import { openConsentManager } from '~/features/consent/consent-store'
import { useLocale } from '~/lib/i18n/use-locale'
import * as styles from './media.css'

/** Says which provider the content comes from and opens the consent manager to allow media. */
export function ConsentNotice({ provider }: { provider: string }) {
  const locale = useLocale()
  return (
    <div className={styles.consentNotice}>
      <p className={styles.consentText}>{m.module_consent_text({ provider }, { locale })}</p>
      <button type="button" className={styles.consentButton} onClick={() => openConsentManager()}>
        {m.module_consent_button({}, { locale })}
      </button>
    </div>
  )
}
