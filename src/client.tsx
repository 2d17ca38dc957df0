// The browser entry. It hydrates once the router has read the server's state instead of suspending at the
// document's root: Preact, which the production build hydrates with (see vite.config.ts), has no root-level
// suspension, and for React the result is the same.
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { replayEarlyClicks } from '~/lib/early-clicks'
import { ERROR_REPORTS_META } from '~/lib/error-reports'

// the bundle's evaluation, the router's setup and the first hydration pass in tasks of their own
setTimeout(() => {
  void hydrateStart().then(async (router) => {
    await new Promise((resolve) => setTimeout(resolve))
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    )
    // Preact has replayed the taps before hydration in its first pass; React DOM (`vite dev`) hydrates the target
    // of a replayed click at once
    replayEarlyClicks(() => {})
    startErrorReportsWhenIdle()
  })
})

/**
 * With SENTRY_DSN the page names the error-report settings; the reporting code loads once the page is interactive
 * and idle. Without it nothing loads (the visitor's JavaScript stays as it is).
 */
function startErrorReportsWhenIdle(): void {
  const content = document.querySelector(`meta[name="${ERROR_REPORTS_META}"]`)?.getAttribute('content')
  if (!content) return
  const start = () => {
    void import('~/lib/browser-error-reports').then(({ startBrowserErrorReports }) => startBrowserErrorReports(JSON.parse(content))).catch(() => undefined)
  }
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5_000 })
  else setTimeout(start, 2_000)
}
