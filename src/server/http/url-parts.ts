/**
 * The path and the query of a request's address, without parsing a URL: `https://host/de?x=1` and the request
 * target Node hands over (`/de?x=1`) alike. Used on every request (the log, the generated pages' fast path).
 */
export function splitUrl(url: string): { path: string; query: string } {
  const pathStart = url.startsWith('/') ? 0 : url.indexOf('/', url.indexOf('//') + 2)
  if (pathStart < 0) return { path: '/', query: '' }
  const queryStart = url.indexOf('?', pathStart)
  return queryStart < 0 ? { path: url.slice(pathStart), query: '' } : { path: url.slice(pathStart, queryStart), query: url.slice(queryStart) }
}
