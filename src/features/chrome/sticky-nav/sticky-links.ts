import { useEffect, useId, useSyncExternalStore } from 'react'

/** A link of the sticky navigation, registered by the component that offers it (an anchor list, a link module …). */
export interface StickyLink {
  text: string
  url: string
}
interface Registered extends StickyLink {
  key: string
}

export interface StickyRegistry {
  register(key: string, item: StickyLink): void
  unregister(key: string): void
  snapshot(): readonly Registered[]
  subscribe(listener: () => void): () => void
}

/** Items in the order they registered; re-registering a key replaces its item in place. */
export function createStickyRegistry(): StickyRegistry {
  let items: readonly Registered[] = []
  const listeners = new Set<() => void>()
  const emit = () => listeners.forEach((listener) => listener())
  return {
    register(key, item) {
      const entry = { key, text: item.text, url: item.url }
      const index = items.findIndex((existing) => existing.key === key)
      items = index === -1 ? [...items, entry] : items.map((existing) => (existing.key === key ? entry : existing))
      emit()
    },
    unregister(key) {
      if (!items.some((existing) => existing.key === key)) return
      items = items.filter((existing) => existing.key !== key)
      emit()
    },
    snapshot: () => items,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const empty: readonly Registered[] = []
export const stickyLinks = createStickyRegistry()
/** The booking button slot: the last registered entry wins (one booking button on a page). */
export const stickyBooking = createStickyRegistry()

function useRegistration(registry: StickyRegistry, item: StickyLink | null) {
  const key = useId()
  const text = item?.text
  const url = item?.url
  useEffect(() => {
    if (text === undefined || url === undefined) return
    registry.register(key, { text, url })
    return () => registry.unregister(key)
  }, [registry, key, text, url])
}

/** Fills the sticky navigation's booking button slot while the calling component is mounted. */
export function useStickyBookingButton(item: StickyLink | null): void {
  useRegistration(stickyBooking, item)
}

export function useRegistered(registry: StickyRegistry): readonly Registered[] {
  return useSyncExternalStore(registry.subscribe, registry.snapshot, () => empty)
}
