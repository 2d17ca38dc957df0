import { createIsomorphicFn } from '@tanstack/react-start'
import { csrfToken } from '~/lib/csrf'
import type { Transport, TransportRequest } from './client'

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** In the browser every call goes to the same origin (which answers itself or proxies an external API_BASE). */
async function browserTransport(request: TransportRequest) {
  const headers = { ...request.headers }
  const csrf = UNSAFE.has(request.method) ? await csrfToken() : undefined
  if (csrf) headers['X-CSRFToken'] = csrf
  const response = await fetch(request.url, { method: request.method, headers, body: request.body, credentials: 'include', keepalive: request.keepalive ?? false })
  return { status: response.status, json: () => response.json() }
}

/** The server's transport module, imported once (a dynamic import keeps it out of the browser's bundle). */
let serverModule: Promise<typeof import('~/server/api/transport.server')> | undefined

/**
 * The contract's transport: on the server an in-process call into the built-in handlers (no socket), or fetch to
 * an external API_BASE; in the browser, fetch.
 */
export const transport: Transport = createIsomorphicFn()
  .server(async (request: TransportRequest) => {
    serverModule ??= import('~/server/api/transport.server')
    return (await serverModule).serverTransport(request)
  })
  .client(browserTransport)
