/** Events per page (spec programme.md §9). */
export const EVENTS_PAGE_SIZE = 10
/** The load-more trigger fires this far ahead of the viewport. */
export const LOAD_MORE_MARGIN = '170%'
export const LOAD_MORE_THRESHOLD = 0.5
/** Smooth scroll to the top after a filter change. */
export const FILTER_SCROLL_MS = 600
