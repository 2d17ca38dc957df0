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

/** Attributes that mark a menu link as the current page or its section. */
export function menuLinkAttributes(pathname: string, url: string): { 'aria-current'?: 'page'; 'data-ancestor'?: '' } {
  const state = menuLinkState(pathname, url)
  if (state === 'page') return { 'aria-current': 'page' }
  if (state === 'ancestor') return { 'data-ancestor': '' }
  return {}
}

/** A menu entry's React key and open-state key: address and name (one address may appear under two names). */
export function menuEntryKey(entry: { url: string; menu_name: string }): string {
  return `${entry.url}|${entry.menu_name}`
}
