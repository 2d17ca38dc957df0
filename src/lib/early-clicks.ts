// Taps that come before the page's JavaScript has hydrated it. A link or a form works without JavaScript, a
// `<button type="button">` does nothing until its handler is attached: a tap on one (the breadcrumb's back
// button, the cookie settings) would be lost on a slow phone. A small script in the document's head catches such
// clicks from the first paint on; the browser entry hands them over once the first hydration pass has attached
// the handlers, and they run then, in the order they came.

declare global {
  interface Window {
    /** Stops catching and returns the buttons tapped so far (set by EARLY_CLICKS_SCRIPT). */
    __foyerEarlyClicks?: () => Element[]
  }
}

/**
 * The script the server writes into the head. Plain ES5 and no imports: it runs before anything else. It only
 * holds clicks that have no default action of their own, so nothing a visitor does without JavaScript is lost.
 */
export const EARLY_CLICKS_SCRIPT =
  "(function(){var q=[];function c(e){var t=e.target,b=t&&t.closest?t.closest('button[type=button]'):null;if(!b||b.disabled)return;e.preventDefault();e.stopPropagation();q.push(b)}" +
  "addEventListener('click',c,true);window.__foyerEarlyClicks=function(){removeEventListener('click',c,true);window.__foyerEarlyClicks=void 0;return q}})()"

/**
 * Ends the catching and gives the caught buttons their click again, each once, if it is still in the page. Called
 * right after the first hydration pass: the parts still waiting are told to hydrate (`beforeReplay`), and the
 * clicks follow in the next task, when every handler is in place.
 */
export function replayEarlyClicks(beforeReplay: () => void): void {
  const take = window.__foyerEarlyClicks
  if (!take) return
  // a button tapped twice before it worked counts once: a second "back" would leave the site
  const buttons = [...new Set(take())].filter((button): button is HTMLButtonElement => button instanceof HTMLButtonElement && button.isConnected)
  if (buttons.length === 0) return
  beforeReplay()
  // the parts told to hydrate render once the promises they waited on have settled: the taps come a task later
  setTimeout(() => {
    for (const button of buttons) if (button.isConnected) button.click()
  })
}
