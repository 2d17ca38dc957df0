/**
 * Removes what would run script from an editor's HTML: <script> elements (repeated until none are left, so split
 * tags cannot reassemble), inline event handlers and javascript: addresses. The rest is the editor's markup.
 */
export function stripScripts(html: string): string {
  let result = html
  let previous: string
  do {
    previous = result
    result = result.replace(/<script\b[\s\S]*?<\/script\s*>/gi, '').replace(/<\/?script\b[^>]*>?/gi, '')
  } while (result !== previous)
  return result.replace(/<[a-z][^>]*>/gi, (tag) =>
    tag
      .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
      .replace(/\b(href|src|action|formaction|xlink:href)\s*=\s*(["']?)\s*javascript:[^"'>]*\2/gi, '$1="#"'),
  )
}
