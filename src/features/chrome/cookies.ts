import { useSyncExternalStore } from 'react'

const COOKIE_CHANGE = 'foyer:cookie-change'

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  const prefix = `${name}=`
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix))
  if (!entry) return null
  try {
    return decodeURIComponent(entry.slice(prefix.length))
  } catch {
    return null
  }
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`
  window.dispatchEvent(new Event(COOKIE_CHANGE))
}

function subscribe(listener: () => void) {
  // other tabs and the embedded shop change cookies too: look again when the visitor comes back
  window.addEventListener(COOKIE_CHANGE, listener)
  window.addEventListener('focus', listener)
  document.addEventListener('visibilitychange', listener)
  return () => {
    window.removeEventListener(COOKIE_CHANGE, listener)
    window.removeEventListener('focus', listener)
    document.removeEventListener('visibilitychange', listener)
  }
}

/** A cookie's value in the browser; null on the server, where cached pages must not depend on it. */
export function useCookie(name: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readCookie(name),
    () => null,
  )
}
