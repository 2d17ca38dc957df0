import * as v from 'valibot'
import { endpoints } from '~/contract'
import type { EndpointName, Endpoints } from '~/contract'
import { matchPath, searchParamsToObject } from '~/contract/endpoint'
import type { AnySchema } from '~/contract/endpoint'
import { isLocale, localeFromPathname, preferredLocale } from '~/lib/i18n/localized-paths'
import type { ContractResponse } from '~/contract/client'
import { isSharedRead, recordReadTags } from '~/server/static/read-tags.server'
import { cachedRead, forgetReads, readCacheKey } from '~/server/cache/read-cache.server'
import { collectOwnChanges } from '~/server/cache/own-writes.server'
import { startedGenerator } from '~/server/static/generator.server'
import type { ReadUse } from '~/server/cache/read-cache.server'
import type { Locale } from '~/contract/shared'
import { m } from '~/server/i18n.server'
import { getDb } from '~/server/db/client.server'
import { getSessionUser, readSessionToken } from '~/server/auth/session.server'
import type { SessionUser } from '~/server/auth/session.server'
import { ensureVisitorKey } from '~/server/auth/visitor.server'
import { withAuditActor } from '~/server/audit/audit.server'
import { clientAddressKey } from '~/server/http/client-address.server'
import { HttpError } from './http-error'
import { handlers } from './handlers'
import type { HandlerMap } from './handler'
import { readJsonBody, readMultipartBody } from '~/server/http/body.server'
import { isBadInputDatabaseError } from '~/server/http/public-errors'
import { RenderQueue, RenderQueueFull } from '~/server/http/render-queue'

const API_PATH = /^\/(?:(?:de|en)\/)?(?:api|pageeditor-api)\//

/**
 * Searches are database work a visitor can ask for with every keystroke and every made-up term (nothing to share
 * between them): like renderings, two at a time and sixteen waiting, the rest shed at once with 503 and Retry-After.
 * On PGlite's single connection an unshed flood of them queued every other page's database work behind it.
 */
export const searchQueue = new RenderQueue(Number(process.env.FOYER_SEARCH_CONCURRENCY) || 2, Number(process.env.FOYER_SEARCH_QUEUE) || 16)
const SEARCH_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>(['search', 'searchEvents', 'searchOthers', 'autocomplete'])

export function isApiPath(pathname: string): boolean {
  return API_PATH.test(pathname)
}

/** A name of the contract (the transport carries names as strings). */
export function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(endpoints, name)
}

const endpointNames = Object.keys(endpoints).filter(isEndpointName)

interface Matched {
  name: EndpointName
  params: Record<string, string>
}

/** Locale-aware endpoints also answer without the language prefix (`/api/calendar/` is `/de/api/calendar/`). */
function match(method: string, pathname: string): { found: Matched | null; otherMethod: boolean } {
  const unprefixed = /^\/(de|en)(\/(?:api|pageeditor-api)\/.*)$/.exec(pathname)?.[2]
  const candidates = unprefixed ? [pathname, unprefixed] : [pathname, `/de${pathname}`]
  let otherMethod = false
  for (const candidate of candidates) {
    for (const name of endpointNames) {
      const endpoint = endpoints[name]
      const params = matchPath(endpoint.path, candidate)
      if (!params) continue
      if (endpoint.method !== method && !(method === 'HEAD' && endpoint.method === 'GET')) {
        otherMethod = true
        continue
      }
      return { found: { name, params }, otherMethod }
    }
  }
  return { found: null, otherMethod }
}

function json(status: number, body: unknown, headers?: Headers): Response {
  const responseHeaders = new Headers(headers)
  responseHeaders.set('content-type', 'application/json; charset=utf-8')
  responseHeaders.set('cache-control', 'no-store')
  return new Response(JSON.stringify(body), { status, headers: responseHeaders })
}

function issuesToErrors(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): Record<string, string[]> {
  const flat = v.flatten(issues)
  const errors: Record<string, string[]> = {}
  if (flat.root) errors.root = flat.root
  for (const [key, messages] of Object.entries(flat.nested ?? {})) if (messages) errors[key] = messages
  return errors
}

function parseInput<S extends AnySchema>(schema: S, input: unknown, lang: Locale): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (!result.success) throw new HttpError(400, m.error_bad_request({}, { locale: lang }), issuesToErrors(result.issues))
  return result.output
}

/**
 * Writes only staff may make: the back office, the hub's dashboards (but the public missing-page log), the page
 * editor and the media library. Their callers are authorized before their input is validated, so an anonymous
 * caller learns nothing about the fields (401, not 400 with field details).
 */
export function isStaffOnlyWrite(method: string, template: string): boolean {
  if (method === 'GET') return false
  if (template === '/api/dashboard-error-log/') return false
  return /^(?:\/\{lang\})?\/(?:api\/backoffice\/|api\/dashboard-|api\/media\/|pageeditor-api\/)/.test(template)
}

/** Answers a request to the REST contract, or null when the path is not an API path. */
export async function dispatchApi(request: Request): Promise<Response | null> {
  const url = new URL(request.url)
  if (!isApiPath(url.pathname)) return null
  const { found, otherMethod } = match(request.method, url.pathname)
  const lang: Locale = localeFromPathname(url.pathname) ?? preferredLocale(request)
  if (!found) {
    return otherMethod
      ? json(405, { detail: m.error_method_not_allowed({}, { locale: lang }) })
      : json(404, { detail: m.error_route_not_found({}, { locale: lang }) })
  }
  try {
    if (SEARCH_ENDPOINTS.has(found.name)) return await searchQueue.run(() => runHandler(found.name, found.params, request, url, lang))
    return await runHandler(found.name, found.params, request, url, lang)
  } catch (error) {
    if (error instanceof RenderQueueFull) {
      const headers = new Headers({ 'retry-after': String(error.retryAfterSeconds) })
      return json(503, { detail: m.security_busy({}, { locale: lang }) }, headers)
    }
    if (error instanceof HttpError) return json(error.status, { detail: error.detail, errors: error.errors, code: error.code })
    if (isBadInputDatabaseError(error)) return json(400, { detail: m.error_bad_request({}, { locale: lang }) })
    console.error(`[api] ${found.name} failed`, error)
    return json(500, { detail: m.error_generic({}, { locale: lang }) })
  }
}

async function runHandler<K extends EndpointName>(name: K, params: Record<string, string>, request: Request, url: URL, lang: Locale): Promise<Response> {
  const endpoint: Endpoints[K] = endpoints[name]
  // a write without a body (a DELETE, a logout) sends neither content type nor length; its schema decides
  const bodiless = !request.headers.get('content-type') && (request.headers.get('content-length') ?? '0') === '0'
  const rawBody = endpoint.multipart
    ? await readMultipartBody(request, lang)
    : endpoint.method === 'GET' || bodiless
      ? undefined
      : await readJsonBody(request, lang)
  const responseHeaders = new Headers()
  const output = await executeHandler(name, { params, query: searchParamsToObject(url.searchParams), body: rawBody }, request, lang, responseHeaders)
  return json(200, output, responseHeaders)
}

/** Validates the input, runs the handler, checks its answer against the contract and records what it shows. */
async function executeHandler<K extends EndpointName>(
  name: K,
  input: { params: Record<string, string>; query: unknown; body: unknown },
  request: Request,
  lang: Locale,
  responseHeaders: Headers,
): Promise<ContractResponse<K>> {
  const handler: HandlerMap[K] = handlers[name]
  const endpoint: Endpoints[K] = endpoints[name]
  if (isStaffOnlyWrite(endpoint.method, endpoint.path)) {
    // no session cookie: refused without a look at the database
    const token = readSessionToken(request)
    const staff = token ? await getSessionUser(await getDb(), token) : null
    if (!staff?.isStaff) throw new HttpError(401, m.error_unauthorized({}, { locale: lang }))
  }
  const query = parseInput(endpoint.query, input.query, lang)
  const body = parseInput(endpoint.body, input.body, lang)
  const db = await getDb()
  const run = async (use: ReadUse) => {
    let userPromise: Promise<SessionUser | null> | undefined
    return handler({
      request,
      lang,
      params: input.params,
      query,
      body,
      db,
      // editors only: a visitor's account (profile, settings) gives no editing rights (a request without a session,
      // the only kind whose reads are shared, has no user: its answer is the same for every anonymous visitor)
      user: () => {
        use.askedUser = true
        // a staff member who must set up a second factor first can do nothing else (the hub leads them there)
        return (userPromise ??= getSessionUser(db, readSessionToken(request)).then((found) => (found?.isStaff && !found.mustSetUpTotp ? found : null)))
      },
      visitorKey: async () => {
        use.personal = true
        return ensureVisitorKey(request, responseHeaders)
      },
      responseHeaders,
    })
  }
  const check = (result: unknown): ContractResponse<K> => {
    const checked = v.safeParse(endpoint.response, result)
    if (!checked.success) {
      console.error(`[api] ${name} answered outside the contract`, JSON.stringify(v.flatten(checked.issues)))
      throw new HttpError(500, m.error_generic({}, { locale: lang }))
    }
    if (typeof checked.output === 'object' && checked.output !== null) passedSchemas.set(checked.output, endpoint.response)
    return checked.output
  }
  if (endpoint.method !== 'GET') {
    const write = async () => {
      // the write has committed when its handler returns: this process's next read shows it, before the NOTIFY arrives
      const { result, tags } = await collectOwnChanges(() => run({ personal: false, askedUser: false }))
      if (tags.length > 0) {
        forgetReads(tags)
        await startedGenerator()?.followOwnChange(tags)
      }
      return check(result)
    }
    // who writes, for the audit log rows the services append in their transactions
    const token = readSessionToken(request)
    const writer = token ? await getSessionUser(db, token) : null
    return writer?.isStaff ? withAuditActor({ id: writer.id, email: writer.email, address: clientAddressKey() }, write) : write()
  }
  if (!isSharedRead(name)) {
    const output = check(await run({ personal: false, askedUser: false }))
    recordReadTags(name, { lang, params: input.params }, output)
    return output
  }
  // a shared read: the answer may come from memory, for a signed-in request only if the handler did not ask who is
  // asking
  const signedIn = readSessionToken(request) !== undefined
  let read: ContractResponse<K> | undefined
  const answer = await cachedRead(
    readCacheKey(name, lang, input.params, query),
    async (use) => {
      const result = await run(use)
      if (responseHeaders.keys().next().done !== true) use.personal = true
      read = check(result)
      recordReadTags(name, { lang, params: input.params }, read)
      // memory keeps the checked answer: a hit needs no second check
      return read
    },
    { signedIn },
  )
  return read ?? (passedSchema(endpoint.response, answer) ? answer : check(answer))
}

/** Answers by the response schema they passed (`check`): a shared read kept in memory, or an answer on its way to the server's own client. */
const passedSchemas = new WeakMap<object, v.GenericSchema>()

/** Whether `value` is an answer that passed this very schema: it needs no second check. */
export function passedSchema<S extends v.GenericSchema>(schema: S, value: unknown): value is v.InferOutput<S> {
  return typeof value === 'object' && value !== null && passedSchemas.get(value) === schema
}

/**
 * The server's own contract client calls a handler in-process: no URL to build and match, no JSON written and
 * parsed again. `request` is the page request being rendered (its cookies say who is asking).
 */
export async function invokeEndpoint<K extends EndpointName>(
  name: K,
  input: { params: Record<string, string>; query: unknown; body: unknown },
  request: Request,
): Promise<{ status: number; payload: unknown }> {
  const lang: Locale = isLocale(input.params.lang) ? input.params.lang : (localeFromPathname(new URL(request.url).pathname) ?? preferredLocale(request))
  try {
    return { status: 200, payload: await executeHandler(name, input, request, lang, new Headers()) }
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, payload: { detail: error.detail, errors: error.errors } }
    if (isBadInputDatabaseError(error)) return { status: 400, payload: { detail: m.error_bad_request({}, { locale: lang }) } }
    console.error(`[api] ${name} failed`, error)
    return { status: 500, payload: { detail: m.error_generic({}, { locale: lang }) } }
  }
}
