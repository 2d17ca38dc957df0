/**
 * The nonce of the page being rendered on the server (src/server/http/csp-nonce.server.ts sets it before the
 * rendering starts; afterwards the scripts carrying it are hashed into the page's policy and the nonce is removed).
 * The router puts it on every script it writes; the administrator's HTML blocks get it on theirs, except in a page
 * rendered for staff. Injected markup cannot know it. In the browser: undefined.
 */
declare global {
  var __foyerCspNonce: (() => string | undefined) | undefined
  var __foyerContentScriptNonce: (() => string | undefined) | undefined
}

export function currentCspNonce(): string | undefined {
  return typeof window === 'undefined' ? globalThis.__foyerCspNonce?.() : undefined
}

/** The nonce for scripts of the administrator's HTML blocks: none in a page rendered for staff (issue 35). */
export function contentScriptNonce(): string | undefined {
  return typeof window === 'undefined' ? globalThis.__foyerContentScriptNonce?.() : undefined
}

/** Administrator HTML with the page's nonce on each of its scripts (the only scripts of content the CSP allows). */
export function withScriptNonce(html: string, nonce: string | undefined): string {
  if (!nonce) return html
  return html.replace(/<script\b(?![^>]*\snonce=)/gi, `<script nonce="${nonce}"`)
}
