
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

/**
 * The policy of a page, decided before it is rendered: scripts of the site itself, those carrying the page's nonce
 * (the framework's and the administrator's HTML blocks') and the tag manager the configuration names.
 */
export function contentSecurityPolicy(options: { nonce: string; dev: boolean }): string {
  const scriptSrc = ["'self'", `'nonce-${options.nonce}'`, ...TAG_MANAGER_ORIGINS]
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
