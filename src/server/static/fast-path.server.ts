import type { IncomingMessage, ServerResponse } from 'node:http'
import { performance } from 'node:perf_hooks'
import { SESSION_COOKIE } from '~/server/auth/session.server'
import { isSignedSessionToken, loadedSessionTokenKey } from '~/server/auth/session-token.server'
import { parseCookies } from '~/server/http/cookies'
import { applySecurityHeaders } from '~/server/http/security-headers'
import { preferredEncoding } from '~/server/http/compression'
import type { Encoding } from '~/server/http/compression'
import { splitUrl } from '~/server/http/url-parts'
import { normalizedPageSearch } from '~/server/http/render-queue'
import { CDN_CACHE_CONTROL } from '~/server/cache/html-cache.server'
import { observedEarly } from '~/server/ops/observe.server'
import { siteOrigin } from '~/lib/site-origin'
import type { ServedPage, StaticSite } from './static-site.server'
import { pageKey } from './page-key'
import { startedGenerator } from './generator.server'

/** Header names and values in one flat list (`[name, value, name, value, …]`), as Node's `writeHead` takes them. */
type HeaderList = string[]

type PageHeaders = Record<Encoding, HeaderList> & { notModified: HeaderList }

/** A generated page's answer to one request: everything but the body is built once per page, encoding and scheme. */
export type PageAnswer = { status: 200 | 304; headers: HeaderList; body: Buffer<ArrayBuffer> | null }

/** The headers of one page per encoding, for plain and HTTPS requests: built once per generated page, not per request. */
const headerCache = new WeakMap<ServedPage, { http?: PageHeaders; https?: PageHeaders }>()

function buildHeaders(page: ServedPage, https: boolean): PageHeaders {
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
  const base = [...common].flat()
  const identity = [...base, 'content-length', String(page.size)]
  // a page whose compressed copies are not made yet goes as it is to everyone
  return {
    br: page.br ? [...base, 'content-encoding', 'br', 'content-length', String(page.br.length)] : identity,
    gzip: page.br ? [...base, 'content-encoding', 'gzip', 'content-length', String(page.gzipSize)] : identity,
    identity,
    notModified: ['etag', page.etag, 'cache-control', CDN_CACHE_CONTROL, 'vary', 'Accept-Encoding'],
  }
}

function headersOf(page: ServedPage, https: boolean): PageHeaders {
  let cached = headerCache.get(page)
  if (!cached) headerCache.set(page, (cached = {}))
  return https ? (cached.https ??= buildHeaders(page, true)) : (cached.http ??= buildHeaders(page, false))
}

/**
 * The one answer of a generated page, whoever sends it (Node's response on the fast path, a WHATWG `Response` in the
 * pipeline): compressed as the client accepts, 304 when it has this very page, no body for HEAD. `site` gives the
 * HTML for a client that takes no compressed copy (`StaticSite.htmlOf`).
 */
export function pageAnswer(
  page: ServedPage,
  request: { encoding: Encoding; https: boolean; ifNoneMatch: string | null | undefined; head: boolean },
  site: Pick<StaticSite, 'htmlOf' | 'gzipOf'>,
): PageAnswer {
  const headers = headersOf(page, request.https)
  if (request.ifNoneMatch === page.etag) return { status: 304, headers: headers.notModified, body: null }
  const { encoding } = request
  if (encoding === 'br' && page.br) return { status: 200, headers: headers.br, body: request.head ? null : page.br }
  if (encoding === 'gzip' && page.br) {
    // read from its file, for HEAD too (its headers must be GET's): a copy being replaced or gone goes as HTML instead
    const gzip = site.gzipOf(page)
    if (gzip) return { status: 200, headers: headers.gzip, body: request.head ? null : gzip }
  }
  return { status: 200, headers: headers.identity, body: request.head ? null : site.htmlOf(page) }
}

/** A generated page as a WHATWG response, for the pipeline (a page generated on demand, a query no page reads). */
export function generatedPageResponse(page: ServedPage, request: Request, https: boolean, site: Pick<StaticSite, 'htmlOf' | 'gzipOf'>): Response {
  const answer = pageAnswer(
    page,
    {
      encoding: preferredEncoding(request.headers.get('accept-encoding')),
      https,
      ifNoneMatch: request.headers.get('if-none-match'),
      head: request.method === 'HEAD',
    },
    site,
  )
  const headers = new Headers()
  for (let index = 0; index < answer.headers.length; index += 2) headers.append(answer.headers[index] ?? '', answer.headers[index + 1] ?? '')
  return new Response(answer.body, { status: answer.status, headers })
}

/** What the fast path reads of a request's headers. */
type ReadHeaders = { cookie: string; acceptEncoding: string | null; ifNoneMatch: string | undefined }

/**
 * The three headers the fast path reads, from Node's raw list. `req.headers` builds an object of every header a
 * browser sends (fifteen or so) on first access, which cost more than the rest of the answer's own work. Repeated
 * headers are joined as Node joins them (cookies with "; ", the others with ", ").
 */
export function readHeaders(raw: readonly string[]): ReadHeaders {
  let cookie = ''
  let acceptEncoding: string | null = null
  let ifNoneMatch: string | undefined
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index] ?? ''
    const value = raw[index + 1] ?? ''
    // the length first: most headers are none of the three, and need no lower-casing
    if (name.length === 6 && name.toLowerCase() === 'cookie') cookie = cookie ? `${cookie}; ${value}` : value
    else if (name.length === 15 && name.toLowerCase() === 'accept-encoding') acceptEncoding = acceptEncoding === null ? value : `${acceptEncoding}, ${value}`
    else if (name.length === 13 && name.toLowerCase() === 'if-none-match') ifNoneMatch = ifNoneMatch === undefined ? value : `${ifNoneMatch}, ${value}`
  }
  return { cookie, acceptEncoding, ifNoneMatch }
}

/**
 * Whether a request with a session cookie may belong to a signed-in editor: only a token this site signed can (a
 * made-up one is anonymous, and gets the generated page here, as it would in the pipeline). Before the signing key
 * is loaded, every such request goes to the pipeline.
 */
function mayBeSignedIn(cookie: string): boolean {
  const key = loadedSessionTokenKey()
  if (!key) return true
  const token = parseCookies(cookie)[SESSION_COOKIE]
  return token !== undefined && isSignedSessionToken(token, key)
}

/**
 * The fast path: an anonymous GET or HEAD of a generated page is answered from memory on Node's own request and
 * response (src/server/nitro/node-entry.ts), before any WHATWG object, framework work, database lookup or cookie
 * signing; a session cookie this site did not sign is anonymous here too. Anything else (an editor's session, a
 * query the page reads, a page not generated yet, the site switched off) returns false and takes the full pipeline.
 */
export function answerGeneratedPage(req: IncomingMessage, res: ServerResponse): boolean {
  const began = performance.now()
  const method = req.method
  if (method !== 'GET' && method !== 'HEAD') return false
  const generator = startedGenerator()
  if (!generator?.online) return false
  const headers = readHeaders(req.rawHeaders)
  if (headers.cookie.includes(`${SESSION_COOKIE}=`) && mayBeSignedIn(headers.cookie)) return false
  const { path, query } = splitUrl(req.url ?? '/')
  // parameters no page reads (trackers, cache-busters) leave the page as generated (src/server/http/render-queue.ts)
  if (query !== '' && normalizedPageSearch(query) !== '') return false
  const page = generator.site.get(pageKey(path))
  if (!page) return false
  generator.served(page.path)
  // the early answer runs on the plain HTTP listener only: HTTPS is the public origin's (TLS ends at the proxy)
  const answer = pageAnswer(
    page,
    {
      encoding: preferredEncoding(headers.acceptEncoding),
      https: siteOrigin().startsWith('https:'),
      ifNoneMatch: headers.ifNoneMatch,
      head: method === 'HEAD',
    },
    generator.site,
  )
  res.writeHead(answer.status, answer.headers)
  res.end(answer.body ?? undefined)
  observedEarly(req, answer.status, began)
  return true
}
