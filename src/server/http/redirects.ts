/**
 * Every redirect the site builds stays on the site (ASVS 3.7.2). A path taken from the request may start with
 * several slashes or a backslash (`//evil.example`, `/\evil.example`), which a browser reads as another host;
 * targets from the redirect table or the framework may name another origin. All of them pass through here.
 */

/** A path of this site that no browser can read as another host: one leading slash, no backslashes before the query. */
export function onSitePath(pathname: string): string {
  const queryAt = pathname.search(/[?#]/)
  const path = queryAt < 0 ? pathname : pathname.slice(0, queryAt)
  const rest = queryAt < 0 ? '' : pathname.slice(queryAt)
  // browsers treat `\` like `/` in special URLs; control characters are stripped before parsing
  // eslint-disable-next-line no-control-regex
  const cleaned = path.replace(/\\/g, '/').replace(/[\u0000-\u001f\u007f]/g, '')
  return `/${cleaned.replace(/^\/+/, '')}${rest}`
}

/**
 * The Location to send for `target` (absolute or relative): a path on the site when it resolves to the request's or
 * the configured origin, otherwise null (the caller refuses the redirect).
 */
export function onSiteLocation(target: string, requestOrigin: string, siteOrigin: string): string | null {
  // eslint-disable-next-line no-control-regex
  const trimmed = target.trim().replace(/[\u0000-\u001f\u007f]/g, '')
  let resolved: URL
  try {
    resolved = new URL(trimmed, requestOrigin)
  } catch {
    return null
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return null
  if (resolved.origin !== new URL(requestOrigin).origin && resolved.origin !== new URL(siteOrigin).origin) return null
  return onSitePath(resolved.pathname) + resolved.search + resolved.hash
}
