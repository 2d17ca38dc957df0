import type { Locale } from '~/contract/shared'
import { localeFromPathname, preferredLocale } from '~/lib/i18n/localized-paths'
import { m } from '~/server/i18n.server'
import { dispatchApi, isApiPath } from '~/server/api/dispatch.server'
import { HttpError, PayloadTooLargeError } from '~/server/api/http-error'
import { hasNulByte, isBadInputDatabaseError } from './public-errors'
import { publicServerFnResponse, serverFnLocale } from './server-fn-errors.server'
import { CSRF_COOKIE, CSRF_FORM_FIELD, CSRF_HEADER, CSRF_TOKEN_SECONDS, checkCsrf, createCsrfToken, isValidCsrfToken } from '~/server/auth/csrf.server'
import { getSessionUser, readSessionToken, signedInCookie } from '~/server/auth/session.server'
import { SIGNED_IN_COOKIE } from '~/lib/signed-in'
import { getDb } from '~/server/db/client.server'
import { getRedirectMap, getSiteSettings, logNotFound, normalizeRedirectPath } from '~/features/site/site.server'
import { takeMissingPageAllowance } from '~/server/api/handlers/site.server'
import { serveMedia } from '~/server/media/media.server'
import { serveEventIcs } from '~/features/programme/event-ics.server'
import { programmeFilterValues, withoutUnknownFilters } from '~/features/programme/filter-values.server'
import { isHttps, parseCookies, serializeCookie } from './cookies'
import { applySecurityHeaders, CSP_REPORT_PATH } from './security-headers'
import { cspReportResponse } from './csp-reports.server'
import { clientAddress } from './client-address.server'
import { bodyLimitFor } from './limits'
import { onSiteLocation, onSitePath } from './redirects'
import { isForeignRequest } from './origin'
import { siteOrigin } from '~/lib/site-origin'
import { compress, preferredEncoding } from './compression'
import { readLimitedBytes } from './body.server'
import { cachedRender } from '~/server/cache/html-cache.server'
import { collectRenderTags } from '~/server/static/render-tags.server'
import { getStaticGenerator } from '~/server/static/generator.server'
import { generatedPageResponse } from '~/server/static/fast-path.server'
import { pageKey } from '~/server/static/page-key'
import { RenderQueue, RenderQueueFull, normalizedPageSearch } from './render-queue'
import { CSRF_TOKEN_PATH } from '~/lib/csrf'
import { tag } from '~/server/static/tags'
import { previewLinkState } from '~/server/editor/preview-links.server'

type Render = (request: Request) => Promise<Response>

/**
 * Renderings a request may trigger: two at a time (a rendering holds the event loop that answers the generated
 * pages; two let one wait for the database while the other renders), sixteen waiting — a burst of editors, form
 * posts and searches — and the rest shed at once with 503 and Retry-After. FOYER_RENDER_CONCURRENCY and
 * FOYER_RENDER_QUEUE change it.
 */
const renderQueue = new RenderQueue(Number(process.env.FOYER_RENDER_CONCURRENCY) || 2, Number(process.env.FOYER_RENDER_QUEUE) || 16)

/** Renderings under way and waiting (for `/metrics`). */
export function renderQueueSize(): { running: number; waiting: number } {
  return renderQueue.size
}

/** Redirects are the same for everyone: shared for an hour, so they carry no cookie either. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600'
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

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
  // a form with a file field posted without JavaScript (its body has been read within the limit already)
  if (type.includes('multipart/form-data') && !isApiPath(new URL(request.url).pathname)) {
    const token = await request
      .clone()
      .formData()
      .then((form) => form.get(CSRF_FORM_FIELD))
      .catch(() => null)
    return typeof token === 'string' ? token : null
  }
  return null
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
    if (error instanceof RenderQueueFull) {
      response = errorResponse(request, 503, m.security_busy({}, { locale: visitorLocale(request, url.pathname) }))
      response.headers.set('retry-after', String(error.retryAfterSeconds))
    } else if (error instanceof PayloadTooLargeError) response = errorResponse(request, 413, error.detail)
    else if (error instanceof HttpError) response = errorResponse(request, error.status, error.detail)
    else if (isBadInputDatabaseError(error)) response = errorResponse(request, 400, m.error_bad_request({}, { locale: visitorLocale(request, url.pathname) }))
    else {
      console.error('[request] failed', request.method, url.pathname, error)
      response = errorResponse(request, 500, m.error_generic({}, { locale: visitorLocale(request, url.pathname) }))
    }
  }
  if (isMissingPageAnswer(request, url, response)) await logMissingPage(request, url)
  response = await compressed(await finalize(response, url, https), request.headers.get('accept-encoding'))
  // a visitor's own answers hand out the signed CSRF token to repeat in X-CSRFToken; a shared (publicly cacheable)
  // answer never does: a CDN would refuse it or, worse, give one visitor's token to all (the browser then asks
  // /api/csrf/ on first need)
  // (a page that embeds the token for a form posted without JavaScript sets the cookie itself). Only a private page
  // does: the API and server functions answer many calls at once, and each minting a token of its own would leave
  // the browser with whichever came last while a request already carried an earlier one; scripts ask /api/csrf/
  if (isPrivatePage(response) && !setsCsrfCookie(response) && !(await isValidCsrfToken(cookies[CSRF_COOKIE]))) {
    response.headers.append('set-cookie', csrfCookie(await createCsrfToken(), https))
  }
  // a session that began before the signed-in cookie existed gets it with its next private page
  if (isPrivatePage(response) && !cookies[SIGNED_IN_COOKIE] && (await getSessionUser(await getDb(), readSessionToken(request)))) {
    response.headers.append('set-cookie', signedInCookie(request))
  }
  return response
}

/** A 404 for a page address (not the API, media or a server function): what a visitor, a crawler or a link checker missed. */
function isMissingPageAnswer(request: Request, url: URL, response: Response): boolean {
  if (response.status !== 404 || (request.method !== 'GET' && request.method !== 'HEAD')) return false
  if (isApiPath(url.pathname) || /^\/(_serverFn|media|assets|_build)\//.test(url.pathname)) return false
  // a preview token is a secret: it stays out of the editors' log of missing pages
  if (PREVIEW_PATH.test(url.pathname)) return false
  return (response.headers.get('content-type') ?? '').startsWith('text/html')
}

/**
 * Logs a missing page on the server, so that a visitor who leaves at once and a client that runs no JavaScript are
 * counted; the browser then leaves this document out (NotFoundPage) and posts only what it finds by itself.
 */
async function logMissingPage(request: Request, url: URL): Promise<void> {
  if (!takeMissingPageAllowance(request)) return
  try {
    await logNotFound(await getDb(), url.pathname + url.search)
  } catch (error) {
    // the visitor's 404 does not depend on the log
    console.error('[not-found-log] failed', url.pathname, error)
  }
}

function setsCsrfCookie(response: Response): boolean {
  return response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${CSRF_COOKIE}=`))
}

function isSharedResponse(response: Response): boolean {
  return /\bpublic\b/.test(response.headers.get('cache-control') ?? '')
}

/** A page for this visitor alone (an editor's page, the account area): HTML that no cache shares. */
function isPrivatePage(response: Response): boolean {
  return !isSharedResponse(response) && (response.headers.get('content-type') ?? '').startsWith('text/html')
}

function csrfCookie(token: string, https: boolean): string {
  // the cookie leaves the browser when the token expires: the next write asks /api/csrf/ for a fresh one
  return serializeCookie(CSRF_COOKIE, token, { sameSite: 'Lax', secure: https, maxAge: CSRF_TOKEN_SECONDS - 60 })
}

/** `GET /api/csrf/`: the visitor's CSRF token, for a browser that arrived on a shared page (which sets no cookie). */
/** A JSON answer for this visitor alone: no browser cache or CDN keeps it. */
function privateJson(body: unknown, setCookie?: string): Response {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' })
  if (setCookie) headers.append('set-cookie', setCookie)
  return new Response(JSON.stringify(body), { status: 200, headers })
}

async function csrfTokenResponse(cookies: Record<string, string>, https: boolean): Promise<Response> {
  const current = cookies[CSRF_COOKIE]
  const token = current && (await isValidCsrfToken(current)) ? current : await createCsrfToken()
  return privateJson({ token }, token !== current ? csrfCookie(token, https) : undefined)
}

/** Where editors learn how far this instance's regeneration is (a change to every page takes a while). */
const STATIC_STATUS_PATH = '/api/static-status/'

/**
 * `GET /api/static-status/`: `{ waiting, recompressing }`, the pages this instance has still to (re)generate and
 * those still to compress at the best quality; for staff only.
 */
async function staticStatusResponse(request: Request, lang: Locale): Promise<Response> {
  const user = await getSessionUser(await getDb(), readSessionToken(request))
  if (!user?.isStaff) return errorResponse(request, 401, m.error_unauthorized({}, { locale: lang }))
  const generator = await getStaticGenerator()
  return privateJson({ waiting: generator?.waiting ?? 0, recompressing: generator?.recompressing ?? 0 })
}

async function route(request: Request, url: URL, cookies: Record<string, string>, render: Render): Promise<Response> {
  const lang = visitorLocale(request, url.pathname)
  // no page, id or text column holds a NUL character: refused before any lookup
  if (hasNulByte(safeDecode(url.pathname + url.search))) return errorResponse(request, 400, m.error_bad_request({}, { locale: lang }))
  // browsers send violation reports without a CSRF token: the endpoint only counts (rate-limited per address)
  if (url.pathname === CSP_REPORT_PATH && request.method === 'POST') return cspReportResponse(request, clientAddress())
  if (UNSAFE_METHODS.has(request.method)) {
    const limit = bodyLimitFor(url.pathname, readSessionToken(request) !== undefined)
    if (Number(request.headers.get('content-length') ?? '0') > limit) {
      return errorResponse(request, 413, m.error_payload_too_large({}, { locale: lang }))
    }
    const multipartPage = (request.headers.get('content-type') ?? '').includes('multipart/form-data') && !isApiPath(url.pathname)
    if (multipartPage && request.body) {
      // the token is a field of the body: read it within the limit before parsing it
      const bytes = await readLimitedBytes(request, limit, lang)
      request = new Request(request.url, { method: request.method, headers: request.headers, body: bytes })
    }
    if (isForeignRequest(request) || !(await checkCsrf(cookies[CSRF_COOKIE], await submittedCsrfToken(request)))) {
      return errorResponse(request, 403, m.error_csrf({}, { locale: lang }))
    }
    if (!multipartPage && !request.headers.get('content-length') && request.body && !isApiPath(url.pathname)) {
      // a body without a declared length is read here, so that an oversized one is refused before the app
      const bytes = await readLimitedBytes(request, limit, lang)
      request = new Request(request.url, { method: request.method, headers: request.headers, body: bytes })
    }
  }

  if (url.pathname === CSRF_TOKEN_PATH && request.method === 'GET') return csrfTokenResponse(cookies, isHttps(request))
  if (url.pathname === STATIC_STATUS_PATH && request.method === 'GET') return staticStatusResponse(request, lang)

  if (isApiPath(url.pathname)) {
    const ics = process.env.API_BASE || request.method !== 'GET' ? null : await serveEventIcs(await getDb(), url)
    if (ics) return ics
    if (process.env.API_BASE) return proxyToApiBase(request, url, process.env.API_BASE)
    return (await dispatchApi(request)) ?? errorResponse(request, 404, m.error_route_not_found({}, { locale: lang }))
  }

  const media = await serveMedia(url, request)
  if (media) return media

  if (url.pathname.startsWith('/_serverFn/')) return publicServerFnResponse(await render(request), request, serverFnLocale(request))
  if (request.method !== 'GET' && request.method !== 'HEAD') return render(request)

  // language detection happens only at the root
  if (url.pathname === '/') {
    return new Response(null, { status: 302, headers: { location: `/${preferredLocale(request)}`, vary: 'Accept-Language', 'cache-control': 'no-store' } })
  }

  const db = await getDb()
  const redirectTo = (await getRedirectMap(db)).get(normalizeRedirectPath(url.pathname))
  // a target off the site (or unparsable) is not followed: the redirect table only moves pages within the site
  const redirectLocation = redirectTo ? onSiteLocation(redirectTo, url.origin, siteOrigin()) : null
  if (redirectLocation) {
    const target = new URL(redirectLocation, url.origin)
    for (const [name, value] of url.searchParams) if (!target.searchParams.has(name)) target.searchParams.append(name, value)
    return new Response(null, { status: 301, headers: { location: target.pathname + target.search + target.hash, 'cache-control': REDIRECT_CACHE_CONTROL } })
  }

  const user = url.searchParams.has('v') || readSessionToken(request) ? await getSessionUser(db, readSessionToken(request)) : null
  // page versions are for editors: visitors are sent to the plain page for good
  if (url.searchParams.has('v') && !user) {
    url.searchParams.delete('v')
    return new Response(null, { status: 301, headers: { location: onSitePath(url.pathname) + url.search, 'cache-control': REDIRECT_CACHE_CONTROL } })
  }

  // the programme's overlay flag opens the event overlay once and leaves the address clean
  if (url.searchParams.get('overlay') === 'true' && /^\/(de\/programm|en\/events)\/?$/.test(url.pathname)) {
    url.searchParams.delete('overlay')
    const headers = new Headers({ location: onSitePath(url.pathname) + url.search, 'cache-control': 'private, no-store' })
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

  // a preview link: the draft for its holder alone, rendered for each request; 404 or 410 once it opens nothing
  const preview = PREVIEW_PATH.exec(url.pathname)
  if (preview) return previewResponse(request, render, await previewLinkState(db, lang, preview[1] ?? ''))

  // anonymous visitors get the generated page (rendered now if it is not generated yet); editors (with a session
  // cookie) always get a fresh rendering. Only the parameters some page reads count: anything else (trackers, random
  // cache-busters) is dropped, so it cannot create a rendering of its own.
  // a session cookie that names no live session (made up to bypass the cache, or simply expired) is anonymous
  const anonymousPage = request.method === 'GET' && !user && isCacheablePage(url.pathname)
  const search = anonymousPage ? normalizedPageSearch(url.search) : url.search
  // a programme filter naming nothing (a deleted tag, a made-up room) would render an empty programme of its own:
  // the address without it is the page (one lookup in memory instead of a rendering per made-up value)
  if (anonymousPage && PROGRAMME_PATH.test(url.pathname)) {
    const cleaned = withoutUnknownFilters(search, await programmeFilterValues(db))
    if (cleaned !== null) {
      return new Response(null, { status: 302, headers: { location: onSitePath(url.pathname) + cleaned, 'cache-control': 'public, max-age=0, s-maxage=60' } })
    }
  }
  if (anonymousPage && search === '') {
    const generator = await getStaticGenerator()
    const generated = generator?.site.get(pageKey(url.pathname))
    if (generated) generator?.served(generated.path)
    const page = generator ? (generated ?? (await renderQueue.run(() => generator.generate(url.pathname)))) : null
    if (generator && page) return generatedPageResponse(page, request, isHttps(request), generator.site)
  }
  // other addresses of anonymous visitors (a filtered programme) share one rendering per address
  if (anonymousPage) {
    const normalized = new Request(url.origin + url.pathname + search, { method: 'GET', headers: request.headers })
    const { response } = await cachedRender(
      url.pathname + search,
      async () => {
        const { result, collected } = await collectRenderTags(() => queuedRender(render, normalized))
        return { response: result, tags: [...collected.tags, tag.path(pageKey(url.pathname))] }
      },
      Date.now(),
      preferredEncoding(request.headers.get('accept-encoding')),
    )
    return response
  }
  const rendered = await queuedRender(render, request)
  const headers = new Headers(rendered.headers)
  headers.set('cache-control', 'private, no-store')
  return new Response(rendered.body, { status: rendered.status, statusText: rendered.statusText, headers })
}

/** A preview link's address: `/{lang}/preview/{token}`. */
const PREVIEW_PATH = /^\/(?:de|en)\/preview\/([^/]+)\/?$/

/**
 * A preview is for the link's holders: no shared cache, browser cache or search engine keeps it, no tag would let it
 * into the generated site (the site-wide Referrer-Policy already keeps its address from the sites it links to).
 */
async function previewResponse(request: Request, render: Render, link: { state: 'open' | 'gone' | 'missing' }): Promise<Response> {
  const rendered = await queuedRender(render, request)
  const headers = new Headers(rendered.headers)
  headers.set('cache-control', 'private, no-store')
  headers.delete('cache-tag')
  headers.set('x-robots-tag', 'noindex, nofollow')
  const status = link.state === 'open' ? rendered.status : link.state === 'gone' ? 410 : 404
  return new Response(rendered.body, { status, headers })
}

/** The programme in both languages, whose named filters are checked before it is rendered. */
const PROGRAMME_PATH = /^\/(de\/programm|en\/events)\/?$/

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    // a malformed escape cannot hide a NUL (%00 is well-formed)
    return text.replace(/%00/g, '\u0000')
  }
}

/**
 * A rendering in the queue, body included: the framework answers at once with a stream and renders while the body
 * is read, so the slot is held until the whole page is there.
 */
function queuedRender(render: Render, request: Request): Promise<Response> {
  return renderQueue.run(async () => {
    const rendered = await render(request)
    const body = rendered.body ? await rendered.arrayBuffer() : null
    return new Response(body, { status: rendered.status, statusText: rendered.statusText, headers: rendered.headers })
  })
}

/** Public pages of the site; the hub, the shop, the user area and server functions are never shared. */
function isCacheablePage(pathname: string): boolean {
  if (/^\/(cms-hub|admin|webshop|eventim|test\.webshop|testshop|_serverFn|_build)/.test(pathname)) return false
  // form pages carry the visitor's CSRF token for a post without JavaScript: rendered per visitor; search results
  // are per query (and counted for the dashboard): rendered for each request, never shared
  // preview links show drafts to their holders alone
  return !/^\/(de|en)\/(user\/|forms\/|search(\/|$)|preview\/)/.test(pathname)
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
  // answers from the framework (and cached copies) may have immutable headers; a rendered page brings the CSP it
  // was rendered with (its nonce), anything else gets the strict default of applySecurityHeaders
  const result = new Response(response.body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) })
  applySecurityHeaders(result.headers, https)
  keepRedirectOnSite(result, url)
  return result
}

/** The last word on every redirect, including the framework's (trailing slashes, canonical slugs): it stays on the site. */
function keepRedirectOnSite(response: Response, url: URL): void {
  const location = response.headers.get('location')
  if (!location || response.status < 300 || response.status >= 400) return
  const safe = onSiteLocation(location, url.origin, siteOrigin())
  if (safe !== null) response.headers.set('location', safe)
  else {
    // an off-site target keeps only its path, on this site
    let path = '/'
    try {
      const resolved = new URL(location, url.origin)
      path = onSitePath(resolved.pathname) + resolved.search
    } catch {
      // unparsable: the home page
    }
    response.headers.set('location', path)
  }
}
