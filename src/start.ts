import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'

function readCsrfCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined
  const entry = document.cookie.split('; ').find((part) => part.startsWith('csrftoken='))
  return entry ? decodeURIComponent(entry.slice('csrftoken='.length)) : undefined
}

/** Every server-function call from the browser repeats the CSRF cookie in X-CSRFToken, as the pipeline demands. */
const csrfHeader = createMiddleware({ type: 'function' }).client(async ({ next }) => {
  const token = readCsrfCookie()
  return next(token ? { headers: { 'X-CSRFToken': token } } : undefined)
})

export const startInstance = createStart(() => ({
  // with a custom start file Start does not add its own origin check for server functions: add it here too
  requestMiddleware: [createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })],
  functionMiddleware: [csrfHeader],
}))
