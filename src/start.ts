import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { csrfToken } from './lib/csrf'

/** Every server-function call from the browser repeats the CSRF token in X-CSRFToken, as the pipeline demands. */
const csrfHeader = createMiddleware({ type: 'function' }).client(async ({ next }) => {
  const token = await csrfToken()
  return next(token ? { headers: { 'X-CSRFToken': token } } : undefined)
})

export const startInstance = createStart(() => ({
  // with a custom start file Start does not add its own origin check for server functions: add it here too
  requestMiddleware: [createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })],
  functionMiddleware: [csrfHeader],
}))
