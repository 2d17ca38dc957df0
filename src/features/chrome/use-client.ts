import { useEffect, useState, useSyncExternalStore } from 'react'
import { rootRouteId, useRouter } from '@tanstack/react-router'
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

/**
 * "Now" for what a page shows by the clock (a booking button until the event begins, today's opening hours): while
 * the server renders and the browser hydrates, the moment the HTML was made — a static page may be older than the
 * visit, and hydration must read what the server read — and the browser's clock from then on.
 */
export function useNow(): number {
  // the root loader's data never changes after hydration (it does not reload); a view rendered outside the router
  // (a module preview, a test) reads the clock
  const router = useRouter({ warn: false })
  const hydrated = useHydrated()
  if (hydrated) return Date.now()
  const data: unknown = router?.state.matches.find((match) => match.routeId === rootRouteId)?.loaderData
  return data && typeof data === 'object' && 'renderedAt' in data && typeof data.renderedAt === 'number' ? data.renderedAt : Date.now()
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
