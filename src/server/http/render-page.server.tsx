import { renderToString } from 'react-dom/server'
import { defineHandlerCallback, getSsrStatus, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server'
import { StartServer } from '@tanstack/react-start/server'
import { QueryClient } from '@tanstack/react-query'
import { answeredQueriesBlock } from '~/router'
import { renderWithFragments } from '~/lib/kept-fragments'
import { assembledPage } from './kept-fragments.server'

/** The HTML of the answers `renderPage` made, by answer: read as it is, not encoded into the body and decoded back. */
const renderedPages = new WeakMap<Response, string>()

/**
 * The HTML of a page `renderPage` rendered, as the string it was rendered to (csp-nonce.server.ts reads every page
 * whole); undefined for any other answer, whose body is then to be read.
 */
export function renderedHtml(response: Response): string | undefined {
  return renderedPages.get(response)
}

/**
 * Renders a page as one string. Every rendered page is read whole afterwards (its scripts hashed for the policy,
 * src/server/http/csp-nonce.server.ts; then kept in the generated tree or the HTML cache), so React's stream bought
 * nothing here: the string costs about a tenth less per rendering (decision 0042). The router has loaded the page's
 * data before this, and nothing suspends on the server. A failing rendering is thrown to the pipeline, which answers
 * with its own error page in the visitor's language (the library's string handler answers a bare text).
 */
export const renderPage = defineHandlerCallback(async ({ router, responseHeaders }) => {
  try {
    // the site fragments rendered before are put in, not rendered again (src/lib/kept-fragments.ts)
    const { result, fragments } = renderWithFragments(() => renderToString(<StartServer router={router} />))
    const rendered = await transformHtmlStringWithRouter(router, result)
    // the answered queries in their data block at the end of the body (src/lib/query-state.ts)
    const context: unknown = router.options.context
    const queryClient = typeof context === 'object' && context !== null && 'queryClient' in context ? context.queryClient : undefined
    const html = assembledPage(rendered, fragments, queryClient instanceof QueryClient ? answeredQueriesBlock(queryClient) : '')
    // the body is encoded only if something other than renderedHtml's reader reads it: with no queue (high-water
    // mark 0) the stream does not pull before someone reads
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          controller.enqueue(new TextEncoder().encode(html))
          controller.close()
        },
      },
      { highWaterMark: 0 },
    )
    const response = new Response(body, { status: getSsrStatus(router), headers: responseHeaders })
    renderedPages.set(response, html)
    return response
  } finally {
    router.serverSsr?.cleanup()
  }
})
