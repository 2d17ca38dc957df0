/**
 * The nonce of the page being rendered on the server (src/server/http/csp-nonce.server.ts sets it before the
 * rendering starts and names it in the page's Content-Security-Policy). The router puts it on every script it writes;
 * the administrator's HTML blocks get it on theirs. Injected markup cannot know it. In the browser: undefined.
 */
declare global {
  var __foyerCspNonce: (() => string | undefined) | undefined
}

export function currentCspNonce(): string | undefined {
  return typeof window === 'undefined' ? globalThis.__foyerCspNonce?.() : undefined
}

/** Administrator HTML with the page's nonce on each of its scripts (the only scripts of content the CSP allows). */
export function withScriptNonce(html: string, nonce: string | undefined): string {
  if (!nonce) return html
  return html.replace(/<script\b(?![^>]*\snonce=)/gi, `<script nonce="${nonce}"`)
}
