import type { Locale } from '~/contract/shared'
import { localeFromPathname, preferredLocale } from '~/lib/i18n/localized-paths'
import { m } from '~/server/i18n.server'
import { dispatchApi, isApiPath } from '~/server/api/dispatch.server'
import { PayloadTooLargeError } from '~/server/api/http-error'
import { CSRF_COOKIE, CSRF_FORM_FIELD, CSRF_HEADER, checkCsrf, createCsrfToken, isValidCsrfToken } from '~/server/auth/csrf.server'
import { getSessionUser, readSessionToken } from '~/server/auth/session.server'
import { getDb } from '~/server/db/client.server'
import { getRedirectMap, getSiteSettings, normalizeRedirectPath } from '~/features/site/site.server'
import { serveMedia } from '~/server/media/media.server'
import { serveEventIcs } from '~/features/programme/event-ics.server'
import { isHttps, parseCookies, serializeCookie } from './cookies'
import { applySecurityHeaders, contentSecurityPolicy, externalScriptOrigins, inlineScriptHashes } from './security-headers'
import { bodyLimitFor } from './limits'
import { compress, preferredEncoding } from './compression'
import { readLimitedBytes } from './body.server'
import { cachedRender } from '~/server/cache/html-cache.server'
import { collectRenderTags } from '~/server/static/render-tags.server'
import { getStaticGenerator } from '~/server/static/generator.server'
import { generatedPageResponse } from '~/server/static/fast-path.server'
import { isIgnorableQuery, pageKey } from '~/server/static/page-key'
import { CSRF_TOKEN_PATH } from '~/lib/csrf'

type Render = (request: Request) => Promise<Response>

/** Redirects are the same for everyone: shared for an hour, so they carry no cookie either. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600'
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const dev = process.env.NODE_ENV === 'development'

function visitorLocale(request: Request, pathname: string): Locale {
  return localeFromPathname(pathname) ?? preferredLocale(request)
}

function wantsHtml(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('text/html')
}

function errorResponse(request: Request, status: number, message: string): Response {
  if (wantsHtml(request)) {
    const body = `<!doctype html><html><head><meta charset="utf-8"><title>${status}</title></head><body><main id="main-content"><h1>${status}</h1><p>${message}</p><a href="/">Zur Startseite</a></main></body></html>`
    return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
  }
  return new Response(JSON.stringify({ detail: message }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
}

async function submittedCsrfToken(request: Request): Promise<string | null> {
  const header = request.headers.get(CSRF_HEADER)
  if (header) return header
  // classic HTML form posts carry the token as a field
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/x-www-form-urlencoded')) {
    const text = await request.clone().text()
    return new URLSearchParams(text).get(CSRF_FORM_FIELD)
  }
  return null
}

/** Same-origin check: a browser that names the origin must name ours. */
function isForeignOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin || origin === 'null') return origin === 'null'
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  try {
    return new URL(origin).host !== host
  } catch {
    return true
  }
}

/**
 * Every request passes here before the app renders: body limits, CSRF, the REST contract, media, language
 * detection at the root, redirects, site status; then security headers and the CSP on whatever answers.
 */
export async function handleRequest(request: Request, render: Render): Promise<Response> {
  const url = new URL(request.url)
  const https = isHttps(request)
  const cookies = parseCookies(request.headers.get('cookie'))
  let response: Response
  try {
    response = await route(request, url, cookies, render)
  } catch (error) {
    if (error instanceof PayloadTooLargeError) response = errorResponse(request, 413, error.detail)
    else {
      console.error('[request] failed', request.method, url.pathname, error)
      response = errorResponse(request, 500, m.error_generic({}, { locale: visitorLocale(request, url.pathname) }))
    }
  }
  response = await compressed(await finalize(response, url, https), request.headers.get('accept-encoding'))
  // a visitor's own answers hand out the signed CSRF token to repeat in X-CSRFToken; a shared (publicly cacheable)
  // answer never does: a CDN would refuse it or, worse, give one visitor's token to all (the browser then asks
  // /api/csrf/ on first need)
  if (!isSharedResponse(response) && !(await isValidCsrfToken(cookies[CSRF_COOKIE]))) {
    response.headers.append('set-cookie', csrfCookie(await createCsrfToken(), https))
  }
  return response
}

function isSharedResponse(response: Response): boolean {
  return /\bpublic\b/.test(response.headers.get('cache-control') ?? '')
}

function csrfCookie(token: string, https: boolean): string {
  return serializeCookie(CSRF_COOKIE, token, { sameSite: 'Lax', secure: https, maxAge: 365 * 24 * 3600 })
}

/** `GET /api/csrf/`: the visitor's CSRF token, for a browser that arrived on a shared page (which sets no cookie). */
async function csrfTokenResponse(cookies: Record<string, string>, https: boolean): Promise<Response> {
  const current = cookies[CSRF_COOKIE]
  const token = current && (await isValidCsrfToken(current)) ? current : await createCsrfToken()
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' })
  if (token !== current) headers.append('set-cookie', csrfCookie(token, https))
  return new Response(JSON.stringify({ token }), { status: 200, headers })
}

async function route(request: Request, url: URL, cookies: Record<string, string>, render: Render): Promise<Response> {
  const lang = visitorLocale(request, url.pathname)
  if (UNSAFE_METHODS.has(request.method)) {
    const limit = bodyLimitFor(url.pathname)
    if (Number(request.headers.get('content-length') ?? '0') > limit) {
      return errorResponse(request, 413, m.error_payload_too_large({}, { locale: lang }))
    }
    if (isForeignOrigin(request) || !(await checkCsrf(cookies[CSRF_COOKIE], await submittedCsrfToken(request)))) {
      return errorResponse(request, 403, m.error_csrf({}, { locale: lang }))
    }
    if (!request.headers.get('content-length') && request.body && !isApiPath(url.pathname)) {
      // a body without a declared length is read here, so that an oversized one is refused before the app
      const bytes = await readLimitedBytes(request, limit, lang)
      request = new Request(request.url, { method: request.method, headers: request.headers, body: bytes })
    }
  }

  if (url.pathname === CSRF_TOKEN_PATH && request.method === 'GET') return csrfTokenResponse(cookies, isHttps(request))

  if (isApiPath(url.pathname)) {
    const ics = process.env.API_BASE || request.method !== 'GET' ? null : await serveEventIcs(await getDb(), url)
    if (ics) return ics
    if (process.env.API_BASE) return proxyToApiBase(request, url, process.env.API_BASE)
    return (await dispatchApi(request)) ?? errorResponse(request, 404, m.error_route_not_found({}, { locale: lang }))
  }

  const media = await serveMedia(url)
  if (media) return media

  if (request.method !== 'GET' && request.method !== 'HEAD') return render(request)

  // language detection happens only at the root
  if (url.pathname === '/') {
    return new Response(null, { status: 302, headers: { location: `/${preferredLocale(request)}`, vary: 'Accept-Language', 'cache-control': 'no-store' } })
  }

  const db = await getDb()
  const redirectTo = (await getRedirectMap(db)).get(normalizeRedirectPath(url.pathname))
  if (redirectTo) return new Response(null, { status: 301, headers: { location: redirectTo + url.search, 'cache-control': REDIRECT_CACHE_CONTROL } })

  const user = url.searchParams.has('v') || readSessionToken(request) ? await getSessionUser(db, readSessionToken(request)) : null
  // page versions are for editors: visitors are sent to the plain page for good
  if (url.searchParams.has('v') && !user) {
    url.searchParams.delete('v')
    return new Response(null, { status: 301, headers: { location: url.pathname + (url.search || ''), 'cache-control': REDIRECT_CACHE_CONTROL } })
  }

  // the programme's overlay flag opens the event overlay once and leaves the address clean
  if (url.searchParams.get('overlay') === 'true' && /^\/(de\/programm|en\/events)\/?$/.test(url.pathname)) {
    url.searchParams.delete('overlay')
    const headers = new Headers({ location: url.pathname + (url.search || ''), 'cache-control': 'private, no-store' })
    headers.append('set-cookie', serializeCookie('foyer_event_overlay', '1', { maxAge: 60, sameSite: 'Lax', secure: isHttps(request) }))
    return new Response(null, { status: 302, headers })
  }

  const settings = await getSiteSettings(db).catch(() => null)
  // the CMS hub stays reachable, so that editors can switch the site back on
  const offline = (!settings || !settings.data.is_site_online) && !url.pathname.startsWith('/cms-hub')
  if (offline) {
    const rendered = await render(request)
    // the app shows the "Website offline" page itself; the status must say so for every page
    if (!rendered.headers.get('content-type')?.includes('text/html')) return rendered
    return new Response(rendered.body, { status: 503, headers: withRetryAfter(rendered.headers) })
  }

  // anonymous visitors get the generated page (rendered now if it is not generated yet); editors (with a session
  // cookie) always get a fresh rendering
  if (request.method === 'GET' && !readSessionToken(request) && isCacheablePage(url.pathname) && isIgnorableQuery(url.search)) {
    const generator = await getStaticGenerator()
    const page = generator ? (generator.site.get(pageKey(url.pathname)) ?? (await generator.generate(url.pathname))) : null
    if (page) return generatedPageResponse(page, request, isHttps(request))
  }
  // other addresses of anonymous visitors (a filtered programme) share one rendering per address
  if (request.method === 'GET' && !readSessionToken(request) && isCacheablePage(url.pathname)) {
    const { response } = await cachedRender(url.pathname + url.search, async () => {
      const { result, collected } = await collectRenderTags(() => render(request).then((rendered) => withContentSecurityPolicy(rendered, url.origin)))
      return { response: result, tags: [...collected.tags, `path:${pageKey(url.pathname)}`] }
    })
    return response
  }
  const rendered = await render(request)
  const headers = new Headers(rendered.headers)
  headers.set('cache-control', 'private, no-store')
  return new Response(rendered.body, { status: rendered.status, statusText: rendered.statusText, headers })
}

/** Public pages of the site; the hub, the shop, the user area and server functions are never shared. */
function isCacheablePage(pathname: string): boolean {
  if (/^\/(cms-hub|webshop|eventim|test\.webshop|testshop|_serverFn|_build)/.test(pathname)) return false
  return !/^\/(de|en)\/user\//.test(pathname)
}

function withRetryAfter(headers: Headers): Headers {
  const next = new Headers(headers)
  next.set('retry-after', '600')
  next.set('cache-control', 'no-store')
  return next
}

async function proxyToApiBase(request: Request, url: URL, base: string): Promise<Response> {
  const target = new URL(url.pathname + url.search, base)
  const headers = new Headers(request.headers)
  headers.delete('host')
  const upstream = await fetch(target, {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer(),
    redirect: 'manual',
  })
  return new Response(upstream.body, { status: upstream.status, headers: upstream.headers })
}

/** Hashes the document's inline scripts into its CSP; done once per rendering, so cached copies carry it. */
async function withContentSecurityPolicy(response: Response, origin: string): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('text/html') || !response.body) return response
  const html = await response.text()
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set('Content-Security-Policy', contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), scriptOrigins: externalScriptOrigins(html, origin), dev }))
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/
const MIN_COMPRESS_BYTES = 1024

/** Textual answers go out compressed when the client accepts it (brotli, else gzip); generated pages are already. */
async function compressed(response: Response, acceptEncoding: string | null): Promise<Response> {
  const type = response.headers.get('content-type') ?? ''
  const encoding = preferredEncoding(acceptEncoding)
  if (encoding === 'identity' || !response.body || response.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) return response
  const body = new Uint8Array(await response.arrayBuffer())
  const headers = new Headers(response.headers)
  headers.append('vary', 'Accept-Encoding')
  if (body.length < MIN_COMPRESS_BYTES) return new Response(body, { status: response.status, statusText: response.statusText, headers })
  const packed = await compress(body, encoding, 'quick')
  headers.set('content-encoding', encoding)
  headers.set('content-length', String(packed.length))
  return new Response(packed, { status: response.status, statusText: response.statusText, headers })
}

async function finalize(response: Response, url: URL, https: boolean): Promise<Response> {
  const type = response.headers.get('content-type') ?? ''
  let result: Response
  if (type.includes('text/html') && !response.headers.has('content-security-policy')) {
    result = await withContentSecurityPolicy(response, url.origin)
    if (result === response) result = new Response(response.body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) })
  } else {
    // answers from the framework (and cached copies) may have immutable headers
    result = new Response(response.body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) })
  }
  applySecurityHeaders(result.headers, https)
  return result
}
