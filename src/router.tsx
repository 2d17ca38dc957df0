import { MutationCache, QueryCache, QueryClient, QueryClientProvider, dehydrate, hydrate } from '@tanstack/react-query'
import type { DehydratedState } from '@tanstack/react-query'
import { createRouter, isRedirect } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { currentCspNonce } from './lib/csp-nonce'
import { canonicalizePathname, localizePathname } from './lib/i18n/localized-paths'
import './lib/i18n/locale-strategy'
import { isFragmentQuery } from './features/site/site.queries'
import { isDehydratedState, queryStateBlock, readQueryState } from './lib/query-state'
import { queryKeyHash } from './lib/query-key-hash'
import { parseSearch, stringifySearch } from './lib/search-params'
import { DefaultErrorPage } from './features/errors/ErrorPage'
import { NotFoundPage } from './features/errors/NotFoundPage'

function prefersLightNetwork(): boolean {
  if (typeof navigator === 'undefined' || !('connection' in navigator)) return false
  const connection: unknown = navigator.connection
  if (!connection || typeof connection !== 'object') return false
  const saveData = 'saveData' in connection && connection.saveData === true
  const slow = 'effectiveType' in connection && typeof connection.effectiveType === 'string' && connection.effectiveType.includes('2g')
  return saveData || slow
}

export function getRouter() {
  // a query function that throws a redirect (in the browser) navigates there
  const onError = (error: unknown) => {
    if (router.isServer || !isRedirect(error)) return
    error.options._fromLocation = router.stores.location.get()
    void router.navigate(router.resolveRedirect(error).options)
  }
  // one QueryClient per router, so per server request: nothing leaks between visitors
  const queryClient = new QueryClient({
    // the keys' hashes as TanStack Query writes them, for less (src/lib/query-key-hash.ts)
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false, queryKeyHashFn: queryKeyHash } },
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
  })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    // the defaults' reading and writing, without an exception for each date (src/lib/search-params.ts)
    parseSearch,
    stringifySearch,
    // the nonce the page's Content-Security-Policy names, on every script the router writes (server only)
    ssr: { nonce: currentCspNonce() },
    Wrap: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    // no prefetching on 2g or with data saver (spec platform.md §4)
    defaultPreload: prefersLightNetwork() ? false : 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: DefaultErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    rewrite: {
      input: ({ url }) => {
        const pathname = canonicalizePathname(url.pathname)
        if (pathname === url.pathname) return undefined
        url.pathname = pathname
        return url
      },
      output: ({ url }) => {
        const pathname = localizePathname(url.pathname)
        if (pathname === url.pathname) return undefined
        url.pathname = pathname
        return url
      },
    },
  })
  // The page carries the queries its loaders filled: the answered ones in its query-state data block
  // (src/lib/query-state.ts, written by renderPage), those that failed in the router's own data, a site fragment's
  // in the fragment itself (src/lib/site-fragments.ts). Pages are rendered to a string, where nothing suspends, so
  // no query starts while rendering and there is nothing to stream after it: the data is complete before the
  // rendering (decision 0043).
  router.options.dehydrate = () => {
    const failed = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'success' && !isFragmentQuery(query.queryKey), shouldDehydrateMutation: () => false })
    return { query: failed.queries.length > 0 ? failed : null }
  }
  router.options.hydrate = async (dehydrated) => {
    const answered = await readQueryState()
    if (answered) hydrate(queryClient, servedNow(answered))
    const failed: unknown = dehydrated?.query
    if (isDehydratedState(failed)) hydrate(queryClient, failed)
  }
  return router
}

/** The data block of a rendered page's answered queries (src/lib/query-state.ts); renderPage puts it into the page. */
export function answeredQueriesBlock(queryClient: QueryClient): string {
  return queryStateBlock(queryClient, (query) => !isFragmentQuery(query.queryKey))
}

/**
 * The data a page brings, as fetched when the page arrived. A page is as fresh as the server can make it: a change
 * regenerates every page that shows the changed data, a read that changes with time (today's programme, an event
 * that starts) expires the page at that moment (src/server/static/read-tags.server.ts), and a CDN is purged by the
 * page's Cache-Tag. Counted from the server's rendering instead, a generated page of an hour ago would ask the API
 * again for every query it carries as soon as it hydrates (the programme: events, teasers and calendar, then the
 * settings and the opening hours), so each view of a page any CDN can serve would cost the server two to five
 * requests and the visitor's phone a fetch and a second render of what it shows. A query that is to be asked on
 * every mount says so itself (`staleTime: 0`, `refetchOnMount: 'always'`) and still is.
 */
function servedNow(state: DehydratedState): DehydratedState {
  const now = Date.now()
  return { ...state, queries: state.queries.map((query) => (query.state.status === 'success' ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query)) }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
