import { useEffect, useState, useSyncExternalStore } from 'react'
import type { Temporal } from 'temporal-polyfill'
import { berlinNow } from '~/lib/dates'

const noop = () => () => undefined

/** false while rendering on the server and hydrating, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}

/** The current Berlin time, refreshed every `intervalMs`; null until hydrated (server HTML is cached). */
export function useBerlinNow(intervalMs = 60_000): Temporal.ZonedDateTime | null {
  const [now, setNow] = useState<Temporal.ZonedDateTime | null>(null)
  useEffect(() => {
    setNow(berlinNow())
    const timer = setInterval(() => setNow(berlinNow()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
