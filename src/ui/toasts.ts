import { useSyncExternalStore } from 'react'
import { timings } from '~/styles/tokens.css'

export type ToastKind = 'success' | 'error' | 'info'
export interface Toast {
  id: number
  kind: ToastKind
  message: string
}

// one queue per browser tab: a toast outlives the form that raised it (a created record opens its own page)
let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}

/**
 * Shows `message` for the spec's alert time (4000 ms); errors stay until dismissed. The same notice still showing (an
 * editor who saves twice in a row) is replaced, not stacked: the new one is announced again and shows its full time.
 */
export function showToast(message: string, kind: ToastKind = 'success'): void {
  const toast = { id: nextId++, kind, message }
  const others = toasts.filter((shown) => shown.kind !== kind || shown.message !== message)
  toasts = [...others.slice(-3), toast]
  emit()
  if (kind !== 'error') setTimeout(() => dismissToast(toast.id), timings.alertDisplay)
}

/** The notices showing, oldest first (what `useToasts` renders). */
export function shownToasts(): readonly Toast[] {
  return toasts
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id)
  emit()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const NONE: readonly Toast[] = []

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => toasts, () => NONE)
}
