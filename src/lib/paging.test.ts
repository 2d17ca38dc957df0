import { describe, expect, it } from 'vitest'
import { accumulatePage, emptyPagedList, nextPageToRequest, pagedListReducer, shouldRequestPage } from './paging'
import type { PagedListState } from './paging'

const answer = (results: string[], next: string | null, count = 5) => ({ count, next, previous: null, results })

describe('accumulated paging (spec programme.md §4)', () => {
  it('starts at page 0 with an empty list, not loading', () => {
    expect(emptyPagedList()).toEqual({ page: 0, items: [], info: null, loading: false })
  })

  it('asks for page 1 first, then the page after the current one while the answer names a next page', () => {
    const empty = emptyPagedList<string>()
    expect(nextPageToRequest(empty)).toBe(1)
    const first = pagedListReducer(empty, { type: 'success', page: 1, reset: false, response: answer(['a', 'b'], '/next') })
    expect(nextPageToRequest(first)).toBe(2)
    const last = pagedListReducer(first, { type: 'success', page: 2, reset: false, response: answer(['c'], null) })
    expect(nextPageToRequest(last)).toBeNull()
  })

  it('skips a request for a page not above the current one unless it resets', () => {
    const state = { page: 2 }
    expect(shouldRequestPage(state, 1, false)).toBe(false)
    expect(shouldRequestPage(state, 2, false)).toBe(false)
    expect(shouldRequestPage(state, 3, false)).toBe(true)
    expect(shouldRequestPage(state, 1, true)).toBe(true)
  })

  it('is loading during a request and stops on success, appending results and replacing the list info', () => {
    let state: PagedListState<string> = pagedListReducer(emptyPagedList<string>(), { type: 'request', page: 1, reset: false })
    expect(state.loading).toBe(true)
    state = pagedListReducer(state, { type: 'success', page: 1, reset: false, response: answer(['a', 'b'], '/p2', 5) })
    expect(state).toEqual({ page: 1, items: ['a', 'b'], info: { count: 5, next: '/p2', previous: null }, loading: false })
    state = pagedListReducer(state, { type: 'request', page: 2, reset: false })
    expect(state.items).toEqual(['a', 'b'])
    state = pagedListReducer(state, { type: 'success', page: 2, reset: false, response: { count: 3, next: null, previous: '/p1', results: ['c'] } })
    expect(state).toEqual({ page: 2, items: ['a', 'b', 'c'], info: { count: 3, next: null, previous: '/p1' }, loading: false })
  })

  it('ignores a request and an answer for a page already in the list', () => {
    const state = pagedListReducer(emptyPagedList<string>(), { type: 'success', page: 2, reset: true, response: answer(['x'], null) })
    expect(pagedListReducer(state, { type: 'request', page: 2, reset: false })).toBe(state)
    const late = pagedListReducer(state, { type: 'success', page: 1, reset: false, response: answer(['old'], '/p2') })
    expect(late.items).toEqual(['x'])
    expect(late.page).toBe(2)
  })

  it('empties the list on a reset and fills it with the reset page', () => {
    const full = pagedListReducer(emptyPagedList<string>(), { type: 'success', page: 3, reset: true, response: answer(['a', 'b', 'c'], null) })
    const requested = pagedListReducer(full, { type: 'request', page: 1, reset: true })
    expect(requested).toEqual({ page: 0, items: [], info: null, loading: true })
    const done = pagedListReducer(requested, { type: 'success', page: 1, reset: true, response: answer(['z'], '/p2', 9) })
    expect(done).toEqual({ page: 1, items: ['z'], info: { count: 9, next: '/p2', previous: null }, loading: false })
  })

  it('stops loading on a failure and keeps what it has', () => {
    const state = { page: 1, items: ['a'], info: { count: 2, next: '/p2', previous: null }, loading: true }
    expect(pagedListReducer(state, { type: 'failure' })).toEqual({ ...state, loading: false })
  })

  it('keeps accumulatePage as the programme uses it', () => {
    const first = accumulatePage({ page: 0, items: [] as number[] }, 1, [1, 2], false)
    expect(accumulatePage(first, 1, [9], false)).toBe(first)
    expect(accumulatePage(first, 2, [3], false)).toEqual({ page: 2, items: [1, 2, 3] })
  })
})
