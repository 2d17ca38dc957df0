/** Scroll-driven flags of the sticky navigation (programme.md §4). */
export interface StickyNavFlags {
  /** scrolled more than half the viewport height */
  offset: boolean
  /** the footer's top edge is within the viewport */
  footerArea: boolean
}

export function stickyNavFlags(scrollY: number, viewportHeight: number, footerTop: number | null): StickyNavFlags {
  return {
    offset: scrollY > viewportHeight / 2,
    footerArea: footerTop !== null && footerTop < viewportHeight,
  }
}

/** Sticky links and scroll-to-top only after the offset; sticky links step aside for the footer. */
export function stickyNavVisibility(flags: StickyNavFlags): { links: boolean; scrollToTop: boolean } {
  return { links: flags.offset && !flags.footerArea, scrollToTop: flags.offset }
}
