import { FastResponse } from 'srvx'
import { SESSION_COOKIE } from '~/server/auth/session.server'
import { applySecurityHeaders } from '~/server/http/security-headers'
import { isHttps } from '~/server/http/cookies'
import { preferredEncoding } from '~/server/http/compression'
import type { Encoding } from '~/server/http/compression'
import { CDN_CACHE_CONTROL } from '~/server/cache/html-cache.server'
import type { GeneratedPage } from './static-site.server'
import { pageKey } from './page-key'
import { normalizedPageSearch } from '~/server/http/render-queue'
import { startedGenerator } from './generator.server'

type PageHeaders = Record<Encoding, Record<string, string>>

/** The headers of one page per encoding, for plain and HTTPS requests: built once per generated page, not per request. */
const headerCache = new WeakMap<GeneratedPage, { http?: PageHeaders; https?: PageHeaders }>()

function buildHeaders(page: GeneratedPage, https: boolean): PageHeaders {
  const common = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': CDN_CACHE_CONTROL,
    'cache-tag': page.tags.join(','),
    etag: page.etag,
    vary: 'Accept-Encoding',
    'content-security-policy': page.csp,
    'x-foyer-cache': 'STATIC',
  })
  applySecurityHeaders(common, https)
  const base = Object.fromEntries(common)
  return {
    br: { ...base, 'content-encoding': 'br', 'content-length': String(page.br.length) },
    gzip: { ...base, 'content-encoding': 'gzip', 'content-length': String(page.gzip.length) },
    identity: { ...base, 'content-length': String(page.html.length) },
  }
}

function headersOf(page: GeneratedPage, https: boolean): PageHeaders {
  let cached = headerCache.get(page)
  if (!cached) headerCache.set(page, (cached = {}))
  return https ? (cached.https ??= buildHeaders(page, true)) : (cached.http ??= buildHeaders(page, false))
}

/** A generated page as an answer: compressed as the client accepts, 304 when it has this very page. */
export function generatedPageResponse(page: GeneratedPage, request: Request, https: boolean): Response {
  const encoding = preferredEncoding(request.headers.get('accept-encoding'))
  const headers = headersOf(page, https)[encoding]
  if (request.headers.get('if-none-match') === page.etag) return new FastResponse(null, { status: 304, headers: { etag: page.etag, 'cache-control': CDN_CACHE_CONTROL, vary: 'Accept-Encoding' } })
  const body = request.method === 'HEAD' ? null : encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html
  return new FastResponse(body, { status: 200, headers })
}

/**
 * The fast path: an anonymous GET of a generated page is answered from memory before any framework work, database
 * lookup or cookie signing. Anything else (an editor's session, a query the page reads, a page not generated yet,
 * the site switched off) returns null and takes the full pipeline.
 */
export function serveGeneratedPage(request: Request): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const generator = startedGenerator()
  if (!generator?.online) return null
  const cookie = request.headers.get('cookie')
  if (cookie?.includes(`${SESSION_COOKIE}=`)) return null
  const url = request.url
  const pathStart = url.indexOf('/', url.indexOf('//') + 2)
  if (pathStart < 0) return null
  const queryStart = url.indexOf('?', pathStart)
  const pathname = queryStart < 0 ? url.slice(pathStart) : url.slice(pathStart, queryStart)
  // parameters no page reads (trackers, cache-busters) leave the page as generated (src/server/http/render-queue.ts)
  if (queryStart >= 0 && normalizedPageSearch(url.slice(queryStart)) !== '') return null
  const page = generator.site.get(pageKey(pathname))
  if (!page) return null
  generator.served(page.path)
  const https = isHttps(request)
  return generatedPageResponse(page, request, https)
}
