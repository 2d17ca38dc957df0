// Taps that come before the page's JavaScript has hydrated it. A link or a form works without JavaScript, a
// `<button type="button">` does nothing until its handler is attached: a tap on one (the breadcrumb's back
// button, the cookie settings) would be lost on a slow phone. A small script in the document's head catches such
// clicks from the first paint on; the browser entry hands them over once the first hydration pass has attached
// the handlers, and they run then, in the order they came.

declare global {
  interface Window {
    /** Stops catching and returns the buttons tapped and the list boxes changed so far (set by EARLY_CLICKS_SCRIPT). */
    __foyerEarlyClicks?: () => Element[]
  }
}

/**
 * The script the server writes into the head. Plain ES5 and no imports: it runs before anything else. It only
 * holds clicks that have no default action of their own, so nothing a visitor does without JavaScript is lost, and
 * notes the choices made in a list box (a filter), which keeps the chosen option until its handler can act on it.
 */
export const EARLY_CLICKS_SCRIPT =
  "(function(){var q=[];function c(e){var t=e.target,b=t&&t.closest?t.closest('button[type=button]'):null;if(!b||b.disabled)return;e.preventDefault();e.stopPropagation();q.push(b)}" +
  "function h(e){var t=e.target;if(t&&t.tagName==='SELECT')q.push(t)}" +
  "addEventListener('click',c,true);addEventListener('change',h,true);window.__foyerEarlyClicks=function(){removeEventListener('click',c,true);removeEventListener('change',h,true);window.__foyerEarlyClicks=void 0;return q}})()"

/**
 * Ends the catching and gives the caught buttons their click again, each once, if it is still in the page. Called
 * right after the first hydration pass: the parts still waiting are told to hydrate (`beforeReplay`), and the
 * clicks follow in the next task, when every handler is in place.
 */
export function replayEarlyClicks(beforeReplay: () => void): void {
  const take = window.__foyerEarlyClicks
  if (!take) return
  // a button tapped twice before it worked counts once: a second "back" would leave the site; a list box changed
  // twice is acted on once, with the option chosen last
  const controls = [...new Set(take())].filter((control) => (control instanceof HTMLButtonElement || control instanceof HTMLSelectElement) && control.isConnected)
  if (controls.length === 0) return
  beforeReplay()
  // the parts told to hydrate render once the promises they waited on have settled: the taps come a task later
  setTimeout(() => {
    for (const control of controls) {
      if (!control.isConnected) continue
      if (control instanceof HTMLButtonElement) control.click()
      else control.dispatchEvent(new Event('change', { bubbles: true }))
    }
  })
}
