// The browser entry. It hydrates once the router has read the server's state instead of suspending at the
// document's root: Preact, which the production build hydrates with (see vite.config.ts), has no root-level
// suspension, and for React the result is the same.
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'

void hydrateStart().then((router) => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
})
