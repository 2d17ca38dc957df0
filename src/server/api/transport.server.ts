import { getRequest } from '@tanstack/react-start/server'
import type { TransportRequest, TransportResponse } from '~/contract/client'
import { dispatchApi } from './dispatch.server'

function incomingCookies(): string | undefined {
  try {
    return getRequest().headers.get('cookie') ?? undefined
  } catch {
    // called outside a page request (a script or a test): no visitor cookies to forward
    return undefined
  }
}

/**
 * The server side of the contract client: an in-process call into the built-in handlers when API_BASE is unset,
 * a fetch to the external API otherwise. The visitor's cookies travel along so that editors see their drafts.
 */
export async function serverTransport(request: TransportRequest): Promise<TransportResponse> {
  const headers = new Headers(request.headers)
  const cookie = incomingCookies()
  if (cookie) headers.set('cookie', cookie)
  const base = process.env.API_BASE
  if (base) {
    const response = await fetch(new URL(request.url, base), { method: request.method, headers, body: request.body })
    return { status: response.status, json: () => response.json() }
  }
  const response = await dispatchApi(new Request(new URL(request.url, 'http://foyer.internal'), { method: request.method, headers, body: request.body }))
  if (!response) return { status: 404, json: async () => ({ detail: 'not an API path' }) }
  return { status: response.status, json: () => response.json() }
}
