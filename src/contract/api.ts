import { createIsomorphicFn } from '@tanstack/react-start'
import { createContractClient } from './client'
import type { Transport, TransportRequest } from './client'

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  const prefix = `${name}=`
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix))
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** In the browser every call goes to the same origin (which answers itself or proxies an external API_BASE). */
async function browserTransport(request: TransportRequest) {
  const headers = { ...request.headers }
  const csrf = readCookie('csrftoken')
  if (UNSAFE.has(request.method) && csrf) headers['X-CSRFToken'] = csrf
  const response = await fetch(request.url, { method: request.method, headers, body: request.body, credentials: 'include' })
  return { status: response.status, json: () => response.json() }
}

/**
 * The contract's transport: on the server an in-process call into the built-in handlers (no socket), or fetch to
 * an external API_BASE; in the browser, fetch.
 */
export const transport: Transport = createIsomorphicFn()
  .server(async (request: TransportRequest) => {
    const { serverTransport } = await import('~/server/api/transport.server')
    return serverTransport(request)
  })
  .client(browserTransport)

export const api = createContractClient(transport)
