import { useCallback, useEffect, useReducer, useRef } from 'react'
import { emptyPagedList, nextPageToRequest, pagedListReducer, shouldRequestPage } from '~/lib/paging'
import type { PageInfo, PagedListState } from '~/lib/paging'

type PageResponse<T> = PageInfo & { results: T[] }

function initialState<T>(firstPage: PageResponse<T> | undefined): PagedListState<T> {
  const empty = emptyPagedList<T>()
  return firstPage ? pagedListReducer(empty, { type: 'success', page: 1, reset: true, response: firstPage }) : empty
}

/**
 * An accumulated list (spec programme.md §4) for one filter: it starts from the first page the route loader put
 * into the cache (or asks for page 1 itself), appends each further page and replaces the list info. Mount it with
 * a `key` of its filter, so that a new filter starts over with an empty list.
 */
export function usePagedList<T>(firstPage: PageResponse<T> | undefined, fetchPage: (page: number) => Promise<PageResponse<T>>) {
  const [state, dispatch] = useReducer(pagedListReducer<T>, firstPage, initialState<T>)
  const inFlight = useRef<number | null>(null)
  const fetchRef = useRef(fetchPage)
  useEffect(() => {
    fetchRef.current = fetchPage
  }, [fetchPage])

  const request = useCallback(async (current: PagedListState<T>, page: number, reset: boolean) => {
    if (!shouldRequestPage(current, page, reset)) return
    if (inFlight.current !== null && !reset) return
    inFlight.current = page
    dispatch({ type: 'request', page, reset })
    try {
      const response = await fetchRef.current(page)
      dispatch({ type: 'success', page, reset, response })
    } catch {
      dispatch({ type: 'failure' })
    } finally {
      if (inFlight.current === page) inFlight.current = null
    }
  }, [])

  // the default request is page 1, when the loader left nothing in the cache
  useEffect(() => {
    if (!firstPage) void request(emptyPagedList<T>(), 1, true)
    // only on mount: a new filter mounts a new list
  }, [])

  const next = nextPageToRequest(state)
  const loadMore = useCallback(() => {
    if (next !== null) void request(state, next, false)
  }, [next, request, state])

  return { state, hasMore: next !== null, loadMore }
}
