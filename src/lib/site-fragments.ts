/**
 * Site fragments: volatile parts of every public page (the top alert, the menus, the footer's sponsor logos) that a change replaces in the generated pages
 * without rendering them again (docs/decisions/0035-site-fragments.md). A fragment is one element,
 * `<div data-fragment="NAME" …>`, whose last child is its data block, `<script type="application/json"
 * data-fragment-end="NAME">…</script>`: the browser hydrates it from that block, not from the page's dehydrated
 * state, so a page whose fragment was replaced hydrates to what it shows. Nothing else in a page may end in that
 * attribute, which is how the server finds the fragment's end without parsing the page.
 */
export type FragmentName = 'top-alert' | 'menu' | 'menu-drawer' | 'footer-menu' | 'sponsor-logos'

/** The attributes that mark a fragment's element and its data block. */
export const fragmentAttributes = (name: FragmentName) => ({ 'data-fragment': name }) as const
export const fragmentDataAttributes = (name: FragmentName) => ({ type: 'application/json', 'data-fragment-end': name }) as const

/**
 * JSON for a data block (a fragment's, the page's query state in src/lib/query-state.ts): `<` escaped, so no text in
 * it closes the script element; a value JSON has no text for (undefined) is written as null.
 */
export function fragmentJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/</g, '\\u003c')
}

/** The data block of a fragment as the server sent it (the browser, before the fragment first renders); null when absent. */
export function readFragmentData(name: FragmentName): unknown {
  if (typeof document === 'undefined') return null
  const block = document.querySelector(`script[data-fragment-end="${name}"]`)
  if (!block?.textContent) return null
  try {
    const value: unknown = JSON.parse(block.textContent)
    return value
  } catch {
    return null
  }
}
