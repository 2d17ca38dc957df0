import { useEffect } from 'react'
import { appConfig } from '../../../app.config'
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

/** Loads the tag manager (`appConfig.design.cookies.trackingManagerId`) only with tracking consent. */
export function TagManager() {
  const id = appConfig.design.cookies.trackingManagerId
  const allowed = useConsent('tracking')
  useEffect(() => {
    if (!id) return
    if (allowed) loadTagManager(id)
    // a loaded tag manager cannot be unloaded: withdrawing consent takes effect with a fresh page
    else if (loadedId) window.location.reload()
  }, [id, allowed])
  return null
}
