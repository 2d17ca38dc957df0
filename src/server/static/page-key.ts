/** Query parameters that only trackers read: a page with them is still the generated page. */
const IGNORED_PARAMETERS = /^(utm_[a-z_]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_ga|_gl|ref)$/i

/** The key of a page in the static tree: the decoded path without a trailing slash (`/de/programm`). */
export function pageKey(pathname: string): string {
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // a malformed escape stays as it came; no page has such a key
  }
  return decoded.length > 1 && decoded.endsWith('/') ? decoded.slice(0, -1) : decoded
}

/** Whether a query string leaves the page as generated (empty, or tracking parameters only). */
export function isIgnorableQuery(search: string): boolean {
  if (search === '' || search === '?') return true
  for (const name of new URLSearchParams(search).keys()) if (!IGNORED_PARAMETERS.test(name)) return false
  return true
}
