import { renderToString } from 'react-dom/server'
import { defineHandlerCallback, getSsrStatus, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server'
import { StartServer } from '@tanstack/react-start/server'
import { QueryClient } from '@tanstack/react-query'
import { answeredQueriesBlock } from '~/router'
import { renderWithFragments } from '~/lib/kept-fragments'
import { currentCspNonce } from '~/lib/csp-nonce'
import { siteOrigin } from '~/lib/site-origin'
import { assembledPage } from './kept-fragments.server'
import { pageScripts } from './page-scripts'

/** A page `renderPage` rendered under a nonce: its bytes without the nonce, and what the policy names. */
export type RenderedPage = { bytes: Buffer<ArrayBuffer>; hashes: string[]; origins: string[] }

/**
 * The pages `renderPage` rendered, by their body: read as they are, not decoded back from the body. Keyed by the body
 * stream, not the answer, because the framework hands on a new answer around the same stream when the rendering set a
 * header (a form page's cookie), and that body no longer carries the nonce its scripts would be found by.
 */
const renderedPages = new WeakMap<ReadableStream<Uint8Array>, RenderedPage>()

/**
 * The page `renderPage` rendered under the nonce of csp-nonce.server.ts, its scripts already read; undefined for any
 * other answer, whose body is then to be read.
 */
export function renderedPage(response: Response): RenderedPage | undefined {
  return response.body === null ? undefined : renderedPages.get(response.body)
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
    const nonce = currentCspNonce()
    if (nonce === undefined) return new Response(html, { status: getSsrStatus(router), headers: responseHeaders })
    // The page's scripts are read and its text encoded here, at once: the string (a rope of React's chunks, about
    // 116 KB in two-byte characters) then dies young in the first garbage collection, instead of living across the
    // pipeline's awaits into the old generation, whose collections stopped the server every half second under load
    // (decision 0051). What is kept is the page's bytes, outside the JavaScript heap.
    const { html: withoutNonce, hashes, origins } = pageScripts(html, nonce, siteOrigin())
    // encoded by Node itself: a string body would be copied as well-formed UTF-16 first, then encoded
    const bytes = Buffer.from(withoutNonce)
    // the body is read only if something other than renderedPage's reader reads it: with no queue (high-water mark 0)
    // the stream does not pull before someone reads (a Uint8Array body would be copied at once)
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          controller.enqueue(bytes)
          controller.close()
        },
      },
      { highWaterMark: 0 },
    )
    const response = new Response(body, { status: getSsrStatus(router), headers: responseHeaders })
    renderedPages.set(body, { bytes, hashes, origins })
    return response
  } finally {
    router.serverSsr?.cleanup()
  }
})
