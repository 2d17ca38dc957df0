import { EMBED_FRAME_ORIGINS } from '~/content-modules/embeds/embed-origins'

/** The tag manager's origins: named in a policy only where the venue configured a tag manager id. */
export const TAG_MANAGER_ORIGINS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com'] as const

/** Where browsers send Content-Security-Policy violations (src/server/http/csp-reports.server.ts). */
export const CSP_REPORT_PATH = '/api/csp-report/'
/** The Reporting API's name of that endpoint (`report-to`, declared by the `Reporting-Endpoints` header). */
const CSP_REPORT_GROUP = 'csp'

export type PagePolicy = {
  /** `'sha256-…'` sources of the page's own inline scripts (the ones its rendering wrote; docs/decisions/0020) */
  hashes: readonly string[]
  /** the third-party origins a page may load scripts from: none for staff; else the configured tag manager's and
   *  those the administrator's HTML blocks load */
  scriptOrigins: readonly string[]
  /** the tag manager's `noscript` frame and beacons: only where it may run */
  tagManager: boolean
  /** where the page's scripts may send data besides the site: the error-report ingest when SENTRY_DSN is set */
  connectOrigins?: readonly string[]
  dev: boolean
}

/**
 * The policy of a page. Scripts run from the site's own files and the page's own inline scripts (by hash), plus the
 * origins the page names on purpose: markup that content slips into the page matches none of these. Frames only
 * from the players' origins; no plugins, no `<base>`, forms to the site only; violations are reported.
 */
export function contentSecurityPolicy(policy: PagePolicy): string {
  const scriptSrc = ["'self'", ...policy.hashes.map((hash) => `'${hash}'`), ...policy.scriptOrigins]
  if (policy.dev) scriptSrc.push("'unsafe-eval'")
  const tagManager = policy.tagManager ? TAG_MANAGER_ORIGINS : []
  const frames = [...EMBED_FRAME_ORIGINS, ...(policy.tagManager ? [TAG_MANAGER_ORIGINS[0]] : [])].join(' ')
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    // styles: vanilla-extract ships files; administrator blocks and React style attributes are inline
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...tagManager, ...(policy.connectOrigins ?? []), ...(policy.dev ? ['ws:', 'wss:'] : [])].join(' ')}`,
    `frame-src ${frames}`,
    `child-src ${frames}`,
    "media-src 'self' blob: https:",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ')
}

/** Directives a `<meta>` policy cannot carry: browsers ignore them there (and say so in the console). */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox'])

function directivesOf(policy: string): string[] {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '')
}

const isHeaderOnly = (directive: string) => HEADER_ONLY_DIRECTIVES.has(directive.split(/\s+/, 1)[0]?.toLowerCase() ?? '')

/**
 * A page's policy as its generated HTML carries it in `<meta http-equiv="Content-Security-Policy">`, for a server
 * that reads the tree and cannot compute the page's hashes (nginx): every directive but the header-only ones.
 */
export function metaPolicy(policy: string): string {
  return directivesOf(policy)
    .filter((directive) => !isHeaderOnly(directive))
    .join('; ')
}

/**
 * The rest of a page's policy, which only a header can carry: the same for every page (framing and reporting), so
 * deploy/nginx/foyer.conf sends it as a fixed header beside the page's `<meta>` policy. Together the two are the
 * policy Node sends in one header.
 */
export function headerOnlyPolicy(policy: string): string {
  return directivesOf(policy).filter(isHeaderOnly).join('; ')
}

/** The policy of anything that is not a rendered page (errors, files, JSON): nothing runs, nothing frames it. */
export const STRICT_POLICY = `default-src 'none'; base-uri 'none'; frame-ancestors 'self'; report-uri ${CSP_REPORT_PATH}; report-to ${CSP_REPORT_GROUP}`

/** Headers on every answer; HSTS only where the visitor came over HTTPS. */
export function applySecurityHeaders(headers: Headers, https: boolean): void {
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  headers.set('X-Frame-Options', 'SAMEORIGIN')
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
  headers.set('Cross-Origin-Opener-Policy', 'same-origin')
  headers.set('Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`)
  if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', STRICT_POLICY)
}
