/** Link rules of the spec (platform.md §5, programme.md §5). */

const FILE_LIKE = /\.(jpe?g|png|pdf)(\b|$)/i

export type LinkKind = 'internal' | 'external' | 'anchor'

export function linkKind(href: string): LinkKind {
  if (href.startsWith('#')) return 'anchor'
  // images, PDFs and uploaded media are files, not pages of the site
  if (FILE_LIKE.test(href) || href.includes('/media/filer_public/')) return 'external'
  return href.startsWith('/') && !href.startsWith('//') ? 'internal' : 'external'
}

export function isExternalLink(href: string): boolean {
  return linkKind(href) === 'external'
}

/** Attributes of an external link; a new window never gets access to this page. */
export function externalLinkAttributes(openInNewWindow: boolean): { target?: '_blank'; rel?: string } {
  return openInNewWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}

/** The rich-text editor's default protocol for links typed without one. */
export function withDefaultProtocol(href: string): string {
  const trimmed = href.trim()
  if (!trimmed || /^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(trimmed)) return trimmed
  return `https://${trimmed}`
}

/** Only web, mail and phone links may be rendered from editor content. */
export function isSafeHref(href: string): boolean {
  const trimmed = href.trim()
  if (/^(\/|#|\?)/.test(trimmed)) return !trimmed.startsWith('//') || /^\/\/[^/]/.test(trimmed)
  return /^(https?:|mailto:|tel:)/i.test(trimmed)
}
