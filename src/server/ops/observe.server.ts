import { randomBytes } from 'node:crypto'
import { resolveClientAddress } from '~/server/http/client-address.server'
import { cacheOutcomeOf, recordRequest } from './metrics.server'
import type { CacheOutcome } from './metrics.server'
import { serverLog } from './log.server'
import { opsSettings } from './ops-settings.server'
import { isOperationsPath } from './operations.server'

/** Request ids: this process's prefix and a counter (no randomness per request); a proxy's `X-Request-Id` is kept. */
const PROCESS_PREFIX = randomBytes(4).toString('hex')
let sequence = 0
const FORWARDED_ID = /^[\w.:-]{1,64}$/

function requestId(request: Request): string {
  const forwarded = request.headers.get('x-request-id')
  return forwarded && FORWARDED_ID.test(forwarded) ? forwarded : `${PROCESS_PREFIX}-${(++sequence).toString(36)}`
}

/** The path without its query or a preview token (search terms, tokens in links stay out of the log), capped in length. */
export function loggedPath(url: string): string {
  const pathStart = url.indexOf('/', url.indexOf('//') + 2)
  if (pathStart < 0) return '/'
  const queryStart = url.indexOf('?', pathStart)
  const raw = queryStart < 0 ? url.slice(pathStart) : url.slice(pathStart, queryStart)
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

function clientField(request: Request): string | undefined {
  const setting = opsSettings().LOG_CLIENT_ADDRESS
  if (setting === 'off') return undefined
  const peer: unknown = Reflect.get(request, 'ip')
  const address = resolveClientAddress(typeof peer === 'string' ? peer : undefined, request.headers.get('x-forwarded-for'))
  return setting === 'full' ? address : networkOf(address)
}

/**
 * Counts and logs an answer once its headers are ready: one line per request (method, path without the query,
 * status, duration, cache outcome, request id). A generated page from the fast path is counted synchronously
 * (`static`, its headers untouched); anything else when its promise settles, and gets its `X-Request-Id`. The
 * operator's own endpoints are counted but not logged (a health check every few seconds is no visit).
 */
export function observed(request: Request, answer: Response | Promise<Response>, began: number, cache?: CacheOutcome): Response | Promise<Response> {
  if (answer instanceof Response) {
    finish(request, answer, cache ?? cacheOutcomeOf(answer.headers.get('x-foyer-cache')), began, cache !== 'static')
    return answer
  }
  return answer.then(
    (response) => {
      finish(request, response, cacheOutcomeOf(response.headers.get('x-foyer-cache')), began, true)
      return response
    },
    (error: unknown) => {
      finish(request, null, 'none', began, false)
      throw error
    },
  )
}

function finish(request: Request, response: Response | null, cache: CacheOutcome, began: number, tagResponse: boolean): void {
  const ms = performance.now() - began
  const status = response?.status ?? 500
  recordRequest(status, cache, ms / 1000)
  const log = serverLog()
  if (!log.isLevelEnabled('info') || isOperationsPath(request.url)) return
  const id = requestId(request)
  if (tagResponse && response) {
    try {
      response.headers.set('x-request-id', id)
    } catch {
      // a response with immutable headers goes out without it; the log line still has the id
    }
  }
  const client = clientField(request)
  log.info({ req: { id, method: request.method, path: loggedPath(request.url), ...(client ? { client } : {}) }, res: { status }, ms: Math.round(ms * 100) / 100, cache }, 'request')
}
