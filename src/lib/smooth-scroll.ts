/** Scrolls the window to `top` over `duration` ms (ease-in-out); instant under prefers-reduced-motion. */
export function smoothScrollTo(top: number, duration: number): void {
  if (typeof window === 'undefined') return
  const start = window.scrollY
  const distance = top - start
  if (distance === 0) return
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || duration <= 0) {
    window.scrollTo(0, top)
    return
  }
  const began = performance.now()
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration)
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2
    window.scrollTo(0, start + distance * eased)
    if (progress < 1) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}
