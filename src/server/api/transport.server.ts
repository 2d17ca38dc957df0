import { getRequest } from '@tanstack/react-start/server'
import type { TransportRequest, TransportResponse } from '~/contract/client'
import { invokeEndpoint, isEndpointName, passedSchema } from './dispatch.server'

function incomingRequest(): Request | undefined {
  try {
    return getRequest()
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
  const incoming = incomingRequest()
  const base = process.env.API_BASE
  if (!base) {
    if (!isEndpointName(request.endpoint.name)) throw new Error(`No endpoint named ${request.endpoint.name}`)
    const { status, payload } = await invokeEndpoint(request.endpoint.name, request.endpoint, incoming ?? new Request('http://foyer.internal/'))
    // the handler's answer was checked against the contract where it was made (executeHandler): not checked again
    return { status, json: async () => payload, passed: passedSchema }
  }
  const headers = new Headers(request.headers)
  const cookie = incoming?.headers.get('cookie')
  if (cookie) headers.set('cookie', cookie)
  const response = await fetch(new URL(request.url, base), { method: request.method, headers, body: request.body })
  return { status: response.status, json: () => response.json() }
}
