import { useSyncExternalStore } from 'react'

/**
 * Which booking widget is open: at most one on the page (spec programme.md §4, the events state's `widgetOpen`).
 * Opening one closes whichever was open before.
 */
let openKey: string | null = null
const listeners = new Set<() => void>()

function emit() {
  listeners.forEach((listener) => listener())
}

export function openWidget(key: string): void {
  if (openKey === key) return
  openKey = key
  emit()
}

export function closeWidget(key: string): void {
  if (openKey !== key) return
  openKey = null
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useWidgetOpen(key: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openKey === key,
    () => false,
  )
}

/** DOM ids of a widget and its trigger, derived from the widget's key. */
export function widgetIds(key: string) {
  const safe = key.replace(/[^A-Za-z0-9_-]/g, '')
  return { panel: `booking-${safe}`, trigger: `booking-${safe}-trigger`, heading: `booking-${safe}-heading` }
}
