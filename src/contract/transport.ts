import { createIsomorphicFn } from '@tanstack/react-start'
import { csrfToken } from '~/lib/csrf'
import { askForStepUp } from '~/lib/step-up'
import type { Transport, TransportRequest } from './client'
import { STEP_UP_REQUIRED } from './shared'

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** In the browser every call goes to the same origin (which answers itself or proxies an external API_BASE). */
async function browserTransport(request: TransportRequest) {
  const headers = { ...request.headers }
  const csrf = UNSAFE.has(request.method) ? await csrfToken() : undefined
  if (csrf) headers['X-CSRFToken'] = csrf
  const send = () => fetch(request.url, { method: request.method, headers, body: request.body, credentials: 'include', keepalive: request.keepalive ?? false })
  let response = await send()
  // an administrators' write after a stale sign-in: sent again once the password (or a code) was given again
  if (response.status === 403 && UNSAFE.has(request.method) && (await isStepUpRequired(response)) && (await askForStepUp())) response = await send()
  return { status: response.status, json: () => response.json() }
}

async function isStepUpRequired(response: Response): Promise<boolean> {
  const payload: unknown = await response
    .clone()
    .json()
    .catch(() => null)
  return typeof payload === 'object' && payload !== null && 'code' in payload && payload.code === STEP_UP_REQUIRED
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
