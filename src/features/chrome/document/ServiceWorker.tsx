import { useEffect } from 'react'
import { appConfig } from '../../../../app.config'

/** Registers /sw.js for the whole site where supported (spec platform.md §4); production builds only. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!appConfig.features.serviceWorker || !import.meta.env.PROD || !('serviceWorker' in navigator)) return
    const register = () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
        console.warn('Service worker registration failed', error)
      })
    }
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
    return () => window.removeEventListener('load', register)
  }, [])
  return null
}
