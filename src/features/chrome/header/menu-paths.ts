/** How a menu entry relates to the current page: the page itself, one of its ancestors, or neither. */
export function menuLinkState(pathname: string, url: string): 'page' | 'ancestor' | null {
  const path = trimSlash(pathname)
  const target = trimSlash(url.split(/[?#]/)[0] ?? url)
  if (path === target) return 'page'
  // the language root (/de) is every page's ancestor; it only counts as itself
  if (/^\/[a-z]{2}$/.test(target)) return null
  return path.startsWith(`${target}/`) ? 'ancestor' : null
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** The mark of a menu link as the current page or its section, as an attribute (none: neither). */
export function menuLinkMark(pathname: string, url: string): { 'aria-current': 'page' } | { 'data-ancestor': '' } | null {
  const state = menuLinkState(pathname, url)
  if (state === 'page') return { 'aria-current': 'page' }
  if (state === 'ancestor') return { 'data-ancestor': '' }
  return null
}

/**
 * Attributes of a link of the menus: `data-menu-link` and, right after it, the mark. The menus are site fragments
 * (src/lib/site-fragments.ts) taken from one page and put into every other one: the server marks each page's links
 * in the fragment's bytes by that attribute (src/server/static/fragments.ts), as React would have.
 */
export function menuLinkAttributes(pathname: string, url: string): { 'data-menu-link': ''; 'aria-current'?: 'page'; 'data-ancestor'?: '' } {
  return { 'data-menu-link': '', ...menuLinkMark(pathname, url) }
}

/** A menu entry's React key and open-state key: address and name (one address may appear under two names). */
export function menuEntryKey(entry: { url: string; menu_name: string }): string {
  return `${entry.url}|${entry.menu_name}`
}
