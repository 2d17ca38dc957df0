import { useEffect, useState, useSyncExternalStore } from 'react'
import { berlinNowTime } from '~/lib/berlin-time'
import type { BerlinTime } from '~/lib/berlin-time'

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
export function useBerlinNow(intervalMs = 60_000): BerlinTime | null {
  const [now, setNow] = useState<BerlinTime | null>(null)
  useEffect(() => {
    setNow(berlinNowTime())
    const timer = setInterval(() => setNow(berlinNowTime()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
