import { renderToString } from 'react-dom/server'
import { defineHandlerCallback, getSsrStatus, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server'
import { StartServer } from '@tanstack/react-start/server'

/**
 * Renders a page as one string. Every rendered page is read whole afterwards (its scripts hashed for the policy,
 * src/server/http/csp-nonce.server.ts; then kept in the generated tree or the HTML cache), so React's stream bought
 * nothing here: the string costs about a tenth less per rendering (decision 0042). The router has loaded the page's
 * data before this, and nothing suspends on the server. A failing rendering is thrown to the pipeline, which answers
 * with its own error page in the visitor's language (the library's string handler answers a bare text).
 */
export const renderPage = defineHandlerCallback(async ({ router, responseHeaders }) => {
  try {
    const html = await transformHtmlStringWithRouter(router, renderToString(<StartServer router={router} />))
    return new Response(html, { status: getSsrStatus(router), headers: responseHeaders })
  } finally {
    router.serverSsr?.cleanup()
  }
})
