/** Hash scrolling of the spec (platform.md §2, §9): wait 1 s, then poll every 250 ms, up to 100 tries. */
export const HASH_SCROLL = { initialDelay: 1000, retryDelay: 250, maxTries: 100, offset: 130, reachedAbove: 5 } as const

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function findTarget(id: string): HTMLElement | null {
  let decoded = id
  try {
    decoded = decodeURIComponent(id)
  } catch {
    // keep the raw id
  }
  return document.getElementById(decoded) ?? document.querySelector<HTMLElement>(`[name="${CSS.escape(decoded)}"]`)
}

/**
 * Scrolls smoothly to the element with this id, leaving room for the sticky header. `initialDelay` lets a page
 * that has just been navigated to render first; polling covers content that loads later.
 */
export async function scrollToHash(id: string, options: { initialDelay?: number } = {}): Promise<boolean> {
  if (!id) return false
  await wait(options.initialDelay ?? 0)
  for (let attempt = 0; attempt < HASH_SCROLL.maxTries; attempt++) {
    const target = findTarget(id)
    if (target) {
      const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL.offset
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      window.scrollTo({ top, behavior: reduced ? 'auto' : 'smooth' })
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
      target.focus({ preventScroll: true })
      return true
    }
    await wait(HASH_SCROLL.retryDelay)
  }
  return false
}

