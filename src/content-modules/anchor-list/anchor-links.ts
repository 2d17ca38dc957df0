import { anchorId, linkHref } from '../shared/anchor'
import type { AnchorItemData } from './schema'

export type AnchorLink = { href: string; text: string; level: number; newWindow: boolean }

/** What an anchor item links to: its link_url, else "#" and its anchor; null without text or target. */
export function anchorLink(data: AnchorItemData): AnchorLink | null {
  const id = anchorId(data.anchor)
  const href = linkHref(id ? `#${id}` : null, data.link_url)
  const text = data.link_text?.trim()
  if (!href || !text) return null
  return { href, text, level: data.level, newWindow: data.link_open_in_new_window }
}
