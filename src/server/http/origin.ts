import { siteOrigin } from '~/lib/site-origin'

/**
 * Whose request is this? A browser names the page a request comes from (Origin, else Referer) and, when it can,
 * whether that page is on the same site (Sec-Fetch-Site). Ours are the configured SITE_ORIGIN and the origin the
 * browser itself addressed (its Host header: a page elsewhere cannot make a browser send our Host with its own
 * Origin). X-Forwarded-Host is never believed: anyone can send it.
 */
export function ownOrigins(request: Request): Set<string> {
  const origins = new Set([siteOrigin()])
  try {
    const url = new URL(request.url)
    const host = request.headers.get('host') ?? url.host
    // the scheme is not known behind a TLS proxy: both, for the host the browser addressed
    origins.add(`http://${host}`)
    origins.add(`https://${host}`)
  } catch {
    // no usable URL: only the configured origin
  }
  return origins
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}

/**
 * A write from another site (or a sandboxed page, Origin `null`)? Sec-Fetch-Site `cross-site` or `same-site` says
 * so at once; otherwise Origin, or without Origin the Referer, must name one of our origins. A request naming
 * neither (curl, an old client, a browser that strips Referer) is left to the CSRF token.
 */
export function isForeignRequest(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true
  const own = ownOrigins(request)
  const origin = request.headers.get('origin')
  if (origin !== null) return origin === 'null' || !own.has(origin)
  const referer = request.headers.get('referer')
  if (referer) {
    const from = originOf(referer)
    return from === null || !own.has(from)
  }
  return false
}

/** For the server functions' origin check (Start's CSRF middleware): one of our origins. */
export function isOwnOrigin(value: string, request: Request): boolean {
  return ownOrigins(request).has(value)
}

