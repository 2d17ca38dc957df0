import { createSerializationAdapter } from '@tanstack/react-router'
import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { SiteOfflineError } from './features/site/site.shared'
import { csrfToken } from './lib/csrf'
import { isOwnOrigin } from './server/http/origin'

/** Every server-function call from the browser repeats the CSRF token in X-CSRFToken, as the pipeline demands. */
const csrfHeader = createMiddleware({ type: 'function' }).client(async ({ next }) => {
  const token = await csrfToken()
  return next(token ? { headers: { 'X-CSRFToken': token } } : undefined)
})

/** On the server: whatever a server function throws reaches the browser as a sentence and a status, never internals. */
const publicErrors = createMiddleware({ type: 'function' }).server(async ({ next, data }) => {
  try {
    return await next()
  } catch (error) {
    const { publicServerFnError } = await import('./server/http/server-fn-errors.server')
    throw publicServerFnError(error, data)
  }
})

/**
 * The site-offline error reaches the browser as itself: the router's state carries a route's error as a plain Error
 * (its name lost), which the page that hydrates would show as a 500 instead of the offline page the server sent.
 */
const siteOffline = createSerializationAdapter({
  key: 'site-offline',
  test: (value): value is SiteOfflineError => value instanceof SiteOfflineError,
  toSerializable: () => 503,
  fromSerializable: () => new SiteOfflineError(),
})

export const startInstance = createStart(() => ({
  serializationAdapters: [siteOffline],
  // with a custom start file Start does not add its own origin check for server functions: add it here too
  // our origins are the configured SITE_ORIGIN and the host the browser addressed (either scheme: behind a TLS proxy
  // the server sees http); browsers without Sec-Fetch-Site are checked by Origin, else Referer
  requestMiddleware: [
    createCsrfMiddleware({
      filter: (ctx) => ctx.handlerType === 'serverFn',
      origin: (value, ctx) => isOwnOrigin(value, ctx.request),
      referer: (value, ctx) => {
        try {
          return isOwnOrigin(new URL(value).origin, ctx.request)
        } catch {
          return false
        }
      },
    }),
  ],
  functionMiddleware: [csrfHeader, publicErrors],
}))
