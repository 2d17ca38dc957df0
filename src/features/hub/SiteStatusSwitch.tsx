import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { Locale } from '~/contract/shared'
import { siteQueries } from '~/features/site/site.queries'
import { useSiteIdentity } from '~/features/site/use-site-identity'
import * as styles from './hub.css'
import { useConfirm } from '~/ui/ConfirmDialog'
import { Switch } from '~/ui/Switch'
import { showToast } from '~/ui/toasts'

/**
 * The site-offline and shop-offline switches: every page answers 503 while the site is off. Switching off asks
 * first (it takes the site or the shop away from every visitor); each change is confirmed by a toast.
 */
export function SiteStatusSwitch({ lang }: { lang: Locale }) {
  const queryClient = useQueryClient()
  const settings = useQuery(siteQueries.settings())
  const [problem, setProblem] = useState<string | null>(null)
  const confirmation = useConfirm(lang)
  const { name } = useSiteIdentity()
  const locale = { locale: lang }
  const update = async (body: { is_site_online?: boolean; is_shop_online?: boolean }) => {
    setProblem(null)
    try {
      const next = await api.call('updateSettings', { body })
      queryClient.setQueryData(siteQueries.settings().queryKey, next)
      showToast(m.hub_saved({}, locale))
    } catch {
      setProblem(m.error_generic({}, locale))
    }
  }
  const user = useQuery(siteQueries.userDetails(lang))
  // the switches are the administrators'; other editors see the state (the server refuses them anyway)
  const administrator = user.data?.is_administrator ?? false
  const data = settings.data?.data
  const state = (online: boolean) => (online ? m.hub_state_online({}, locale) : m.hub_state_offline({}, locale))
  const siteOnline = data?.is_site_online ?? true
  const shopOnline = data?.is_shop_online ?? true
  return (
    <section className={styles.panel} aria-labelledby="hub-site-status">
      <h2 id="hub-site-status" className={styles.panelTitle}>
        {m.hub_site_status({}, locale)}
      </h2>
      <Switch
        label={m.hub_site_online({}, locale)}
        checked={siteOnline}
        stateText={state(siteOnline)}
        disabled={!data || !administrator}
        onChange={async (online) => {
          if (!online && !(await confirmation.ask({ title: m.hub_site_offline_confirm_title({ name }, locale), text: m.hub_site_offline_confirm_text({}, locale), confirmLabel: m.hub_take_offline({}, locale), danger: true }))) return
          await update({ is_site_online: online })
        }}
      />
      <Switch
        label={m.hub_shop_online({}, locale)}
        checked={shopOnline}
        stateText={state(shopOnline)}
        disabled={!data || !administrator}
        onChange={async (online) => {
          if (!online && !(await confirmation.ask({ title: m.hub_shop_offline_confirm_title({ name }, locale), text: m.hub_shop_offline_confirm_text({}, locale), confirmLabel: m.hub_take_offline({}, locale), danger: true }))) return
          await update({ is_shop_online: online })
        }}
      />
      {administrator ? null : <p className={styles.muted}>{m.hub_site_status_administrators({}, locale)}</p>}
      {problem ? (
        <p role="alert" className={styles.fieldError}>
          {problem}
        </p>
      ) : null}
      {confirmation.dialog}
    </section>
  )
}
