import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { resolveClientAddress } from '~/server/http/client-address.server'
import { cacheOutcomeOf, recordRequest } from './metrics.server'
import type { CacheOutcome } from './metrics.server'
import { serverLog } from './log.server'
import { opsSettings } from './ops-settings.server'
import { isOperationsPath } from './operations.server'
import { splitUrl } from '~/server/http/url-parts'

/** Request ids: this process's prefix and a counter (no randomness per request); a proxy's `X-Request-Id` is kept. */
const PROCESS_PREFIX = randomBytes(4).toString('hex')
let sequence = 0
const FORWARDED_ID = /^[\w.:-]{1,64}$/

function requestId(forwarded: string | null | undefined): string {
  return forwarded && FORWARDED_ID.test(forwarded) ? forwarded : `${PROCESS_PREFIX}-${(++sequence).toString(36)}`
}

/** The path without its query or a preview token (search terms, tokens in links stay out of the log), capped in length. */
export function loggedPath(url: string): string {
  const raw = splitUrl(url).path
  // a preview link's token is its whole secret (page and API address alike)
  const path = raw.replace(/\/preview\/[^/]+/, '/preview/…')
  return path.length > 200 ? `${path.slice(0, 200)}…` : path
}

/** The client's network (IPv4 /24, IPv6 /48) — enough to see a flood's source, not a person. */
export function networkOf(address: string): string {
  if (/^\d+\.\d+\.\d+\.\d+$/.test(address)) return address.replace(/\.\d+$/, '.0/24')
  if (address.includes(':')) {
    const groups = address.split('::')[0]?.split(':') ?? []
    return `${groups.slice(0, 3).join(':')}::/48`
  }
  return 'unknown'
}

function clientField(peer: string | undefined, forwardedFor: string | null | undefined): string | undefined {
  const setting = opsSettings().LOG_CLIENT_ADDRESS
  if (setting === 'off') return undefined
  const address = resolveClientAddress(peer, forwardedFor ?? null)
  return setting === 'full' ? address : networkOf(address)
}

/** What the log line of a request names: the same for a WHATWG request and for Node's own. */
type Requested = { method: string; url: string; forwardedId: string | null | undefined; peer: string | undefined; forwardedFor: string | null | undefined }

function requestedOf(request: Request): Requested {
  const peer: unknown = Reflect.get(request, 'ip')
  return { method: request.method, url: request.url, forwardedId: request.headers.get('x-request-id'), peer: typeof peer === 'string' ? peer : undefined, forwardedFor: request.headers.get('x-forwarded-for') }
}

/**
 * Counts and logs an answer once its headers are ready: one line per request (method, path without the query,
 * status, duration, cache outcome, request id). A generated page from the fast path is counted synchronously
 * (`static`, its headers untouched); anything else when its promise settles, and gets its `X-Request-Id`. The
 * operator's own endpoints are counted but not logged (a health check every few seconds is no visit).
 */
export function observed(request: Request, answer: Response | Promise<Response>, began: number): Response | Promise<Response> {
  if (answer instanceof Response) {
    finish(requestedOf(request), answer, answer.status, cacheOutcomeOf(answer.headers.get('x-foyer-cache')), began)
    return answer
  }
  return answer.then(
    (response) => {
      finish(requestedOf(request), response, response.status, cacheOutcomeOf(response.headers.get('x-foyer-cache')), began)
      return response
    },
    (error: unknown) => {
      finish(requestedOf(request), null, 500, 'none', began)
      throw error
    },
  )
}

/**
 * Counts a generated page answered on Node's own objects (its headers were sent as generated), and logs it at `debug`
 * only: at `info` a line per page from memory took a tenth of the server's CPU under load (a profile of wrk on
 * `/de`); the metrics count every one (`cache="static"`), and a proxy in front (deploy/nginx) keeps its own access log.
 */
export function observedEarly(req: IncomingMessage, status: number, began: number): void {
  if (!serverLog().isLevelEnabled('debug')) {
    recordRequest(status, 'static', (performance.now() - began) / 1000)
    return
  }
  const forwardedId = req.headers['x-request-id']
  const forwardedFor = req.headers['x-forwarded-for']
  finish(
    {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      forwardedId: typeof forwardedId === 'string' ? forwardedId : undefined,
      peer: req.socket.remoteAddress,
      forwardedFor: typeof forwardedFor === 'string' ? forwardedFor : undefined,
    },
    null,
    status,
    'static',
    began,
    'debug',
  )
}

function finish(request: Requested, response: Response | null, status: number, cache: CacheOutcome, began: number, level: 'info' | 'debug' = 'info'): void {
  const ms = performance.now() - began
  recordRequest(status, cache, ms / 1000)
  const log = serverLog()
  if (!log.isLevelEnabled(level) || isOperationsPath(request.url)) return
  const id = requestId(request.forwardedId)
  if (response) {
    try {
      response.headers.set('x-request-id', id)
    } catch {
      // a response with immutable headers goes out without it; the log line still has the id
    }
  }
  const client = clientField(request.peer, request.forwardedFor)
  log[level]({ req: { id, method: request.method, path: loggedPath(request.url), ...(client ? { client } : {}) }, res: { status }, ms: Math.round(ms * 100) / 100, cache }, 'request')
}
