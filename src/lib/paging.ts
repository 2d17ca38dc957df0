/**
 * Accumulated paging (spec programme.md §4): the list starts before page 1 (page 0); a page not after the
 * current one is ignored unless it resets; a reset empties the list; results are appended; the list info
 * (count, next, previous) of the newest answer replaces the old one.
 */

/** Accumulates pages: a page not after the current one is ignored unless it resets; a reset empties the list. */
export function accumulatePage<T>(state: { page: number; items: T[] }, page: number, items: T[], reset: boolean): { page: number; items: T[] } {
  if (reset) return { page, items: [...items] }
  if (page <= state.page) return state
  return { page, items: [...state.items, ...items] }
}

export interface PageInfo {
  count: number
  next: string | null
  previous: string | null
}

export interface PagedListState<T> {
  /** the last page added to the list; 0 before the first answer */
  page: number
  items: T[]
  info: PageInfo | null
  loading: boolean
}

export type PagedListAction<T> =
  | { type: 'request'; page: number; reset: boolean }
  | { type: 'success'; page: number; reset: boolean; response: PageInfo & { results: T[] } }
  | { type: 'failure' }

export function emptyPagedList<T>(): PagedListState<T> {
  return { page: 0, items: [], info: null, loading: false }
}

/** A request for page N is skipped unless N is above the current page, or it resets. */
export function shouldRequestPage(state: Pick<PagedListState<unknown>, 'page'>, page: number, reset: boolean): boolean {
  return reset || page > state.page
}

/** The next page to ask for, or null when the last answer said there is none. */
export function nextPageToRequest(state: PagedListState<unknown>): number | null {
  if (state.info === null) return state.page + 1
  return state.info.next ? state.page + 1 : null
}

export function pagedListReducer<T>(state: PagedListState<T>, action: PagedListAction<T>): PagedListState<T> {
  switch (action.type) {
    case 'request':
      if (!shouldRequestPage(state, action.page, action.reset)) return state
      // a reset empties the list at once; loading shows until the answer arrives
      return action.reset ? { ...emptyPagedList<T>(), loading: true } : { ...state, loading: true }
    case 'success': {
      if (!shouldRequestPage(state, action.page, action.reset)) return { ...state, loading: false }
      const { results, ...info } = action.response
      const accumulated = accumulatePage(state, action.page, results, action.reset)
      return { page: accumulated.page, items: accumulated.items, info, loading: false }
    }
    case 'failure':
      return { ...state, loading: false }
  }
}
