import { useEffect, useId } from 'react'

/**
 * Scroll lock of the spec (platform.md §4): while a menu or overlay is open the body gets `no-scroll` and a
 * padding as wide as the scrollbar it loses, so the page does not jump. Several holders may lock at once.
 * Fixed elements on the right can add `var(--scroll-lock-gap)` to stay in place.
 */
const holders = new Set<string>()
let observer: MutationObserver | undefined

function apply() {
  const body = document.body
  if (!body.classList.contains('no-scroll')) {
    const gap = Math.max(0, window.innerWidth - document.documentElement.clientWidth)
    body.style.paddingRight = gap ? `${gap}px` : ''
    body.style.setProperty('--scroll-lock-gap', `${gap}px`)
    body.classList.add('no-scroll')
  }
  // React rewrites the body class when the page's body class changes; keep the lock in place
  observer ??= new MutationObserver(() => {
    if (holders.size > 0 && !body.classList.contains('no-scroll')) body.classList.add('no-scroll')
  })
  observer.observe(body, { attributes: true, attributeFilter: ['class'] })
}

function release() {
  observer?.disconnect()
  const body = document.body
  body.classList.remove('no-scroll')
  body.style.paddingRight = ''
  body.style.removeProperty('--scroll-lock-gap')
}

export function lockScroll(holder: string): void {
  holders.add(holder)
  apply()
}

export function unlockScroll(holder: string): void {
  if (!holders.delete(holder)) return
  if (holders.size === 0) release()
}

/** Locks page scrolling while `active` is true (menu drawer, event overlay …). */
export function useScrollLock(active: boolean): void {
  const holder = useId()
  useEffect(() => {
    if (!active) return
    lockScroll(holder)
    return () => unlockScroll(holder)
  }, [active, holder])
}
