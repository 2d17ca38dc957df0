import { useId, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { Locale } from '~/contract/shared'
import { siteQueries } from '~/features/site/site.queries'
import * as styles from './hub.css'

/** The site-offline and shop-offline switches: every page answers 503 while the site is off. */
export function SiteStatusSwitch({ lang }: { lang: Locale }) {
  const queryClient = useQueryClient()
  const settings = useQuery(siteQueries.settings())
  const [message, setMessage] = useState<string | null>(null)
  const statusId = useId()
  const update = async (body: { is_site_online?: boolean; is_shop_online?: boolean }) => {
    setMessage(null)
    try {
      const next = await api.call('updateSettings', { body })
      queryClient.setQueryData(siteQueries.settings().queryKey, next)
      setMessage(m.hub_saved({}, { locale: lang }))
    } catch {
      setMessage(m.error_generic({}, { locale: lang }))
    }
  }
  const user = useQuery(siteQueries.userDetails(lang))
  // the switches are the administrators'; other editors see the state (the server refuses them anyway)
  const administrator = user.data?.is_administrator ?? false
  const data = settings.data?.data
  return (
    <fieldset className={styles.form} aria-describedby={statusId}>
      <legend>
        <h2>{m.hub_site_status({}, { locale: lang })}</h2>
      </legend>
      <label>
        <input type="checkbox" checked={data?.is_site_online ?? true} disabled={!data || !administrator} onChange={(event) => void update({ is_site_online: event.currentTarget.checked })} />{' '}
        {m.hub_site_online({}, { locale: lang })}
      </label>
      <label>
        <input type="checkbox" checked={data?.is_shop_online ?? true} disabled={!data || !administrator} onChange={(event) => void update({ is_shop_online: event.currentTarget.checked })} />{' '}
        {m.hub_shop_online({}, { locale: lang })}
      </label>
      {administrator ? null : <p>{m.hub_site_status_administrators({}, { locale: lang })}</p>}
      <p id={statusId} role="status">
        {message}
      </p>
    </fieldset>
  )
}
