import { useEffect, useRef } from 'react'
import type { RefObject } from 'react'

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',')

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]') && element.getClientRects().length > 0,
  )
}

/**
 * Keeps keyboard focus inside `container` while active: focus moves in when it opens, Tab cycles within, and
 * focus goes back to `returnTo` (or whatever had it before) when it closes.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, returnTo?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = container.current
    if (!active || !element) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const [first] = focusableIn(element)
    ;(first ?? element).focus({ preventScroll: true })

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const items = focusableIn(element)
      const head = items[0]
      const tail = items.at(-1)
      if (!head || !tail) {
        event.preventDefault()
        return
      }
      const current = document.activeElement
      if (event.shiftKey && (current === head || !element.contains(current))) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && (current === tail || !element.contains(current))) {
        event.preventDefault()
        head.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      const target = returnTo?.current ?? previous
      // only take focus back if it is still in the closed container (a link may have moved it on purpose)
      if (target && (element.contains(document.activeElement) || document.activeElement === document.body)) {
        target.focus({ preventScroll: true })
      }
    }
  }, [active, container, returnTo])
}

/** Calls `onOutside` for pointer presses outside all given elements while active. */
export function useOutsideClick(refs: RefObject<HTMLElement | null>[], active: boolean, onOutside: () => void): void {
  const latest = useRef({ refs, onOutside })
  useEffect(() => {
    latest.current = { refs, onOutside }
  })
  useEffect(() => {
    if (!active) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target
      if (!(target instanceof Node)) return
      if (latest.current.refs.some((ref) => ref.current?.contains(target))) return
      latest.current.onOutside()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [active])
}

/** Calls `onEscape` when Escape is pressed while active. */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const latest = useRef(onEscape)
  useEffect(() => {
    latest.current = onEscape
  })
  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [active])
}

/** A popup that closes on a press outside it or on Escape (dropdowns, calendars). */
export function useDismiss(refs: RefObject<HTMLElement | null>[], active: boolean, onDismiss: () => void): void {
  useOutsideClick(refs, active, onDismiss)
  useEscapeKey(active, onDismiss)
}
