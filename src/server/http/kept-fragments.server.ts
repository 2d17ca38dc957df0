import { keepFragment, placeholderMarkup, renderWithFragments } from '~/lib/kept-fragments'
import { fragmentText, markedFragmentText, neutralFragmentText } from '~/server/static/fragments'

/**
 * A server rendering with kept fragments (src/lib/kept-fragments.ts, decision 0050): each placeholder gets the kept
 * markup of its fragment, marked for the page; each fragment rendered in full is kept for the renderings after it.
 */
export function renderWithKeptFragments(render: () => string): string {
  const { result: html, fragments } = renderWithFragments(render)
  for (const keep of fragments.keeps) {
    const text = fragmentText(html, keep.name)
    if (text !== null) keepFragment(keep, neutralFragmentText(keep.name, text))
  }
  let page = html
  for (const { name, neutral, pathname } of fragments.splices) {
    const placeholder = placeholderMarkup(name)
    const at = page.indexOf(placeholder)
    // a component that asked for a kept fragment renders its placeholder: nothing else can take it out
    if (at < 0) throw new Error(`the placeholder of the kept fragment ${name} is missing from the rendering`)
    page = page.slice(0, at) + markedFragmentText(name, neutral, pathname) + page.slice(at + placeholder.length)
  }
  return page
}
