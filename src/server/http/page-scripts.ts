import { createHash } from 'node:crypto'

export type PageScripts = {
  /** the page without the rendering's nonce: it named the scripts for this function and is no secret afterwards */
  html: string
  /** `sha256-…` of each inline script the rendering wrote */
  hashes: string[]
  /** the https origins other than the site's of the external scripts the rendering wrote (administrator blocks) */
  origins: string[]
}

/** how the rendering names its nonce on an element, and the element the router tells its client the nonce in */
const NONCE_ATTRIBUTE = ' nonce="'
const NONCE_META = '<meta property="csp-nonce" content="'

/**
 * The scripts a rendering wrote itself: those carrying its nonce, which was random and unknown to any content before
 * the rendering (docs/decisions/0020-csp-hashes.md). Anything else in the page — markup that content slipped in — is
 * neither hashed nor named, so the policy built from this does not let it run.
 *
 * Every page rendered is read here once, so it is read by plain substring search (no pattern over the whole page):
 * each mention of the nonce attribute whose element is a `<script` (React and the router write tags in lower case,
 * and an attribute value cannot hold `<` or `>` unescaped), up to its `</script`.
 */
export function pageScripts(html: string, nonce: string, siteOrigin: string): PageScripts {
  const marker = `${NONCE_ATTRIBUTE}${nonce}"`
  const hashes = new Set<string>()
  const origins = new Set<string>()
  let from = 0
  for (;;) {
    const at = html.indexOf(marker, from)
    if (at === -1) break
    from = at + marker.length
    const open = html.lastIndexOf('<', at)
    const tagEnd = html.indexOf('>', from)
    if (open === -1 || tagEnd === -1 || !isScriptTag(html, open)) continue
    const attributes = html.slice(open + '<script'.length, tagEnd)
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
    if (src) {
      const origin = scriptOrigin(src[1] ?? src[2] ?? src[3] ?? '', siteOrigin)
      if (origin) origins.add(origin)
      continue
    }
    const close = html.indexOf('</script', tagEnd)
    if (close === -1) break
    hashes.add(`sha256-${createHash('sha256').update(html.slice(tagEnd + 1, close), 'utf8').digest('base64')}`)
    // the script's own text is not searched for further elements
    from = close
  }
  return { html: withoutNonce(html, nonce), hashes: [...hashes], origins: [...origins] }
}

/** Whether a `<script` opening tag starts at `at`. */
function isScriptTag(html: string, at: number): boolean {
  if (!html.startsWith('<script', at)) return false
  const next = html.charCodeAt(at + '<script'.length)
  // whitespace or the end of the name (`<scripts>` is another element)
  return next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d || next === 0x0c || next === 0x2f || next === 0x3e
}

/**
 * The page without the rendering's nonce: it named the scripts for `pageScripts` and is no secret afterwards, and a
 * page served to everyone must not carry it. Its attributes go, the router's meta element that tells its client the
 * nonce goes, and any other mention of it is dropped.
 */
function withoutNonce(html: string, nonce: string): string {
  const parts = html.split(nonce)
  for (let index = 1; index < parts.length; index++) {
    const before = parts[index - 1] ?? ''
    const after = parts[index] ?? ''
    if (before.endsWith(NONCE_ATTRIBUTE) && after.startsWith('"')) {
      parts[index - 1] = before.slice(0, -NONCE_ATTRIBUTE.length)
      parts[index] = after.slice(1)
      continue
    }
    const metaEnd = before.endsWith(NONCE_META) ? /^"\s*\/?>/.exec(after) : null
    if (metaEnd) {
      parts[index - 1] = before.slice(0, -NONCE_META.length)
      parts[index] = after.slice(metaEnd[0].length)
    }
  }
  return parts.join('')
}

function scriptOrigin(src: string, siteOrigin: string): string | null {
  try {
    const url = new URL(src.replaceAll('&amp;', '&'), siteOrigin)
    // the site's own files are 'self'; a plain-http script would be blocked as mixed content on the live site anyway
    return url.origin !== new URL(siteOrigin).origin && url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * The page with its policy in a `<meta http-equiv="Content-Security-Policy">` (without the header-only directives,
 * metaPolicy), for a server that sends the tree's files as they are (deploy/nginx/foyer.conf). A `<meta>` policy
 * governs only what the parser meets after it: it goes after the leading `<meta>` elements (charset, viewport) and
 * before the first script, link or style. The document's hydration later drops the element it did not render; the
 * policy stays in force (browsers never lift a policy once applied).
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">`
  const head = /<head\b[^>]*>/i.exec(html)
  if (!head) {
    // a document without a `<head>` tag (HTML allows it): the parser puts the meta into the head it makes
    const at = /^(\s*<!doctype[^>]*>)?(\s*<html\b[^>]*>)?/i.exec(html)?.[0].length ?? 0
    return html.slice(0, at) + meta + html.slice(at)
  }
  const start = head.index + head[0].length
  const end = html.indexOf('</head>', start)
  const inHead = html.slice(start, end < 0 ? undefined : end)
  const firstActive = inHead.search(/<(script|link|style|base)\b/i)
  const metasBefore = [...(firstActive < 0 ? inHead : inHead.slice(0, firstActive)).matchAll(/<meta\b[^>]*>/gi)]
  const last = metasBefore.at(-1)
  const at = start + (last ? last.index + last[0].length : 0)
  return html.slice(0, at) + meta + html.slice(at)
}
