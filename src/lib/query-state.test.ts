import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { isDehydratedState, queryStateBlock } from './query-state'

const OPEN = '<script type="application/json" data-query-state>'

/** The JSON text of a block, as the browser reads it. */
function blockJson(block: string): unknown {
  expect(block.startsWith(OPEN) && block.endsWith('</script>')).toBe(true)
  return JSON.parse(block.slice(OPEN.length, -'</script>'.length))
}

describe('the query-state data block', () => {
  it('carries the answered queries, which a new client hydrates to the same data', async () => {
    const server = new QueryClient()
    const events = { results: [{ id: 7, title: 'Undine </script><script>alert(1)</script>', starts: '2027-01-05T19:30:00+01:00' }], next: null }
    server.setQueryData(['programme', 'events', 'de', { term: '<b>' }], events)
    server.setQueryData(['site', 'settings'], { is_site_online: true, note: null })
    server.setQueryData(['site', 'navigation', 'de'], { menu: [] })
    await server.fetchQuery({ queryKey: ['programme', 'options', 'rooms', 'de'], queryFn: () => Promise.reject(new Error('down')), retry: false }).catch(() => null)

    const block = queryStateBlock(server, (query) => query.queryKey[1] !== 'navigation')
    // nothing in it ends the element early
    expect(block.slice(OPEN.length, -'</script>'.length)).not.toContain('<')
    const state = blockJson(block)
    expect(isDehydratedState(state)).toBe(true)
    if (!isDehydratedState(state)) return
    // the same as the library's own state of those queries: the failed one and the excluded one left out
    const expected = dehydrate(server, { shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[1] !== 'navigation' })
    // (each dehydration notes its own moment)
    const withoutMoment = (value: unknown) => JSON.parse(JSON.stringify(value).replace(/"dehydratedAt":\d+/g, '"dehydratedAt":0'))
    expect(withoutMoment(state)).toEqual(withoutMoment(expected))
    expect(state.queries.map((query) => query.queryKey[1])).toEqual(['events', 'settings'])

    const browser = new QueryClient()
    hydrate(browser, state)
    expect(browser.getQueryData(['programme', 'events', 'de', { term: '<b>' }])).toEqual(events)
    expect(browser.getQueryData(['site', 'settings'])).toEqual({ is_site_online: true, note: null })
    expect(browser.getQueryData(['site', 'navigation', 'de'])).toBeUndefined()
  })

  it('writes a kept answer the same in every page, and nothing when no query answered', () => {
    const kept = { results: [{ id: 1, title: 'Festkonzert' }] }
    const first = new QueryClient()
    const second = new QueryClient()
    first.setQueryData(['programme', 'teasers', 'de'], kept)
    second.setQueryData(['programme', 'teasers', 'de'], kept)
    const textOf = (client: QueryClient) => {
      const state = blockJson(queryStateBlock(client, () => true))
      return isDehydratedState(state) ? JSON.stringify(state.queries[0]?.state.data) : null
    }
    const written = JSON.stringify(kept)
    expect(textOf(first)).toBe(written)
    // the text written first is reused, not written again (kept answers are never changed in place; this change
    // only shows that the second page did not write it anew)
    const result = kept.results[0]
    if (result) result.title = 'changed in place'
    expect(textOf(second)).toBe(written)
    expect(queryStateBlock(new QueryClient(), () => true)).toBe('')
  })

  it("writes a query's own wrapper around kept answers as JSON.stringify does", () => {
    const page = { count: 2, next: null, results: [{ id: 1, title: 'A < B', subtitle: undefined, starts: new Date(Date.UTC(2027, 0, 5, 18, 30)) }] }
    const client = new QueryClient()
    // kept first, as a read kept in memory is
    client.setQueryData(['programme', 'teasers', 'de'], page)
    client.setQueryData(['programme', 'events', 'de', {}], { pages: [page, { count: 2, next: null, results: [[1, undefined, () => 1]] }], pageParams: [1, 2], note: undefined })
    const state = blockJson(queryStateBlock(client, () => true))
    expect(isDehydratedState(state)).toBe(true)
    if (!isDehydratedState(state)) return
    const events = state.queries.find((query) => query.queryKey[1] === 'events')
    expect(events?.state.data).toEqual(JSON.parse(JSON.stringify(client.getQueryData(['programme', 'events', 'de', {}]))))
  })

})
