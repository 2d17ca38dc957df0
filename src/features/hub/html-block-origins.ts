/**
 * The other sites an administrator's HTML block loads from (scripts, frames, images, styles), for the hub to say so
 * before the block is saved. Addresses relative to the site and links (`<a href>`) load nothing.
 */
export function externalOrigins(html: string): string[] {
  const origins = new Set<string>()
  for (const match of html.matchAll(/<(script|iframe|img|link|source|video|audio|embed|object)\b[^>]*?\s(?:src|href|data)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const value = (match[2] ?? match[3] ?? match[4] ?? '').trim().replaceAll('&amp;', '&')
    // only absolute and protocol-relative addresses leave the site
    if (!/^(https?:)?\/\//i.test(value)) continue
    try {
      origins.add(new URL(value, 'https://site.invalid').origin)
    } catch {
      // not an address a browser would load either
    }
  }
  return [...origins].sort()
}
