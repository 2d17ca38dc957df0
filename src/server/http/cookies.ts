import { siteOrigin } from '~/lib/site-origin'

/** Minimal cookie parsing and serialising for the request pipeline, which runs outside Start's request context. */
export function parseCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {}
  if (!header) return cookies
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    const name = part.slice(0, index).trim()
    const raw = part.slice(index + 1).trim()
    if (!name || name in cookies) continue
    try {
      cookies[name] = decodeURIComponent(raw)
    } catch {
      cookies[name] = raw
    }
  }
  return cookies
}

export interface CookieOptions {
  maxAge?: number
  httpOnly?: boolean
  secure?: boolean
  sameSite?: 'Lax' | 'Strict' | 'None'
  path?: string
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`]
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`)
  if (options.httpOnly) parts.push('HttpOnly')
  if (options.secure) parts.push('Secure')
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`)
  return parts.join('; ')
}

/**
 * Whether cookies are Secure and HSTS is sent: the configured SITE_ORIGIN decides (https:// → yes), or a request
 * that reached this server over TLS itself. A proxy's X-Forwarded-Proto decides nothing: anyone can send it.
 */
export function isHttps(request: Request): boolean {
  return siteOrigin().startsWith('https:') || request.url.startsWith('https:')
}
