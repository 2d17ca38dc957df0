import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'

/** Test helper: static markup of `element` rendered on a page at `path` (views read the locale and links need a router). */
export async function renderAt(element: ReactNode, path = '/de/test'): Promise<string> {
  const routeTree = createRootRoute({ component: () => element })
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  return renderToStaticMarkup(<RouterProvider router={router} />)
}
