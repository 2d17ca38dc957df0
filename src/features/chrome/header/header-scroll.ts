/** The header's scroll states (platform.md §2, §9). */
export const HEADER_SCROLL = { scrolledFraction: 0.25, shrinkAfter: 30, expandBelow: 10 } as const

export interface HeaderScrollState {
  /** past a quarter of the window height, unless the menu is open */
  scrolled: boolean
  /** the sticky header is compact */
  shrunk: boolean
}

/**
 * `shrunk` switches on after a 30 px scroll shift and back off near the top only: the band between keeps the
 * header from flickering when its own height change moves the page.
 */
export function headerScrollState(scrollY: number, viewportHeight: number, menuOpen: boolean, wasShrunk: boolean): HeaderScrollState {
  const shrunk = wasShrunk ? scrollY >= HEADER_SCROLL.expandBelow : scrollY > HEADER_SCROLL.shrinkAfter
  return { scrolled: !menuOpen && scrollY > viewportHeight * HEADER_SCROLL.scrolledFraction, shrunk }
}
