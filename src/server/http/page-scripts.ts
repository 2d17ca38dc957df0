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
  // the router also tells its client the nonce in a meta element; a page served to everyone must not carry it
  const page = html.replace(/<meta property="csp-nonce" content="[^"]*"\s*\/?>/, '').replaceAll(` ${marker}`, '').replaceAll(nonce, '')
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
