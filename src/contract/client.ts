import * as v from 'valibot'
import { buildPath, toSearchParams } from './endpoint'
import type { PathParams } from './endpoint'
import { endpoints } from './index'
import type { EndpointName, Endpoints } from './index'

/** What a transport is asked to do: one HTTP exchange, described without a socket. */
export interface TransportRequest {
  method: string
  /** path and query string, starting with a slash */
  url: string
  body?: string | FormData
  headers: Record<string, string>
  /** the same call by name, for a transport that invokes the handler in-process instead of over HTTP */
  endpoint: { name: EndpointName; params: Record<string, string>; query: unknown; body: unknown }
}
export interface TransportResponse {
  status: number
  json: () => Promise<unknown>
}
export type Transport = (request: TransportRequest) => Promise<TransportResponse>

/** An answer outside 2xx, or one that does not match the contract. */
export class ContractError extends Error {
  constructor(
    readonly endpoint: string,
    readonly status: number,
    readonly detail: unknown,
  ) {
    super(`${endpoint} answered ${status}`)
    this.name = 'ContractError'
  }
}

export function isContractError(error: unknown, status?: number): error is ContractError {
  return error instanceof ContractError && (status === undefined || error.status === status)
}

type Args<K extends EndpointName> = (PathParams<Endpoints[K]['path']> extends undefined
  ? { params?: undefined }
  : { params: PathParams<Endpoints[K]['path']> }) & { query?: v.InferInput<Endpoints[K]['query']> } & (undefined extends v.InferInput<Endpoints[K]['body']>
    ? { body?: undefined }
    : { body: v.InferInput<Endpoints[K]['body']> })

export type ContractResponse<K extends EndpointName> = v.InferOutput<Endpoints[K]['response']>

export interface ContractClient {
  call<K extends EndpointName>(name: K, args: Args<K>): Promise<ContractResponse<K>>
}

export function createContractClient(transport: Transport): ContractClient {
  return {
    async call<K extends EndpointName>(name: K, args: Args<K>): Promise<ContractResponse<K>> {
      const endpoint: Endpoints[K] = endpoints[name]
      const params: Record<string, string> | undefined = args.params ?? undefined
      const search = toSearchParams(args.query ?? undefined).toString()
      const url = buildPath(endpoint.path, params) + (search ? `?${search}` : '')
      const headers: Record<string, string> = { accept: 'application/json' }
      let body: string | FormData | undefined
      if (args.body instanceof FormData) body = args.body
      else if (args.body !== undefined) {
        body = JSON.stringify(args.body)
        headers['content-type'] = 'application/json'
      }
      const response = await transport({ method: endpoint.method, url, body, headers, endpoint: { name, params: params ?? {}, query: args.query ?? {}, body: args.body } })
      const payload = await response.json().catch(() => null)
      if (response.status < 200 || response.status >= 300) throw new ContractError(name, response.status, payload)
      const schema: Endpoints[K]['response'] = endpoint.response
      const parsed = v.safeParse(schema, payload)
      if (!parsed.success) throw new ContractError(name, 502, v.flatten(parsed.issues))
      return parsed.output
    },
  }
}
