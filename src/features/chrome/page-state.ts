import { useSyncExternalStore } from 'react'

/** The part of the spec's basic page state the chrome shares between header, top alert and sticky navigation. */
export interface PageState {
  /** the burger drawer is open */
  menuOpen: boolean
}

const initial: PageState = { menuOpen: false }
let state = initial
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function update(next: Partial<PageState>) {
  state = { ...state, ...next }
  listeners.forEach((listener) => listener())
}

export function useMenuOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state.menuOpen,
    () => initial.menuOpen,
  )
}

export function setMenuOpen(open: boolean): void {
  if (state.menuOpen !== open) update({ menuOpen: open })
}
