import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { routeTree } from './routeTree.gen'
import { currentCspNonce } from './lib/csp-nonce'
import { canonicalizePathname, localizePathname } from './lib/i18n/localized-paths'
import './lib/i18n/locale-strategy'
import { isFragmentQuery } from './features/site/site.queries'
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
  // one QueryClient per router, so per server request: nothing leaks between visitors
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    // the nonce the page's Content-Security-Policy names, on every script the router writes (server only)
    ssr: { nonce: currentCspNonce() },
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
  // a site fragment's data travels in the fragment itself (src/lib/site-fragments.ts), not in the dehydrated state
  setupRouterSsrQueryIntegration({ router, queryClient, dehydrateOptions: { shouldDehydrateQuery: (query) => !isFragmentQuery(query.queryKey) } })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
