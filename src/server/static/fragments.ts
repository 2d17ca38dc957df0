import type { FragmentName } from '~/lib/site-fragments'

/**
 * Finding and replacing a site fragment (src/lib/site-fragments.ts) in a generated page, on its bytes: the element
 * starts at `<div data-fragment="NAME"` and ends with the first `</script></div>` after its data block's
 * `data-fragment-end="NAME"`.
 */
function bounds(html: Buffer, name: FragmentName): { start: number; end: number } | null {
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
