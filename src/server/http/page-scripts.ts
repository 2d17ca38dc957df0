import { createHash } from 'node:crypto'

export type PageScripts = {
  /** the page without the rendering's nonce: it named the scripts for this function and is no secret afterwards */
  html: string
  /** `sha256-…` of each inline script the rendering wrote */
  hashes: string[]
  /** the https origins other than the site's of the external scripts the rendering wrote (administrator blocks) */
  origins: string[]
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/**
 * The scripts a rendering wrote itself: those carrying its nonce, which was random and unknown to any content before
 * the rendering (docs/decisions/0020-csp-hashes.md). Anything else in the page — markup that content slipped in — is
 * neither hashed nor named, so the policy built from this does not let it run.
 */
export function pageScripts(html: string, nonce: string, siteOrigin: string): PageScripts {
  const marker = `nonce="${nonce}"`
  const hashes = new Set<string>()
  const origins = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (!attributes.includes(marker)) continue
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
    if (!src) {
      hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`)
      continue
    }
    const origin = scriptOrigin(src[1] ?? src[2] ?? src[3] ?? '', siteOrigin)
    if (origin) origins.add(origin)
  }
  // the router also tells its client the nonce in a meta element; a page served to everyone must not carry it. One
  // pass over the page: the meta element, the attribute, then any other mention
  const escaped = nonce.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  const page = html.replace(new RegExp(`<meta property="csp-nonce" content="[^"]*"\\s*\\/?>| nonce="${escaped}"|${escaped}`, 'g'), '')
  return { html: page, hashes: [...hashes], origins: [...origins] }
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
