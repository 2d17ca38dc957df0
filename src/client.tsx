// The browser entry. It hydrates once the router has read the server's state instead of suspending at the
// document's root: Preact, which the production build hydrates with (see vite.config.ts), has no root-level
// suspension, and for React the result is the same.
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { berlinTime } from '~/lib/berlin-time'
import { beforeSlices } from '~/lib/hydration-slices'
import { replayEarlyClicks } from '~/lib/early-clicks'

// the time zone's rules, which the header's opening hours and every date in the page need, load in a task of
// their own before the header and the page hydrate
beforeSlices(() => berlinTime(Date.now()))

void hydrateStart().then(async (router) => {
  // the router's setup and the first hydration pass in tasks of their own
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
})
