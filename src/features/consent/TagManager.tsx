import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { appConfig } from '../../../app.config'
import { useLocale } from '~/lib/i18n/use-locale'
import { siteQueries } from '~/features/site/site.queries'
import { useConsent } from './consent-store'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

let loadedId: string | null = null

function loadTagManager(id: string) {
  if (loadedId) return
  loadedId = id
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`
  document.head.append(script)
}

/**
 * Loads the tag manager (`appConfig.design.cookies.trackingManagerId`) only with tracking consent, and never for
 * staff: their pages' policy names no third-party script origin (issue 35), so a staff member's session is not
 * handed to a script anyone can publish.
 */
export function TagManager() {
  const id = appConfig.design.cookies.trackingManagerId
  const allowed = useConsent('tracking')
  const user = useQuery(siteQueries.userDetails(useLocale()))
  const staff = user.data?.has_dashboard_online_access ?? true
  useEffect(() => {
    if (!id || staff) return
    if (allowed) loadTagManager(id)
    // a loaded tag manager cannot be unloaded: withdrawing consent takes effect with a fresh page
    else if (loadedId) window.location.reload()
  }, [id, allowed, staff])
  return null
}
