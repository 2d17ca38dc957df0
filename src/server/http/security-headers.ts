import { createHash } from 'node:crypto'

/** Hashes of every inline <script> in a document: the CSP allows exactly these, so cached HTML stays valid. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    const body = match[2] ?? ''
    if (/\bsrc\s*=/.test(attributes) || body.length === 0) continue
    // JSON data blocks are not executed and need no hash
    if (/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** Origins of external scripts named in a document (administrator HTML blocks, the tag manager). */
export function externalScriptOrigins(html: string, selfOrigin: string): string[] {
  const origins = new Set<string>()
  for (const match of html.matchAll(/<script\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi)) {
    const src = match[1] ?? ''
    if (!/^(https?:)?\/\//i.test(src)) continue
    try {
      const origin = new URL(src, selfOrigin).origin
      if (origin !== selfOrigin) origins.add(origin)
    } catch {
      // an unparsable src is not allowed at all
    }
  }
  return [...origins]
}

const TAG_MANAGER_ORIGINS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com']
const MEDIA_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://open.spotify.com',
  'https://w.soundcloud.com',
  'https://player.podigee-cdn.net',
  'https://*.podigee.io',
  'https://app.idagio.com',
  'https://www.yumpu.com',
  'https://indd.adobe.com',
  'https://issuu.com',
  'https://e.issuu.com',
  'https://www.instagram.com',
  'https://platform.twitter.com',
  'https://www.facebook.com',
  'https://www.tiktok.com',
]

export function contentSecurityPolicy(options: { scriptHashes: string[]; scriptOrigins: string[]; dev: boolean }): string {
  const scriptSrc = ["'self'", ...options.scriptHashes, ...TAG_MANAGER_ORIGINS, ...options.scriptOrigins]
  if (options.dev) scriptSrc.push("'unsafe-eval'")
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    // styles: vanilla-extract ships files; administrator blocks and error pages may carry inline styles
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${TAG_MANAGER_ORIGINS.join(' ')}${options.dev ? ' ws: wss:' : ''}`,
    `frame-src ${MEDIA_FRAME_ORIGINS.join(' ')} https://www.googletagmanager.com`,
    "media-src 'self' blob: https:",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** Headers on every answer; HSTS only where the visitor came over HTTPS. */
export function applySecurityHeaders(headers: Headers, https: boolean): void {
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  headers.set('X-Frame-Options', 'SAMEORIGIN')
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
  headers.set('Cross-Origin-Opener-Policy', 'same-origin')
  if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'self'")
}
