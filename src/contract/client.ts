import * as v from 'valibot'
import { buildPath, toSearchParams } from './endpoint'
import type { AnyEndpoint, PathParams } from './endpoint'
import type { EndpointName, Endpoints } from './index'

/** What a transport is asked to do: one HTTP exchange, described without a socket. */
export interface TransportRequest {
  method: string
  /** path and query string, starting with a slash */
  url: string
  body?: string | FormData
  headers: Record<string, string>
  /** the request may outlive the page that sends it (the editor gives its lock back while leaving) */
  keepalive?: boolean
  /** the same call by name, for a transport that invokes the handler in-process instead of over HTTP */
  endpoint: { name: string; params: Record<string, string>; query: unknown; body: unknown }
}
export interface TransportResponse {
  status: number
  json: () => Promise<unknown>
  /**
   * Whether the payload is a value that has already passed this very schema (the in-process transport: the handler's
   * answer was checked against the contract where it was made): the client then takes it as it is, not checked twice
   */
  passed?: <S extends v.GenericSchema>(schema: S, payload: unknown) => payload is v.InferOutput<S>
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

/** A table of endpoints by name: the whole contract, or the part a visitor's pages call. */
export type EndpointTable = Record<string, AnyEndpoint>

type Args<T extends EndpointTable, K extends keyof T> = (PathParams<T[K]['path']> extends undefined
  ? { params?: undefined }
  : { params: PathParams<T[K]['path']> }) & { query?: v.InferInput<T[K]['query']> } & (undefined extends v.InferInput<T[K]['body']>
    ? { body?: undefined }
    : { body: v.InferInput<T[K]['body']> })

export type ContractResponse<K extends EndpointName> = v.InferOutput<Endpoints[K]['response']>

export interface ContractClient<T extends EndpointTable> {
  call<K extends keyof T & string>(name: K, args: Args<T, K>, options?: CallOptions): Promise<v.InferOutput<T[K]['response']>>
}

export interface CallOptions {
  /** send it so that it still arrives when the page is being left */
  keepalive?: boolean
}

/** A typed client of one endpoint table: builds the URL, sends through `transport`, checks the answer. */
export function createContractClient<T extends EndpointTable>(table: T, transport: Transport): ContractClient<T> {
  return {
    async call<K extends keyof T & string>(name: K, args: Args<T, K>, options?: CallOptions): Promise<v.InferOutput<T[K]['response']>> {
      const endpoint: T[K] = table[name]
      const params: Record<string, string> | undefined = args.params ?? undefined
      const search = toSearchParams(args.query ?? undefined).toString()
      const url = buildPath(endpoint.path, params) + (search ? `?${search}` : '')
      const headers: Record<string, string> = { accept: 'application/json' }
      const value: unknown = args.body
      if (value !== undefined && !(value instanceof FormData)) headers['content-type'] = 'application/json'
      const response = await transport({
        method: endpoint.method,
        url,
        headers,
        keepalive: options?.keepalive,
        endpoint: { name, params: params ?? {}, query: args.query ?? {}, body: value },
        // encoded when a transport sends it: the in-process call hands the handler the value itself (decision 0001)
        get body() {
          return value === undefined || value instanceof FormData ? value : JSON.stringify(value)
        },
      })
      const payload = await response.json().catch(() => null)
      if (response.status < 200 || response.status >= 300) throw new ContractError(name, response.status, payload)
      if (response.passed?.(endpoint.response, payload)) return payload
      const parsed = v.safeParse(endpoint.response, payload)
      if (!parsed.success) throw new ContractError(name, 502, v.flatten(parsed.issues))
      return parsed.output
    },
  }
}
