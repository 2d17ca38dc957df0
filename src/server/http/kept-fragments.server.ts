import { keepFragment, placeholderMarkup } from '~/lib/kept-fragments'
import type { FragmentName } from '~/lib/site-fragments'
import type { FragmentRendering } from '~/lib/kept-fragments'
import { fragmentText, markedFragmentText, neutralFragmentText } from '~/server/static/fragments'

/**
 * Kept markup marked for a page, by the kept markup and the page's path: renderings on request are mostly of a few
 * addresses (the programme with its filters, an editor's page), so their menus are marked once. Small, since each
 * text is a few kilobytes and the generator renders every path once: a full map starts again.
 */
const markedTexts = new Map<string, Map<string, string>>()
const MAX_KEPT_TEXTS = 16
const MAX_PATHS = 16

function marked(name: FragmentName, neutral: string, pathname: string): string {
  let byPath = markedTexts.get(neutral)
  if (!byPath) {
    if (markedTexts.size >= MAX_KEPT_TEXTS) markedTexts.clear()
    byPath = new Map()
    markedTexts.set(neutral, byPath)
  }
  let text = byPath.get(pathname)
  if (text === undefined) {
    if (byPath.size >= MAX_PATHS) byPath.clear()
    text = markedFragmentText(name, neutral, pathname)
    byPath.set(pathname, text)
  }
  return text
}

/**
 * The page as it is sent, from a server rendering with kept fragments (src/lib/kept-fragments.ts, decision 0050):
 * - each fragment the rendering wrote in full is kept for the renderings after it;
 * - each placeholder gets the kept markup of its fragment, marked for the page (a placeholder React left out, with
 *   a boundary that failed, is left out too);
 * - the page's query-state block (src/lib/query-state.ts) goes at the end of its body, after the router's scripts.
 * The rendering's text is read once for all of it (finding the placeholders and the end of the body).
 */
export function assembledPage(html: string, fragments: FragmentRendering, queryState: string): string {
  for (const keep of fragments.keeps) {
    const text = fragmentText(html, keep.name)
    // a copy of its own: a slice of the page would hold the whole page's text in memory while it is kept
    if (text !== null) keepFragment(keep, Buffer.from(neutralFragmentText(keep.name, text)).toString())
  }
  const cuts: { at: number; end: number; text: string }[] = []
  for (const { name, neutral, pathname } of fragments.splices) {
    const placeholder = placeholderMarkup(name)
    const at = html.indexOf(placeholder)
    // a boundary whose rendering failed writes its fallback instead of its content, placeholder and all: the browser
    // renders that part, fragment included, as the rendering left it to
    if (at < 0) continue
    cuts.push({ at, end: at + placeholder.length, text: marked(name, neutral, pathname) })
  }
  if (queryState) {
    const bodyEnd = html.lastIndexOf('</body>')
    const at = bodyEnd < 0 ? html.length : bodyEnd
    cuts.push({ at, end: at, text: queryState })
  }
  if (cuts.length === 0) return html
  cuts.sort((a, b) => a.at - b.at)
  // slices of the rendering and the texts put in, joined without copying them (the policy's reading of the page
  // copies it once, as it did the rendering before)
  let page = ''
  let from = 0
  for (const cut of cuts) {
    page += html.slice(from, cut.at) + cut.text
    from = cut.end
  }
  return page + html.slice(from)
}
