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

