import { m } from '~/paraglide/messages'
import { useConsent } from '~/features/consent/consent-store'
import { useLocale } from '~/lib/i18n/use-locale'
import type { ModuleViewProps } from '../module-definition'
import { ConsentNotice } from '../shared/ConsentNotice'
import { block } from '../shared/module.css'
import type { FormData } from './schema'
import * as styles from './form.css'

/**
 * The place of a HubSpot form. Form embeds are media (platform.md §1), so it waits for consent; the slot names the
 * form for the form loader and never runs the provider's script itself.
 */
export function FormView({ id, data }: ModuleViewProps<FormData>) {
  const locale = useLocale()
  const allowed = useConsent('media')
  return (
    <div className={block} data-module-id={id}>
      {allowed ? (
        <div className={styles.slot} data-hubspot-form-id={data.hubspot_id}>
          <p>{m.module_form_placeholder({}, { locale })}</p>
        </div>
      ) : (
        <div className={styles.notice}>
          <ConsentNotice provider="HubSpot" />
        </div>
      )}
    </div>
  )
}
