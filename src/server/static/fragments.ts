import type { FragmentName } from '~/lib/site-fragments'
import { localizePathname } from '~/lib/i18n/localized-paths'
import { menuLinkMark } from '~/features/chrome/header/menu-paths'

/**
 * Finding and replacing a site fragment (src/lib/site-fragments.ts) in a generated page, on its bytes: the element
 * starts at `<div data-fragment="NAME"` and ends with the first `</script></div>` after its data block's
 * `data-fragment-end="NAME"`.
 */
function bounds(html: Buffer | string, name: FragmentName): { start: number; end: number } | null {
  const start = html.indexOf(`<div data-fragment="${name}"`)
  if (start < 0) return null
  const data = html.indexOf(`data-fragment-end="${name}"`, start)
  if (data < 0) return null
  const close = html.indexOf('</script></div>', data)
  if (close < 0) return null
  return { start, end: close + '</script></div>'.length }
}

/** The fragment's element as it stands in the page; null when the page has none. */
export function fragmentOf(html: Buffer, name: FragmentName): Buffer | null {
  const found = bounds(html, name)
  return found ? html.subarray(found.start, found.end) : null
}

/** The same in a page's text (a rendering, src/server/http/kept-fragments.server.ts). */
export function fragmentText(html: string, name: FragmentName): string | null {
  const found = bounds(html, name)
  return found ? html.slice(found.start, found.end) : null
}

/**
 * The page with its fragment replaced: the same buffer when it already shows this fragment, null when it has none
 * (it must then be rendered again).
 */
export function withFragment(html: Buffer<ArrayBuffer>, name: FragmentName, fragment: Buffer): Buffer<ArrayBuffer> | null {
  const found = bounds(html, name)
  if (!found) return null
  if (html.subarray(found.start, found.end).equals(fragment)) return html
  return Buffer.concat([html.subarray(0, found.start), fragment, html.subarray(found.end)])
}

/** Fragments whose links mark the page they are on: the menus (src/features/chrome/header/menu-paths.ts). */
const MARKED: ReadonlySet<FragmentName> = new Set(['menu', 'menu-drawer'])

/**
 * A link of the menus as React writes it: `href` first (SmartLink), `data-menu-link` and its mark last
 * (menuLinkAttributes). Attribute values hold no `"` or `>` (React escapes them).
 */
const MENU_LINK = /<a href="([^"]*)"([^>]*?) data-menu-link=""(?: aria-current="page"| data-ancestor="")?/g

/** An attribute's value as the browser reads it (React escapes these five). */
function unescapeAttribute(value: string): string {
  return value.replace(/&(amp|quot|#x27|lt|gt);/g, (_, entity: string) => ({ amp: '&', quot: '"', '#x27': "'", lt: '<', gt: '>' })[entity] ?? '')
}

function markLinks(text: string, mark: (url: string) => string): string {
  return text.replace(MENU_LINK, (_, href: string, between: string) => `<a href="${href}"${between} data-menu-link=""${mark(unescapeAttribute(href))}`)
}

/** A fragment's text as it is kept for every page: the menus' links without the mark of the page it was taken from. */
export function neutralFragmentText(name: FragmentName, fragment: string): string {
  return MARKED.has(name) ? markLinks(fragment, () => '') : fragment
}

/** The same for a fragment's bytes. */
export function neutralFragment(name: FragmentName, fragment: Buffer): Buffer {
  return MARKED.has(name) ? Buffer.from(neutralFragmentText(name, fragment.toString('utf8'))) : fragment
}

/**
 * A kept fragment's text for the page at `pathname` (the visitor's path, as usePathname gives it): the menus' links
 * marked as the current page or its section, the very attributes React renders for that page (menuLinkAttributes),
 * so the page hydrates to what it shows.
 */
export function markedFragmentText(name: FragmentName, neutral: string, pathname: string): string {
  if (!MARKED.has(name)) return neutral
  // the mark's attribute written as React writes it (its values need no escaping: "page", "")
  return markLinks(neutral, (url) =>
    Object.entries(menuLinkMark(pathname, url) ?? {})
      .map(([attribute, value]) => ` ${attribute}="${value}"`)
      .join(''),
  )
}

/** A kept fragment's bytes for one page of the tree (its path there). */
export function fragmentForPage(name: FragmentName, neutral: Buffer, pagePath: string): Buffer {
  if (!MARKED.has(name)) return neutral
  return Buffer.from(markedFragmentText(name, neutral.toString('utf8'), localizePathname(pagePath)))
}
