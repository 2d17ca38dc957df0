import { withDefaultProtocol } from '~/lib/links'

/** The element id for an editor's anchor name ("#Tickets und Preise" → "Tickets-und-Preise"); undefined when empty. */
export function anchorId(anchor: string | null | undefined): string | undefined {
  const id = (anchor ?? '').trim().replace(/^#+/, '').replace(/\s+/g, '-')
  return id === '' ? undefined : id
}

/** The address of a link field: the resolved URL when the editor's link finder filled it, else the link as typed (a bare host gets https://). */
export function linkHref(link: string | null | undefined, linkUrl: string | null | undefined): string | null {
  const href = withDefaultProtocol(linkUrl?.trim() || link?.trim() || '')
  return href ? href : null
}
