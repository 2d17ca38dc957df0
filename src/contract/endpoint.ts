import * as v from 'valibot'

/** A valibot schema of any shape; the contract only needs input and output inference. */
export type AnySchema = v.GenericSchema<unknown, unknown>

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const noQuery = v.object({})
const noBody = v.undefined()
const formDataBody = v.instance(FormData)
export type NoQuery = typeof noQuery
export type NoBody = typeof noBody

/**
 * One endpoint of the REST contract. `path` uses `{name}` placeholders; a placeholder named `path` may span
 * several segments (CMS page paths such as `about/history`). Every endpoint has a query and a body schema
 * (empty ones when it takes none), so handlers and the client are typed without special cases.
 */
export interface Endpoint<TPath extends string, TQuery extends AnySchema, TBody extends AnySchema, TResponse extends AnySchema> {
  method: HttpMethod
  path: TPath
  query: TQuery
  body: TBody
  /** multipart bodies arrive as FormData; the handler validates the parts */
  multipart: boolean
  response: TResponse
}

export type AnyEndpoint = Endpoint<string, AnySchema, AnySchema, AnySchema>

interface EndpointInput<TPath extends string, TQuery, TBody, TResponse> {
  method: HttpMethod
  path: TPath
  query?: TQuery
  body?: TBody
  response: TResponse
}

export function defineEndpoint<
  const TPath extends string,
  TResponse extends AnySchema,
  TQuery extends AnySchema = NoQuery,
  TBody extends AnySchema = NoBody,
>(definition: EndpointInput<TPath, TQuery, TBody, TResponse>): Endpoint<TPath, TQuery, TBody, TResponse>
export function defineEndpoint(definition: EndpointInput<string, AnySchema, AnySchema, AnySchema>): AnyEndpoint {
  return { ...definition, query: definition.query ?? noQuery, body: definition.body ?? noBody, multipart: false }
}

/** A multipart upload endpoint; the body is the FormData itself. */
export function defineUploadEndpoint<const TPath extends string, TResponse extends AnySchema>(definition: {
  path: TPath
  response: TResponse
}): Endpoint<TPath, NoQuery, typeof formDataBody, TResponse> {
  return { method: 'POST', path: definition.path, query: noQuery, body: formDataBody, multipart: true, response: definition.response }
}

type PathParamNames<TPath extends string> = TPath extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never

export type PathParams<TPath extends string> = [PathParamNames<TPath>] extends [never]
  ? undefined
  : { [K in PathParamNames<TPath>]: string }

/** Fills `{name}` placeholders; every value is URI-encoded except `/` inside a multi-segment `path`. */
export function buildPath(template: string, params: Record<string, string> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`)
    if (name === 'path') return value.split('/').map(encodeURIComponent).join('/')
    return encodeURIComponent(value)
  })
}

/** Matches a concrete pathname against a template; returns the decoded params or null. */
export function matchPath(template: string, pathname: string): Record<string, string> | null {
  const names: string[] = []
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}|\{(\w+)\}/g, (_m, a?: string, b?: string) => {
    const name = a ?? b ?? ''
    names.push(name)
    return name === 'path' ? '(.*?)' : '([^/]+)'
  })
  const match = new RegExp(`^${pattern}$`).exec(pathname)
  if (!match) return null
  const params: Record<string, string> = {}
  try {
    names.forEach((name, index) => {
      params[name] = decodeURIComponent(match[index + 1] ?? '')
    })
  } catch {
    return null
  }
  return params
}

/** Serializes a parsed-or-raw query object to URLSearchParams, dropping empty values. */
export function toSearchParams(query: object | undefined): URLSearchParams {
  const search = new URLSearchParams()
  if (!query) return search
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)))
    else search.set(key, String(value))
  }
  return search
}

export function searchParamsToObject(search: URLSearchParams): Record<string, string> {
  const result: Record<string, string> = {}
  search.forEach((value, key) => {
    result[key] = value
  })
  return result
}
